// company-selection: outside the shell, authentication required (spec section 2). A company-level
// user with one company has nothing to choose and is sent on at once; Partner and Global admins
// may open it to pick a company.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadPage } from '../api/route-loading';
import { PagePending } from '../components/layout/PagePending';
import { CompanySelectionPage } from '../features/account/company-selection/CompanySelectionPage';
import { isCompanyLevel } from '../features/account/company-selection/company-choices';
import { loadConsoleMessages } from '../i18n/i18n';
import { apiQueriesFor } from '../session/api-queries';
import { afterLoginPath, HOME_PATH } from '../session/login-redirect';
import { ensureSession } from '../session/session-query';

const COMPANY_SELECTION_PATH = '/company-selection';

/** Where a choice leads: the page asked for (never this one again), else the dashboard. */
const targetOf = (redirectTo: string | undefined): string => {
  const target = afterLoginPath(redirectTo);
  return target.split(/[?#]/, 1)[0] === COMPANY_SELECTION_PATH ? HOME_PATH : target;
};

export const Route = createFileRoute('/company-selection')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context, location, search }) => {
    const [session] = await Promise.all([
      ensureSession(context.queryClient, context.api, location.href),
      loadConsoleMessages(),
    ]);
    return { session, target: targetOf(search.redirect) };
  },
  loader: async ({ context }) => {
    const queries = apiQueriesFor(context.api);
    await loadPage(context.queryClient, {
      needed: [queries.User_GetUserClaimsInformation(), queries.Company_GetScopeTree()],
    });
    const role = context.session.realRole;
    if (role === null || !isCompanyLevel(role)) return;
    const claims = context.queryClient.getQueryData(queries.User_GetUserClaimsInformation().queryKey);
    if ((claims?.entityData.companies.length ?? 0) <= 1)
      throw redirect({ href: context.target, replace: true });
  },
  pendingComponent: PagePending,
  component: CompanySelection,
});

function CompanySelection() {
  const { api, target } = Route.useRouteContext();
  return <CompanySelectionPage client={api} target={target} />;
}
