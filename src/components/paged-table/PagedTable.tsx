// ONE table for every list of the console: server-side paging, sorting and filtering through
// the contract's paged request (the reply's totalCount drives the pager); all its state in the
// URL (the route validates it with tableSearchValidator); search, filters as chips, column
// chooser and widths remembered per user and table, selection across pages with a bulk-action
// bar, CSV export of everything that matches; pages of more than 100 rows are virtualized.
// A failed request keeps the previous rows visible, with the error and a retry above them.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Pagination,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryFunction,
  type QueryKey,
  type SkipToken,
} from '@tanstack/react-query';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type Header,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { useScope } from '../../scope/scope-store';
import { Cell, exportValue } from './cells';
import { ColumnChooser } from './ColumnChooser';
import { clampWidth, useColumnLayout, type ColumnLayout } from './column-settings';
import { ExportStatus, useCsvExport } from './ExportControl';
import { fetchAllPages } from './export-csv';
import {
  NO_SELECTION,
  isSelected,
  pageSelectionState,
  selectAllMatching,
  selectedCount,
  selectedRows,
  setPageSelected,
  toggleRow,
  type Selection,
} from './selection';
import { DEFAULT_PAGE_SIZES, type ColumnSpec, type TableDefinition } from './table-definition';
import { describeFilters, TableFilters } from './TableFilters';
import {
  defaultPageSizeOf,
  isFiltered,
  tableRequestOf,
  tableSearchUpdates,
  type TableRequest,
  type TableSearch,
} from './table-search';
import classes from './PagedTable.module.css';

/** Pages with more rows than this are virtualized. */
export const VIRTUALIZE_ABOVE = 100;
const ROW_HEIGHT = 40;
const OVERSCAN = 10;
const SKELETON_ROWS = 8;
const SELECT_COLUMN = '__select';
const ACTIONS_COLUMN = '__actions';

/** Every list reply of the contract: the page's rows and how many match in all. */
export interface PagedReply<TRow> {
  entityData: TRow[];
  totalCount?: number;
}

export interface BulkActionContext<TRow> {
  selection: Selection;
  count: number;
  /** Every selected row, fetched across pages when "all that match" is selected. */
  fetchSelectedRows: (signal: AbortSignal) => Promise<TRow[]>;
  clear: () => void;
}

/** What the table needs of a list's queryOptions (the factories of src/api/queries give it). */
export interface PageQueryOptions<TData, TKey extends QueryKey> {
  queryKey: TKey;
  queryFn?: QueryFunction<TData, TKey> | SkipToken;
}

export interface PagedTableProps<
  TRow,
  TSort extends string,
  TData extends PagedReply<TRow>,
  TKey extends QueryKey,
> {
  definition: TableDefinition<TRow, TSort>;
  /** The validated search params of the route (tableSearchValidator). */
  search: TableSearch;
  /** Puts the next state in the URL (a new history entry). */
  onSearchChange: (next: TableSearch) => void;
  /** The list's queryOptions factory for a request (the same one its route's loader uses). */
  pageQuery: (request: TableRequest<TSort>) => PageQueryOptions<TData, TKey>;
  /** File name of the CSV export, without date and extension. */
  exportName: string;
  /** Buttons of one row (edit, delete, details), in a last column. */
  rowActions?: (row: TRow) => ReactNode;
  /** Buttons beside the export (e.g. Create). */
  toolbar?: ReactNode;
  /** Actions of the bulk-action bar, beside the built-in export of the selection. */
  bulkActions?: (context: BulkActionContext<TRow>) => ReactNode;
}

function layoutDefaults<TRow>(columns: readonly ColumnSpec<TRow, string>[]): ColumnLayout {
  return { hidden: columns.filter((column) => column.defaultHidden).map((column) => column.id), widths: {} };
}

function ariaSort(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

export function PagedTable<TRow, TSort extends string, TData extends PagedReply<TRow>, TKey extends QueryKey>(
  props: PagedTableProps<TRow, TSort, TData, TKey>,
) {
  const { definition, search, onSearchChange, pageQuery, exportName, rowActions, toolbar, bulkActions } =
    props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { selection: scope, role } = useScope();

  // ---- the request of the view the URL describes; the previous page stays while the next loads
  const request = useMemo(() => tableRequestOf(definition, search), [definition, search]);
  const query = useQuery({ ...pageQuery(request), placeholderData: keepPreviousData });
  const lastPage = useRef<{ rows: TRow[]; totalCount: number } | null>(null);
  if (query.data) {
    const rows = query.data.entityData;
    lastPage.current = { rows, totalCount: query.data.totalCount ?? rows.length };
  }
  const shown = query.data ? lastPage.current : query.isError ? lastPage.current : null;
  const rows = useMemo(() => shown?.rows ?? [], [shown]);
  const totalCount = shown?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / request.pageSize));

  // ---- column layout (visibility, widths), remembered per user and table
  const defaults = useMemo(() => layoutDefaults(definition.columns), [definition.columns]);
  const remembered = useColumnLayout(definition.id, defaults);
  const [localLayout, setLocalLayout] = useState<ColumnLayout | null>(null);
  const layout = localLayout ?? remembered.layout;
  const changeLayout = useCallback(
    (next: ColumnLayout) => {
      setLocalLayout(next);
      remembered.save(next);
    },
    [remembered],
  );
  const hidden = useMemo(() => new Set(layout.hidden), [layout.hidden]);
  const visibleColumns = useMemo(
    () => definition.columns.filter((column) => !hidden.has(column.id)),
    [definition.columns, hidden],
  );

  // ---- selection across pages; a change of what matches starts over
  const matchKey = JSON.stringify([
    request.search,
    request.filters,
    scope.partner,
    scope.company,
    scope.site,
    scope.group,
  ]);
  const [selectionState, setSelectionState] = useState<{ key: string; selection: Selection }>({
    key: matchKey,
    selection: NO_SELECTION,
  });
  const selection = selectionState.key === matchKey ? selectionState.selection : NO_SELECTION;
  const setSelection = useCallback(
    (update: (current: Selection) => Selection) =>
      setSelectionState((state) => ({
        key: matchKey,
        selection: update(state.key === matchKey ? state.selection : NO_SELECTION),
      })),
    [matchKey],
  );
  const pageIds = useMemo(() => rows.map(definition.rowId), [rows, definition.rowId]);
  const pageState = pageSelectionState(selection, pageIds);
  const selected = selectedCount(selection, totalCount);

  // ---- TanStack Table: the column model, visibility and sizing
  const columnDefs = useMemo<ColumnDef<TRow>[]>(() => {
    const defs: ColumnDef<TRow>[] = [
      {
        id: SELECT_COLUMN,
        size: 44,
        enableResizing: false,
        header: () => null,
        cell: () => null,
      },
      ...definition.columns.map((column): ColumnDef<TRow> => ({
        id: column.id,
        size: column.width ?? 160,
        minSize: 60,
        header: () => t(column.headerKey),
        cell: ({ row }) => <Cell column={column as ColumnSpec<TRow, string>} row={row.original} />,
        meta: column,
      })),
    ];
    if (rowActions)
      defs.push({
        id: ACTIONS_COLUMN,
        size: 120,
        enableResizing: false,
        header: () => null,
        cell: () => null,
      });
    return defs;
  }, [definition.columns, rowActions, t]);

  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(definition.columns.map((column) => [column.id, !hidden.has(column.id)])),
    [definition.columns, hidden],
  );
  const onColumnSizingChange = (updater: Updater<ColumnSizingState>) => {
    const next = typeof updater === 'function' ? updater(layout.widths) : updater;
    const widths: Record<string, number> = {};
    for (const [id, width] of Object.entries(next)) widths[id] = clampWidth(width);
    changeLayout({ ...layout, widths });
  };
  // TanStack Table and Virtual hand out functions React Compiler cannot memoize; this component
  // is left to plain React (it memoizes what matters itself).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => definition.rowId(row),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    columnResizeMode: 'onEnd',
    state: { columnVisibility, columnSizing: layout.widths },
    onColumnSizingChange,
  });

  // ---- virtualization of long pages
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUALIZE_ABOVE;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    enabled: virtual,
  });
  const tableRows = table.getRowModel().rows;
  const virtualItems = virtual ? virtualizer.getVirtualItems() : null;
  const rendered = virtualItems
    ? virtualItems.map((item) => ({ index: item.index, row: tableRows[item.index] }))
    : tableRows.map((row, index) => ({ index, row }));
  const paddingTop = virtualItems && virtualItems.length > 0 ? virtualItems[0]!.start : 0;
  const paddingBottom =
    virtualItems && virtualItems.length > 0
      ? virtualizer.getTotalSize() - virtualItems[virtualItems.length - 1]!.end
      : 0;

  // A new page starts at its top.
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
  }, [request.page, request.pageSize, request.sortColumn, request.sortDir, matchKey]);

  // ---- keyboard: one row in the tab order; arrows, Home/End, PageUp/PageDown move; Space selects
  const [activeIndex, setActiveIndex] = useState(0);
  const focusRow = useRef<number | null>(null);
  const active = Math.min(activeIndex, Math.max(0, rows.length - 1));
  useEffect(() => {
    const index = focusRow.current;
    if (index === null) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(`tr[data-row-index="${index}"]`);
    if (element) {
      element.focus();
      focusRow.current = null;
    }
  });
  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActiveIndex(next);
    focusRow.current = next;
    if (virtual) virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, id: string) => {
    if (event.target !== event.currentTarget) return;
    const step = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / ROW_HEIGHT) - 1);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
      PageDown: index + step,
      PageUp: index - step,
    };
    if (event.key in moves) {
      event.preventDefault();
      moveTo(moves[event.key]!);
    } else if (event.key === ' ') {
      event.preventDefault();
      setSelection((current) => toggleRow(current, id));
    } else if (event.key === 'Enter') {
      event.currentTarget.querySelector<HTMLElement>('a[href]')?.click();
    }
  };

  // ---- CSV export: every page of what matches, in pages of 1000
  const exporter = useCsvExport<TRow>();
  const fetchPage = useCallback(
    async (page: number, pageSize: number, signal: AbortSignal) => {
      const options = pageQuery({ ...request, page, pageSize });
      const onAbort = () => void queryClient.cancelQueries({ queryKey: options.queryKey });
      signal.addEventListener('abort', onAbort);
      try {
        const data = await queryClient.fetchQuery({
          queryKey: options.queryKey,
          queryFn: options.queryFn,
          staleTime: 0,
          gcTime: 0,
          retry: false,
        });
        return { rows: data.entityData, totalCount: data.totalCount ?? data.entityData.length };
      } finally {
        signal.removeEventListener('abort', onAbort);
      }
    },
    [pageQuery, queryClient, request],
  );
  const scopeWords = [scope.partner, scope.company, scope.site, scope.group]
    .map((entity) => entity?.name ?? entity?.guid)
    .filter(Boolean)
    .join(' / ');
  const startExport = (onlySelected: boolean) => {
    const filterWords = describeFilters(definition.filters ?? [], search, t);
    void exporter.start({
      fetchPage,
      fileName: exportName,
      columns: visibleColumns.map((column) => ({
        header: t(column.headerKey),
        value: (row: TRow) => exportValue(column as ColumnSpec<TRow, string>, row, t),
      })),
      preamble: (at) => [
        t('table.export.preamble.title', { table: t(definition.labelKey) }),
        t('table.export.preamble.time', { time: at.toISOString() }),
        t('table.export.preamble.scope', {
          scope: scopeWords || t('table.export.preamble.wholeScope'),
          role: role ? t(`scope.role.${role}`) : '',
        }),
        t('table.export.preamble.filters', {
          filters: filterWords.length > 0 ? filterWords.join('; ') : t('table.export.preamble.noFilters'),
        }),
        ...(onlySelected ? [t('table.export.preamble.selection', { count: selected })] : []),
      ],
      keep: onlySelected ? (all) => selectedRows(selection, all, definition.rowId) : undefined,
    });
  };
  const fetchSelectedRows = useCallback(
    async (signal: AbortSignal) => {
      const all = await fetchAllPages(fetchPage, { signal });
      return selectedRows(selection, all, definition.rowId);
    },
    [fetchPage, selection, definition.rowId],
  );

  // ---- rendering
  const label = t(definition.labelKey);
  const pageSizes = definition.pageSizes ?? DEFAULT_PAGE_SIZES;
  const defaultPageSize = defaultPageSizeOf(definition);
  const firstRow = totalCount === 0 ? 0 : (request.page - 1) * request.pageSize + 1;
  const lastRow = Math.min(totalCount, (request.page - 1) * request.pageSize + rows.length);
  const colSpan = table.getVisibleLeafColumns().length;
  const loadingFirst = query.isPending && !shown;
  const failedFirst = query.isError && !shown;

  const headerCell = (header: Header<TRow, unknown>) => {
    const column = header.column.columnDef.meta as ColumnSpec<TRow, string> | undefined;
    if (header.column.id === SELECT_COLUMN) {
      return (
        <Table.Th key={header.id} scope="col">
          <Checkbox
            aria-label={t('table.selection.page')}
            checked={pageState === 'all'}
            indeterminate={pageState === 'some'}
            disabled={rows.length === 0}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setSelection((current) => setPageSelected(current, pageIds, checked));
            }}
          />
        </Table.Th>
      );
    }
    if (header.column.id === ACTIONS_COLUMN) {
      return (
        <Table.Th key={header.id} scope="col">
          <Text size="sm" fw={600}>
            {t('table.actions')}
          </Text>
        </Table.Th>
      );
    }
    const title = column ? t(column.headerKey) : '';
    const sortKey = column?.sortKey;
    const sorted = sortKey && search.sort === sortKey ? (search.dir ?? 'asc') : false;
    return (
      <Table.Th
        key={header.id}
        scope="col"
        aria-sort={sortKey ? ariaSort(sorted) : undefined}
        className={classes.headerCell}
      >
        {sortKey ? (
          <UnstyledButton
            className={classes.sortButton}
            onClick={() => onSearchChange(tableSearchUpdates.toggleSort(search, sortKey))}
          >
            <span>{title}</span>
            <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
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
              const delta = event.key === 'ArrowRight' ? 20 : event.key === 'ArrowLeft' ? -20 : 0;
              if (!delta) return;
              event.preventDefault();
              onColumnSizingChange((widths) => ({ ...widths, [header.column.id]: header.getSize() + delta }));
            }}
          />
        )}
      </Table.Th>
    );
  };

  return (
    <Stack gap="sm">
      <TableFilters
        filters={definition.filters ?? []}
        searchable={definition.searchable !== false}
        search={search}
        onChange={onSearchChange}
      />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" role="status" aria-live="polite">
          {shown ? t('table.range', { first: firstRow, last: lastRow, total: totalCount }) : ''}
        </Text>
        <Group gap="sm" wrap="wrap">
          <ExportStatus status={exporter.status} onCancel={exporter.cancel} />
          {toolbar}
          <ColumnChooser
            columns={definition.columns as readonly ColumnSpec<TRow, string>[]}
            hidden={hidden}
            onToggle={(id, visible) =>
              changeLayout({
                ...layout,
                hidden: visible ? layout.hidden.filter((h) => h !== id) : [...layout.hidden, id],
              })
            }
            onReset={() => changeLayout(defaults)}
          />
          <Button
            variant="default"
            onClick={() => startExport(false)}
            disabled={exporter.status.kind === 'running' || totalCount === 0}
          >
            {t('table.export.button')}
          </Button>
        </Group>
      </Group>

      {selected > 0 && (
        <Paper withBorder p="xs" role="region" aria-label={t('table.selection.bar')}>
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={600}>
              {t('table.selection.count', { count: selected })}
            </Text>
            {selection.mode === 'ids' && pageState === 'all' && totalCount > rows.length && (
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => setSelection(() => selectAllMatching())}
              >
                {t('table.selection.allMatching', { count: totalCount })}
              </Button>
            )}
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => startExport(true)}
              disabled={exporter.status.kind === 'running'}
            >
              {t('table.selection.export')}
            </Button>
            {bulkActions?.({
              selection,
              count: selected,
              fetchSelectedRows,
              clear: () => setSelection(() => NO_SELECTION),
            })}
            <Button variant="subtle" size="compact-sm" onClick={() => setSelection(() => NO_SELECTION)}>
              {t('table.selection.clear')}
            </Button>
          </Group>
        </Paper>
      )}

      {query.isError && shown && (
        <Alert color="red" role="alert" title={t('table.error.title')}>
          <Group gap="sm">
            <Text size="sm">{t('table.error.keptRows')}</Text>
            <Button size="compact-sm" variant="default" onClick={() => void query.refetch()}>
              {t('table.error.retry')}
            </Button>
          </Group>
        </Alert>
      )}

      <div
        ref={scrollRef}
        className={classes.scroller}
        style={{ ['--paged-table-row-height' as string]: `${ROW_HEIGHT}px` }}
      >
        <Table
          className={classes.table}
          style={{ width: table.getTotalSize() }}
          aria-label={label}
          aria-rowcount={shown ? rows.length + 1 : undefined}
          aria-busy={query.isFetching || undefined}
          highlightOnHover
          verticalSpacing={0}
        >
          <colgroup>
            {table.getVisibleLeafColumns().map((column) => (
              <col key={column.id} style={{ width: column.getSize() }} />
            ))}
          </colgroup>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id} aria-rowindex={1}>
                {group.headers.map(headerCell)}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {loadingFirst &&
              Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <Table.Tr key={`skeleton-${i}`} aria-hidden="true">
                  {table.getVisibleLeafColumns().map((column) => (
                    <Table.Td key={column.id}>
                      <Skeleton height={12} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {failedFirst && (
              <Table.Tr>
                <Table.Td colSpan={colSpan}>
                  <Alert color="red" role="alert" title={t('table.error.title')} my="sm">
                    <Group gap="sm">
                      <Text size="sm">{t('table.error.message')}</Text>
                      <Button size="compact-sm" variant="default" onClick={() => void query.refetch()}>
                        {t('table.error.retry')}
                      </Button>
                    </Group>
                  </Alert>
                </Table.Td>
              </Table.Tr>
            )}
            {shown && rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={colSpan}>
                  <Stack align="center" gap="xs" py="lg">
                    <Text fw={600}>
                      {totalCount > 0
                        ? t('table.empty.pastEnd')
                        : isFiltered(search)
                          ? t('table.empty.filtered')
                          : t('table.empty.none')}
                    </Text>
                    {totalCount > 0 && (
                      <Button
                        variant="subtle"
                        onClick={() => onSearchChange(tableSearchUpdates.page(search, pageCount))}
                      >
                        {t('table.empty.lastPage')}
                      </Button>
                    )}
                    {totalCount === 0 && isFiltered(search) && (
                      <Button
                        variant="subtle"
                        onClick={() => onSearchChange(tableSearchUpdates.clearAll(search))}
                      >
                        {t('table.filter.clearAll')}
                      </Button>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            )}
            {paddingTop > 0 && (
              <tr className={classes.spacer} aria-hidden="true">
                <td colSpan={colSpan} style={{ height: paddingTop }} />
              </tr>
            )}
            {rendered.map(({ index, row }) => {
              if (!row) return null;
              const id = row.id;
              const rowSelected = isSelected(selection, id);
              return (
                <Table.Tr
                  key={id}
                  className={classes.row}
                  data-row-index={index}
                  data-selected={rowSelected || undefined}
                  aria-rowindex={index + 2}
                  aria-selected={rowSelected}
                  tabIndex={index === active ? 0 : -1}
                  onFocus={(event) => {
                    if (event.target === event.currentTarget) setActiveIndex(index);
                  }}
                  onKeyDown={(event) => onRowKeyDown(event, index, id)}
                >
                  {row.getVisibleCells().map((cell) => {
                    if (cell.column.id === SELECT_COLUMN)
                      return (
                        <Table.Td key={cell.id}>
                          <Checkbox
                            tabIndex={-1}
                            aria-label={t('table.selection.row', {
                              row: rowLabel(definition, row.original, t),
                            })}
                            checked={rowSelected}
                            onChange={() => setSelection((current) => toggleRow(current, id))}
                          />
                        </Table.Td>
                      );
                    if (cell.column.id === ACTIONS_COLUMN)
                      return (
                        <Table.Td key={cell.id}>
                          <Group gap={4} wrap="nowrap">
                            {rowActions?.(row.original)}
                          </Group>
                        </Table.Td>
                      );
                    return (
                      <Table.Td key={cell.id}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
            {paddingBottom > 0 && (
              <tr className={classes.spacer} aria-hidden="true">
                <td colSpan={colSpan} style={{ height: paddingBottom }} />
              </tr>
            )}
          </Table.Tbody>
        </Table>
      </div>

      <Group justify="space-between" wrap="wrap" gap="sm">
        <Select
          label={t('table.pager.pageSize')}
          data={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(request.pageSize)}
          onChange={(value) => {
            if (value) onSearchChange(tableSearchUpdates.pageSize(search, Number(value), defaultPageSize));
          }}
          allowDeselect={false}
          w={120}
          comboboxProps={{ withinPortal: true }}
        />
        <nav aria-label={t('table.pager.label')}>
          <Pagination
            total={pageCount}
            value={Math.min(request.page, pageCount)}
            onChange={(page) => onSearchChange(tableSearchUpdates.page(search, page))}
            siblings={1}
            boundaries={1}
            withEdges
            getItemProps={(page) => ({
              'aria-label': t('table.pager.page', { page }),
              'aria-current': page === request.page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({ 'aria-label': t(`table.pager.${control}`) })}
          />
        </nav>
      </Group>
    </Stack>
  );
}

/** A row's words for its checkbox: the first text-like column's value. */
function rowLabel<TRow>(
  definition: TableDefinition<TRow, string>,
  row: TRow,
  t: (key: string) => string,
): string {
  const column =
    definition.columns.find((c) => c.kind === 'text' || c.kind === 'link') ?? definition.columns[0];
  const value = column?.value(row);
  return value === null || value === undefined ? t('table.selection.unnamedRow') : String(value);
}
