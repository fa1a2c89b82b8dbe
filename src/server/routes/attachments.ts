import { Hono } from 'hono';
import { idParam } from '../../shared/schemas/db-id';
import { attachmentsQuerySchema } from '../../shared/schemas/playback';
import { wholeList } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/env';
import { params, query } from '../http/validate';
import { attachmentDownloadUrl, listAttachments } from '../services/attachments';
import { rightsContext } from '../services/rights';

/** A story's material (see docs/roles-and-rights.md#downloads): the list says what this viewer may download, the route checks again. */
export const attachmentRoutes = new Hono<AppEnv>()
  .get('/attachments/:boardstoryId', params(idParam('boardstoryId')), query(attachmentsQuerySchema), async (c) => {
    const { accessCode } = c.req.valid('query');
    const ctx = await rightsContext(c.var.db, c.var.user, c.req.valid('param').boardstoryId, accessCode);
    c.header('Cache-Control', 'no-store');
    return c.json(wholeList('attachments', await listAttachments(c.var.db, c.var.config.secret, ctx, accessCode)));
  })
  // a plain link the browser follows: after the rights check it goes on to a signed file URL that soon expires
  .get('/attachments/:boardstoryId/:attachmentId/download', params(idParam('boardstoryId', 'attachmentId')), query(attachmentsQuerySchema), async (c) => {
    const { boardstoryId, attachmentId } = c.req.valid('param');
    const ctx = await rightsContext(c.var.db, c.var.user, boardstoryId, c.req.valid('query').accessCode);
    c.header('Cache-Control', 'no-store');
    return c.redirect(await attachmentDownloadUrl(c.var.db, c.var.config.secret, ctx, attachmentId), 302);
  });
