// The session check before each authenticated page (spec section 2): GET /bff/user, cached
// between navigations, turned into a Session. No valid session (a 401, or any failure of the
// check: spec section 4) sends the user to the sign-in page.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { redirect, type AnyRouter } from '@tanstack/react-router';
import type { ApiClient } from '../api/client';
import { readKey } from '../api/query-layer';
import { unwrap } from '../api/unwrap';
import { LOGIN_PATH, safeReturnPath } from './login-redirect';
import { toSession, withSelectedRole, type Session } from './session';
import { sessionStore } from './session-store';
import { resolveStartScopeOnce } from './start-scope-runner';
import { storedSelection } from './stored-selection';

export type { Session };

/** The session's query key: under GET /bff/user's prefix, so invalidating that read hits it too. */
export const SESSION_QUERY_KEY = [...readKey('Bff_User'), 'session'] as const;

/** How long a checked session is trusted before the next navigation checks it again. */
export const SESSION_STALE_TIME_MS = 3 * 60_000;

export function sessionQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: async ({ signal }): Promise<Session> =>
      toSession(await unwrap(client.GET('/bff/user', { signal })), storedSelection.get().selectedRole),
    staleTime: SESSION_STALE_TIME_MS,
    // A 401 is an answer, not a glitch: no retries before the user is sent to sign in.
    retry: false,
  });
}

/** Where the session check sends a user without a session (LOGIN_PATH with the page to return to). */
export function loginRedirect(returnTo?: string) {
  const target = safeReturnPath(returnTo);
  const search = target ? { redirect: target } : {};
  return redirect<AnyRouter>({ to: LOGIN_PATH, search });
}

/** The session, or null when there is none (the check failed). Never throws. */
export async function findSession(queryClient: QueryClient, client: ApiClient): Promise<Session | null> {
  try {
    const session = await queryClient.fetchQuery(sessionQueryOptions(client));
    const current = withSelectedRole(session, storedSelection.get().selectedRole);
    sessionStore.set(current);
    return current;
  } catch {
    queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
    sessionStore.set(null);
    return null;
  }
}

/**
 * For an authenticated route's beforeLoad: the session (the start scope resolved once per page
 * load), or a thrown redirect to the sign-in page. `returnTo` is where to come back after sign-in
 * (the location's href).
 */
export async function ensureSession(
  queryClient: QueryClient,
  client: ApiClient,
  returnTo?: string,
): Promise<Session> {
  const session = await findSession(queryClient, client);
  if (!session) throw loginRedirect(returnTo);
  await resolveStartScopeOnce(queryClient, client, session);
  // The start may have dropped a stale selectedRole.
  const resolved = withSelectedRole(session, storedSelection.get().selectedRole);
  if (resolved !== session) queryClient.setQueryData(SESSION_QUERY_KEY, resolved);
  sessionStore.set(resolved);
  return resolved;
}
