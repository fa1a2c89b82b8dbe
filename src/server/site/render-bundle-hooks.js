// Node's module resolution hooks for the render bundle (ssr.ts registers them). The bundle leaves a few packages
// to the server (jsdom: vite.config.ts), and Node looks for them in node_modules above the bundle's file: a build
// copied out of the checkout (DIST_DIR=/srv/lesefunke/dist) would find none. So a package the bundle imports
// is found from the server's own location, the node_modules it was built with, wherever the build lies.
// Plain JavaScript: Node loads hooks in a thread of their own, before and without tsx.

/** The server's module (ssr.ts) that the bundle's packages are resolved from. */
let server;

/** @param {{ server: string }} data */
export function initialize(data) {
  server = data.server;
}

/** A package name (`jsdom`, `@scope/name/sub`): no relative or absolute path, no URL scheme (`node:`, `file:`). */
const isPackage = (specifier) => !/^[./]/.test(specifier) && !/^[a-z][a-z\d+.-]*:/i.test(specifier);

/** The render bundle of any build: `<DIST_DIR>/server/entry-server.mjs`, with or without its version query. */
const isRenderBundle = (url) => url !== undefined && url.startsWith('file:') && new URL(url).pathname.endsWith('/server/entry-server.mjs');

/**
 * @param {string} specifier
 * @param {{ parentURL?: string }} context
 * @param {(specifier: string, context: object) => Promise<object>} nextResolve
 */
export function resolve(specifier, context, nextResolve) {
  if (isPackage(specifier) && isRenderBundle(context.parentURL)) return nextResolve(specifier, { ...context, parentURL: server });
  return nextResolve(specifier, context);
}
