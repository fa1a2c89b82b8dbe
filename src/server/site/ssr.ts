import fs from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { DehydratedState } from '@tanstack/query-core';
import type { RenderedPage } from '../../shared/rendered-page';

/** entry-server.tsx's renderPage, as the build's render bundle exports it. */
export type PageRenderer = (url: string, seed: DehydratedState, ask: typeof fetch, publicUrl: string) => Promise<RenderedPage | null>;

/**
 * Where `npm run build` writes the server's render bundle (vite.config.ts, the --ssr build). `.mjs`: a build copied
 * out of the checkout has no package.json above it that makes a `.js` file a module.
 */
export const renderBundleOf = (dist: string) => path.join(dist, 'server', 'entry-server.mjs');

/** The bundle's own packages (jsdom) are found from the server's node_modules, wherever the build lies (render-bundle-hooks.js). */
let packagesFromServer = false;
function resolvePackagesFromServer(): void {
  if (packagesFromServer) return;
  packagesFromServer = true;
  register('./render-bundle-hooks.js', import.meta.url, { data: { server: import.meta.url } });
}

/** The first line of a failure: a missing package's error lists every module that required it. */
const firstLine = (err: unknown) => String((err as Error)?.message ?? err).split('\n')[0];

/**
 * The render bundle of the build in `dist`, imported once per build (the file's time in the address, so a new build
 * is a new module). Rejects with a German sentence when the build has none or it does not load: a production start
 * refuses to run without it (index.ts).
 */
export async function importRenderer(dist: string): Promise<PageRenderer> {
  const file = renderBundleOf(dist);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) throw new Error(`${file} fehlt: \`npm run build\` baut ihn (vite build und vite build --ssr), DIST_DIR nennt den ganzen Build`);
  resolvePackagesFromServer();
  try {
    const module = (await import(`${pathToFileURL(file).href}?v=${stat.mtimeMs}`)) as { renderPage: PageRenderer };
    return module.renderPage;
  } catch (err) {
    throw new Error(`${file} lädt nicht (${firstLine(err)})`, { cause: err });
  }
}

/**
 * The build's renderer, or none when it has no bundle or the bundle does not load: the pages are then served as the
 * empty frame the browser draws, as before server rendering; a bundle that fails to load is said once.
 */
export function loadRenderer(dist: string): Promise<PageRenderer | null> {
  if (!fs.existsSync(renderBundleOf(dist))) return Promise.resolve(null);
  return importRenderer(dist).catch((err: Error) => {
    console.warn(`Die Seiten werden nicht auf dem Server gezeichnet: ${err.message}.`);
    return null;
  });
}

// what the API may read of the browser's request: who it is (cookie), where it comes from (for the rate limits), its language
const PASSED_ON = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto', 'x-real-ip'];

/**
 * The render's way to the API: the request goes to the API app in-process, as if the browser had sent it, with
 * that browser's cookie and network (the node server's socket in `c.env`). Nothing else of the page request
 * (conditional or range headers, its Accept) is passed on.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono app, as site.ts takes it
export function askApi(api: { fetch: (request: Request, env?: any) => Response | Promise<Response> }, c: Context): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), c.req.url);
    const headers = new Headers(init?.headers);
    for (const name of PASSED_ON) {
      const value = c.req.header(name);
      if (value !== undefined && !headers.has(name)) headers.set(name, value);
    }
    return api.fetch(new Request(url, { ...init, headers }), c.env);
  };
}
