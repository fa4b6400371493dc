// The page the URL describes: the list's request (page, size, sort, search, filters), its query
// (the previous page stays while the next loads), the rows shown (a failed request keeps the
// rows of the last good one), and any other page of the same view for the export and the
// selection (fetched once, never cached).
import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { PageOf } from './export-csv';
import type { PageQueryOptions, PagedReply } from './paged-table-options';
import type { TableDefinition } from './table-definition';
import { tableRequestOf, type TableRequest, type TableSearch } from './table-search';

export type FetchPage<TRow> = (page: number, pageSize: number, signal: AbortSignal) => Promise<PageOf<TRow>>;

const NO_ROWS: never[] = [];

export function usePageQuery<
  TRow,
  TSort extends string,
  TData extends PagedReply<TRow>,
  TKey extends QueryKey,
>(
  definition: TableDefinition<TRow, TSort>,
  search: TableSearch,
  pageQuery: (request: TableRequest<TSort>) => PageQueryOptions<TData, TKey>,
) {
  const queryClient = useQueryClient();
  const request = useMemo(() => tableRequestOf(definition, search), [definition, search]);
  const query = useQuery({ ...pageQuery(request), placeholderData: keepPreviousData });

  // The last reply that came; shown again when the next request fails.
  const [kept, setKept] = useState<TData | null>(null);
  if (query.data && query.data !== kept) setKept(query.data);
  const shown = query.data ?? (query.isError ? kept : null);
  const rows: TRow[] = shown?.entityData ?? NO_ROWS;
  const totalCount = shown ? (shown.totalCount ?? rows.length) : 0;
  const pageCount = Math.max(1, Math.ceil(totalCount / request.pageSize));

  const fetchPage = useCallback<FetchPage<TRow>>(
    async (page, pageSize, signal) => {
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

  return {
    request,
    /** The rows shown: this page's, or the last good page's after a failure; none while the first loads. */
    rows,
    /** Whether a reply is shown (false while the first page loads, or when it failed). */
    hasRows: shown !== null,
    totalCount,
    pageCount,
    isPending: query.isPending,
    isError: query.isError,
    /** Why the page request failed (an ApiError: a 400 may name refused filters). */
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
    fetchPage,
  };
}

export type PageState<TRow> = ReturnType<typeof usePageQuery<TRow, string, PagedReply<TRow>, QueryKey>>;
