// The console's api client and the generated query and mutation factories, wired to the session
// and the scope: every /restapi request reads the stored scope (headers) and the session (sid,
// email), and the error catalogue's outcomes are performed by the error handler, which
// navigates with the router.
import { createApiClient, type ApiClient } from '../api/client';
import type { Mutations, Queries } from '../api/query-layer';
import { createErrorOutcomeHandler } from '../components/errors/error-outcome-handler';
import { scopeStore } from '../scope/scope-store';
import { queryLayerFor } from '../session/api-queries';
import { sessionStore } from '../session/session-store';

export interface AppApi {
  api: ApiClient;
  queries: Queries;
  mutations: Mutations;
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
  return { api, ...queryLayerFor(api) };
}
