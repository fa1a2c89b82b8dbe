import { atom } from 'jotai';
import type { Workbox } from 'workbox-window';
import { queryClient } from './query-client';
import { answersFromPage } from './server-state';
import { store } from './store';

/** True while a new build's service worker waits; ui/update-prompt.tsx offers to switch. */
export const updateAvailableAtom = atom(false);

let workbox: Workbox | null = null;

/**
 * Registers sw/sw.ts (built as /sw.js). Only in production builds: in `vite` dev a worker would
 * serve stale modules. A new version waits until the user agrees, so a page never runs two builds.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The first install claims the page too (clients.claim); that must not reload a page just opened.
  const hadController = navigator.serviceWorker.controller !== null;
  // called once the first screen has painted (main.tsx); workbox-window loads only then
  void import('workbox-window').then(({ Workbox }) => register(new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL }), hadController));
}

function register(wb: Workbox, controlled: boolean) {
  let hadController = controlled;
  workbox = wb;
  wb.addEventListener('waiting', () => store.set(updateAvailableAtom, true));
  // after an update (here or in another tab) the old page's lazy chunks are gone from the precache
  wb.addEventListener('controlling', () => {
    if (hadController) location.reload();
    else void cacheWhatLoadedBefore(wb);
    hadController = true;
  });
  // refused (a private window, a blocked worker): the site works, only not offline
  wb.register().catch((err: unknown) => console.warn('Service Worker nicht registriert', err));
  // classroom tablets keep one page open for days; the browser only looks for updates on navigation
  setInterval(() => void wb.update(), 60 * 60_000);
  void keepStorage();
}

/**
 * The web app manifest and the home-screen icon, linked once the first screen has painted (main.tsx): with the
 * links in index.html the browser fetched the manifest and its 192 px icon beside the first screen's scripts.
 * Installing needs them only later, and the browser looks at a manifest linked at any time.
 */
export function linkManifest(): void {
  for (const [rel, href] of [
    ['manifest', `${import.meta.env.BASE_URL}manifest.webmanifest`],
    ['apple-touch-icon', `${import.meta.env.BASE_URL}icons/icon-192.png`],
  ]) {
    if (document.head.querySelector(`link[rel="${rel}"]`)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}

/** "Jetzt aktualisieren": the waiting worker takes over, and `controlling` reloads the page. */
export function activateUpdate(): void {
  store.set(updateAvailableAtom, false);
  workbox?.messageSkipWaiting();
}

/**
 * The first visit's answers (the page's catalogue and CMS reads, its pictures) were fetched before the
 * worker controlled the page, so none of them is in its caches: a new device would lose its first page
 * once the HTTP cache expires. The worker is handed their URLs now and fetches them through its own
 * routes (workbox-routing's CACHE_URLS message); a URL without a route there (/api/me, orders, videos) is
 * left alone, so the worker's routes alone decide what is kept. The page itself is the precached shell.
 */
async function cacheWhatLoadedBefore(wb: Workbox) {
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(api|cms|media)\//.test(url.pathname))
    .map((url) => url.href);
  if (urlsToCache.length > 0) await wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set(urlsToCache)] } }).catch(() => undefined);
  // The answers the server put into the page were never fetched at all: asked once more, now through the worker,
  // its routes keep them like any other (the offline reload of a first page). /api/me is none of them.
  const fromPage = answersFromPage();
  if (fromPage.size > 0) await queryClient.refetchQueries({ predicate: (query) => fromPage.has(query.queryHash) }).catch(() => undefined);
}

/** Asks once that the browser not evict the offline app and its caches when space runs low. */
async function keepStorage() {
  if (!navigator.storage?.persist) return;
  if (await navigator.storage.persisted()) return;
  await navigator.storage.persist().catch(() => false);
}
