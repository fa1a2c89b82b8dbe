import { createRouter, RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepPublicKey } from './features/access-codes/access-codes.public';
import { restoreClientState } from './lib/client-state';
import { queuedKindsOnDisk, restorePersistedCache, resumeQueuedMutations } from './lib/persister';
import { queryClient } from './lib/query-client';
import { stringifySearch } from './lib/search-params';
import { applyServerState } from './lib/server-state';
import { endLocalSession, watchSession } from './lib/session';
import { watchStoryPackExpiry } from './features/story-packs/story-pack-expiry';
import { STORY_PACK_CACHE } from './features/story-packs/story-packs.keys';
import { store } from './lib/store';
import { checkReachable } from './lib/connectivity';
import { hearServiceWorker, linkManifest, registerServiceWorker } from './lib/sw-registration';
import { whenIdle } from './lib/when-idle';
import { routeTree } from './routeTree.gen';
import { queuedCallModules } from './routes/-queued-calls';
import './ui/global.css';

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // React Query owns staleness; the router must not keep its own copy of preloaded data
  defaultPreloadStaleTime: 0,
  scrollRestoration: false,
  // tags[] as repeated keys, the bracket arrays of docs/addresses.md#search-params
  stringifySearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

hearServiceWorker();
// the modules of the calls a restored queue names load first, so each finds its function (routes/-queued-calls.ts)
await Promise.all((await queuedKindsOnDisk().catch(() => [])).map((kind) => queuedCallModules[kind]?.()));
// The router's first load must find what was seen before: the signed-in user (or the first render would
// flash the guest view, and offline stay in it) and the pages' answers, which its loaders read.
await Promise.all([restorePersistedCache(), restoreClientState()]);
// after the restore: a 401 or a logout in another tab ends the restored session, not an empty one; the saved
// stories' cache outlives it (they end by their own date, features/story-packs)
watchSession({ keepCaches: [STORY_PACK_CACHE] });
// the answers the server put into the page are newer than the restored ones: the first screen asks nothing again
await applyServerState(() => endLocalSession());
// saved stories past their end go before anything could play them
await watchStoryPackExpiry();
// calls queued offline by the restored user are sent now if the network is there (else on `online`)
void resumeQueuedMutations();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);

// Neither the worker (offline use, kept first answers: sw-registration.ts), the codes' public key nor the web app
// manifest with its icon is needed for the first picture; asked before it, they competed with the first screen's
// requests on a slow network (the browser fetches a manifest and its icon as soon as the link is there; the
// build leaves the link out of index.html: vite.config.ts).
whenIdle(() => {
  void checkReachable();
  registerServiceWorker();
  keepPublicKey();
  linkManifest();
});
