import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type Hono as HonoApp } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { liveToken } from '../live/token';
import { sessionCookieOf, setSignedInHint, SIGNED_IN_HINT } from '../http/session-cookie';
import { findSessionUser } from '../services/sessions';
import { matchRoute, readAppRoutes, type AppRoute } from './app-routes';
import { compressAnswers, varyOnEncoding } from './compression';
import { pageData } from './page-data';
import { CMS_PREFIX, isExternalCms } from '../cms/proxy';
import type { SiteUrls } from '../cms/cms-mapping';
import { wordPressLookup } from '../cms/wp-lookup';
import { redirectTarget } from '../../shared/domain/redirects';
import { robotsTxt, sitemapXml } from './seo';
import { renderShell } from './shell';
import { currentBuild } from './build';
import { askApi } from './ssr';
import { guestPages } from './guest-pages';

/**
 * The pages the server draws for a guest (README: pages drawn on the server): the public ones and a path no route
 * takes (the 404 page). The others (account, administration, order, sign-up and token links, the class tablet)
 * are the signed-in user's or a link's own and their screens act in the browser: the browser draws them, as before.
 */
const SERVER_DRAWN = new Set(['/', '/boardstories', '/boardstory/$idOrSlug/{-$accessCode}', '/$slug', '/$category/$slug', '/aktuelles', '/blog', '/lizenzen', '/search']);
const serverDrawn = (route: string | undefined) => route === undefined || SERVER_DRAWN.has(route);

export type SiteDeps = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono app: the API's own type does not matter here
  api: HonoApp<any, any, any>;
  db: Db;
  config: Pick<Config, 'secret' | 'cmsBase' | 'publicUrl'>;
  /** The built app (vite build): index.html, the hashed assets with their .br/.gz beside them, sw.js. */
  dist: string;
  /** Where the assets of every build served stay for a while after a new build replaced them (build.ts); none: not kept. */
  keptAssets?: string;
  routes?: AppRoute[];
};

/**
 * Everything the server answers: the API, the build's files and the app's pages. Text goes out compressed: the
 * build's files as compressed once by the build, the answers made per request on the fly (compression.ts).
 */
export function createSite({ api, db, config, dist, keptAssets, routes = readAppRoutes() }: SiteDeps) {
  // a new build in dist is taken up without a restart (build.ts)
  const build = currentBuild(dist, keptAssets);
  const fromKept = keptAssets ? serveStatic({ root: path.relative(process.cwd(), keptAssets), precompressed: true }) : undefined;
  // the built-in content service's addresses for the page data; a WordPress behind CMS_BASE is asked by the browser
  const cms: SiteUrls | null = isExternalCms(config.cmsBase) ? null : { site: config.publicUrl, api: `${config.publicUrl}${CMS_PREFIX}` };
  // …of which the server asks only whether a page or post exists (404) and what the sitemap lists
  const wordpress = cms ? undefined : wordPressLookup(config.cmsBase);

  const kept = guestPages();
  const page = async (c: Context) => {
    const session = sessionCookieOf(c);
    const url = new URL(c.req.url);
    const address = url.pathname + url.search;
    const hit = session ? undefined : kept.get(address, build().template);
    if (hit) return c.html(hit.html, hit.status, { 'Cache-Control': 'private, no-cache', Vary: 'Cookie', 'Server-Timing': 'cache;desc=hit' });
    const user = session ? await findSessionUser(db, session) : null;
    // a session from before the readable hint existed gets it now, so its pages keep asking /api/me
    if (user && !getCookie(c, SIGNED_IN_HINT)) setSignedInHint(c, config.publicUrl);
    const match = matchRoute(routes, url.pathname);
    const data = await pageData(db, user, match, url.searchParams, cms, wordpress);
    const { template, routeAssets, render } = build();
    const assets = data.status === 200 ? routeAssets(match?.file) : undefined;
    // the page drawn as the browser would draw it (ssr.ts); a failed render leaves the browser to draw it
    // a signed-in user's pages are drawn by the browser, as before: their screens act on the session at once, and
    // their service worker answers every later visit with the frame anyway (README: pages drawn on the server)
    const renderer = !user && serverDrawn(match?.route) ? await render : null;
    const started = performance.now();
    const rendered = await renderer?.(address, data.state, askApi(api, c), config.publicUrl).catch((err: unknown) => {
      console.error('Serverseitiges Rendern fehlgeschlagen:', url.pathname, err);
      return null;
    });
    // what drawing the page cost, for the benchmark and the browser's developer tools (docs/performance.md#server-rendering)
    if (renderer) c.header('Server-Timing', `render;dur=${(performance.now() - started).toFixed(1)}`);
    const html = renderShell(template, { csrfToken: session ? liveToken(config.secret, session) : '', data, assets, rendered: rendered ?? undefined });
    if (!session && rendered) kept.keep(address, template, html, data.status);
    // The page carries who is signed in: no shared cache may keep it or hand a guest's page to a signed-in
    // browser (which would then log itself out). A signed-in user's page holds personal data: not stored at all.
    return c.html(html, data.status, { 'Cache-Control': user ? 'private, no-store' : 'private, no-cache', Vary: 'Cookie' });
  };

  return (
    new Hono()
      .use('*', kept.watchWrites)
      .use('/api/*', compressAnswers)
      .use('/auth/*', compressAnswers)
      .use('/cms/*', compressAnswers)
      .route('/', api)
      // the addresses come from PUBLIC_URL, never from the request's Host: these answers are kept for an hour by
      // caches in between, so one request with a foreign Host would have them name another site to every crawler
      .get('/robots.txt', compressAnswers, (c) => c.text(robotsTxt(config.publicUrl), 200, { 'Cache-Control': 'public, max-age=3600' }))
      .get('/sitemap.xml', compressAnswers, async (c) =>
        c.body(await sitemapXml(db, config.publicUrl, cms ?? wordpress!), 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
      )
      // hashed build files never change; everything else (sw.js, manifest, index.html) must be revalidated
      .use('/assets/*', async (c, next) => {
        await next();
        if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      })
      // old addresses (shared/domain/redirects.ts) move for good: a 301, so links and search engines follow
      .use('/*', async (c, next) => {
        const target = c.req.method === 'GET' || c.req.method === 'HEAD' ? redirectTarget(c.req.path) : undefined;
        if (!target) return next();
        return c.redirect(target, 301);
      })
      // before the static files, which would answer / with the plain index.html
      .get('/', compressAnswers, page)
      .use('/*', varyOnEncoding, serveStatic({ root: path.relative(process.cwd(), dist), precompressed: true }))
      // an open page of an earlier build still loads its chunks after a new build deleted them from dist
      .use('/assets/*', (c, next) => (fromKept ? fromKept(c, next) : next()))
      // client routes get the app's HTML; a path no route takes gets it too, with 404, and the app shows its 404 page
      .get('/*', compressAnswers, page)
  );
}
