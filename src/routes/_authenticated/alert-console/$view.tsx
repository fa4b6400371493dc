// /alert-console/{view}: the alert console's tabs (unresolved, inreview, resolved, all), one
// route for the four (alert-views.ts); the table's state in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { alertViews } from '../../../features/alerts/api/alert-views';
import { AlertConsole } from '../../../features/alerts/components/AlertConsole';

const { validateSearch, loaderDeps, beforeLoad, loader } = alertViews.viewRoute();

export const Route = createFileRoute('/_authenticated/alert-console/$view')({
  validateSearch,
  loaderDeps,
  beforeLoad,
  loader,
  component: function AlertConsoleView() {
    const view = alertViews.viewOf(Route.useParams().view)!;
    const navigate = Route.useNavigate();
    return (
      <AlertConsole
        view={view}
        search={Route.useSearch()}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});
