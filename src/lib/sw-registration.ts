import { atom } from 'jotai';
import type { Workbox } from 'workbox-window';
import { reportUnreachable } from './connectivity';
import { queryClient } from './query-client';
import { answersFromPage } from './server-state';
import { store } from './store';
import { nextTask } from './when-idle';
import { UNREACHABLE_MESSAGE } from './connectivity-keys';

/** True while a new build's service worker waits; ui/update-prompt.tsx offers to switch. */
export const updateAvailableAtom = atom(false);

// workbox-window registers the worker, tells of a waiting one and speaks to it. Its module is imported once the
// first screen has painted (registerServiceWorker runs when the page is idle), so it costs the first load nothing.
let workbox: Workbox | null = null;

/**
 * A request the worker answered from its caches found Lesefunke unreachable: the page learns it too
 * (sw/unreachable.ts). Listened to before the page's first await: the worker answers the first screen's requests
 * (the CMS pages, the catalogue) and reports at once; the browser drops a message that finds no listener, and with
 * the server down and the Wi-Fi up that message is the page's only sign that it is offline.
 */
export function hearServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === UNREACHABLE_MESSAGE) reportUnreachable();
  });
}

/**
 * Registers sw/sw.ts (built as /sw.js). Only in production builds: in `vite` dev a worker would
 * serve stale modules. A new version waits until the user agrees, so a page never runs two builds.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  // The first install claims the page too (clients.claim); that must not reload a page just opened.
  let hadController = workers.controller !== null;
  // after an update (here or in another tab) the old page's lazy chunks are gone from the precache
  workers.addEventListener('controllerchange', () => {
    if (hadController) location.reload();
    else void cacheWhatLoadedBefore();
    hadController = true;
  });
  // called once the first screen has painted (app.tsx); the install's precache waits for the page's own load
  afterLoad(() => {
    void start().catch((err: unknown) => console.warn('Service Worker nicht registriert', err));
    void keepStorage();
  });
}

async function start() {
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  // a new build's worker that installed beside the active one waits (also one found waiting from an earlier
  // visit, or installed by another tab): the prompt offers it
  wb.addEventListener('waiting', () => store.set(updateAvailableAtom, true));
  // a browser that blocks workers may answer without one (Playwright's `serviceWorkers: 'block'` does); refused
  // (a private window), the site works, only not offline
  const reg = await wb.register();
  if (!reg) return;
  workbox = wb;
  // classroom tablets keep one page open for days; the browser only looks for updates on navigation
  setInterval(() => void wb.update().catch(() => undefined), 60 * 60_000);
}

const afterLoad = (run: () => void) => (document.readyState === 'complete' ? run() : window.addEventListener('load', run, { once: true }));

/**
 * The web app manifest and the home-screen icon, linked once the first screen has painted (app.tsx): with the
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

/** "Jetzt aktualisieren": the waiting worker takes over (sw/sw.ts), and `controllerchange` reloads the page. */
export function activateUpdate(): void {
  store.set(updateAvailableAtom, false);
  // sw/sw.ts takes SKIP_WAITING and answers nothing: the page waits for `controllerchange`, which reloads it
  workbox?.messageSkipWaiting();
}

/**
 * The first visit's answers (the page's catalogue and CMS reads, its pictures) were fetched before the
 * worker controlled the page, so none of them is in its caches: a new device would lose its first page
 * once the HTTP cache expires. The worker is handed their URLs now and fetches them through its own
 * routes (workbox-routing's CACHE_URLS message); a URL without a route there (/api/me, orders, videos) is
 * left alone, so the worker's routes alone decide what is kept. The page itself is the precached shell.
 */
async function cacheWhatLoadedBefore() {
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && /^\/(api|cms|media)\//.test(url.pathname))
    .map((url) => url.href);
  // resolved by the worker's answer: workbox-routing answers CACHE_URLS once all are kept
  if (urlsToCache.length > 0) await workbox?.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [...new Set(urlsToCache)] } });
  // The answers the server put into the page were never fetched at all: asked once more, now through the worker,
  // its routes keep them like any other (the offline reload of a first page). /api/me is none of them.
  const fromPage = answersFromPage();
  const queries = queryClient.getQueryCache().findAll({ predicate: (query) => fromPage.has(query.queryHash) });
  const asked: Promise<unknown>[] = [];
  for (const query of queries) {
    // each request is started in a task of its own: asked all at once (the front page holds eight answers), they
    // were one task of 20–35 ms on the two-core machine, in the middle of a first visit (its Total Blocking Time)
    await nextTask();
    asked.push(queryClient.refetchQueries({ queryKey: query.queryKey, exact: true }).catch(() => undefined));
  }
  await Promise.all(asked);
}

/** Asks once that the browser not evict the offline app and its caches when space runs low. */
async function keepStorage() {
  if (!navigator.storage?.persist) return;
  if (await navigator.storage.persisted()) return;
  await navigator.storage.persist().catch(() => false);
}
