// The console: the router (every route, the query layer, the shell) mounted in the page. A lazy
// chunk of the entry: a fresh load of the sign-in page paints and signs in without it
// (sign-in-start.tsx), and imports it once the user is signed in.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import type { Claim } from '../api/session-claims';
import { installChunkLoadFailureHandling } from '../components/errors/chunk-load-failures';
import { installUncaughtErrorLogging } from '../components/errors/uncaught-error-logging';
import { toSession } from '../session/session';
import { findSession, SESSION_QUERY_KEY } from '../session/session-query';
import { signInSync } from '../session/sign-in-sync-due';
import { storedSelection } from '../session/stored-selection';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router';

export interface ConsoleStart {
  /** GET /bff/user's claims, already read by the sign-in page: the session check asks no more. */
  claims?: readonly Claim[];
  /** The user has just signed in: the legacy session sync is due (SignInSyncFrame). */
  signedIn?: boolean;
}

export async function startConsole(container: HTMLElement, start: ConsoleStart = {}): Promise<void> {
  const router = createAppRouter();
  const { queryClient, api } = router.options.context;
  installUncaughtErrorLogging({ client: api });
  installChunkLoadFailureHandling({ client: api });
  if (start.claims) {
    queryClient.setQueryData(SESSION_QUERY_KEY, toSession(start.claims, storedSelection.get().selectedRole));
    const session = await findSession(queryClient, api);
    if (start.signedIn && session?.sid) signInSync.markDue(session.sid);
  }
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
