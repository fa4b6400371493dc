// A list the contract gives whole (not paged: the asset counts of a company's sites, a site's
// groups) shown in the one PagedTable: its pages are cut in the browser from the one cached
// reply, with the same search, sort and paging as a server list (the URL keeps them too).
import { queryOptions, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { TableRequest } from './table-search';

export interface LocalListSpec<TRow, TSort extends string> {
  /** The text the search box matches (case-insensitive, contains). */
  searchText: (row: TRow) => string;
  /** The value each sort key orders by. */
  sortValue: Readonly<Record<TSort, (row: TRow) => string | number>>;
}

interface WholeReply<TRow> {
  entityData: TRow[];
}

/** One page of a whole list for a request: ordered, searched and cut like a server's page. */
export function localPage<TRow, TSort extends string>(
  rows: readonly TRow[],
  spec: LocalListSpec<TRow, TSort>,
  request: TableRequest<TSort>,
): { entityData: TRow[]; totalCount: number } {
  const needle = request.search?.trim().toLowerCase();
  const matching = needle
    ? rows.filter((row) => spec.searchText(row).toLowerCase().includes(needle))
    : [...rows];
  if (request.sortColumn) {
    const value = spec.sortValue[request.sortColumn];
    const sign = request.sortDir === 'desc' ? -1 : 1;
    const compare = (a: string | number, b: string | number) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
    // A stable sort: equal values keep the server's order (by name).
    matching.sort((a, b) => sign * compare(value(a), value(b)));
  }
  const start = (request.page - 1) * request.pageSize;
  return { entityData: matching.slice(start, start + request.pageSize), totalCount: matching.length };
}

/**
 * The table's page query over a whole list's queryOptions: each page reads the one cached reply
 * (one request for every page, sort and search of the list).
 */
export function localPageQuery<
  TRow,
  TSort extends string,
  TData extends WholeReply<TRow>,
  TKey extends QueryKey,
>(
  queryClient: QueryClient,
  whole: FetchQueryOptions<TData, Error, TData, TKey>,
  spec: LocalListSpec<TRow, TSort>,
) {
  return (request: TableRequest<TSort>) =>
    // The whole list's key names the data; the spec (functions) is fixed for a list.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: [...whole.queryKey, 'local-page', request] as const,
      // The cached reply unless it was invalidated (a removal changes the counts) or is stale.
      queryFn: async () => localPage((await queryClient.fetchQuery(whole)).entityData, spec, request),
    });
}
