// The router: the generated route tree (code-split routes), the context every route gets,
// preloading on intent. The api client's error handler navigates with this same router.
import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { withRouteChunkDeadlines } from '../components/errors/chunk-load-failures';
import { createAppApi } from './api';
import { createAppQueryClient } from './query-client';
import { routeTree } from './routeTree.gen';

export function createAppRouter(options: { queryClient?: QueryClient; history?: RouterHistory } = {}) {
  const queryClient = options.queryClient ?? createAppQueryClient();
  const { api, queries, mutations } = createAppApi((to) => {
    void router.navigate({ href: to });
  });
  const router = createRouter({
    routeTree,
    history: options.history ?? createBrowserHistory(),
    context: { queryClient, api, queries, mutations },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which decides freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  // Spec section 9: a lazy route chunk gets 120 s to load.
  withRouteChunkDeadlines(Object.values(router.routesById));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
