// /endpoints/computers/{status}: the computers of the scope by status (all, active, inactive,
// online, offline; all is the spec's shortcut), one route for the five (computer-views.ts); the
// table's state in the URL.
import { createFileRoute } from '@tanstack/react-router';
import { computerViews } from '../../../../features/endpoints/api/computer-views';
import { ComputersPage } from '../../../../features/endpoints/components/ComputersPage';

const { validateSearch, loaderDeps, beforeLoad, loader } = computerViews.viewRoute('status');

export const Route = createFileRoute('/_authenticated/endpoints/computers/$status')({
  validateSearch,
  loaderDeps,
  beforeLoad,
  loader,
  component: function ComputersView() {
    const status = computerViews.viewOf(Route.useParams().status)!;
    const navigate = Route.useNavigate();
    return (
      <ComputersPage
        status={status}
        search={Route.useSearch()}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});
