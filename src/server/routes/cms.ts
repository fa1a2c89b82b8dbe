import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/env';
import { params } from '../http/validate';
import * as cms from '../services/cms';
import { AUTHOR_ID, toWpAuthor, type SiteUrls } from '../cms/cms-mapping';
import {
  CATEGORY_ARGS,
  PAGE_ARGS,
  parseArgs,
  POST_ARGS,
  SINGLE_ARGS,
  VIDEO_ARGS,
  YEARS_ARGS,
  type Args,
  type CategoryArgs,
  type ListArgs,
} from '../cms/wp-args';
import { invalidPostId, noRoute, wpErrorResponse, WpError } from '../cms/wp-errors';
import { apiIndex, namespaceIndex } from '../cms/wp-index';
import { filterFields, parseEmbed, parseFields, pagingLinks } from '../cms/wp-response';
import { MAX_DB_ID } from '../../shared/schemas/db-id';
import { cmsIdParamSchema } from '../../shared/schemas/cms';

// Content changes rarely; a minute of shared caching spares the database without delaying edits much.
const PUBLIC_CACHE = 'public, max-age=60';
export const CMS_PATH = '/cms/wp-json';

const urlsOf = (c: Context<AppEnv>): SiteUrls => ({
  site: c.var.config.publicUrl,
  api: `${c.var.config.publicUrl}${CMS_PATH}`,
});
/** The API's own address as WordPress names it in every answer (and wpapi discovers it by). */
const apiLink = (c: Context<AppEnv>) => `<${urlsOf(c).api}/>; rel="https://api.w.org/"`;

/** The answer's JSON, cut to `_fields` when asked (WordPress applies it to each item of a list). */
function answer(c: Context<AppEnv>, body: unknown) {
  const fields = parseFields(new URL(c.req.url));
  if (!fields) return c.json(body);
  return c.json(Array.isArray(body) ? body.map((item) => filterFields(item, fields)) : filterFields(body, fields));
}

/** A list with WordPress' paging headers and next/prev links. */
function paged<T>(c: Context<AppEnv>, args: Args, q: { page: number }, collection: string, result: cms.Paged<T>) {
  c.header('X-WP-Total', String(result.total));
  c.header('X-WP-TotalPages', String(result.totalPages));
  const links = pagingLinks(`${urlsOf(c).api}${collection}`, new URL(c.req.url), args, q, q.page, result.totalPages);
  if (links) c.header('Link', links);
  return answer(c, result.items);
}

const queryOf = <T>(c: Context<AppEnv>, args: Args) => parseArgs<T>(args, c.req.queries());

/**
 * An id in a path: digits only, or the route does not match (WordPress' `(?P<id>[\d]+)`); a number no
 * database integer holds names nothing.
 */
function pathId(c: Context<AppEnv>): number {
  const id = c.req.param('id') ?? '';
  if (!/^\d+$/.test(id)) throw noRoute();
  const n = Number(id);
  if (n < 1 || n > MAX_DB_ID) throw invalidPostId();
  return n;
}

/** A single published post or page: WordPress names its page on the site beside the API. */
function single(c: Context<AppEnv>, post: { link: string }) {
  c.header('Link', `<${urlsOf(c).site}${post.link}>; rel="alternate"; type=text/html`);
  return answer(c, post);
}

/**
 * WordPress names its API in a Link header of the site's pages; wpapi's discover() reads it from the
 * site root (HEAD /), so the server's / carries it too.
 */
export const cmsDiscovery = (publicUrl: string) =>
  createMiddleware(async (c, next) => {
    await next();
    const link = `<${publicUrl}${CMS_PATH}/>; rel="https://api.w.org/"`;
    try {
      c.res.headers.append('Link', link);
    } catch {
      // a response with immutable headers (a fetched one): answer a copy
      c.res = new Response(c.res.body, c.res);
      c.res.headers.append('Link', link);
    }
  });

/** WordPress-shaped content API, mounted at /cms/wp-json (see docs/api.md#content-api): answers as WordPress 6.1 with the Lesefunke plugin. */
export const cmsRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', PUBLIC_CACHE);
    if (!c.res.headers.has('Link')) c.header('Link', apiLink(c));
    c.header('Access-Control-Expose-Headers', 'X-WP-Total, X-WP-TotalPages, Link');
  })
  .get('/', (c) => answer(c, apiIndex(urlsOf(c))))
  .get('/wp/v2', (c) => answer(c, namespaceIndex(urlsOf(c), 'wp/v2')))
  .get('/lesefunke/v2', (c) => answer(c, namespaceIndex(urlsOf(c), 'lesefunke/v2')))
  .get('/acf/v3', (c) => answer(c, namespaceIndex(urlsOf(c), 'acf/v3')))
  .get('/wp/v2/posts', async (c) => {
    const q = queryOf<ListArgs>(c, POST_ARGS);
    return paged(c, POST_ARGS, q, '/wp/v2/posts', await cms.listPosts(c.var.db, q, urlsOf(c), parseEmbed(new URL(c.req.url))));
  })
  .get('/wp/v2/posts/:id', async (c) => {
    queryOf(c, SINGLE_ARGS);
    return single(c, await cms.findPost(c.var.db, pathId(c), urlsOf(c), { type: 'post', embed: parseEmbed(new URL(c.req.url)) }));
  })
  .get('/wp/v2/pages', async (c) => {
    const q = queryOf<ListArgs>(c, PAGE_ARGS);
    return paged(c, PAGE_ARGS, q, '/wp/v2/pages', await cms.listPages(c.var.db, q, urlsOf(c), parseEmbed(new URL(c.req.url))));
  })
  .get('/wp/v2/pages/:id', async (c) => {
    queryOf(c, SINGLE_ARGS);
    return single(c, await cms.findPost(c.var.db, pathId(c), urlsOf(c), { type: 'page', embed: parseEmbed(new URL(c.req.url)) }));
  })
  .get('/wp/v2/categories', async (c) => {
    const q = queryOf<CategoryArgs>(c, CATEGORY_ARGS);
    return paged(c, CATEGORY_ARGS, q, '/wp/v2/categories', await cms.listCategories(c.var.db, q, urlsOf(c)));
  })
  .get('/wp/v2/categories/:id', async (c) => answer(c, await cms.findCategory(c.var.db, pathId(c), urlsOf(c))))
  .get('/wp/v2/media/:id', async (c) => answer(c, await cms.findMedia(c.var.db, pathId(c), urlsOf(c))))
  .get('/wp/v2/users/:id', (c) => {
    if (pathId(c) !== AUTHOR_ID) throw new WpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
    return answer(c, toWpAuthor(urlsOf(c)));
  })
  .get('/acf/v3/options/options', async (c) => answer(c, { acf: await cms.getOptions(c.var.db) }))
  .get('/lesefunke/v2/menus', async (c) => answer(c, await cms.getMenus(c.var.db)))
  .get('/lesefunke/v2/preview/:id', params(cmsIdParamSchema), async (c) => {
    // a preview shows work in progress: never serve an older copy from a cache
    c.header('Cache-Control', 'no-store');
    // drafts are unpublished: only editors (administrators) see them; WordPress's own code and words for it
    if (!c.var.user?.isAdmin) {
      throw new WpError(c.var.user ? 403 : 401, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
    }
    return c.json(await cms.findPost(c.var.db, c.req.valid('param').id, urlsOf(c), { drafts: true }));
  })
  .get('/lesefunke/v2/posts/years', async (c) =>
    answer(c, await cms.postYears(c.var.db, queryOf<{ categories: number[] }>(c, YEARS_ARGS).categories)),
  )
  .get('/lesefunke/v2/videos', async (c) =>
    answer(c, await cms.listVideos(c.var.db, queryOf<{ category: string }>(c, VIDEO_ARGS).category || undefined)),
  )
  // anything else under /cms/wp-json, and other methods: WordPress' 404
  .all('*', (c) => {
    // the index as /cms/wp-json/ too, WordPress' own spelling (a mounted '/' matches only /cms/wp-json); Hono
    // answers a HEAD with the GET route but leaves the method HEAD, and wpapi's discovery sends a HEAD here
    const reads = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (reads && c.req.path.endsWith(`${CMS_PATH}/`)) return answer(c, apiIndex(urlsOf(c)));
    throw noRoute();
  })
  .onError(wpErrorResponse);
