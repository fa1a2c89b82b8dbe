import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { stringifySearch } from './lib/search-params';
import { routeTree } from './routeTree.gen';
import { RouteErrorPage } from './ui/error-pages';

/**
 * The app's router, one per browser tab (app.tsx) and one per server render (entry-server.tsx, on a memory history
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
    // a route that failed shows its error page inside the frame, drawn the same on the server and in the browser
    defaultErrorComponent: RouteErrorPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
