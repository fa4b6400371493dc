// Where one unique block was blocked, computer by computer (IndividualProposedUniqueBlocks, most
// blocked first, at most 100): computer, group, events, first and last blocked. Read when its
// row is expanded, with its loading and error states in place.
import { Alert, Button, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
import { StaticTable } from '../../../components/static-table/StaticTable';
import { formatDateTime } from '../../../i18n/format';
import type { ListState, UniqueBlock } from '../api/unique-block-table';

const SHOWN = 100;

export function BlockOccurrences({ block, listState }: { block: UniqueBlock; listState: ListState }) {
  const { t, i18n } = useTranslation();
  const { queries } = useApi();
  const occurrences = useQuery(
    queries.PolicyReview_IndividualProposedUniqueBlocks({
      page: 1,
      pageSize: SHOWN,
      listState,
      uniqueBlockId: block.uniqueBlockId,
      sortColumn: 'blockCount',
      sortDir: 'desc',
    }),
  );
  if (occurrences.isPending) return <Loader size="sm" aria-label={t('policyReview.occurrences.loading')} />;
  if (occurrences.isError)
    return (
      <Alert color="red" role="alert" title={t('policyReview.occurrences.failed')}>
        <Button variant="subtle" size="compact-sm" onClick={() => void occurrences.refetch()}>
          {t('table.error.retry')}
        </Button>
      </Alert>
    );
  const rows = occurrences.data.entityData;
  const total = occurrences.data.totalCount ?? rows.length;
  const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso, i18n.language)}</time>;
  return (
    <>
      <StaticTable
        label={t('policyReview.occurrences.label', { file: block.fileName })}
        minWidth={600}
        verticalSpacing={4}
        fz="sm"
        emptyText={t('policyReview.occurrences.none')}
        rows={rows}
        rowKey={(row) => row.computerGuid}
        columns={[
          { id: 'computer', header: t('policyReview.occurrences.computer'), cell: (row) => row.computerName },
          { id: 'group', header: t('policyReview.occurrences.group'), cell: (row) => row.groupName },
          {
            id: 'events',
            header: t('policyReview.blocks.column.events'),
            cell: (row) => row.blockCount.toLocaleString(i18n.language),
          },
          {
            id: 'firstSeen',
            header: t('policyReview.blocks.column.firstSeen'),
            cell: (row) => when(row.firstSeen),
          },
          {
            id: 'lastSeen',
            header: t('policyReview.blocks.column.lastSeen'),
            cell: (row) => when(row.lastSeen),
          },
        ]}
      />
      {total > rows.length && (
        <Text size="sm">{t('policyReview.occurrences.more', { shown: rows.length, total })}</Text>
      )}
    </>
  );
}
