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
import { formatDateTime } from '../../i18n/format';
import { badgeMinWidth, fitColumns, headerMinWidth, textMinWidth } from './column-fit';
import { clampWidth, useColumnLayout, type ColumnLayout } from './column-settings';
import type { ColumnSpec, TableDefinition } from './table-definition';
import type { Translate } from '../../i18n/message-key';

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
 * The narrowest a list column may be (its header's widest word, its badges and its enum's words
 * whole: a role is never cut to "Company A…"): neither its
 * default width nor one the user chose goes below it (TanStack Table clamps the size to it).
 */
export function columnMinWidth<TRow>(
  column: ColumnSpec<TRow, string>,
  t: Translate,
  language: string,
): number {
  const header = headerMinWidth(t(column.headerKey), !!column.sortKey);
  // A date of the widest kind (two-digit day and hour) in the language's format.
  const date = column.kind === 'date' ? textMinWidth(formatDateTime(WIDE_DATE, language)) : 0;
  const badges = column.badges
    ? badgeMinWidth(Object.values(column.badges).map((badge) => t(badge.shortKey ?? badge.labelKey))) +
      (column.besideBadge ?? 0)
    : 0;
  const labels =
    column.kind === 'label' && column.labels
      ? Math.max(0, ...Object.values(column.labels).map((key) => textMinWidth(t(key))))
      : 0;
  return Math.max(MIN_COLUMN_WIDTH, header, badges, date, labels);
}

const WIDE_DATE = '2026-12-28T22:58:00Z';

const MIN_COLUMN_WIDTH = 60;
const SELECT_WIDTH = 44;
const EXPAND_WIDTH = 52;
/** The kinds of column whose values truncate (their full value on hover): they give way to fit. */
/** A text column gives way no further than this: a short value ("United States") still reads whole. */
const SHRINK_FLOOR = 120;
const SHRINKABLE: ReadonlySet<string> = new Set(['text', 'link', 'label']);
/** The kinds whose narrowest shows them whole (columnMinWidth): they give way to it, after the text. */
const GIVES_LAST: ReadonlySet<string> = new Set(['badge', 'date']);

export function useTableColumns<TRow, TSort extends string>(
  definition: TableDefinition<TRow, TSort>,
  rows: TRow[],
  own: {
    expansion: boolean;
    actions: boolean;
    actionsWidth?: number;
    selection?: boolean;
    /** The room the table has (its scroller's width; 0 unknown): text columns give way to fit it. */
    room?: number;
  },
) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
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

  const sizes = useMemo(
    () =>
      new Map(
        columns.map((column) => {
          const min = columnMinWidth(column, t, language);
          return [column.id, { min, size: Math.max(column.width ?? 160, min) }] as const;
        }),
      ),
    [columns, t, language],
  );
  const ownWidth =
    (own.selection === false ? 0 : SELECT_WIDTH) +
    (own.expansion ? EXPAND_WIDTH : 0) +
    (own.actions ? (own.actionsWidth ?? ACTIONS_WIDTH) : 0);
  // The columns the user did not size give way to fit the room (a list that still overflows scrolls).
  const fittedKey = JSON.stringify(
    fitColumns(
      visibleColumns.map((column) => {
        const { min, size } = sizes.get(column.id)!;
        const chosen = layout.widths[column.id];
        return chosen === undefined
          ? {
              id: column.id,
              min: Math.max(min, SHRINK_FLOOR),
              size,
              shrinkable: SHRINKABLE.has(column.kind),
              givesLast: GIVES_LAST.has(column.kind),
            }
          : { id: column.id, min, size: Math.max(min, chosen), shrinkable: false };
      }),
      (own.room ?? 0) - ownWidth,
    ),
  );
  const fitted = useMemo(() => JSON.parse(fittedKey) as Record<string, number>, [fittedKey]);

  const columnDefs = useMemo<ColumnDef<TRow>[]>(
    () => [
      ...(own.selection === false ? [] : [ownColumn<TRow>(SELECT_COLUMN, SELECT_WIDTH)]),
      ...(own.expansion ? [ownColumn<TRow>(EXPAND_COLUMN, EXPAND_WIDTH)] : []),
      ...columns.map((column): ColumnDef<TRow> => {
        const { min, size } = sizes.get(column.id)!;
        return {
          id: column.id,
          size: fitted[column.id] ?? size,
          minSize: min,
          header: () => t(column.headerKey),
          cell: ({ row }) => <Cell column={column} row={row.original} />,
          meta: column,
        };
      }),
      ...(own.actions ? [ownColumn<TRow>(ACTIONS_COLUMN, own.actionsWidth ?? ACTIONS_WIDTH)] : []),
    ],
    [columns, sizes, fitted, own.selection, own.expansion, own.actions, own.actionsWidth, t],
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
