// /event-inspection/{view}: the event inspection's views (all-events, the spec's shortcut, and
// summary-events), one route for both (event-views.ts); the table's state, every filter and the
// open event (`detail`) in the URL; a {view} that names no view is not found.
import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { eventSearchOf, eventViews, modeOf } from '../../../features/events/api/event-views';
import { eventTable, summaryTable } from '../../../features/events/api/event-table';
import { EventInspection } from '../../../features/events/components/EventInspection';
import { SaveFilterActions } from '../../../features/saved-filters/components/SaveFilterActions';

// Imported with the route (no cells, no chunk to fetch first): the rows start with the shell's requests.
const { validateSearch, loaderDeps, beforeLoad, loader } = eventViews.viewRoute();

export const Route = createFileRoute('/_authenticated/event-inspection/$view')({
  validateSearch,
  loaderDeps,
  beforeLoad,
  loader,
  component: function EventInspectionView() {
    const view = eventViews.viewOf(Route.useParams().view)!;
    const routeSearch = Route.useSearch();
    const search = useMemo(() => eventSearchOf(view, routeSearch), [view, routeSearch]);
    const navigate = Route.useNavigate();
    const mode = modeOf(view);
    // The saved filter actions: the view is this URL's (a saved filter opens it again).
    return (
      <EventInspection
        view={view}
        search={search}
        onSearchChange={(next) => void navigate({ search: next })}
        actions={
          <SaveFilterActions
            mode={mode}
            search={{ ...search }}
            table={mode === 'individual' ? eventTable : summaryTable}
          />
        }
      />
    );
  },
});
