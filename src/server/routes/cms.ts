import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { params, query } from '../http/validate';
import * as cms from '../services/cms';
import {
  categoryListQuerySchema,
  cmsIdParamSchema,
  pageListQuerySchema,
  postListQuerySchema,
  postYearsQuerySchema,
  videoListQuerySchema,
} from '../../shared/schemas/cms';

// Content changes rarely; a minute of shared caching spares the database without delaying edits much.
const PUBLIC_CACHE = 'public, max-age=60';

function paged<T>(c: Context<AppEnv>, result: { items: T[]; total: number; totalPages: number }) {
  c.header('X-WP-Total', String(result.total));
  c.header('X-WP-TotalPages', String(result.totalPages));
  return c.json(result.items);
}

/** WordPress-shaped content API, mounted at /cms/wp-json (CONTRACT §3). */
export const cmsRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', PUBLIC_CACHE);
  })
  .get('/wp/v2/posts', query(postListQuerySchema), async (c) => paged(c, await cms.listPosts(c.var.db, c.req.valid('query'))))
  .get('/wp/v2/posts/:id', params(cmsIdParamSchema), async (c) =>
    c.json(await cms.findPost(c.var.db, c.req.valid('param').id, { type: 'post' })),
  )
  .get('/wp/v2/pages', query(pageListQuerySchema), async (c) => paged(c, await cms.listPages(c.var.db, c.req.valid('query'))))
  .get('/wp/v2/pages/:id', params(cmsIdParamSchema), async (c) =>
    c.json(await cms.findPost(c.var.db, c.req.valid('param').id, { type: 'page' })),
  )
  .get('/wp/v2/categories', query(categoryListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return paged(c, await cms.listCategories(c.var.db, q.page, q.per_page));
  })
  .get('/acf/v3/options/options', async (c) => c.json({ acf: await cms.getOptions(c.var.db) }))
  .get('/lesefunke/v2/menus', async (c) => c.json(await cms.getMenus(c.var.db)))
  .get('/lesefunke/v2/preview/:id', params(cmsIdParamSchema), async (c) => {
    // a preview shows work in progress: never serve an older copy from a cache
    c.header('Cache-Control', 'no-store');
    // drafts are unpublished: only editors (administrators) see them; WordPress's own code and words for it
    if (!c.var.user?.isAdmin) {
      throw new ApiError(c.var.user ? 403 : 401, 'rest_forbidden', 'Sorry, you are not allowed to preview this post.');
    }
    return c.json(await cms.findPost(c.var.db, c.req.valid('param').id, { drafts: true }));
  })
  .get('/lesefunke/v2/posts/years', query(postYearsQuerySchema), async (c) =>
    c.json(await cms.postYears(c.var.db, c.req.valid('query').categories)),
  )
  .get('/lesefunke/v2/videos', query(videoListQuerySchema), async (c) =>
    c.json(await cms.listVideos(c.var.db, c.req.valid('query').category)),
  );
