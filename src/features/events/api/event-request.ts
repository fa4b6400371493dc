// The requests of the event lists (Event/GetEventInspectionPageData) from the URL's search,
// without the tables' cells: the routes' loaders import this with the route (no chunk to fetch
// first), so the page's rows start in the same wave as the shell's requests (the user's settings).
import type { ApiSchema } from '../../../api/contract-types';
import { mapQueryData, type Queries } from '../../../api/query-layer';
import { tableRequestOf, type TableRequest } from '../../../components/paged-table/table-search';
import { eventFieldFilters } from './event-filters';
import { eventDateRange } from './event-period';
import { urlDefinition, type EventMode, type EventSearch } from './event-search';
import { pagedRequestBody } from '../../../components/paged-table/paged-request-body';

export type EventSort = NonNullable<ApiSchema<'EventInspectionFilter'>['sortColumn']>;
export type SummarySort = Extract<EventSort, 'reportedEventDate' | 'fileName' | 'eventType' | 'count'>;

/** The contract's request for a table request in a mode (`now` places a preset period). */
export function eventListBody<M extends EventMode>(request: TableRequest<EventSort>, mode: M, now: number) {
  return {
    ...pagedRequestBody(request),
    mode,
    dateRange: eventDateRange(request.filters.period, request.filters.reported, now),
    ...eventFieldFilters(request.filters),
  };
}

/** The individual events' queryOptions for a table request: the loader and the table share it. */
export const eventPageQuery = (queries: Queries) => (request: TableRequest<EventSort>) =>
  mapQueryData(
    queries.Event_GetEventInspectionPageData(eventListBody(request, 'individual', Date.now())),
    // The contract's entityData, by mode: individual events are SecurityEvent rows.
    (reply) => ({ ...reply, entityData: reply.entityData as ApiSchema<'SecurityEvent'>[] }),
  );

/** The summary events' queryOptions for a table request. */
export const summaryPageQuery = (queries: Queries) => (request: TableRequest<SummarySort>) =>
  mapQueryData(
    queries.Event_GetEventInspectionPageData(eventListBody(request, 'summary', Date.now())),
    // Summary events are EventSummary rows.
    (reply) => ({ ...reply, entityData: reply.entityData as ApiSchema<'EventSummary'>[] }),
  );

/** The sort columns of a mode's list. */
type SortOf<M extends EventMode> = M extends 'summary' ? SummarySort : EventSort;

/**
 * The table request the URL's search describes, as the table asks it (the page size is the
 * tables' default): its sort is one of the mode's, the only ones the URL's validator keeps.
 */
export function eventTableRequest<M extends EventMode>(
  mode: M,
  search: EventSearch,
): TableRequest<SortOf<M>> {
  return tableRequestOf(urlDefinition(mode), search) as TableRequest<SortOf<M>>;
}
