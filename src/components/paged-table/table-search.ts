// The table's state in the URL (DESIGN section 4: page, page size, sort, filters, search live in
// the search params, so a reload, back/forward or a pasted link show the same view). The route
// validates its search params with tableSearchValidator; the table changes them with the
// updates below, and every change of what matches (filter, search, sort, page size) returns to
// page 1. Defaults are left out of the URL.
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  SEARCH_MAX_LENGTH,
  sortKeysOf,
  type FilterSpec,
  type SortDir,
  type TableDefinition,
} from './table-definition';
import { INSTANT } from '../../lib/iso-instant';

export interface TableSearch {
  page?: number;
  pageSize?: number;
  sort?: string;
  dir?: SortDir;
  search?: string;
  filters?: Record<string, string>;
  /** The row whose detail drawer is open (only for a definition with detailInUrl; see detailParam). */
  detail?: DetailParam;
}

/**
 * A row id as the URL's `detail` keeps it: a whole number as a number, so the router writes
 * `detail=511` (it JSON-quotes a string that reads as JSON: `detail=%22511%22`); any other id as
 * it is.
 */
export type DetailParam = string | number;

const WHOLE_NUMBER = /^(0|[1-9]\d{0,14})$/;

export function detailParam(id: string): DetailParam {
  return WHOLE_NUMBER.test(id) ? Number(id) : id;
}

/** The id of the row whose drawer the search opens, as the rows name it; null when none. */
export function detailIdOf(search: TableSearch): string | null {
  return search.detail === undefined ? null : String(search.detail);
}

/** What the list's request is made of (each list maps it to its contract request). */
export interface TableRequest<TSort extends string = string> {
  page: number;
  pageSize: number;
  sortColumn?: TSort;
  sortDir?: SortDir;
  search?: string;
  filters: Readonly<Record<string, string>>;
}

/** The longest row id the URL's `detail` param keeps. */
export const DETAIL_MAX_LENGTH = 200;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const isSide = (side: string) => DATE.test(side) || (INSTANT.test(side) && !Number.isNaN(Date.parse(side)));

/**
 * A side of a date range as an instant: a day is the local day's first (start) or last (end)
 * millisecond; an instant (a link's exact window, e.g. the dashboard's) is itself.
 */
function sideInstant(side: string, edge: 'start' | 'end'): Date {
  if (INSTANT.test(side)) return new Date(side);
  return new Date(edge === 'start' ? `${side}T00:00:00` : `${side}T23:59:59.999`);
}

/**
 * A date-range filter's value: "start..end", either side optional ("2026-11-01.."), each a day
 * or an ISO instant in UTC ("2026-11-21T00:00:00.000Z").
 */
export function parseDateRange(value: string | undefined): { start?: string; end?: string } | null {
  if (!value) return null;
  const [start = '', end = '', ...rest] = value.split('..');
  if (rest.length > 0 || (start && !isSide(start)) || (end && !isSide(end)) || (!start && !end)) return null;
  if (start && end && sideInstant(start, 'start') > sideInstant(end, 'end')) return null;
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

export function formatDateRange(start: string | undefined, end: string | undefined): string | undefined {
  if (!start && !end) return undefined;
  return `${start ?? ''}..${end ?? ''}`;
}

function validFilterValue(spec: FilterSpec, raw: unknown): string | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return undefined;
  const value = String(raw).trim();
  if (!value) return undefined;
  switch (spec.kind) {
    case 'text':
      return value.slice(0, spec.maxLength ?? SEARCH_MAX_LENGTH);
    case 'enum':
      return spec.options.some((option) => option.value === value) ? value : undefined;
    case 'dateRange':
      return parseDateRange(value) ? value : undefined;
  }
}

function positiveInt(raw: unknown): number | undefined {
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The route's validateSearch: keeps what is valid for this table, drops the rest. */
export function tableSearchValidator<TRow, TSort extends string>(definition: TableDefinition<TRow, TSort>) {
  const sortKeys: readonly string[] = sortKeysOf(definition);
  const pageSizes = definition.pageSizes ?? DEFAULT_PAGE_SIZES;
  const filterSpecs = definition.filters ?? [];
  return (raw: Record<string, unknown>): TableSearch => {
    const out: TableSearch = {};
    const page = positiveInt(raw.page);
    if (page && page > 1) out.page = page;
    const pageSize = positiveInt(raw.pageSize);
    if (pageSize && pageSizes.includes(pageSize) && pageSize !== defaultPageSizeOf(definition))
      out.pageSize = pageSize;
    if (typeof raw.sort === 'string' && sortKeys.includes(raw.sort)) {
      out.sort = raw.sort;
      out.dir = raw.dir === 'desc' ? 'desc' : 'asc';
    }
    if (
      definition.searchable !== false &&
      (typeof raw.search === 'string' || typeof raw.search === 'number')
    ) {
      const search = String(raw.search).trim().slice(0, SEARCH_MAX_LENGTH);
      if (search) out.search = search;
    }
    if (raw.filters && typeof raw.filters === 'object' && !Array.isArray(raw.filters)) {
      const given = raw.filters as Record<string, unknown>;
      const filters: Record<string, string> = {};
      for (const spec of filterSpecs) {
        const value = validFilterValue(spec, given[spec.id]);
        if (value !== undefined) filters[spec.id] = value;
      }
      if (Object.keys(filters).length > 0) out.filters = filters;
    }
    // A string or a number: an older link's quoted form (`detail=%22511%22`) reads as the string.
    if (definition.detailInUrl && (typeof raw.detail === 'string' || typeof raw.detail === 'number')) {
      const detail = String(raw.detail).trim();
      if (detail && detail.length <= DETAIL_MAX_LENGTH) out.detail = detailParam(detail);
    }
    return out;
  };
}

export function defaultPageSizeOf(definition: Pick<TableDefinition<unknown>, 'defaultPageSize'>): number {
  return definition.defaultPageSize ?? DEFAULT_PAGE_SIZE;
}

/** The request of the view the URL describes. */
export function tableRequestOf<TRow, TSort extends string>(
  definition: TableDefinition<TRow, TSort>,
  search: TableSearch,
): TableRequest<TSort> {
  return {
    page: search.page ?? 1,
    pageSize: search.pageSize ?? defaultPageSizeOf(definition),
    ...(search.sort ? { sortColumn: search.sort as TSort, sortDir: search.dir ?? 'asc' } : {}),
    ...(search.search ? { search: search.search } : {}),
    filters: search.filters ?? {},
  };
}

/** Removes undefined and empty members, so the URL carries only what is set. */
function tidy(search: TableSearch): TableSearch {
  const out: TableSearch = {};
  if (search.page && search.page > 1) out.page = search.page;
  if (search.pageSize) out.pageSize = search.pageSize;
  if (search.sort) {
    out.sort = search.sort;
    out.dir = search.dir ?? 'asc';
  }
  if (search.search) out.search = search.search;
  if (search.filters && Object.keys(search.filters).length > 0) out.filters = search.filters;
  if (search.detail !== undefined && search.detail !== '') out.detail = search.detail;
  return out;
}

/** The changes the table makes; each returns the next search params. */
export const tableSearchUpdates = {
  page: (search: TableSearch, page: number): TableSearch => tidy({ ...search, page }),

  pageSize: (search: TableSearch, pageSize: number, defaultPageSize: number): TableSearch =>
    tidy({ ...search, page: 1, pageSize: pageSize === defaultPageSize ? undefined : pageSize }),

  /** Sorting by a column: ascending, then descending, then the list's default order. */
  toggleSort: (search: TableSearch, sortKey: string): TableSearch => {
    if (search.sort !== sortKey) return tidy({ ...search, page: 1, sort: sortKey, dir: 'asc' });
    if (search.dir !== 'desc') return tidy({ ...search, page: 1, sort: sortKey, dir: 'desc' });
    return tidy({ ...search, page: 1, sort: undefined, dir: undefined });
  },

  search: (search: TableSearch, text: string): TableSearch =>
    tidy({ ...search, page: 1, search: text.trim().slice(0, SEARCH_MAX_LENGTH) || undefined }),

  filter: (search: TableSearch, id: string, value: string | undefined): TableSearch => {
    const filters = { ...search.filters };
    if (value === undefined || value === '') delete filters[id];
    else filters[id] = value;
    return tidy({ ...search, page: 1, filters });
  },

  /** Opens the detail drawer of a row (undefined: closes it). */
  detail: (search: TableSearch, id: string | undefined): TableSearch =>
    tidy({ ...search, detail: id === undefined ? undefined : detailParam(id) }),

  /** "Clear all": every filter and the search text. */
  clearAll: (search: TableSearch): TableSearch =>
    tidy({ ...search, page: 1, search: undefined, filters: undefined }),
};

/** True when the search text or a filter narrows the list. */
export function isFiltered(search: TableSearch): boolean {
  return !!search.search || Object.keys(search.filters ?? {}).length > 0;
}

/**
 * A date-range filter as the contract's DateRange (ISO instants, both ends included): the local
 * day boundaries of days, instants as they are.
 */
export function dateRangeToInstants(
  value: string | undefined,
): { startDate: string; endDate: string } | null {
  const range = parseDateRange(value);
  if (!range) return null;
  const start = range.start ? sideInstant(range.start, 'start') : new Date(0);
  const end = range.end ? sideInstant(range.end, 'end') : new Date('9999-12-31T23:59:59.999Z');
  return { startDate: start.toISOString(), endDate: end.toISOString() };
}
