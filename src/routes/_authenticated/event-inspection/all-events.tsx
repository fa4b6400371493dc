// /event-inspection/all-events (the spec's shortcut): individual events, the table's state,
// every filter and the open event (`detail`) in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { validateEventSearch } from '../../../features/events/api/event-search';
import { EventInspectionRoute } from '../../../features/events/components/EventInspectionRoute';
import { SaveFilterActions } from '../../../features/saved-filters/components/SaveFilterActions';

export const Route = createFileRoute('/_authenticated/event-inspection/all-events')({
  validateSearch: validateEventSearch('individual'),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, cause }) => {
    // The loader's helpers load with the page, not with the sign-in page.
    const { loadEventList } = await import('../../../features/events/api/event-route');
    await loadEventList(context, 'individual', deps, cause);
  },
  component: function AllEvents() {
    const search = Route.useSearch();
    // The saved filter actions: the view is this URL's (a saved filter opens it again).
    return (
      <EventInspectionRoute
        mode="individual"
        search={search}
        actions={<SaveFilterActions mode="individual" search={search} />}
      />
    );
  },
});
