// The table's columns: the list's columns plus the table's own (selection, expansion toggle,
// row actions), which of them show and how wide they are (remembered per user and table through
// column-settings), as the TanStack Table model the header and rows render.
import { useCallback, useMemo, useState } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Cell } from './cells';
import { badgeMinWidth, headerMinWidth } from './column-fit';
import { clampWidth, useColumnLayout, type ColumnLayout } from './column-settings';
import type { ColumnSpec, TableDefinition } from './table-definition';

/** The ids of the table's own columns. */
export const SELECT_COLUMN = '__select';
export const EXPAND_COLUMN = '__expand';
export const ACTIONS_COLUMN = '__actions';

export function layoutDefaults<TRow>(columns: readonly ColumnSpec<TRow, string>[]): ColumnLayout {
  return { hidden: columns.filter((column) => column.defaultHidden).map((column) => column.id), widths: {} };
}

function ownColumn<TRow>(id: string, size: number): ColumnDef<TRow> {
  return { id, size, enableResizing: false, header: () => null, cell: () => null };
}

/** The default width of the actions column, until its buttons are seen to need more. */
export const ACTIONS_WIDTH = 120;

/**
 * The narrowest a list column may be (its header's widest word, its badges whole): neither its
 * default width nor one the user chose goes below it (TanStack Table clamps the size to it).
 */
export function columnMinWidth<TRow>(column: ColumnSpec<TRow, string>, t: (key: string) => string): number {
  const header = headerMinWidth(t(column.headerKey), !!column.sortKey);
  const badges = column.badges
    ? badgeMinWidth(Object.values(column.badges).map((badge) => t(badge.labelKey))) +
      (column.besideBadge ?? 0)
    : 0;
  return Math.max(MIN_COLUMN_WIDTH, header, badges);
}

const MIN_COLUMN_WIDTH = 60;

export function useTableColumns<TRow, TSort extends string>(
  definition: TableDefinition<TRow, TSort>,
  rows: TRow[],
  own: { expansion: boolean; actions: boolean; actionsWidth?: number; selection?: boolean },
) {
  const { t } = useTranslation();
  const columns = definition.columns as readonly ColumnSpec<TRow, string>[];
  const defaults = useMemo(() => layoutDefaults(columns), [columns]);
  const remembered = useColumnLayout(definition.id, defaults);
  // The table follows a change at once, before the remembered settings do.
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
  const visibleColumns = useMemo(() => columns.filter((column) => !hidden.has(column.id)), [columns, hidden]);

  const columnDefs = useMemo<ColumnDef<TRow>[]>(
    () => [
      ...(own.selection === false ? [] : [ownColumn<TRow>(SELECT_COLUMN, 44)]),
      ...(own.expansion ? [ownColumn<TRow>(EXPAND_COLUMN, 52)] : []),
      ...columns.map((column): ColumnDef<TRow> => {
        const minSize = columnMinWidth(column, t);
        return {
          id: column.id,
          size: Math.max(column.width ?? 160, minSize),
          minSize,
          header: () => t(column.headerKey),
          cell: ({ row }) => <Cell column={column} row={row.original} />,
          meta: column,
        };
      }),
      ...(own.actions ? [ownColumn<TRow>(ACTIONS_COLUMN, own.actionsWidth ?? ACTIONS_WIDTH)] : []),
    ],
    [columns, own.selection, own.expansion, own.actions, own.actionsWidth, t],
  );
  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries(columns.map((column) => [column.id, !hidden.has(column.id)])),
    [columns, hidden],
  );
  const resize = (updater: Updater<ColumnSizingState>) => {
    const next = typeof updater === 'function' ? updater(layout.widths) : updater;
    const widths: Record<string, number> = {};
    for (const [id, width] of Object.entries(next)) widths[id] = clampWidth(width);
    changeLayout({ ...layout, widths });
  };
  // TanStack Table hands out functions React Compiler cannot memoize; the table's hooks memoize
  // what matters themselves.
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
    onColumnSizingChange: resize,
  });

  return {
    table,
    /** Every column of the list (the column chooser's). */
    all: columns,
    /** The list's columns shown, in order (what the export writes). */
    visibleColumns,
    hidden,
    /** Shows or hides one of the list's columns. */
    setVisible: (id: string, visible: boolean) =>
      changeLayout({
        ...layout,
        hidden: visible ? layout.hidden.filter((h) => h !== id) : [...layout.hidden, id],
      }),
    /** Back to the table's defaults (visibility and widths). */
    reset: () => changeLayout(defaults),
    /** Widens or narrows a column by some pixels (the resizer's arrow keys). */
    resizeBy: (id: string, delta: number, current: number) =>
      resize((widths) => ({ ...widths, [id]: current + delta })),
  };
}

export type TableColumns<TRow> = ReturnType<typeof useTableColumns<TRow, string>>;
