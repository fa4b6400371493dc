// The authenticated shell: before each navigation to one of its pages the session is checked
// (GET /bff/user, cached between navigations); without one, the sign-in page. A path that is no
// page of the access table is the public not-found page, checked first so a guest sees it too.
// Then the one route guard (-guard.ts) decides from the access table: TanStack Router runs a
// parent's beforeLoad on every navigation, a change of child page included, so every location
// under the shell is guarded here, and the pages get the decision as `context.access`.
import { Outlet, createFileRoute, notFound, redirect, rootRouteId } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { loadConsoleMessages } from '../i18n/i18n';
import { prefetchUserSettings } from '../session/prefetch-user-settings';
import { ensureSession, findSession } from '../session/session-query';
import { companyChoicePending } from '../session/start-scope-runner';

export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    // The access table and the screens' English messages load with the shell, not on the
    // sign-in path (its size budget), both at once.
    // The session check goes out beside them (its reply is kept for ensureSession below).
    void findSession(context.queryClient, context.api);
    const [{ guardShell, isShellPath }] = await Promise.all([import('./-guard'), loadConsoleMessages()]);
    if (!isShellPath(location.pathname)) throw notFound({ routeId: rootRouteId });
    const session = await ensureSession(context.queryClient, context.api, location.href);
    // A company-level user of several companies chooses one first (and comes back here).
    if (companyChoicePending(session))
      throw redirect({ to: '/company-selection', search: { redirect: location.href }, replace: true });
    const { access } = guardShell(
      location.pathname,
      session.role,
      location.search as Record<string, unknown>,
    );
    return { session, access };
  },
  // The user's table settings start in the loader phase, in the same moment as the page's own
  // loader (loaders run side by side), so they join the page's request wave instead of opening one.
  loader: ({ context }) => prefetchUserSettings(context.queryClient, context.queries, context.session.sid),
  component: AuthenticatedShell,
});

function AuthenticatedShell() {
  const { api } = Route.useRouteContext();
  return (
    <AppLayout client={api}>
      <Outlet />
    </AppLayout>
  );
}
