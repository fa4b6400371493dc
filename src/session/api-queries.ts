// The api's queryOptions factories over a client, keyed by the current scope selection (the
// stored one plus the session's claim), made once per client.
import type { ApiClient } from '../api/client';
import { createApiQueries, type ApiQueries } from '../api/queries';
import { currentScopeSelection } from './session-store';

const byClient = new WeakMap<ApiClient, ApiQueries>();

export function apiQueriesFor(client: ApiClient): ApiQueries {
  let queries = byClient.get(client);
  if (!queries) {
    queries = createApiQueries(client, () => currentScopeSelection());
    byClient.set(client, queries);
  }
  return queries;
}
