import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type Hono as HonoApp } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { liveToken } from '../live/token';
import { sessionCookieOf, setSignedInHint, SIGNED_IN_HINT } from '../http/session-cookie';
import { findSessionMe } from '../services/auth';
import type { Me } from '../../shared/schemas/auth';
import { matchRoute, readAppRoutes, type AppRoute, type RouteMatch } from './app-routes';
import { acceptedEncodings, compressAnswers, gzipJoined, gzipPiece, gzipPieceAsIs, MIN_COMPRESS_BYTES, preferredEncoding, varyOnEncoding, type GzipPiece } from './compression';
import { pageData, publicPageData, withReader } from './page-data';
import { CMS_PREFIX, isExternalCms } from '../cms/proxy';
import type { SiteUrls } from '../cms/cms-mapping';
import { wordPressLookup } from '../cms/wp-lookup';
import { redirectTarget } from '../../shared/domain/redirects';
import { robotsTxt, sitemapXml } from './seo';
import { frameOf, readersOwn, renderShell, type Frame } from './shell';
import { currentBuild } from './build';
import { askApi } from './ssr';
import { guestPages, type Kept } from './guest-pages';

/**
 * The pages the server draws for a guest (ARCHITECTURE.md#pages-drawn-on-the-server): the public ones and a path no route
 * takes (the 404 page). The others (account, administration, order, sign-up and token links, the class tablet)
 * are the signed-in user's or a link's own and their screens act in the browser: the browser draws them, as before.
 */
const SERVER_DRAWN = new Set(['/', '/boardstories', '/boardstory/$idOrSlug/{-$accessCode}', '/$slug', '/$category/$slug', '/aktuelles', '/blog', '/lizenzen', '/search']);
const serverDrawn = (route: string | undefined) => route === undefined || SERVER_DRAWN.has(route);
/** An address whose last segment has a dot: what may name a build's file. */
const FILE_NAME = /\.[^/]*$/;
/** What the build writes for the server alone: the render bundle and Vite's manifest are no browser's business. */
const SERVER_ONLY = /^\/(server|\.vite)\//;

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
  const fromDist = serveStatic({ root: path.relative(process.cwd(), dist), precompressed: true });
  const fromKept = keptAssets ? serveStatic({ root: path.relative(process.cwd(), keptAssets), precompressed: true }) : undefined;
  // the built-in content service's addresses for the page data; a WordPress behind CMS_BASE is asked by the browser
  const cms: SiteUrls | null = isExternalCms(config.cmsBase) ? null : { site: config.publicUrl, api: `${config.publicUrl}${CMS_PREFIX}` };
  // …of which the server asks only whether a page or post exists (404) and what the sitemap lists
  const wordpress = cms ? undefined : wordPressLookup(config.cmsBase);

  const kept = guestPages();
  /** A kept guest's page, compressed once for each encoding (guest-pages.ts) instead of on every request by compressAnswers. */
  const keptPage = async (c: Context, page: Kept, timing: string) => {
    const headers = { 'Cache-Control': 'private, no-cache', Vary: 'Cookie, Accept-Encoding', 'Server-Timing': timing };
    const encoding = c.req.method === 'GET' && page.html.length >= MIN_COMPRESS_BYTES ? preferredEncoding(c.req.header('Accept-Encoding')) : null;
    if (!encoding) return c.html(page.html.toString(), page.status, headers);
    const body = await page.encoded(encoding);
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), page.status, { ...headers, 'Content-Type': 'text/html; charset=UTF-8', 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
  };
  type KeptFrame = { status: 200 | 404; pieces: Frame; gzip: () => Promise<GzipPiece[]> };
  /**
   * A page the browser draws: a signed-in user's (their screens act on the session at once, and their service worker
   * answers every later visit with the frame anyway: ARCHITECTURE.md#pages-drawn-on-the-server), or a guest's that the server
   * does not draw. All of it but the session's CSRF token and who is signed in is the same for every reader of its
   * kind (guest or signed in), and is kept as long as a guest's page (guest-pages.ts), compressed once: per request
   * only who is signed in is asked, and only the reader's own pieces are written and compressed, into one gzip stream
   * with the kept ones (compression.ts gzipJoined). Brotli cannot be joined so; gzip's answer is about a tenth larger.
   */
  const framePage = async (c: Context, address: string, session: string | undefined, me: Me | null, match: RouteMatch | null) => {
    const { template, routeAssets } = build();
    const frame = await kept.frame(`${me ? 'user' : 'guest'} ${address}`, template, async (): Promise<KeptFrame> => {
      const data = await publicPageData(db, me !== null, match, new URL(c.req.url).searchParams, cms, wordpress, kept.remember);
      const pieces = frameOf(template, (reader) => withReader(data, reader), data.status === 200 ? routeAssets(match?.file) : undefined);
      let gzip: Promise<GzipPiece[]> | undefined;
      return { status: data.status, pieces, gzip: () => (gzip ??= Promise.all(pieces.map(gzipPiece))) };
    });
    const [token, reader] = readersOwn(session ? liveToken(config.secret, session) : '', me);
    // The page carries who is signed in: no shared cache may keep it or hand a guest's page to a signed-in
    // browser (which would then log itself out). A signed-in user's page holds personal data: not stored at all.
    const headers = { 'Cache-Control': me ? 'private, no-store' : 'private, no-cache', Vary: 'Cookie, Accept-Encoding' };
    if (c.req.method !== 'GET' || !acceptedEncodings(c.req.header('Accept-Encoding')).includes('gzip')) {
      return c.html(frame.pieces[0] + token + frame.pieces[1] + reader + frame.pieces[2], frame.status, headers);
    }
    const [before, between, after] = await frame.gzip();
    const body = gzipJoined([before, gzipPieceAsIs(token), between, gzipPieceAsIs(reader), after]);
    return c.body(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), frame.status, {
      ...headers,
      'Content-Type': 'text/html; charset=UTF-8',
      'Content-Encoding': 'gzip',
      'Content-Length': String(body.length),
    });
  };

  const page = async (c: Context) => {
    const session = sessionCookieOf(c);
    const url = new URL(c.req.url);
    const address = url.pathname + url.search;
    const hit = session ? undefined : kept.get(address, build().template);
    if (hit) return keptPage(c, hit, 'cache;desc=hit');
    // what the data was before any of it is read: a write meanwhile makes the page drawn from it stale at once
    const version = kept.version();
    // who is signed in, with what the page tells the browser of them, in one query
    const me = session ? ((await findSessionMe(db, session))?.me ?? null) : null;
    // a session from before the readable hint existed gets it now, so its pages keep asking /api/me
    if (me && !getCookie(c, SIGNED_IN_HINT)) setSignedInHint(c, config.publicUrl);
    const match = matchRoute(routes, url.pathname);
    const { template, routeAssets, render } = build();
    // the page drawn as the browser would draw it (ssr.ts), for a guest; a failed render leaves the browser to draw it
    const renderer = !me && serverDrawn(match?.route) ? await render : null;
    if (!renderer) return framePage(c, address, session, me, match);
    const data = await pageData(db, null, match, url.searchParams, cms, wordpress, kept.remember);
    const assets = data.status === 200 ? routeAssets(match?.file) : undefined;
    const started = performance.now();
    const rendered = await renderer(address, data.state, askApi(api, c), config.publicUrl).catch((err: unknown) => {
      console.error('Serverseitiges Rendern fehlgeschlagen:', url.pathname, err);
      return null;
    });
    // what drawing the page cost, for the benchmark and the browser's developer tools (docs/performance.md#server-rendering)
    const timing = `render;dur=${(performance.now() - started).toFixed(1)}`;
    const csrfToken = session ? liveToken(config.secret, session) : '';
    // kept for the next guests without a cookie; one with a cookie (a session that is no more) gets its own
    if (rendered && !session) return keptPage(c, kept.keep(address, version, template, renderShell(template, { csrfToken, data, assets, rendered }), data.status), timing);
    const html = renderShell(template, { csrfToken, data, assets, rendered: rendered ?? undefined });
    return c.html(html, data.status, { 'Cache-Control': 'private, no-cache', Vary: 'Cookie', 'Server-Timing': timing });
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
      // every file of a build has a dot in its name: an address without one (a page's) is not looked for on disk
      .use('/*', varyOnEncoding, (c, next) => (FILE_NAME.test(c.req.path) && !SERVER_ONLY.test(c.req.path) ? fromDist(c, next) : next()))
      // an open page of an earlier build still loads its chunks after a new build deleted them from dist
      .use('/assets/*', (c, next) => (fromKept ? fromKept(c, next) : next()))
      // client routes get the app's HTML; a path no route takes gets it too, with 404, and the app shows its 404 page
      .get('/*', compressAnswers, page)
  );
}
