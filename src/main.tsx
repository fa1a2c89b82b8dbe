import { createRouter, RouterProvider } from '@tanstack/react-router';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// queued tracking calls find their functions when a reload resumes them (setMutationDefaults)
import './features/player/tracking.mutations';
import { restoreClientState } from './lib/client-state';
import { persistOptions, resumeQueuedMutations } from './lib/persister';
import { queryClient } from './lib/query-client';
import { stringifySearch } from './lib/search-params';
import { listenForLogoutInOtherTabs } from './lib/shared-device-logout';
import { store } from './lib/store';
import { registerServiceWorker } from './lib/sw-registration';
import { routeTree } from './routeTree.gen';
import './ui/global.css';

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // React Query owns staleness; the router must not keep its own copy of preloaded data
  defaultPreloadStaleTime: 0,
  scrollRestoration: false,
  // tags[] as repeated keys, the bracket arrays of part 2 §2
  stringifySearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

registerServiceWorker();
// a logout in another tab clears this one too (shared devices)
listenForLogoutInOtherTabs();
// the first render must already know the stored login, or it would flash the guest view (and, offline, stay in it)
await restoreClientState();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={resumeQueuedMutations}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </JotaiProvider>
  </StrictMode>,
);
