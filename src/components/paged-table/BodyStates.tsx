// The states of the table's body besides its rows: skeleton rows while the first page loads, the
// error of a first page that failed (with a retry), an empty page (nothing yet, nothing matches,
// or past the last page), and above the table the error of a later request whose previous rows
// stay shown.
import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RefusedFilter } from './refused-filters';
import { describeFilter } from './TableFilters';
import { isFiltered, tableSearchUpdates, type TableSearch } from './table-search';
import type { MessageKey, Translate } from '../../i18n/message-key';

const SKELETON_ROWS = 8;

/** What an empty list says: nothing yet, or nothing that matches the filters. */
function emptyMessage(
  t: Translate,
  list: { filtered: boolean; emptyText?: string; emptyFilteredText?: string },
): string {
  return list.filtered
    ? (list.emptyFilteredText ?? t('table.empty.filtered'))
    : (list.emptyText ?? t('table.empty.none'));
}

export function SkeletonRows({ columnIds }: { columnIds: readonly string[] }) {
  return Array.from({ length: SKELETON_ROWS }, (_, i) => (
    <Table.Tr key={`skeleton-${i}`} aria-hidden="true">
      {columnIds.map((id) => (
        <Table.Td key={id}>
          <Skeleton height={12} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

function LoadError({
  messageKey,
  onRetry,
  my,
}: {
  messageKey: MessageKey;
  onRetry: () => void;
  my?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('table.error.title')} my={my}>
      <Group gap="sm">
        <Text size="sm">{t(messageKey)}</Text>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          {t('table.error.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The first page failed: nothing to show but the error and a retry. */
export function FirstLoadError({ colSpan, onRetry }: { colSpan: number; onRetry: () => void }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <LoadError messageKey="table.error.message" onRetry={onRetry} my="sm" />
      </Table.Td>
    </Table.Tr>
  );
}

/** A later request failed: the rows below are the previous ones. */
export function KeptRowsError({ onRetry }: { onRetry: () => void }) {
  return <LoadError messageKey="table.error.keptRows" onRetry={onRetry} />;
}

/** The server refused filter values: which, in its words, each with a way to remove it. */
export function RefusedFiltersError({
  refused,
  hasRows,
  search,
  onSearchChange,
}: {
  refused: readonly RefusedFilter[];
  /** Whether the previous rows stay below. */
  hasRows: boolean;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('table.refused.title')}>
      <Stack gap="xs">
        {refused.map(({ spec, value, error }) => (
          <Group key={spec.id} gap="sm">
            <Text size="sm">
              {t('table.refused.filter', {
                filter: describeFilter(spec, value, t),
                message: t(error.messageKey, { defaultValue: error.message }),
              })}
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => onSearchChange(tableSearchUpdates.filter(search, spec.id, undefined))}
            >
              {t('table.refused.remove', { filter: t(spec.labelKey) })}
            </Button>
          </Group>
        ))}
        {hasRows && <Text size="sm">{t('table.refused.keptRows')}</Text>}
      </Stack>
    </Alert>
  );
}

export function EmptyRows({
  colSpan,
  totalCount,
  pageCount,
  search,
  onSearchChange,
  emptyText,
  emptyFilteredText,
  emptyActions,
}: {
  colSpan: number;
  /** The list's own words for "nothing at all" (e.g. "No unresolved alerts"). */
  emptyText?: string;
  /** The list's own words for "nothing matches the filters" (e.g. "No events match"). */
  emptyFilteredText?: string;
  /** A list's own way out of an empty state (e.g. widen the time range), beside "Clear all". */
  emptyActions?: ReactNode;
  /** How many rows match in all (more than 0: this page is past the last). */
  totalCount: number;
  pageCount: number;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}) {
  const { t } = useTranslation();
  const filtered = isFiltered(search);
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Stack align="center" gap="xs" py="lg">
          {/* Polite: a filter that leaves nothing is said to a screen reader too. */}
          <Text fw={600} aria-live="polite">
            {totalCount > 0
              ? t('table.empty.pastEnd')
              : emptyMessage(t, { filtered, emptyText, emptyFilteredText })}
          </Text>
          {totalCount > 0 && (
            <Button
              variant="subtle"
              onClick={() => onSearchChange(tableSearchUpdates.page(search, pageCount))}
            >
              {t('table.empty.lastPage')}
            </Button>
          )}
          {totalCount === 0 && emptyActions}
          {totalCount === 0 && filtered && (
            <Button variant="subtle" onClick={() => onSearchChange(tableSearchUpdates.clearAll(search))}>
              {t('table.filter.clearAll')}
            </Button>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

/** Whichever state the body is in besides its rows (nothing while rows are shown). */
export function BodyState({
  page,
  columnIds,
  search,
  onSearchChange,
  emptyText,
  emptyFilteredText,
  emptyActions,
}: {
  emptyText?: string;
  emptyFilteredText?: string;
  emptyActions?: ReactNode;
  page: {
    hasRows: boolean;
    rowCount: number;
    isPending: boolean;
    isError: boolean;
    totalCount: number;
    pageCount: number;
    refetch: () => unknown;
  };
  columnIds: readonly string[];
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
}) {
  const colSpan = columnIds.length;
  if (page.hasRows)
    return page.rowCount === 0 ? (
      <EmptyRows
        colSpan={colSpan}
        totalCount={page.totalCount}
        pageCount={page.pageCount}
        search={search}
        onSearchChange={onSearchChange}
        emptyText={emptyText}
        emptyFilteredText={emptyFilteredText}
        emptyActions={emptyActions}
      />
    ) : null;
  if (page.isError) return <FirstLoadError colSpan={colSpan} onRetry={() => void page.refetch()} />;
  return page.isPending ? <SkeletonRows columnIds={columnIds} /> : null;
}
