// The typed api client and its queryOptions factories, from the router context (typed once at
// the root), for components and features below the routes: `const { api, queries } = useApi()`.
// Mutations call `api.POST(...)` through unwrap()/unwrapSuccess() and invalidate by query key
// (`queryKeys.<area>...all`), never everything.
import { useRouteContext } from '@tanstack/react-router';

export function useApi() {
  return useRouteContext({ from: '__root__' });
}
