// /bff/login: the sign-in page, guest only (spec section 2): a signed-in user is sent on to
// where they were going. On the sign-in budget path: keep its imports lean.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../session/LoginPage';
import { afterLoginPath } from '../../session/login-redirect';
import { findSession } from '../../session/session-query';

export const Route = createFileRoute('/bff/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ context, search }) => {
    const session = await findSession(context.queryClient, context.api);
    if (session) throw redirect({ href: afterLoginPath(search.redirect), replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { api } = Route.useRouteContext();
  return <LoginPage client={api} />;
}
