// /policy/home: the effective policy at the selected scope, its rules' table state in the URL.
// The loader starts the summary (the page shows its own loading state) and the rules' first page.
import { createFileRoute } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import { tableRequestOf, tableSearchValidator } from '../../../components/paged-table/table-search';
import { effectivePolicyQuery } from '../../../features/policy/api/effective-policy';
import { rulePageQuery, ruleTable } from '../../../features/policy/api/rule-table';
import { PolicyHome } from '../../../features/policy/components/PolicyHome';

export const Route = createFileRoute('/_authenticated/policy/home')({
  validateSearch: tableSearchValidator(ruleTable),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    loadPage(
      context.queryClient,
      {
        rows: [rulePageQuery(context.queries)(tableRequestOf(ruleTable, deps))],
        more: [effectivePolicyQuery(context.queries)],
      },
      cause,
    ),
  component: function PolicyHomeRoute() {
    const navigate = Route.useNavigate();
    return (
      <PolicyHome search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: next })} />
    );
  },
});
