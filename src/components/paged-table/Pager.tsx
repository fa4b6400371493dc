// Below the table: the page size and the pages (first, previous, numbers, next, last), each
// change a new URL (a new page size returns to page 1).
import { Group, Pagination, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tableSearchUpdates, type TableSearch } from './table-search';

export function Pager({
  search,
  onSearchChange,
  page,
  pageCount,
  pageSize,
  pageSizes,
  defaultPageSize,
}: {
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizes: readonly number[];
  defaultPageSize: number;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Select
        label={t('table.pager.pageSize')}
        data={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(pageSize)}
        onChange={(value) => {
          if (value) onSearchChange(tableSearchUpdates.pageSize(search, Number(value), defaultPageSize));
        }}
        allowDeselect={false}
        w={120}
        // Its options mount when it opens: kept mounted, every list's selects placed their hidden
        // dropdowns (floating-ui measuring the page) on each page load.
        comboboxProps={{ withinPortal: true, keepMounted: false }}
      />
      <nav aria-label={t('table.pager.label')}>
        <Pagination
          total={pageCount}
          value={Math.min(page, pageCount)}
          onChange={(next) => onSearchChange(tableSearchUpdates.page(search, next))}
          siblings={1}
          boundaries={1}
          withEdges
          getItemProps={(item) => ({
            'aria-label': t('table.pager.page', { page: item }),
            'aria-current': item === page ? 'page' : undefined,
          })}
          getControlProps={(control) => ({ 'aria-label': t(`table.pager.${control}`) })}
        />
      </nav>
    </Group>
  );
}
