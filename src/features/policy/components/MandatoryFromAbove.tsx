// The mandatory blocks that reach the scope from the levels above (SPM global, its partner's):
// shown beside the electives so the whole offer is in one place, never offered to opt out of.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/paged-table/router-link';
import { StaticTable } from '../../../components/static-table/StaticTable';
import type { EffectiveBlock } from '../api/effective-groups';
import { blockHref } from '../api/policy-links';
import { LEVEL_WORDS } from '../api/policy-words';
import { HomeSection } from './HomeSection';
import { ownerNameOf } from './OwnerName';

export function MandatoryFromAbove({ blocks }: { blocks: readonly EffectiveBlock[] }) {
  const { t } = useTranslation();
  const mandatory = blocks
    .filter((block) => block.via === 'mandatory')
    .sort((a, b) => a.name.localeCompare(b.name) || a.blockId - b.blockId);
  return (
    <HomeSection id="mandatory" title={t('policy.electives.mandatory')}>
      <Text size="sm">{t('policy.electives.mandatoryIntro')}</Text>
      <StaticTable
        labelledBy="policy-home-mandatory"
        rows={mandatory}
        rowKey={(block) => block.blockId}
        emptyText={t('policy.electives.noMandatory')}
        columns={[
          {
            id: 'name',
            header: t('policy.column.block'),
            rowHeader: true,
            cell: (block) => <RouterLink href={blockHref(block.blockId)}>{block.name}</RouterLink>,
          },
          { id: 'level', header: t('policy.column.level'), cell: (block) => t(LEVEL_WORDS[block.level]) },
          { id: 'owner', header: t('policy.column.offeredBy'), cell: (block) => ownerNameOf(t, block.owner) },
          {
            id: 'version',
            header: t('policy.column.version'),
            cell: (block) => t('policy.block.version', { version: block.version }),
          },
          {
            id: 'choice',
            header: t('policy.column.choiceHere'),
            cell: () => t('policy.electives.cannotOptOut'),
          },
        ]}
      />
    </HomeSection>
  );
}
