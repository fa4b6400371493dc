// /administration/policy-compare: a review against another review or against the policy as it
// stands (the two sides and the table's state in the URL).
import { createFileRoute } from '@tanstack/react-router';
import { loadCompare } from '../../../features/policy-review/compare/load-compare';
import { validateCompareSearch } from '../../../features/policy-review/compare/compare-search';
import { PolicyCompare } from '../../../features/policy-review/compare/PolicyCompare';

export const Route = createFileRoute('/_authenticated/administration/policy-compare')({
  validateSearch: validateCompareSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) => loadCompare(context, deps, cause),
  component: PolicyCompareRoute,
});

function PolicyCompareRoute() {
  const navigate = Route.useNavigate();
  return (
    <PolicyCompare search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: next })} />
  );
}
