// The typed api client and the generated query layer, from the router context (typed once at the
// root), for components and features below the routes: `const { queries, mutations } = useApi()`.
// Reads are `useQuery(queries.<operationId>(params))`; writes `useMutation(mutations.<operationId>())`,
// which invalidate by the generated keys what the contract says they change, never everything.
import { useRouteContext } from '@tanstack/react-router';

export function useApi() {
  return useRouteContext({ from: '__root__' });
}
