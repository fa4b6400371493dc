// A block's versions (newest first, each a link to its components) and its draft, with a diff of
// any two sides (two versions, or a version and the draft), the sides in the URL.
import { Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiSchema } from '../../../api/contract-types';
import { RouterLink } from '../../../components/paged-table/router-link';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { formatDateTime } from '../../../i18n/format';
import { useCan } from '../../../access/use-can';
import { blockHref, reviewHref, REVIEWS_PATH, type BlockView } from '../api/policy-links';
import { OFFER_WORDS } from '../api/policy-words';
import { defaultDiffSides, diffSideOptions } from '../api/show-search';
import { VersionDiff } from './VersionDiff';

type Block = ApiSchema<'PolicyBlock'>;

const parseSide = (value: string): BlockView => (value === 'draft' ? 'draft' : Number(value));

export function BlockVersions({
  block,
  from,
  to,
  onCompare,
}: {
  block: Block;
  from?: BlockView;
  to?: BlockView;
  onCompare: (from: BlockView, to: BlockView) => void;
}) {
  const { t, i18n } = useTranslation();
  const mayOpenReviews = useCan().open(REVIEWS_PATH);
  const numbers = block.versions.map((version) => version.version);
  const sides =
    from !== undefined && to !== undefined ? { from, to } : defaultDiffSides(numbers, block.draft !== null);
  const options = diffSideOptions(numbers, block.draft !== null).map((side) => ({
    value: String(side),
    label: side === 'draft' ? t('policy.show.draft') : t('policy.block.version', { version: side }),
  }));
  return (
    <Stack gap="md">
      <StaticTable
        labelledBy="policy-home-versions"
        rows={block.versions}
        rowKey={(version) => version.version}
        emptyText={t('policy.show.noVersions')}
        columns={[
          {
            id: 'version',
            header: t('policy.column.version'),
            rowHeader: true,
            cell: (version) => (
              <RouterLink href={blockHref(block.blockId, { view: version.version })}>
                {t('policy.block.version', { version: version.version })}
              </RouterLink>
            ),
          },
          { id: 'name', header: t('policy.column.block'), cell: (version) => version.name },
          { id: 'offer', header: t('policy.column.offer'), cell: (version) => t(OFFER_WORDS[version.offer]) },
          {
            id: 'components',
            header: t('policy.column.components'),
            cell: (version) => version.componentCount.toLocaleString(i18n.language),
          },
          {
            id: 'published',
            header: t('policy.column.publishedOn'),
            cell: (version) => formatDateTime(version.publishedOn, i18n.language),
          },
          { id: 'by', header: t('policy.column.publishedBy'), cell: (version) => version.publishedBy },
          {
            // The review whose move to Published made this version (issue 28).
            id: 'review',
            header: t('policy.column.review'),
            cell: ({ review }) =>
              review && mayOpenReviews ? (
                <RouterLink href={reviewHref(review)}>{review.name}</RouterLink>
              ) : (
                (review?.name ?? '')
              ),
          },
        ]}
      />
      {sides ? (
        <Stack gap="sm">
          <Group align="end">
            <Select
              label={t('policy.diff.from')}
              data={options}
              value={String(sides.from)}
              allowDeselect={false}
              onChange={(value) => value && onCompare(parseSide(value), sides.to)}
            />
            <Select
              label={t('policy.diff.to')}
              data={options}
              value={String(sides.to)}
              allowDeselect={false}
              onChange={(value) => value && onCompare(sides.from, parseSide(value))}
            />
          </Group>
          {sides.from === sides.to ? (
            <Text size="sm">{t('policy.diff.same')}</Text>
          ) : (
            <VersionDiff blockId={block.blockId} from={sides.from} to={sides.to} />
          )}
        </Stack>
      ) : (
        <Text size="sm">{t('policy.diff.nothing')}</Text>
      )}
    </Stack>
  );
}
