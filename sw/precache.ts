/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/** Shell files asked for at once: what a browser opens to one host anyway (six HTTP/1.1 connections). */
const PRECACHE_AT_ONCE = 6;

/**
 * The app shell, precached and answered as `precacheAndRoute` does, but fetched six files at a time; `installed` runs
 * once it is stored, within the install. Workbox asks for
 * one file after the other (workbox#2528: hundreds in flight made Chrome fail requests), and the shell is some 170
 * files: on a school's Wi-Fi at 100 ms a request the first visit took 17 s before it opened offline (4–5 s against
 * the local test server). The files go into Workbox's own cache under its own keys first; its install then finds
 * each there (PrecacheStrategy answers a cached entry without asking the network), so a file that failed here is
 * asked for again by Workbox, whose failure fails the install as before, and the clean-up on activation stays its own.
 */
export function precacheShell(entries: (PrecacheEntry | string)[], installed: (event: ExtendableEvent) => Promise<void>): PrecacheController {
  const precache = new PrecacheController();
  precache.addToCacheList(entries);
  registerRoute(new PrecacheRoute(precache));
  // Workbox's install extends the event from within this one's lifetime, which the spec allows while it is pending;
  // `installed` comes after the shell, whose scripts a page's app may then load from the HTTP cache
  self.addEventListener('install', (event) => event.waitUntil(fill(precache).then(() => precache.install(event)).then(() => installed(event))));
  self.addEventListener('activate', precache.activate);
  return precache;
}

async function fill(precache: PrecacheController) {
  const cache = await caches.open(precache.strategy.cacheName);
  const todo = [...precache.getURLsToCacheKeys()];
  const next = async (): Promise<void> => {
    const [url, cacheKey] = todo.shift() ?? [];
    if (!url || !cacheKey) return;
    try {
      if (!(await cache.match(cacheKey))) {
        // as Workbox asks: a file named with a revision (not by its hash) past the HTTP cache
        const response = await fetch(url, { credentials: 'same-origin', cache: cacheKey === url ? 'default' : 'reload' });
        // anything else (an error, a redirect) is left to Workbox's own request and its rules
        if (response.ok && !response.redirected) await cache.put(cacheKey, response);
      }
    } catch {
      // offline or refused: Workbox asks for it again and decides
    }
    return next();
  };
  await Promise.all(Array.from({ length: PRECACHE_AT_ONCE }, next));
}
