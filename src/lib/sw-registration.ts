import { reportUnreachable } from './connectivity';
import { queryClient } from './query-client';
import { answersFromPage } from './server-state';
import { handOverWith, loadedServerUrls, messageWorker, wasHandedOver, whenControlledHere } from './service-worker';
import { nextTask } from './when-idle';
import { UNREACHABLE_MESSAGE } from './connectivity-keys';

// What the app hears of the service worker, which the entry registered (service-worker.ts).

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
 * The worker's first install asks the page for what it loaded without it and keeps that before it ends, so an
 * active worker holds the page however soon the reader leaves (service-worker.ts, sw/first-install.ts): the answers
 * the server put into the page are asked once more for it, straight from the server as the worker is not in control
 * yet. Should the install have gone on without this page's answer (it waits a few seconds at most), the page hands
 * them over once the worker has taken it over (now, if it has). Called once the page's answers are in the query
 * cache (app.tsx): the install's question or the takeover may have come before the app started (which then starts
 * for that reason: main.tsx).
 */
export function keepWhatLoadedBefore(): void {
  handOverWith(askAnswersFromPageAgain);
  whenControlledHere(() => void (wasHandedOver() || cacheWhatLoadedBefore()));
}

/**
 * The first visit's answers (the page's catalogue and CMS reads, its pictures) were fetched before the
 * worker controlled the page, so none of them is in its caches: a new device would lose its first page
 * once the HTTP cache expires. The worker is handed their URLs now and fetches them through its own
 * routes (workbox-routing's CACHE_URLS message); a URL without a route there (/api/me, orders, videos) is
 * left alone, so the worker's routes alone decide what is kept. The page itself is the precached shell.
 */
async function cacheWhatLoadedBefore() {
  const urlsToCache = loadedServerUrls();
  // resolved by the worker's answer: workbox-routing answers CACHE_URLS once all are kept
  if (urlsToCache.length > 0) await messageWorker({ type: 'CACHE_URLS', payload: { urlsToCache } });
  // The answers the server put into the page were never fetched at all: asked once more, now through the worker,
  // its routes keep them like any other (the offline reload of a first page). /api/me is none of them.
  await askAnswersFromPageAgain();
}

/** Fetches the answers the server put into the page once more (through the worker once it controls the page). */
async function askAnswersFromPageAgain() {
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
