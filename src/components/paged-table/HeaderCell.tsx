// The header row's cells: a list column's title (a sort button when the column sorts, with
// aria-sort) and its resizer (drag, or ArrowLeft/ArrowRight by 20 px); the selection column's
// "select this page" checkbox; the expansion and actions columns' names.
import { Checkbox, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Header } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { ColumnSpec } from './table-definition';
import { tableSearchUpdates, type TableSearch } from './table-search';
import { ACTIONS_COLUMN, EXPAND_COLUMN, SELECT_COLUMN } from './use-table-columns';
import classes from './PagedTable.module.css';

const RESIZE_STEP = 20;

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

export interface HeaderCellProps<TRow> {
  header: Header<TRow, unknown>;
  search: TableSearch;
  onSearchChange: (next: TableSearch) => void;
  /** Widens (or narrows, negative) the column by some pixels from its current width. */
  onResizeBy: (columnId: string, delta: number, current: number) => void;
  /** The selection column's checkbox: the page's state, whether there are rows, and a change. */
  page: { state: 'all' | 'some' | 'none'; empty: boolean; onChange: (selected: boolean) => void };
}

export function HeaderCell<TRow>({
  header,
  search,
  onSearchChange,
  onResizeBy,
  page,
}: HeaderCellProps<TRow>) {
  const { t } = useTranslation();
  const id = header.column.id;
  if (id === SELECT_COLUMN)
    return (
      <Table.Th scope="col">
        <Checkbox
          aria-label={t('table.selection.page')}
          checked={page.state === 'all'}
          indeterminate={page.state === 'some'}
          disabled={page.empty}
          onChange={(event) => page.onChange(event.currentTarget.checked)}
        />
      </Table.Th>
    );
  if (id === EXPAND_COLUMN)
    return (
      <Table.Th scope="col">
        <VisuallyHidden>{t('table.expansion.column')}</VisuallyHidden>
      </Table.Th>
    );
  if (id === ACTIONS_COLUMN)
    return (
      <Table.Th scope="col" className={classes.actionsHeader}>
        <Text size="sm" fw={600}>
          {t('table.actions')}
        </Text>
      </Table.Th>
    );

  const column = header.column.columnDef.meta as ColumnSpec<TRow, string> | undefined;
  const title = column ? t(column.headerKey) : '';
  const sortKey = column?.sortKey;
  const sorted = sortKey && search.sort === sortKey ? (search.dir ?? 'asc') : false;
  return (
    <Table.Th scope="col" aria-sort={sortKey ? ariaSort(sorted) : undefined} className={classes.headerCell}>
      {sortKey ? (
        <UnstyledButton
          className={classes.sortButton}
          onClick={() => onSearchChange(tableSearchUpdates.toggleSort(search, sortKey))}
        >
          <span>{title}</span>
          <span aria-hidden="true" className={classes.sortArrow}>
            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
          </span>
        </UnstyledButton>
      ) : (
        <Text size="sm" fw={600} span>
          {title}
        </Text>
      )}
      {header.column.getCanResize() && (
        <button
          type="button"
          className={classes.resizer}
          data-resizing={header.column.getIsResizing() || undefined}
          aria-label={t('table.columns.resize', { column: title })}
          onMouseDown={header.getResizeHandler()}
          onTouchStart={header.getResizeHandler()}
          onKeyDown={(event) => {
            const delta =
              event.key === 'ArrowRight' ? RESIZE_STEP : event.key === 'ArrowLeft' ? -RESIZE_STEP : 0;
            if (!delta) return;
            event.preventDefault();
            onResizeBy(id, delta, header.getSize());
          }}
        />
      )}
    </Table.Th>
  );
}
