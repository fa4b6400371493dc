// /administration/user-activity: the audit log of the scope (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { tableRequestOf, tableSearchValidator } from '../../../components/paged-table/table-search';
import { activityPageQuery, activityTable } from '../../../features/user-activity/api/activity-table';
import { UserActivityList } from '../../../features/user-activity/components/UserActivityList';

export const Route = createFileRoute('/_authenticated/administration/user-activity')({
  validateSearch: tableSearchValidator(activityTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadPage(
      context.queryClient,
      { rows: [activityPageQuery(context.queries)(tableRequestOf(activityTable, deps))] },
      cause,
    ),
  component: UserActivityRoute,
});

function UserActivityRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <UserActivityList search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
