// The sign-in page inside the router (/bff/login, guest only: the route sends a signed-in user
// on), reached by a navigation of the console (a logout, an expired session). A fresh load of
// /bff/login draws the same form without the router (src/app/sign-in-start.tsx).
import { Anchor } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import type { ApiClient } from '../api/client';
import type { Claim } from '../api/session-claims';
import { afterLoginPath } from './login-redirect';
import { toSession } from './session';
import { findSession, SESSION_QUERY_KEY } from './session-query';
import { signInSync } from './sign-in-sync-due';
import { SignInForm } from './SignInForm';
import { storedSelection } from './stored-selection';

export interface LoginPageProps {
  client: ApiClient;
  /** Where to go after sign-in; the `redirect` search parameter when not given. */
  redirectTo?: string;
}

export function LoginPage({ client, redirectTo }: LoginPageProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const searchRedirect = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>).redirect,
  });

  async function onSignedIn(claims: readonly Claim[]) {
    // The new session replaces whatever was cached (another user's, or none), from the claims
    // the sign-in's reply carries: no GET /bff/user after it.
    queryClient.setQueryData(SESSION_QUERY_KEY, toSession(claims, storedSelection.get().selectedRole));
    const session = await findSession(queryClient, client);
    // The shell loads the legacy server's dashboard once (SignInSyncFrame), never waited for.
    if (session?.sid) signInSync.markDue(session.sid);
    await router.navigate({ href: afterLoginPath(redirectTo ?? searchRedirect) });
  }

  return (
    <SignInForm
      client={client}
      onSignedIn={onSignedIn}
      forgotPasswordLink={(label) => (
        <Anchor component={Link} to="/password-reset" size="sm">
          {label}
        </Anchor>
      )}
    />
  );
}
