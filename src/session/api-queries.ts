// The generated query layer over a client, keyed by the current scope selection (the stored one
// plus the session's claim), made once per client; and the compositions the shell shares.
import type { ApiClient } from '../api/client';
import { createQueryLayer, type Queries, type QueryLayer } from '../api/query-layer';
import { currentScopeSelection } from './session-store';

const byClient = new WeakMap<ApiClient, QueryLayer>();

export function queryLayerFor(client: ApiClient): QueryLayer {
  let layer = byClient.get(client);
  if (!layer) {
    layer = createQueryLayer(client, () => currentScopeSelection());
    byClient.set(client, layer);
  }
  return layer;
}

export function apiQueriesFor(client: ApiClient): Queries {
  return queryLayerFor(client).queries;
}

/** GET /bff/config: where the legacy management server is; the same for the page's life. */
export const consoleConfigQuery = (queries: Queries) => ({
  ...queries.Bff_ConsoleConfig(),
  staleTime: Infinity,
});
