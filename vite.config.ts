/// <reference types="vitest/config" />
import fs from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressDir } from './src/server/site/compression';

/**
 * The build's text files compressed once, as .br and .gz beside each file: the server hands them out by the
 * browser's Accept-Encoding (src/server/site/site.ts) instead of compressing the same bytes on every request,
 * and can afford brotli's strongest setting. Last of all, after vite-plugin-pwa has written sw.js.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'lesefunke:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const { files, raw, br } = precompressDir(outDir);
        this.info(`compressed ${files} files: ${(raw / 1000).toFixed(1)} kB → ${(br / 1000).toFixed(1)} kB brotli`);
      },
    },
  };
};

/**
 * index.html without the web app manifest's link that vite-plugin-pwa writes into it: the app links the manifest
 * once the first screen has painted (linkManifest in src/lib/sw-registration.ts). The plugin has no switch
 * for the link alone; without the manifest option it would not write manifest.webmanifest either.
 */
const lateManifestLink = (): Plugin => ({
  name: 'lesefunke:late-manifest-link',
  apply: 'build',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<link rel="manifest"[^>]*>/, ''),
  },
});

/**
 * index.html's comments are for the people who read it here: not sent with every page, whose HTML should fit a new
 * connection's first round trip (docs/performance.md#server-rendering).
 */
const withoutHtmlComments = (): Plugin => ({
  name: 'lesefunke:without-html-comments',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/[ \t]*<!--[\s\S]*?-->\n?/g, ''),
  },
});

/**
 * Hono's client writes a call's `cookie` option with Hono's cookie module (its checks, prefixes and signing around
 * the name=value pair), and carries that module into every first load (0.5 KB). A browser drops a Cookie header a
 * script sets, and the app passes no such option, so the browser build's client gets the encoded pair alone.
 */
const plainClientCookie = (): Plugin => ({
  name: 'lesefunke:plain-client-cookie',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === '../utils/cookie.js' && importer && /hono[\\/]dist[\\/]client[\\/]client\.js$/.test(importer) ? '\0plain-client-cookie' : undefined,
  load: (id) => (id === '\0plain-client-cookie' ? 'export const serialize = (name, value) => `${name}=${encodeURIComponent(value)}`;' : undefined),
});

/**
 * The modules of the "shell" chunk (below), one alternative a line so that a moved file changes one line:
 * route definitions without their route-private parts, the route tree, the router and the queued calls' loaders
 * (beside the route files and chunks they name they compress better than in the entry's own file, 0.4 KB), the lib
 * singletons but the lazy ones, every feature's query and atom modules but those of features whose pages load them,
 * and the frame's texts.
 */
const shellModules = new RegExp(
  [
    String.raw`src/routes/(?![^?]*/-components/)[^?]*\.tsx$`,
    String.raw`src/(routeTree\.gen|router|routes/-queued-calls)\.ts$`,
    // but the entry's own (when-idle, service-worker and its message keys: the "start" chunk below)
    String.raw`src/lib/(?!local-db-dexie|live\.|api-urls|define-mutation|when-idle|service-worker|hand-over-keys)[^?]*$`,
    // the queries of the stories, the code lookup and the licence administration: only pages and the code form use them
    String.raw`src/features/(?!order/|admin-orders/|story-packs/|player/|games/)(?!access-codes/access-codes\.q|boardstories/boardstories\.q|administration/administration\.q)[^/]+/[^/?]+\.(queries|atoms)\.ts$`,
    String.raw`src/features/access-codes/(access-codes\.public|pupil-session|offline/(code-key|load-offline-codes))\.ts$`,
    String.raw`src/features/story-packs/(story-pack-expiry|story-packs\.keys|saves-under-way)\.ts$`,
    String.raw`src/shared/domain/(texts|short-text|german-date)\.ts$`,
  ].join('|'),
);

/** The packages of the "runtime" chunk (below). */
const runtimePackages = /node_modules[\\/](react|react-dom|scheduler|@tanstack|jotai|use-sync-external-store)[\\/]/;
/**
 * Their modules that no first screen uses: the writes' hooks (a mutation module loads with its screen) and
 * useQueries (a few pages' own parts). Left to the bundler, they go with the chunks that import them.
 */
const laterLibraryModules = /@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|useQueries|queriesObserver)\.js$/;

const server = process.env.LESEFUNKE_SERVER ?? 'http://localhost:3000';

/** The server's test files that open the test database (directly or through the test app) or ask for the engine. */
const databaseTests = () =>
  (fs.readdirSync('src/server', { recursive: true }) as string[])
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `src/server/${file}`)
    .filter((file) => /openTestDatabase|createTestApp|LESEFUNKE_TEST_DATABASE/.test(fs.readFileSync(file, 'utf8')));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // one file per route in src/routes; each route's component is split into its own chunk, and its loader with it:
    // the route tree (every first load) then carries no page's loader nor what only a loader imports (~1 KB)
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    // the server's render bundle (src/entry-server.tsx into dist/server) is no web app: no worker, no precompressed copies
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // the app shows its own "new version" prompt (src/lib/sw-registration.ts registers the worker through workbox-window)
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        rollupFormat: 'iife',
        // the shell only: videos, attachments and teaser images are cached at run time, never precached
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        // and not the server's render bundle (dist/server), which no browser loads, nor VHS, the streaming engine of a
        // story with an HLS ladder (400 KB, a fifth of the shell): the worker keeps it once a player loaded it (sw/sw.ts)
        globIgnores: ['**/media/**', 'server/**', 'assets/videojs-http-streaming*'],
      },
      manifest: {
        id: '/',
        name: 'Lesefunke – Boardstories für Schule und Bibliothek',
        short_name: 'Lesefunke',
        description: 'Interaktive Bilderbuch-Geschichten mit Material und Spielen für Schule, Unterricht und Bibliothek.',
        lang: 'de',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#fffaf0',
        theme_color: '#e8590c',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          // Android crops a maskable icon to its own shape; the launcher and the splash screen each want their size
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    !isSsrBuild && plainClientCookie(),
    !isSsrBuild && lateManifestLink(),
    !isSsrBuild && withoutHtmlComments(),
    !isSsrBuild && precompress(),
  ],
  resolve: {
    alias: [
      // TanStack Store asks for the shim that brings its own useSyncExternalStore for React 17; React 19 has it, and the
      // package's plain build uses React's (0.2 KB less in every first load)
      { find: 'use-sync-external-store/shim/with-selector', replacement: 'use-sync-external-store/with-selector' },
      // VHS (loaded for HLS stories, use-video-js.ts) imports `video.js`: the core the player already runs, so it
      // registers there and the full build (core and VHS again) is never bundled
      { find: /^video\.js$/, replacement: 'video.js/core.es.js' },
    ],
  },
  server: {
    proxy: {
      ...Object.fromEntries(['/api', '/auth', '/cms', '/media'].map((p) => [p, { target: server }])),
      // the push socket (src/lib/live.ts); the server checks Origin against Host, both the dev server's here
      '/live': { target: server, ws: true },
    },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        copyPublicDir: false,
        // one file: the server imports each build's bundle under its own address (src/server/site/ssr.ts), and split
        // chunks would import the first build's entry again instead of their own; `.mjs` stays a module wherever the
        // build is copied to, with no package.json of ours above it
        rolldownOptions: { output: { codeSplitting: false, entryFileNames: '[name].mjs' } },
      }
    : {
    sourcemap: process.env.SOURCEMAP === '1',
    // the server reads which chunks each route's screen needs, to preload them with the page (src/server/site/route-assets.ts)
    manifest: true,
    chunkSizeWarningLimit: 900,
    // A lazy import names only its style sheets, not the chunks it imports in turn: the list of every lazy chunk's
    // files was 1 KB of the shell on every first load. The browser finds those chunks in the route's chunk itself,
    // one round trip later, while the router preloads a route on hover (defaultPreload 'intent') and an installed
    // app has them all in the service worker's precache. index.html keeps its preload links.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry (main.tsx) needs before the app, first (a group takes its modules' imports with it) and
            // apart from the app's chunks: Vite's helper behind every lazy import (in the shell, the entry imported
            // the shell for it and so evaluated every library before a server-drawn page's first paint), and the
            // waits for idle time and a person and the service worker's registration, which the app uses as well
            { name: 'start', test: /vite[\\/]preload-helper|src\/lib\/(when-idle|service-worker|hand-over-keys)\.ts$/ },
            // The runtime every page needs, as one file: left to itself the bundler cuts it into dozens of
            // small chunks shared with the lazy pages, and each compresses on its own (more bytes, more requests).
            // React stays on its 19.2 line (package.json "~19.2.9", patched alongside 19.3): 19.3's react-dom is
            // 7 KB more on the wire, for DOM properties and events this app does not use (the 120 KB first-load budget, docs/performance.md#budgets).
            { name: 'runtime', test: (id) => runtimePackages.test(id) && !laterLibraryModules.test(id) },
            // The app's part of every first load, likewise: the route definitions (their components are split
            // off by the router plugin, route-private `-components/` with them), the lib singletons and the query and atom modules (the mutation modules load with their screens, or
            // before a restored queue that names them: app.tsx). Only
            // modules the app's start (app.tsx) imports statically belong here; Dexie's module (local-db-dexie) and the story-pack
            // downloader (features/story-packs, but for its expiry watch, pure keys and list of saves under way: only when a pack is saved, removed or ends), the push socket (live, only
            // for a signed-in user), the pupil codes' signature check (access-codes/offline/ but its key: once a code is checked), the offline download helper and the order, admin-order and story-pack
            // modules (their pages load them) stay lazy, as do the query modules that only pages and the code form use
            // (the routes' loaders go with their components). The app's start (app.tsx) stays out too: it awaits lazy modules
            // that import the shell, and in one chunk that cycle hung a signed-in page load for good. The frame's
            // texts and the front page's news helpers (short-text, german-date) are in it: left to the bundler,
            // german-date went into story-parts, and the front page then loaded that chunk (4 KB) for one date.
            {
              name: 'shell',
              test: shellModules,
            },
            // The stories' queries, which the overview, the search, the story page and the watch list share: left to the
            // bundler they went with story-parts (below, which imports them), and the overview loaded those parts too
            { name: 'story-queries', test: /src\/features\/boardstories\/boardstories\.queries\.ts$/ },
            // The story page's own parts that a few other pages share (the bookmark star, the offline pack, the
            // licence holder, the player's texts): one request instead of five small ones on the product's main page
            {
              name: 'story-parts',
              test: /src\/features\/(bookmarks\/(components\/bookmark-toggle|bookmarks\.mutations)|boardstories\/use-licence-holder|story-packs\/components\/|player\/player-texts)/,
            },
          ],
        },
      },
    },
  },
  // The server's render draws with the browser build's libraries, not with the ones the server process would load
  // (its NODE_ENV is unset outside production): React and the router render development-only parts otherwise,
  // and the browser, taking the page over, finds a different tree. jsdom stays the server's own (entry-server.tsx),
  // found from the server's node_modules wherever the build lies (src/server/site/render-bundle-hooks.js).
  ...(isSsrBuild && { ssr: { noExternal: true, external: ['jsdom'] } }),
  define: {
    // the persisted query cache's buster (src/lib/persister.ts): a new build may change the shape of cached answers
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? Date.now().toString(36)),
    ...(isSsrBuild && { 'process.env.NODE_ENV': JSON.stringify('production') }),
  },
  test: {
    environment: 'node',
    // server tests each open an in-memory PGlite (or a database on the PostgreSQL server); two workers fit two cores
    maxWorkers: 2,
    testTimeout: 30_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'] } },
      // with TEST_DATABASE_URL (.ci/run starts a server) the server tests that open a database run once more on
      // real PostgreSQL, the engine of DATABASE_URL (src/server/testing/test-database.ts); the others (pure rules,
      // spawned PGlite servers) would only repeat themselves
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { name: 'postgres', include: databaseTests(), env: { LESEFUNKE_TEST_DATABASE: 'postgres' } } }]
        : []),
    ],
  },
}));
