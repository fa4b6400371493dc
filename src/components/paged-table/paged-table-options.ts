// The PagedTable's options beyond its definition: what a list's page query gives it, and the
// row actions, bulk actions, detail drawer and row expansion a list may ask for. Every list of
// the console is the one PagedTable with some of these; none is a table of its own.
import type { StatusKey } from '../../lib/triage-keys';
import type { ReactNode } from 'react';
import type { QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
import type { Selection } from './selection';
import type { TableDefinition } from './table-definition';
import type { TableRequest, TableSearch } from './table-search';

/** Every list reply of the contract: the page's rows and how many match in all. */
export interface PagedReply<TRow> {
  entityData: TRow[];
  totalCount?: number;
}

/** What the table needs of a list's queryOptions (the generated factories of src/gen/query-layer.gen.ts give it). */
export interface PageQueryOptions<TData, TKey extends QueryKey> {
  queryKey: TKey;
  queryFn?: QueryFunction<TData, TKey> | SkipToken;
}

export interface BulkActionContext<TRow> {
  selection: Selection;
  count: number;
  /**
   * Every selected row: the rows as they were shown when picked one by one, fetched across
   * pages when "all that match" is selected.
   */
  fetchSelectedRows: (signal: AbortSignal) => Promise<TRow[]>;
  clear: () => void;
}

/** One action offered on each row, as a button or a menu item. */
export interface RowAction<TRow> {
  id: string;
  /** The words on the button or menu item. */
  label: string;
  /** The accessible name, naming the row ("Edit Fabrikam"); the label when absent. */
  name?: (row: TRow) => string;
  onSelect: (row: TRow) => void;
  /** Returns true to leave the action off this row (e.g. an inherited record cannot be deleted). */
  hidden?: (row: TRow) => boolean;
  disabled?: (row: TRow) => boolean;
  /** A destructive action (red). */
  danger?: boolean;
  /** Shows the action's button as busy on this row (its request is on its way). */
  busy?: (row: TRow) => boolean;
}

/** The listed row actions as small buttons, or behind one "Actions for <row>" menu per row. */
export type RowActionsDisplay = 'buttons' | 'menu';

/**
 * The row actions: a list of actions (shown as buttons, or behind one "Actions" menu per row
 * with `rowActionsDisplay="menu"`), or a function that renders a row's buttons itself.
 */
export type RowActions<TRow> = readonly RowAction<TRow>[] | ((row: TRow) => ReactNode);

/** One action of the bulk-action bar, run on the selection (across pages). */
export interface BulkAction<TRow> {
  id: string;
  label: string;
  /**
   * Which selected rows the action applies to (e.g. only the alerts that may take this
   * transition); every selected row when absent. It runs on those rows only, and the bar says
   * how many they are when it knows the selected rows.
   */
  appliesTo?: (row: TRow) => boolean;
  /** Runs on the selected rows it applies to (never called with none). */
  run: (rows: TRow[], context: BulkActionContext<TRow>) => void | Promise<void>;
  danger?: boolean;
  /** Leaves the button out (instead of disabled) when it applies to none of the known selected rows. */
  hideWhenNone?: boolean;
}

/**
 * The bulk actions: a list of actions, or a function that renders the bar's buttons itself
 * (beside the built-in "Export selected").
 */
export type BulkActions<TRow> =
  readonly BulkAction<TRow>[] | ((context: BulkActionContext<TRow>) => ReactNode);

/** What the detail drawer shows: the row's id always, the row when it is on the page shown. */
export interface DetailTarget<TRow> {
  id: string;
  row: TRow | undefined;
}

/**
 * A row opens a drawer (a click on the row, or Enter on the focused row). With the
 * definition's `detailInUrl`, the open row's id is the URL's `detail` search param, so a link can
 * open it (the row need not be on the page shown: `render` gets its id and fetches it).
 */
export interface RowDetail<TRow> {
  /** The drawer's title (its accessible name). */
  title: (target: DetailTarget<TRow>) => string;
  render: (target: DetailTarget<TRow>) => ReactNode;
  /** Mantine drawer size; 'lg' when absent. */
  size?: string;
}

/**
 * A row expands to show a part of its own under it (e.g. the events behind an alert). The
 * table is then a WAI-ARIA treegrid: an expandable row has aria-expanded and a toggle button;
 * on the focused row ArrowRight expands and ArrowLeft collapses.
 */
export interface RowExpansion<TRow> {
  render: (row: TRow) => ReactNode;
  /** Returns false when the row has nothing to show; every row can expand when absent. */
  canExpand?: (row: TRow) => boolean;
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
  /** Actions of one row (edit, delete, ...), in a last column: a list of actions, or a render function. */
  rowActions?: RowActions<TRow>;
  /** The listed row actions as buttons (default) or behind one menu per row. */
  rowActionsDisplay?: RowActionsDisplay;
  /** Buttons beside the export (e.g. Create). */
  toolbar?: ReactNode;
  /** Actions of the bulk-action bar, beside the built-in export of the selection. */
  bulkActions?: BulkActions<TRow>;
  /**
   * false: no selection column (a role that may run none of the list's bulk actions gets no
   * checkboxes to tick for nothing; Export CSV still writes the list).
   */
  selectable?: boolean;
  /** A row opens a drawer (click, or Enter on the focused row). */
  detail?: RowDetail<TRow>;
  /** A row expands to show a sub-part under it (the table becomes a treegrid). */
  expansion?: RowExpansion<TRow>;
  /** The words of an empty list with no filter (the table's generic words when absent). */
  emptyText?: string;
  /** The words of a list that nothing matches with its filters (the table's generic words when absent). */
  emptyFilteredText?: string;
  /** A list's own way out of the empty state (e.g. "widen the time range"), beside "Clear all". */
  emptyActions?: ReactNode;
  /** The name of a filter's value that is an id (a computer's guid): chips and the export name it. */
  filterValueName?: FilterValueName<TRow>;
  /** Keyboard-first triage (j/k, x, Shift+x, o, e/i/r, ?): use-triage-shortcuts.ts. */
  shortcuts?: TableShortcuts;
}

/** What a list with triage shortcuts says about them (issue 34). */
export interface TableShortcuts {
  /** The bulk action (by id) that e, i and r run; a key without one does nothing but say so. */
  statusKeys?: Partial<Record<StatusKey, string>>;
}

/**
 * The name of an id held by a filter (a computer's guid: its name), from the rows shown or what
 * the list looked up; undefined while unknown (the chip shows the id meanwhile).
 */
export type FilterValueName<TRow> = (
  filterId: string,
  value: string,
  rows: readonly TRow[],
) => string | undefined;
