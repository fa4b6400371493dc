// The event inspection routes' loader, loaded with them (imported dynamically, not with the
// sign-in page): one wave of requests, the page and the open event when the URL names one.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiQueries } from '../../../api/queries';
import { loadListPage, type LoadCause } from '../../../api/route-loading';
import { tableRequestOf } from '../../../components/paged-table/table-search';
import type { EventMode, EventSearch } from './event-search';
import { eventPageQuery, eventTable, summaryPageQuery, summaryTable } from './event-table';

/** Starts the list's page and, for an open event, the event itself, at once. */
export function loadEventList(
  context: { queryClient: QueryClient; queries: ApiQueries },
  mode: EventMode,
  search: EventSearch,
  cause: LoadCause,
): Promise<void> {
  const { queryClient, queries } = context;
  if (mode === 'summary')
    return loadListPage(queryClient, summaryPageQuery(queries)(tableRequestOf(summaryTable, search)), cause);
  if (search.detail) void queryClient.prefetchQuery(queries.inspection.event(Number(search.detail)));
  return loadListPage(queryClient, eventPageQuery(queries)(tableRequestOf(eventTable, search)), cause);
}
