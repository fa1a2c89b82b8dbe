import type { Workbox } from 'workbox-window';
import { HAND_OVER_MESSAGE, KEPT, type HandOverAnswer } from './hand-over-keys';

// The service worker from the page's side: its registration, a new build's worker waiting, and the first time it
// controls the page. No React and nothing of the app: the entry (main.tsx) registers the worker on every page, also
// on a drawn page the app has not taken over (yet); the app hears the rest (sw-registration.ts, ui/update-prompt.tsx).

// workbox-window registers the worker, tells of a waiting one and speaks to it. Its module is imported once the
// first screen has painted (registerServiceWorker runs when the page is idle), so the page's first picture does
// not wait for it.
let workbox: Workbox | null = null;

let updateWaiting = false;
const updateListeners = new Set<() => void>();

// the worker's first install took this page over (clients.claim): the page's earlier answers are not in its caches
let controlledHere = false;
const controlListeners = new Set<() => void>();

// the installing worker asked this page for what it loaded (sw/first-install.ts); the app starts for that, and hands
// over the answers the server put into the page by asking them once more (sw-registration.ts)
let askedToHandOver = false;
const askListeners = new Set<() => void>();
let askAgain: (() => Promise<void>) | null = null;
const askAgainListeners = new Set<(ask: () => Promise<void>) => void>();
// the worker said it kept what this page loaded: its takeover has nothing left to fetch
let handedOver = false;

/**
 * Registers sw/sw.ts (built as /sw.js). Only in production builds: in `vite` dev a worker would
 * serve stale modules. A new version waits until the user agrees, so a page never runs two builds.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  // The first install claims the page too (clients.claim); that must not reload a page just opened.
  let hadController = workers.controller !== null;
  workers.addEventListener('controllerchange', () => {
    // after an update (here or in another tab) the old page's lazy chunks are gone from the precache
    if (hadController) return location.reload();
    hadController = true;
    controlledHere = true;
    for (const listener of controlListeners) listener();
    controlListeners.clear();
  });
  workers.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    const port = event.ports[0];
    if (event.data?.type === HAND_OVER_MESSAGE && port) void handOver(port);
  });
  // called once the first screen has painted (main.tsx); the install's precache waits for the page's own load
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
  wb.addEventListener('waiting', () => {
    updateWaiting = true;
    for (const listener of updateListeners) listener();
  });
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
 * Calls `controlled` once the worker's first install has taken this page over (at once if it has): the page was
 * loaded without it, so nothing the page fetched is in the worker's caches, and its scripts are there now.
 */
export function whenControlledHere(controlled: () => void): void {
  if (controlledHere) controlled();
  else controlListeners.add(controlled);
}

/**
 * Calls `asked` once the worker's first install asked this page for what it loaded (at once if it has): the app
 * starts then, to ask the server's answers in the page once more (main.tsx).
 */
export function whenAskedToHandOver(asked: () => void): void {
  if (askedToHandOver) asked();
  else askListeners.add(asked);
}

/**
 * The app's part of the hand-over: `ask` fetches the answers the server put into the page once more, so that their
 * addresses are among the page's requests (sw-registration.ts).
 */
export function handOverWith(ask: () => Promise<void>): void {
  askAgain = ask;
  for (const listener of askAgainListeners) listener(ask);
  askAgainListeners.clear();
}

/** Whether the worker's first install kept what this page loaded. */
export const wasHandedOver = () => handedOver;

/** The same-origin server addresses this page asked for: what a worker that was not there yet has no copy of. */
export const loadedServerUrls = (): string[] => [
  ...new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /^\/(api|cms|media)\//.test(url.pathname))
      .map((url) => url.href),
  ),
];

async function handOver(port: MessagePort) {
  askedToHandOver = true;
  for (const listener of askListeners) listener();
  askListeners.clear();
  const ask = askAgain ?? (await new Promise<() => Promise<void>>((provided) => askAgainListeners.add(provided)));
  await ask().catch(() => undefined);
  port.onmessage = (event) => void (event.data === KEPT && (handedOver = true));
  port.postMessage({ urls: loadedServerUrls() } satisfies HandOverAnswer);
}

/** Whether a new build's worker waits; `onChange` hears when one starts to (useSyncExternalStore's pair). */
export const isUpdateWaiting = () => updateWaiting;
export function subscribeToUpdate(onChange: () => void): () => void {
  updateListeners.add(onChange);
  return () => void updateListeners.delete(onChange);
}

/** "Jetzt aktualisieren": the waiting worker takes over (sw/sw.ts), and `controllerchange` reloads the page. */
export function activateUpdate(): void {
  updateWaiting = false;
  for (const listener of updateListeners) listener();
  // sw/sw.ts takes SKIP_WAITING and answers nothing: the page waits for `controllerchange`, which reloads it
  workbox?.messageSkipWaiting();
}

/** A message to the active worker, answered through workbox-window (none while no worker is registered). */
export const messageWorker = (message: object): Promise<unknown> => workbox?.messageSW(message) ?? Promise.resolve(undefined);

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

/** Asks once that the browser not evict the offline app and its caches when space runs low. */
async function keepStorage() {
  if (!navigator.storage?.persist) return;
  if (await navigator.storage.persisted()) return;
  await navigator.storage.persist().catch(() => false);
}
