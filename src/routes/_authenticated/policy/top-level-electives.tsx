// /policy/top-level-electives: the blocks offered to the selected scope from above, the electives'
// table state in the URL. The loader starts the electives' first page and the effective policy
// (its mandatory blocks; the page shows their own loading state).
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { tableRequestOf, tableSearchValidator } from '../../../components/paged-table/table-search';
import { effectivePolicyQuery } from '../../../features/policy/api/effective-policy';
import { electivePageQuery, electiveTable } from '../../../features/policy/api/elective-table';
import { ElectivesPage } from '../../../features/policy/components/ElectivesPage';

export const Route = createFileRoute('/_authenticated/policy/top-level-electives')({
  validateSearch: tableSearchValidator(electiveTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadPage(
      context.queryClient,
      {
        rows: [electivePageQuery(context.queries)(tableRequestOf(electiveTable, deps))],
        more: [effectivePolicyQuery(context.queries)],
      },
      cause,
    ),
  component: function TopLevelElectivesRoute() {
    const navigate = Route.useNavigate();
    return (
      <ElectivesPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: next })} />
    );
  },
});
