// What a list declares to the PagedTable: its columns (typed against the row type the contract
// generates, so a column naming a field the row lacks does not compile), its filters, its sort
// columns (the contract's sort-column enum) and how a row is identified.
import type { ReactNode } from 'react';
import { PagedRequestLimits } from '../../domain/contract-limits';
import type { MessageKey, Translate } from '../../i18n/message-key';

export type SortDir = 'asc' | 'desc';

export type CellKind = 'text' | 'label' | 'date' | 'number' | 'badge' | 'link' | 'custom';

export interface BadgeStyle {
  /** Message key of the badge's text. */
  labelKey: MessageKey;
  /** A Mantine color. */
  color: string;
  /**
   * Message key of a short text the badge shows instead (an acronym), so a long name does not
   * starve the columns beside it; the full text stays its accessible name, tooltip and export.
   */
  shortKey?: MessageKey;
}

export interface ColumnSpec<TRow, TSort extends string = string> {
  /** Stable id: the key of the column's width and visibility in the user's settings. */
  id: string;
  /** Message key of the column header. */
  headerKey: MessageKey;
  kind: CellKind;
  /** The contract's sort column this column sorts by; absent: not sortable. */
  sortKey?: TSort;
  /** The cell's raw value (what the CSV export writes, formatted for dates). */
  value: (row: TRow) => unknown;
  /** kind 'custom': the cell's content. */
  render?: (row: TRow) => ReactNode;
  /**
   * kind 'badge': the badge of each value. A 'custom' column that draws badges names them too:
   * the column is never narrower than its widest badge (column-fit.ts).
   */
  badges?: Readonly<Record<string, BadgeStyle>>;
  /** Pixels a custom cell draws beside its badge (a menu button): counted in its narrowest width. */
  besideBadge?: number;
  /** kind 'label': the message key of each value (an enum shown in words); kind 'custom': the
   *  words the CSV export writes for each value (the cell renders its own). */
  labels?: Readonly<Record<string, MessageKey>>;
  /** What the CSV export writes, when the cell's words are not its value's (a name translated). */
  exportText?: (row: TRow, t: Translate) => string;
  /** kind 'link': the address the cell links to (a console path). */
  href?: (row: TRow) => string;
  /** Initial width in pixels. */
  width?: number;
  /** false: always shown (the column chooser cannot hide it). */
  hideable?: boolean;
  /** Hidden until the user shows it. */
  defaultHidden?: boolean;
}

interface ColumnOptions<TSort extends string> {
  id?: string;
  headerKey: MessageKey;
  sortKey?: TSort;
  width?: number;
  hideable?: boolean;
  defaultHidden?: boolean;
}

type StringKeys<TRow> = Extract<keyof TRow, string>;

/**
 * Column builders for one row type and its sort columns:
 *   const c = columnsOf<ApiSchema<'Company'>, ApiSchema<'CompanySortColumn'>>();
 *   c.text('companyName', { headerKey: 'admin.companies.column.name', sortKey: 'companyName' })
 * A field the row type lacks, or a sort key the contract does not offer, is a type error.
 */
export function columnsOf<TRow, TSort extends string = never>() {
  type Opts = ColumnOptions<TSort>;
  const base = <K extends StringKeys<TRow>>(
    field: K,
    kind: CellKind,
    options: Opts,
  ): ColumnSpec<TRow, TSort> => ({
    ...options,
    id: options.id ?? field,
    kind,
    value: (row) => row[field],
  });
  return {
    text: <K extends StringKeys<TRow>>(field: K, options: Opts) => base(field, 'text', options),
    date: <K extends StringKeys<TRow>>(field: K, options: Opts) => base(field, 'date', options),
    number: <K extends StringKeys<TRow>>(field: K, options: Opts) => base(field, 'number', options),
    badge: <K extends StringKeys<TRow>>(
      field: K,
      options: Opts & { badges: Readonly<Record<Extract<NonNullable<TRow[K]>, string>, BadgeStyle>> },
    ): ColumnSpec<TRow, TSort> => ({ ...base(field, 'badge', options), badges: options.badges }),
    /** An enum shown in the user's words: every value of the field needs its message key. */
    label: <K extends StringKeys<TRow>>(
      field: K,
      options: Opts & { labels: Readonly<Record<Extract<NonNullable<TRow[K]>, string>, MessageKey>> },
    ): ColumnSpec<TRow, TSort> => ({ ...base(field, 'label', options), labels: options.labels }),
    link: <K extends StringKeys<TRow>>(field: K, options: Opts & { href: (row: TRow) => string }) => ({
      ...base(field, 'link', options),
      href: options.href,
    }),
    custom: (
      id: string,
      options: Omit<Opts, 'id'> & {
        render: (row: TRow) => ReactNode;
        value: (row: TRow) => unknown;
        labels?: Readonly<Record<string, MessageKey>>;
        exportText?: (row: TRow, t: Translate) => string;
        /** The badges the cell may draw (the column is made wide enough for each). */
        badges?: Readonly<Record<string, BadgeStyle>>;
        besideBadge?: number;
      },
    ): ColumnSpec<TRow, TSort> => ({ ...options, id, kind: 'custom' }),
  };
}

/** An option of an enum filter: its words from the catalogue, or given (a name from the data). */
export type FilterOption = { value: string; labelKey: MessageKey } | { value: string; label: string };

/** The words of an option. */
export const optionLabel = (option: FilterOption, t: Translate): string =>
  'label' in option ? option.label : t(option.labelKey);

/**
 * A filter of the list, kept in the URL under its id. `control: false`: no input in the toolbar;
 * the filter is set by a link or from a row (a pivot) and shown as a removable chip.
 * `requestFields`: the JSON pointers of the list's request that carry the filter's value (by
 * default `/<id>`), so that a 400 on one of them names this filter (`refused-filters.ts`).
 */
export type FilterSpec = (
  | {
      id: string;
      kind: 'text';
      labelKey: MessageKey;
      maxLength?: number;
      /** What a typed value must match to be applied (else the field says `invalidKey`). */
      pattern?: RegExp;
      invalidKey?: MessageKey;
    }
  /** `searchable`: the options can be narrowed by typing (many options: the sites of a scope). */
  | { id: string; kind: 'enum'; labelKey: MessageKey; options: readonly FilterOption[]; searchable?: boolean }
  /** Value in the URL: "YYYY-MM-DD..YYYY-MM-DD" (either side may be empty). */
  | { id: string; kind: 'dateRange'; labelKey: MessageKey }
) & { control?: false; requestFields?: readonly string[] };

/** The translation function a row label gets (i18next's, with interpolation). */
export type RowLabelT = Translate;

export interface TableDefinition<TRow, TSort extends string = string> {
  /** The table's id: its settings are stored under `table.<id>.columns`. */
  id: string;
  /** Message key of the table's accessible name. */
  labelKey: MessageKey;
  columns: readonly ColumnSpec<TRow, TSort>[];
  filters?: readonly FilterSpec[];
  /** false: no search box (the list's request has no free-text search). */
  searchable?: boolean;
  rowId: (row: TRow) => string;
  /**
   * The row's words for the controls that name it ("Select …", "Expand …", "Actions for …"),
   * when the first text column can repeat (two alerts with one title): unique within the list.
   */
  rowLabel?: (row: TRow, t: RowLabelT) => string;
  /**
   * The open detail drawer's row id is kept in the URL (search param `detail`), so a reload or a
   * pasted link opens it again; the table's `detail` option renders the drawer.
   */
  detailInUrl?: boolean;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
}

export const DEFAULT_PAGE_SIZES: readonly number[] = [25, 50, 100, 500, 1000];
export const DEFAULT_PAGE_SIZE = 50;
/** The contract's limit on the search text (PagedRequest.search maxLength). */
export const SEARCH_MAX_LENGTH: number = PagedRequestLimits.search.maxLength;

/**
 * The part of a list's definition its URL needs (sort columns, filters, page sizes, the detail
 * param), for a route's search validation or a loader's request without the list's cells (which
 * would bring the cell renderers into the entry chunk). Nothing renders it: its columns are
 * named with the list's name.
 */
export function urlDefinitionOf<TSort extends string>(
  id: string,
  labelKey: MessageKey,
  sortKeys: readonly TSort[],
  rest: Pick<TableDefinition<unknown, TSort>, 'filters' | 'detailInUrl' | 'searchable' | 'pageSizes'> = {},
): TableDefinition<unknown, TSort> {
  return {
    id,
    labelKey,
    rowId: () => '',
    columns: sortKeys.map((sortKey) => ({
      id: sortKey,
      headerKey: labelKey,
      kind: 'text',
      sortKey,
      value: () => null,
    })),
    ...rest,
  };
}

export function sortKeysOf<TRow, TSort extends string>(definition: TableDefinition<TRow, TSort>): TSort[] {
  return definition.columns.flatMap((column) => (column.sortKey ? [column.sortKey] : []));
}
