// The router's context, typed once at the root (__root.tsx) and filled by src/app/router.ts:
// every loader and beforeLoad gets the query client, the typed api client and the generated
// queryOptions and mutationOptions factories (src/gen/query-layer.gen.ts). It lives here (a
// file the route generator ignores: "-" prefix) because routes may not import src/app.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client';
import type { Mutations, Queries } from '../api/query-layer';

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  queries: Queries;
  mutations: Mutations;
}
