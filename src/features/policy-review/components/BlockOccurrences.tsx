// Where one unique block was blocked, computer by computer (IndividualProposedUniqueBlocks, most
// blocked first, at most 100): computer, group, events, first and last blocked. Read when its
// row is expanded, with its loading and error states in place.
import { Alert, Button, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../components/api/use-api';
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
  if (rows.length === 0) return <Text size="sm">{t('policyReview.occurrences.none')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={600}>
        <Table
          aria-label={t('policyReview.occurrences.label', { file: block.fileName })}
          verticalSpacing={4}
          fz="sm"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('policyReview.occurrences.computer')}</Table.Th>
              <Table.Th>{t('policyReview.occurrences.group')}</Table.Th>
              <Table.Th>{t('policyReview.blocks.column.events')}</Table.Th>
              <Table.Th>{t('policyReview.blocks.column.firstSeen')}</Table.Th>
              <Table.Th>{t('policyReview.blocks.column.lastSeen')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.computerGuid}>
                <Table.Td>{row.computerName}</Table.Td>
                <Table.Td>{row.groupName}</Table.Td>
                <Table.Td>{row.blockCount.toLocaleString(i18n.language)}</Table.Td>
                <Table.Td>
                  <time dateTime={row.firstSeen}>{formatDateTime(row.firstSeen, i18n.language)}</time>
                </Table.Td>
                <Table.Td>
                  <time dateTime={row.lastSeen}>{formatDateTime(row.lastSeen, i18n.language)}</time>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > rows.length && (
        <Text size="sm">{t('policyReview.occurrences.more', { shown: rows.length, total })}</Text>
      )}
    </>
  );
}
