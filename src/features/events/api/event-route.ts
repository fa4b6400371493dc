// The event inspection routes' loader, imported with the routes (it holds no cells): one wave of
// requests, the page and the open event when the URL names one, with the shell's.
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { loadListPage, type LoadCause } from '../../../api/route-loading';
import { eventPageQuery, eventTableRequest, summaryPageQuery } from './event-request';
import type { EventMode, EventSearch } from './event-search';

/** Starts the list's page and, for an open event, the event itself, at once. */
export function loadEventList(
  context: { queryClient: QueryClient; queries: Queries },
  mode: EventMode,
  search: EventSearch,
  cause: LoadCause,
): Promise<void> {
  const { queryClient, queries } = context;
  if (mode === 'summary')
    return loadListPage(queryClient, summaryPageQuery(queries)(eventTableRequest(mode, search)), cause);
  if (search.detail)
    void queryClient.prefetchQuery(queries.Event_GetEventDetail({ eventId: Number(search.detail) }));
  return loadListPage(queryClient, eventPageQuery(queries)(eventTableRequest(mode, search)), cause);
}
