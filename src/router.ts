import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { stringifySearch } from './lib/search-params';
import { routeTree } from './routeTree.gen';

/**
 * The app's router, one per browser tab (main.tsx) and one per server render (entry-server.tsx, on a memory history
 * of the request's address): the same routes, loaders and search handling on both sides, so the page the server
 * drew is the page the browser takes over.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns staleness; the router must not keep its own copy of preloaded data
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    // tags[] as repeated keys, the bracket arrays of docs/addresses.md#search-params
    stringifySearch,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
