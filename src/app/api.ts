// The console's api client and query factories, wired to the session and the scope: every
// /restapi request reads the stored scope (headers) and the session (sid, email), and the error
// catalogue's outcomes are performed by the error handler, which navigates with the router.
import { createApiClient, type ApiClient } from '../api/client';
import type { ApiQueries } from '../api/queries';
import { createErrorOutcomeHandler } from '../components/errors/error-outcome-handler';
import { scopeStore } from '../scope/scope-store';
import { apiQueriesFor } from '../session/api-queries';
import { sessionStore } from '../session/session-store';

export interface AppApi {
  api: ApiClient;
  queries: ApiQueries;
}

/** `navigate` is called only after start-up, once the router exists. */
export function createAppApi(navigate: (to: string) => void): AppApi {
  const errors = createErrorOutcomeHandler({ navigate });
  const api = createApiClient({
    getSelection: () => scopeStore.getSelection(),
    getSession: () => sessionStore.facts(),
    isDialogOpen: errors.isDialogOpen,
    onErrorOutcome: errors.onErrorOutcome,
  });
  return { api, queries: apiQueriesFor(api) };
}
