// The blocks in force at the scope, by level (SPM global, service-provider level, local): each
// block with how it arrives (mandatory, an elective chosen, local), where it comes from, the
// version in force and its components (links to the block's page at that version) and its draft
// waiting, if any. A level that adds nothing here says so and links to its list.
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/paged-table/router-link';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { blocksByLevel, type EffectiveBlock } from '../api/effective-groups';
import { blockHref, levelHref } from '../api/policy-links';
import { LEVEL_WORDS, VIA_WORDS } from '../api/policy-words';
import { DraftCell } from './BlockCells';
import { HomeSection } from './HomeSection';
import { ownerNameOf } from './OwnerName';

// One share of the width per column in every level's table, so the three tables' columns line
// up one under the other (each sized to its own words, they did not).
const COLUMN_WIDTHS = {
  name: { width: '26%' },
  via: { width: '17%' },
  owner: { width: '21%' },
  version: { width: '10%' },
  components: { width: '11%' },
  draft: { width: '15%' },
} as const;

export function EffectiveBlocks({ blocks }: { blocks: readonly EffectiveBlock[] }) {
  const { t, i18n } = useTranslation();
  return (
    <HomeSection id="blocks" title={t('policy.home.blocks')}>
      {blocksByLevel(blocks).map(({ level, blocks: levelBlocks }) => {
        const headingId = `policy-home-level-${level}`;
        return (
          <Stack gap={4} key={level} data-level={level}>
            <Title order={3} size="h5" id={headingId}>
              <RouterLink href={levelHref(level)}>{t(LEVEL_WORDS[level])}</RouterLink>
            </Title>
            {levelBlocks.length === 0 ? (
              <Text size="sm">{t('policy.home.noBlocks')}</Text>
            ) : (
              <StaticTable
                labelledBy={headingId}
                rows={levelBlocks}
                rowKey={(block) => block.blockId}
                columns={[
                  {
                    id: 'name',
                    header: t('policy.column.block'),
                    rowHeader: true,
                    style: COLUMN_WIDTHS.name,
                    cell: (block) => <RouterLink href={blockHref(block.blockId)}>{block.name}</RouterLink>,
                  },
                  {
                    id: 'via',
                    header: t('policy.column.via'),
                    style: COLUMN_WIDTHS.via,
                    cell: (block) => t(VIA_WORDS[block.via]),
                  },
                  {
                    id: 'owner',
                    header: t('policy.column.from'),
                    style: COLUMN_WIDTHS.owner,
                    cell: (block) => ownerNameOf(t, block.owner),
                  },
                  {
                    id: 'version',
                    header: t('policy.column.version'),
                    style: COLUMN_WIDTHS.version,
                    cell: (block) => (
                      <RouterLink href={blockHref(block.blockId, { view: block.version })}>
                        {t('policy.block.version', { version: block.version })}
                      </RouterLink>
                    ),
                  },
                  {
                    id: 'components',
                    header: t('policy.column.components'),
                    style: COLUMN_WIDTHS.components,
                    cell: (block) => {
                      const shown = block.componentCount.toLocaleString(i18n.language);
                      return (
                        <RouterLink
                          href={blockHref(block.blockId, { view: block.version })}
                          label={t('policy.home.componentsOf', {
                            count: block.componentCount,
                            figure: shown,
                            name: block.name,
                          })}
                        >
                          {shown}
                        </RouterLink>
                      );
                    },
                  },
                  {
                    id: 'draft',
                    header: t('policy.column.draft'),
                    style: COLUMN_WIDTHS.draft,
                    cell: (block) => <DraftCell block={block} />,
                  },
                ]}
              />
            )}
          </Stack>
        );
      })}
    </HomeSection>
  );
}
