/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isMediaIn, routePattern, serverPath } from '../src/lib/api-urls';
import { STREAMING_ENGINE_CACHE } from '../src/lib/cache-keys';
import { keepWhatPagesLoaded } from './first-install';
import { precacheShell } from './precache';
import { reportUnreachablePlugin } from './unreachable';
import './packs'; // saved stories answer offline (docs/offline.md#story-packs); first, so its story-detail route precedes the catalogue's

declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;

// The app shell (HTML, JS, CSS, icons, fonts) as vite-plugin-pwa lists it at build time: it is what
// makes the app open offline. Videos, attachments and teaser images are not in it (vite.config.ts). The first
// install then keeps what the open pages loaded without a worker, through the routes below.
const shell = precacheShell(self.__WB_MANIFEST, keepWhatPagesLoaded);
// a new build's shell replaces the old one instead of piling up next to it
cleanupOutdatedCaches();

// Every page of the single-page app is the same index.html; the router draws the page. Server paths
// are not pages: their answers (JSON, files, the live socket) must never be swapped for the shell.
// Written out: these are whole prefixes of the server (any path below them, routed or not), not routes.
registerRoute(
  new NavigationRoute(shell.createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/auth(\/|$)/, /^\/media(\/|$)/, /^\/cms(\/|$)/, /^\/live(\/|$)/],
  }),
);

// CMS content (menus, options, pages, news) is public and changes rarely: show the cached copy at
// once, even offline, and refresh it in the background. Draft previews must always be fresh.
registerRoute(
  // written out: the content API is WordPress' (a real one may answer, src/lib/api-client.ts CMS_BASE), not our typed routes
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && url.pathname.startsWith('/cms/wp-json/') && !url.pathname.includes('/preview/'),
  new StaleWhileRevalidate({
    cacheName: 'cms',
    plugins: [
      reportUnreachablePlugin,
      // an error page must not replace good content
      new CacheableResponsePlugin({ statuses: [200] }),
      // every search and page number is its own entry; keep the cache bounded
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Teaser and CMS pictures never change under the same file name (the width is in the name), so the
// cached copy is as good as the network's and saves the school's bandwidth. Status 0 admits an
// opaque answer should a picture come from a CDN later.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isMediaIn(['images', 'cms'], url.pathname),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// VHS, video.js' streaming engine, is not in the precache (vite.config.ts): only a story with an HLS ladder needs it.
// The player loads it when such a story opens, and that copy is kept here, so a story pack saved from that page plays
// offline (docs/offline.md#story-packs). Its name carries its build's hash: the newest two builds' copies are enough.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && /^\/assets\/videojs-http-streaming[^/]*\.js$/.test(url.pathname),
  new CacheFirst({
    cacheName: STREAMING_ENGINE_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 2, purgeOnQuotaError: true })],
  }),
);

// The public catalogue (story list pages, story details, similar stories, tags, image lists, the licences on
// offer) holds no personal data: fresh from the network when it answers within 4 s, else the last copy, so the overview
// and the stories a guest opened work offline (a guest's query cache is not persisted, src/lib/persister.ts).
// /api/me, orders, licences, codes, videos and every other /api read may be personal and are left to the
// network (and to the signed-in user's persisted query cache); writes are never cached or queued here.
const CATALOGUE = routePattern(
  serverPath('/api/boardstories'),
  serverPath('/api/boardstories/:idOrSlug'),
  serverPath('/api/similar-boardstories/:id'),
  serverPath('/api/tags'),
  serverPath('/api/images'),
  // /lizenzen seen once opens offline for a guest too
  serverPath('/api/licenses'),
);
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && CATALOGUE.test(url.pathname),
  new NetworkFirst({
    cacheName: 'catalogue',
    networkTimeoutSeconds: 4,
    plugins: [
      reportUnreachablePlugin,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
    ],
  }),
);

// Nothing else is routed: /auth, /live, videos, attachments and downloads go straight to the network.

// The app asks for the waiting worker to take over when the user clicks "Jetzt aktualisieren"
// (src/lib/sw-registration.ts); until then the running version keeps serving, so no page mixes two builds.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install controls the open page at once, so it works offline without a second visit.
clientsClaim();
