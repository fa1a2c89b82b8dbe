import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { keepPublicKey } from './features/access-codes/access-codes.public';
import { restoreClientState } from './lib/client-state';
import { queuedKindsOnDisk, restorePersistedCache, resumeQueuedMutations } from './lib/persister';
import { queryClient } from './lib/query-client';
import { applyServerState } from './lib/server-state';
import { endLocalSession, watchSession } from './lib/session';
import { watchStoryPackExpiry } from './features/story-packs/story-pack-expiry';
import { isPackCache } from './features/story-packs/story-packs.keys';
import { stopSavesUnderWay } from './features/story-packs/saves-under-way';
import { store } from './lib/store';
import { checkReachable } from './lib/connectivity';
import { hearServiceWorker, keepWhatLoadedBefore } from './lib/sw-registration';
import { nextTask, whenIdle } from './lib/when-idle';
import { createAppRouter } from './router';
import { isClassTablet } from './features/class-tablet/class-tablet.atoms';
import { SERVER_ONLY_ATTRIBUTE } from './shared/query-keys';
import { queuedCallModules } from './routes/-queued-calls';

hearServiceWorker();
// The libraries above were evaluated in one task; the router's set-up (its route tree, 10–15 ms on the two-core
// machine) comes in the next, so the device can paint and answer a tap between them (Total Blocking Time).
await nextTask();
const router = createAppRouter(queryClient);
// the modules of the calls a restored queue names load first, so each finds its function (routes/-queued-calls.ts)
await Promise.all((await queuedKindsOnDisk().catch(() => [])).map((kind) => queuedCallModules[kind]?.()));
// The router's first load must find what was seen before: the signed-in user (or the first render would
// flash the guest view, and offline stay in it) and the pages' answers, which its loaders read.
await Promise.all([restorePersistedCache(), restoreClientState()]);
// after the restore: a 401 or a logout in another tab ends the restored session, not an empty one; the saved
// stories' caches outlive it (they end by their own date, features/story-packs), a save under way does not
watchSession({ keepCache: isPackCache, beforeClear: stopSavesUnderWay });
// the answers the server put into the page are newer than the restored ones: the first screen asks nothing again
await applyServerState(() => endLocalSession());
keepWhatLoadedBefore();
// saved stories past their end go before anything could play them
await watchStoryPackExpiry();
// calls queued offline by the restored user are sent now if the network is there (else on `online`)
void resumeQueuedMutations();

/**
 * Marks <html> once the app has drawn the page or taken a server-drawn one over: before that, a click on the
 * server's HTML reaches no handler. Tests wait for it before they act (tests/e2e/helpers.ts appReady).
 */
function Ready() {
  useEffect(() => document.documentElement.setAttribute('data-app', 'ready'), []);
  return null;
}

const app = (
  <StrictMode>
    <Ready />
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </JotaiProvider>
  </StrictMode>
);
const root = document.getElementById('root')!;
// A page the server drew (src/server/site/ssr.ts) is taken over as it stands: the router first loads the route
// from the answers in the page (nothing is asked again), so the first render is the server's. The service worker's
// copy of the app (offline, later visits) is the empty frame and is drawn here, as is a 404 the server drew. A class
// tablet draws its own frame, which the server does not know of.
if (root.firstElementChild && !root.hasAttribute(SERVER_ONLY_ATTRIBUTE) && !isClassTablet()) {
  await router.load();
  // as the router's own hydration marks it: the server drew the matches without the Suspense boundary the
  // browser would add around them (Matches, Match), and the tree taken over must be the same
  router.ssr = { manifest: undefined };
  // the takeover is no navigation: a reader who scrolled the server's page keeps the place (the router would scroll
  // to the top as after a navigation, and a tap aimed at a link there would land on whatever took its place)
  router._scroll.n = false;
  // in a transition React takes the page over in slices of a few milliseconds between which the device paints and
  // answers input, instead of one long task (a slow tablet's Total Blocking Time, docs/performance.md)
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}

// Neither the check that the server answers nor the codes' public key is needed for the first picture; asked before
// it, they competed with the first screen's requests on a slow network. (The worker and the web app manifest are
// the entry's: main.tsx.)
whenIdle(() => {
  void checkReachable();
  keepPublicKey();
});
