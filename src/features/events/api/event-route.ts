// The event inspection routes' loader, imported with the routes (it holds no cells): one wave of
// requests, the page and the open event when the URL names one, with the shell's.
import type { QueryClient } from '@tanstack/react-query';
import type { Queries } from '../../../api/query-layer';
import { loadPage, type LoadCause } from '../../../api/route-loading';
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
    return loadPage(
      queryClient,
      { rows: [summaryPageQuery(queries)(eventTableRequest(mode, search))] },
      cause,
    );
  return loadPage(
    queryClient,
    {
      rows: [eventPageQuery(queries)(eventTableRequest(mode, search))],
      more: search.detail ? [queries.Event_GetEventDetail({ eventId: Number(search.detail) })] : [],
    },
    cause,
  );
}
