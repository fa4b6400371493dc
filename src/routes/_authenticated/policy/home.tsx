// /policy/home: the effective policy at the selected scope, its rules' table state in the URL.
// `?scope=<type>:<guid>` (the topology's links) first chooses that node as the scope, as the scope
// dialog would, then drops the param (the page then follows later scope changes); a param the
// validation or the session's scope tree does not accept leaves the selected scope.
// The loader starts the summary and the rules about to expire (the page shows their own loading
// states) and the rules' first page: one wave.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadPage } from '../../../api/route-loading';
import {
  tableRequestOf,
  tableSearchValidator,
  type TableSearch,
} from '../../../components/paged-table/table-search';
import { effectivePolicyQuery } from '../../../features/policy/api/effective-policy';
import { expiringRulesQuery } from '../../../features/policy/api/expiring-rules';
import { parseHomeScope, selectHomeScope, type HomeScope } from '../../../features/policy/api/home-scope';
import { rulePageQuery, ruleTable } from '../../../features/policy/api/rule-table';
import { PolicyHome } from '../../../features/policy/components/PolicyHome';
import { scopeStore } from '../../../scope/scope-store';

const validateRules = tableSearchValidator(ruleTable);

export const Route = createFileRoute('/_authenticated/policy/home')({
  validateSearch: (raw: Record<string, unknown>): TableSearch & { scope?: HomeScope } => {
    const scope = parseHomeScope(raw.scope);
    return scope ? { ...validateRules(raw), scope } : validateRules(raw);
  },
  loaderDeps: ({ search }) => search,
  beforeLoad: async ({ context, search }) => {
    if (!search.scope) return;
    const { scope, ...rest } = search;
    await selectHomeScope(scope, scopeStore, context.queryClient, context.queries, context.session.realRole);
    throw redirect({ to: '/policy/home', search: rest, replace: true });
  },
  loader: ({ context, deps, cause }) =>
    loadPage(
      context.queryClient,
      {
        rows: [rulePageQuery(context.queries)(tableRequestOf(ruleTable, deps))],
        more: [effectivePolicyQuery(context.queries), expiringRulesQuery(context.queries)],
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
