// /event-inspection/{param}: the other views of the event inspection (summary-events: events
// folded by file and type); a {param} that names no view is not found.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadEventList } from '../../../features/events/api/event-route';
import { validateEventSearch } from '../../../features/events/api/event-search';
import { SUMMARY_VIEW } from '../../../features/events/api/event-links';
import { EventInspectionRoute } from '../../../features/events/components/EventInspectionRoute';
import { summaryTable } from '../../../features/events/api/event-table';
import { SaveFilterActions } from '../../../features/saved-filters/components/SaveFilterActions';

export const Route = createFileRoute('/_authenticated/event-inspection/$view')({
  validateSearch: validateEventSearch('summary'),
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ params }) => {
    if (params.view !== SUMMARY_VIEW) throw notFound();
  },
  // Imported with the route (no cells, no chunk to fetch first): the rows start with the shell's requests.
  loader: ({ context, deps, cause }) => loadEventList(context, 'summary', deps, cause),
  component: function EventView() {
    const search = Route.useSearch();
    // The saved filter actions: the view is this URL's (a saved filter opens it again).
    return (
      <EventInspectionRoute
        mode="summary"
        search={search}
        actions={<SaveFilterActions mode="summary" search={search} table={summaryTable} />}
      />
    );
  },
});
