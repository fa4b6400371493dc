// The ONE loading policy of every route (docs/recipes/list-with-views.md). A route's loader names
// every request its page makes and starts them all at once (one wave, no waterfall); the loader
// and the page read the SAME queryOptions factories. What it waits for depends on how the page
// reads each request:
// - `needed`: read with useSuspenseQuery (the page cannot show without it). The loader waits for
//   it; its failure is the route's error (errorComponent), its 404 the route's not-found state
//   when wrapped in notFoundOn404.
// - `rows`: a PagedTable's page, read with useQuery. The first visit waits for it (the page shows
//   with its rows); a change of page, sort or filter returns at once, so the table keeps the
//   previous rows until the next arrive. Its failure is the table's error state, with its retry.
// - `more`: everything the page shows as it arrives (tab counts, a filter's options, a
//   dashboard's widgets), each with its own loading and error state: never waited for.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiError } from './api-error';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's options (data and key vary)
export type AnyQueryOptions = FetchQueryOptions<any, any, any, any>;

/** Why the router runs a loader: a first visit, a change of search or params on the same page, a preload. */
export type LoadCause = 'enter' | 'stay' | 'preload';

/** The requests of a page, by how the page reads them (see above). */
export interface PageRequests {
  needed?: readonly AnyQueryOptions[];
  rows?: readonly AnyQueryOptions[];
  more?: readonly AnyQueryOptions[];
}

/**
 * Starts every request of the page at once; resolves when the needed data is cached and, on a
 * first visit, the rows have arrived (or failed). Throws only when a needed request fails.
 */
export async function loadPage(
  queryClient: QueryClient,
  requests: PageRequests,
  cause: LoadCause = 'enter',
): Promise<void> {
  const needed = (requests.needed ?? []).map((options) => queryClient.ensureQueryData(options));
  const rows = (requests.rows ?? []).map((options) => queryClient.prefetchQuery(options));
  for (const options of requests.more ?? []) void queryClient.prefetchQuery(options);
  await Promise.all(cause === 'enter' ? [...needed, ...rows] : needed);
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
