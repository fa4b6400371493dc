// ONE table for every list of the console: server-side paging, sorting and filtering through
// the contract's paged request (the reply's totalCount drives the pager); all its state in the
// URL (the route validates it with tableSearchValidator); search, filters as chips, column
// chooser and widths remembered per user and table, selection across pages with a bulk-action
// bar, CSV export of everything that matches; pages of more than 100 rows are virtualized.
// A list may add row actions, bulk actions, a detail drawer and row expansion (a treegrid).
// This file puts the parts together: the hooks (use-*.ts) hold the state, the parts render it.
import { useEffect, useMemo, useRef } from 'react';
import { Stack, Table, VisuallyHidden } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLatest } from '../use-latest';
import { BodyState, KeptRowsError, RefusedFiltersError } from './BodyStates';
import { CellEnvironmentProvider, useNewCellEnvironment } from './cell-environment';
import { DataRow, type RowContext } from './DataRow';
import { DetailDrawer } from './DetailDrawer';
import { titleCutCell } from './full-value-title';
import { HeaderCell } from './HeaderCell';
import { Pager } from './Pager';
import type { PagedReply, PagedTableProps } from './paged-table-options';
import { refusedFilters } from './refused-filters';
import { rowLabel } from './row-label';
import { ShortcutsDialog } from './ShortcutsDialog';
import { isSelected } from './selection';
import { SelectionBar } from './SelectionBar';
import { DEFAULT_PAGE_SIZES } from './table-definition';
import { TableFilters } from './TableFilters';
import { defaultPageSizeOf } from './table-search';
import { TableToolbar } from './TableToolbar';
import { useCrossPageSelection } from './use-cross-page-selection';
import { useKeyboardRows } from './use-keyboard-rows';
import { usePageQuery } from './use-page-query';
import { useRowDetail } from './use-row-detail';
import { useRowExpansion } from './use-row-expansion';
import { useActionsWidth } from './use-actions-width';
import { useElementWidth } from './use-element-width';
import { useTableColumns } from './use-table-columns';
import { useTableExport } from './use-table-export';
import { useTriageShortcuts } from './use-triage-shortcuts';
import { ROW_HEIGHT, useVirtualRows } from './use-virtual-rows';
import classes from './PagedTable.module.css';

export { VIRTUALIZE_ABOVE } from './use-virtual-rows';
export type * from './paged-table-options';

export function PagedTable<TRow, TSort extends string, TData extends PagedReply<TRow>, TKey extends QueryKey>(
  props: PagedTableProps<TRow, TSort, TData, TKey>,
) {
  const { definition, search, onSearchChange, rowActions, detail, expansion } = props;
  const { t, i18n } = useTranslation();
  const cellEnvironment = useNewCellEnvironment();
  const page = usePageQuery(definition, search, props.pageQuery);
  const { request, rows, totalCount } = page;
  const scrollRef = useRef<HTMLDivElement>(null);
  const actionsWidth = useActionsWidth(scrollRef, rows, i18n.language);
  const tableRoom = useElementWidth(scrollRef);
  const columns = useTableColumns(definition, rows, {
    expansion: !!expansion,
    actions: !!rowActions,
    actionsWidth,
    selection: props.selectable,
    room: tableRoom,
  });
  const selection = useCrossPageSelection({
    request,
    rows,
    rowId: definition.rowId,
    totalCount,
    fetchPage: page.fetchPage,
  });
  const filterValueName = props.filterValueName;
  const nameOf = filterValueName && ((id: string, value: string) => filterValueName(id, value, rows));
  const exporter = useTableExport({
    definition,
    search,
    nameOf,
    visibleColumns: columns.visibleColumns,
    fetchPage: page.fetchPage,
    selection: selection.selection,
    selectedCount: selection.count,
    fileName: props.exportName,
  });
  const drawer = useRowDetail({ inUrl: !!definition.detailInUrl, search, onSearchChange });
  const expandable = useRowExpansion(expansion, rows, definition.rowId);

  const virtual = useVirtualRows(rows.length, scrollRef);
  // A new page starts at its top. Only when the rows are scrolled down (told by scroll events):
  // scrolling, or reading scrollTop, forces a layout of the new rows in the middle of the commit,
  // most of a page turn's main-thread time in profiles (issue 30), and at the top it changes nothing.
  const pageKey = `${request.page}|${request.pageSize}|${request.sortColumn}|${request.sortDir}|${selection.matchKey}`;
  const shownPageKey = useRef(pageKey);
  const scrolledDown = useRef(false);
  useEffect(() => {
    if (shownPageKey.current === pageKey) return;
    shownPageKey.current = pageKey;
    if (scrolledDown.current) scrollRef.current?.scrollTo({ top: 0 });
  }, [pageKey]);
  const keyboard = useKeyboardRows(rows.length, scrollRef, {
    toggleSelected: (index) => {
      if (props.selectable !== false) selection.toggle(rows[index]!);
    },
    open: (index) => {
      if (detail) drawer.open(definition.rowId(rows[index]!));
      return !!detail;
    },
    setExpanded: (index, open) => expandable.setExpanded(rows[index]!, open),
    scrollToIndex: virtual.scrollToIndex,
  });

  const selectionContext = {
    selection: selection.selection,
    count: selection.count,
    fetchSelectedRows: selection.fetchSelectedRows,
    clear: selection.clear,
  };
  const triage = useTriageShortcuts({
    shortcuts: props.shortcuts,
    rows,
    activeIndex: keyboard.active,
    moveTo: keyboard.moveTo,
    labelOf: (row) => rowLabel(definition, row, t),
    isSelected: (row) => isSelected(selection.selection, definition.rowId(row)),
    toggle: (row) => {
      if (props.selectable !== false) selection.toggle(row);
    },
    selectRows: (picked) => {
      if (props.selectable !== false) selection.selectRows(picked);
    },
    open: (row, index) => {
      if (detail) drawer.open(definition.rowId(row));
      else scrollRef.current?.querySelector<HTMLElement>(`tr[data-row-index="${index}"] a[href]`)?.click();
    },
    bulkActions: props.bulkActions,
    context: selectionContext,
  });

  // Made once per list (see RowContext): the rows' handlers read the table's latest state.
  const latest = useLatest({ keyboard, toggle: selection.toggle, open: drawer.open, expandable });
  const display = props.rowActionsDisplay ?? 'buttons';
  const expansionRender = expansion?.render;
  const opensDetail = !!detail;
  const rowContext = useMemo<RowContext<TRow>>(
    () => ({
      definition,
      actions: rowActions && { actions: rowActions, display },
      expansion: expansionRender && { render: expansionRender, onHeight: virtual.setExtraHeight },
      opensDetail,
      onFocus: (index, event) => latest.current.keyboard.row(index).onFocus(event),
      onKeyDown: (index, event) => latest.current.keyboard.row(index).onKeyDown(event),
      toggleSelected: (row) => latest.current.toggle(row),
      setExpanded: (row, open) => void latest.current.expandable.setExpanded(row, open),
      open: (id) => latest.current.open(id),
    }),
    [definition, rowActions, display, expansionRender, virtual.setExtraHeight, opensDetail, latest],
  );
  // A filter value the server refused is named (the previous rows stay).
  const refused = page.isError ? refusedFilters(definition.filters ?? [], search, page.error) : [];
  const tableRows = columns.table.getRowModel().rows;
  const leafColumns = columns.table.getVisibleLeafColumns();
  const colSpan = leafColumns.length;
  const offset = (request.page - 1) * request.pageSize;
  const range = {
    first: totalCount === 0 ? 0 : offset + 1,
    last: Math.min(totalCount, offset + rows.length),
  };

  return (
    <Stack gap="sm">
      <TableFilters
        filters={definition.filters ?? []}
        searchable={definition.searchable !== false}
        search={search}
        onChange={onSearchChange}
        nameOf={nameOf}
      />
      <TableToolbar
        range={page.hasRows ? { ...range, total: totalCount } : null}
        exportStatus={exporter.status}
        onCancelExport={exporter.cancel}
        onExport={() => exporter.start(false)}
        toolbar={props.toolbar}
        columns={columns.all}
        hidden={columns.hidden}
        onToggleColumn={columns.setVisible}
        onResetColumns={columns.reset}
      />
      {selection.count > 0 && (
        <SelectionBar
          context={selectionContext}
          knownRows={selection.knownRows}
          offerAllMatching={
            selection.selection.mode === 'ids' && selection.pageState === 'all' && totalCount > rows.length
          }
          totalCount={totalCount}
          onSelectAllMatching={selection.selectAll}
          onExport={() => exporter.start(true)}
          exportRunning={exporter.running}
          bulkActions={props.bulkActions}
        />
      )}
      {refused.length > 0 ? (
        <RefusedFiltersError
          refused={refused}
          hasRows={page.hasRows}
          search={search}
          onSearchChange={onSearchChange}
        />
      ) : (
        page.isError && page.hasRows && <KeptRowsError onRetry={() => void page.refetch()} />
      )}

      <div
        ref={scrollRef}
        className={classes.scroller}
        onScroll={(event) => {
          scrolledDown.current = event.currentTarget.scrollTop > 0;
        }}
        style={{ ['--paged-table-row-height' as string]: `${ROW_HEIGHT}px` }}
      >
        <Table
          className={classes.table}
          style={{ width: columns.table.getTotalSize() }}
          role={expansion ? 'treegrid' : undefined}
          aria-label={t(definition.labelKey)}
          aria-rowcount={page.hasRows ? expandable.rowIndex.count : undefined}
          aria-busy={page.isFetching || undefined}
          highlightOnHover
          verticalSpacing={0}
        >
          <colgroup>
            {leafColumns.map((column) => (
              <col key={column.id} style={{ width: column.getSize() }} />
            ))}
          </colgroup>
          <Table.Thead>
            {columns.table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => (
                  <HeaderCell
                    key={header.id}
                    header={header}
                    search={search}
                    onSearchChange={onSearchChange}
                    onResizeBy={columns.resizeBy}
                    page={{
                      state: selection.pageState,
                      empty: rows.length === 0,
                      onChange: selection.setPage,
                    }}
                  />
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody onMouseOver={titleCutCell}>
            <BodyState
              page={{ ...page, rowCount: rows.length }}
              columnIds={leafColumns.map((column) => column.id)}
              search={search}
              onSearchChange={onSearchChange}
              emptyText={props.emptyText}
              emptyFilteredText={props.emptyFilteredText}
              emptyActions={props.emptyActions}
            />
            {virtual.paddingTop > 0 && <Spacer colSpan={colSpan} height={virtual.paddingTop} />}
            <CellEnvironmentProvider value={cellEnvironment}>
              {virtual.indices.map((index) => {
                const row = tableRows[index];
                if (!row) return null;
                const canExpand = expandable.canExpand(row.original);
                return (
                  <DataRow
                    key={row.id}
                    row={row}
                    index={index}
                    columns={leafColumns}
                    context={rowContext}
                    selected={isSelected(selection.selection, row.id)}
                    canExpand={canExpand}
                    expanded={canExpand && expandable.isExpanded(row.original)}
                    tabIndex={keyboard.row(index).tabIndex}
                    rowIndex={expandable.rowIndex.of(index)}
                  />
                );
              })}
            </CellEnvironmentProvider>
            {virtual.paddingBottom > 0 && <Spacer colSpan={colSpan} height={virtual.paddingBottom} />}
          </Table.Tbody>
        </Table>
      </div>

      <Pager
        search={search}
        onSearchChange={onSearchChange}
        page={request.page}
        pageCount={page.pageCount}
        pageSize={request.pageSize}
        pageSizes={definition.pageSizes ?? DEFAULT_PAGE_SIZES}
        defaultPageSize={defaultPageSizeOf(definition)}
      />
      {props.shortcuts && (
        <>
          <VisuallyHidden role="status" aria-live="polite">
            {triage.said}
          </VisuallyHidden>
          <ShortcutsDialog
            opened={triage.helpOpen}
            onClose={triage.closeHelp}
            withStatusKeys={triage.hasStatusKeys}
          />
        </>
      )}
      {detail && (
        <DetailDrawer
          detail={detail}
          openId={drawer.openId}
          row={rows.find((row) => definition.rowId(row) === drawer.openId)}
          onClose={drawer.close}
        />
      )}
    </Stack>
  );
}

function Spacer({ colSpan, height }: { colSpan: number; height: number }) {
  return (
    <tr className={classes.spacer} aria-hidden="true">
      <td colSpan={colSpan} style={{ height }} />
    </tr>
  );
}
