// /event-inspection/{param}: the other views of the event inspection (summary-events: events
// folded by file and type); a {param} that names no view is not found.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadEventList, validateEventSearch } from '../../../features/events/api/event-route';
import { SUMMARY_VIEW } from '../../../features/events/api/event-links';
import { EventInspectionRoute } from '../../../features/events/components/EventInspectionRoute';

export const Route = createFileRoute('/_authenticated/event-inspection/$view')({
  validateSearch: validateEventSearch('summary'),
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ params }) => {
    if (params.view !== SUMMARY_VIEW) throw notFound();
  },
  loader: ({ context, deps, cause }) => loadEventList(context, 'summary', deps, cause),
  component: function EventView() {
    return <EventInspectionRoute mode="summary" search={Route.useSearch()} />;
  },
});
