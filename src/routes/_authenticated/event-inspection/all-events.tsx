// /event-inspection/all-events (the spec's shortcut): individual events, the table's state,
// every filter and the open event (`detail`) in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { loadEventList } from '../../../features/events/api/event-route';
import { validateEventSearch } from '../../../features/events/api/event-search';
import { EventInspectionRoute } from '../../../features/events/components/EventInspectionRoute';
import { eventTable } from '../../../features/events/api/event-table';
import { SaveFilterActions } from '../../../features/saved-filters/components/SaveFilterActions';

export const Route = createFileRoute('/_authenticated/event-inspection/all-events')({
  validateSearch: validateEventSearch('individual'),
  loaderDeps: ({ search }) => search,
  // Imported with the route (no cells, no chunk to fetch first): the rows start with the shell's requests.
  loader: ({ context, deps, cause }) => loadEventList(context, 'individual', deps, cause),
  component: function AllEvents() {
    const search = Route.useSearch();
    // The saved filter actions: the view is this URL's (a saved filter opens it again).
    return (
      <EventInspectionRoute
        mode="individual"
        search={search}
        actions={<SaveFilterActions mode="individual" search={search} table={eventTable} />}
      />
    );
  },
});
