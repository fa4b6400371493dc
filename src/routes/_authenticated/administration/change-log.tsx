// /administration/change-log: every change in the scope with its values before and after (the
// table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { tableRequestOf, tableSearchValidator } from '../../../components/paged-table/table-search';
import { changeLogPageQuery, changeLogTable } from '../../../features/history/api/change-log-table';
import { ChangeLogList } from '../../../features/history/components/ChangeLogList';

export const Route = createFileRoute('/_authenticated/administration/change-log')({
  validateSearch: tableSearchValidator(changeLogTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadPage(
      context.queryClient,
      { rows: [changeLogPageQuery(context.queries)(tableRequestOf(changeLogTable, deps))] },
      cause,
    ),
  component: ChangeLogRoute,
});

function ChangeLogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ChangeLogList search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
