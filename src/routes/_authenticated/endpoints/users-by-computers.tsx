// /endpoints/users-by-computers: who logged on to which computer (the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { tableRequestOf, tableSearchValidator } from '../../../components/paged-table/table-search';
import {
  computerUserPageQuery,
  computerUserTable,
} from '../../../features/endpoints/api/computer-user-table';
import { UsersByComputersPage } from '../../../features/endpoints/components/UsersByComputersPage';

export const Route = createFileRoute('/_authenticated/endpoints/users-by-computers')({
  validateSearch: tableSearchValidator(computerUserTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadPage(
      context.queryClient,
      { rows: [computerUserPageQuery(context.queries)(tableRequestOf(computerUserTable, deps))] },
      cause,
    ),
  component: function UsersByComputersRoute() {
    const navigate = Route.useNavigate();
    return (
      <UsersByComputersPage
        search={Route.useSearch()}
        onSearchChange={(next) => void navigate({ search: next })}
      />
    );
  },
});
