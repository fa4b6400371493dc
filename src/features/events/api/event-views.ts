// The event inspection's views (spec section 2: /event-inspection/{param}): individual events
// (all-events, the spec's shortcut) and summary events (summary-events) over
// Event/GetEventInspectionPageData, one `$view` route. Imported with the route, so nothing here
// imports the tables' cells: the rows start in the same wave as the shell's requests. The tabs
// have no counts; the loader asks for the page and, when the URL opens an event, the event.
// Another tab keeps the search and the filters (sort, page and open event are a list's own).
import { defineListViews } from '../../../components/paged-table/list-views';
import type { TableSearch } from '../../../components/paged-table/table-search';
import { eventPageQuery, eventTableRequest, summaryPageQuery } from './event-request';
import { urlDefinition, validateEventSearch, type EventMode, type EventSearch } from './event-search';

const MODES = { 'all-events': 'individual', 'summary-events': 'summary' } as const;

export type EventView = keyof typeof MODES;

/** The list a view shows. */
export const modeOf = (view: EventView): EventMode => MODES[view];

export const eventViews = defineListViews({
  base: '/event-inspection',
  labelKey: 'events.tabs',
  views: [
    { id: 'all-events', labelKey: 'events.mode.individual' },
    { id: 'summary-events', labelKey: 'events.mode.summary' },
  ],
  table: (view) => urlDefinition(modeOf(view)),
  search: { any: validateEventSearch('any'), view: (view) => validateEventSearch(modeOf(view)) },
  carry: (search) => ({
    ...(search.search ? { search: search.search } : {}),
    ...(search.filters ? { filters: search.filters } : {}),
  }),
  pageQuery: (queries, view, search) =>
    view === 'all-events'
      ? eventPageQuery(queries)(eventTableRequest('individual', search))
      : summaryPageQuery(queries)(eventTableRequest('summary', search)),
  moreQueries: (queries, view, search) =>
    view === 'all-events' && search.detail
      ? [queries.Event_GetEventDetail({ eventId: Number(search.detail) })]
      : [],
});

/** A view's search from the route's, with the notice of what the URL asked and the view left out. */
export const eventSearchOf = (view: EventView, search: TableSearch): EventSearch =>
  eventViews.searchOf(view, search);
