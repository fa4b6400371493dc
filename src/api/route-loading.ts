// How a route's loader fills the query cache: TanStack Router's kitchen-sink-react-query
// pattern. The loader and the page read the SAME queryOptions factory: the loader ensures the
// data (every request of the page started at once: no waterfall), the page reads it with
// useSuspenseQuery, and the route's pendingComponent / errorComponent show while it loads or
// when it fails. A PagedTable list is the one variation (loadListPage): the table reads its rows
// with useQuery and keeps the previous rows, and shows its own loading and error states.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from './api-error';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options (data and key vary)
type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/** Every query a page reads with useSuspenseQuery, started at once; resolves when all are cached. */
export async function ensureAll(
  queryClient: QueryClient,
  options: readonly AnyQueryOptions[],
): Promise<void> {
  await Promise.all(options.map((option) => queryClient.ensureQueryData(option)));
}

/**
 * Every request of a page of independent parts (a dashboard's widgets), started at once; returns
 * without waiting, so the page shows at once and each part its own loading, error and retry
 * (reading with useQuery). Never throws: a failure is its part's error state, not the route's.
 */
export function startAll(queryClient: QueryClient, options: readonly AnyQueryOptions[]): void {
  for (const option of options) void queryClient.prefetchQuery(option);
}

/** Why the router runs a loader: a first visit, a change of search or params on the same page, a preload. */
export type LoadCause = 'enter' | 'stay' | 'preload';

/**
 * A list page's rows: the first visit waits for them; a change of page, sort or filter starts
 * the request and returns at once, so the table keeps the previous rows until the next arrive.
 * Never throws: a failed request is the table's error state (with its retry), not the route's.
 */
export async function loadListPage(
  queryClient: QueryClient,
  page: AnyQueryOptions,
  cause: LoadCause,
): Promise<void> {
  const rows = queryClient.prefetchQuery(page);
  if (cause === 'enter') await rows;
}

/**
 * A loader whose path names a record: the record's 404 (unknown, or another tenant's where the
 * contract answers 404) is the route's not-found state (its notFoundComponent, in the layout),
 * not a load failure. The call's 404 must be one the page shows (`isNotFoundShownInPage`).
 */
export async function notFoundOn404(loading: Promise<unknown>): Promise<void> {
  try {
    await loading;
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound();
    throw error;
  }
}
