// The generated query layer (src/gen/query-layer.gen.ts) over the console's client: its keys carry
// the scope headers each request will carry (the stored selection at the time), replies go
// through unwrap()/unwrapSuccess(). Loaders and components get it from the router context:
// `queryClient.ensureQueryData(queries.Company_GetCompanyList(params))`, `useMutation(mutations.X())`.
import {
  queryOptions,
  skipToken,
  type QueryFunction,
  type QueryKey,
  type SkipToken,
} from '@tanstack/react-query';
import {
  createMutations,
  createQueries,
  type Mutations,
  type Queries,
  type QueryLayerDeps,
} from '../gen/query-layer.gen';
import type { ApiClient } from './client';
import { scopeHeadersFor } from '../domain/scope-headers';
import type { ScopeSelection } from '../domain/scope-selection';
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

/**
 * A generated query with its reply mapped in the query function (not `select`: the tables'
 * exports call queryFn themselves). `part` names the mapped form in the key when it differs
 * from the reply, so the two are cached apart; without it the map must only narrow types.
 */
export function mapQueryData<TData, TOut, TKey extends QueryKey>(
  options: { queryKey: TKey; queryFn?: QueryFunction<TData, TKey> | SkipToken },
  map: (data: TData) => TOut,
  part?: string,
) {
  const { queryFn } = options;
  if (!queryFn || queryFn === skipToken) throw new Error('mapQueryData needs a query function.');
  const queryKey: readonly unknown[] =
    part === undefined ? [...options.queryKey] : [...options.queryKey, part];
  return queryOptions({
    queryKey,
    queryFn: async (context) => map(await queryFn({ ...context, queryKey: options.queryKey })),
  });
}
