import { Hono } from 'hono';
import * as v from 'valibot';
import { boardstoryListQuerySchema, imagesQuerySchema } from '../../shared/schemas/boardstories';
import { idParam } from '../../shared/schemas/db-id';
import { wholeList } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/env';
import { params, query } from '../http/validate';
import { findBoardstory, listBoardstories, listTags, similarBoardstories } from '../services/boardstories';
import { listImages } from '../services/images';

const idOrSlugParam = v.object({ idOrSlug: v.pipe(v.string(), v.maxLength(200)) });

/** The catalogue: stories, their tags and pictures (see docs/stories-and-player.md#catalogue); public, so guests can browse. */
export const boardstoryRoutes = new Hono<AppEnv>()
  .get('/boardstories', query(boardstoryListQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return c.json(
      await listBoardstories(c.var.db, { page: q.page, limit: q.limit, fulltextsearch: q.fulltextsearch, tagIds: q['tags[]'] }),
    );
  })
  .get('/boardstories/:idOrSlug', params(idOrSlugParam), async (c) =>
    c.json(await findBoardstory(c.var.db, c.req.valid('param').idOrSlug)),
  )
  .get('/similar-boardstories/:id', params(idParam('id')), async (c) =>
    c.json(await similarBoardstories(c.var.db, c.req.valid('param').id)),
  )
  .get('/tags', async (c) => c.json(wholeList('tags', await listTags(c.var.db))))
  .get('/images', query(imagesQuerySchema), async (c) => {
    const q = c.req.valid('query');
    return c.json(wholeList('images', await listImages(c.var.db, { boardstoryIds: q['boardstoryId[]'], imageType: q.imageType })));
  });
