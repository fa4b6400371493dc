// The generated query layer (src/gen/query-layer.gen.ts) over the console's client: its keys carry
// the scope headers each request will carry (the stored selection at the time), replies go
// through unwrap()/unwrapSuccess(). Loaders and components get it from the router context:
// `queryClient.ensureQueryData(queries.Company_GetCompanyList(params))`, `useMutation(mutations.X())`.
import {
  createMutations,
  createQueries,
  type Mutations,
  type Queries,
  type QueryLayerDeps,
} from '../gen/query-layer.gen';
import type { ApiClient } from './client';
import { scopeHeadersFor } from './scope-headers';
import type { ScopeSelection } from './scope-selection';
import { unwrap, unwrapSuccess } from './unwrap';

export {
  INVALIDATES,
  READ_OPERATIONS,
  TAGS,
  invalidateAfter,
  readKey,
  type Mutations,
  type Queries,
  type ReadOperationId,
  type WriteOperationId,
} from '../gen/query-layer.gen';

export interface QueryLayer {
  queries: Queries;
  mutations: Mutations;
}

export function createQueryLayer(client: ApiClient, getSelection: () => ScopeSelection): QueryLayer {
  const deps: QueryLayerDeps = {
    client,
    scopeFor: (path) => scopeHeadersFor(path, getSelection()),
    unwrap,
    unwrapSuccess,
  };
  return { queries: createQueries(deps), mutations: createMutations(deps) };
}
