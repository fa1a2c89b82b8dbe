import { Hono } from 'hono';
import { accessCodeIdParamSchema } from '../../shared/schemas/playback';
import { turnIdParamSchema, turnReportSchema } from '../../shared/schemas/turns';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { jsonBody, params } from '../http/validate';
import { codeResults, resultsOverview } from '../services/class-results';
import { codeResultsCsv, csvFileName } from '../services/class-results-csv';
import { reportTurn } from '../services/turns';

/**
 * What the class did (see docs/api.md#class-results): a pupil's turn reported without an account, and the teacher's
 * view of one code, as JSON and as CSV, and the overview of all codes with the totals.
 */
export const classResultRoutes = new Hono<AppEnv>()
  .put('/turns/:turnId', params(turnIdParamSchema), jsonBody(turnReportSchema), async (c) => {
    await reportTurn(c.var.db, c.req.valid('param').turnId, c.req.valid('json'));
    return c.body(null, 204);
  })
  .get('/access-codes/:id/results', params(accessCodeIdParamSchema), requireUser, async (c) =>
    c.json(await codeResults(c.var.db, c.var.config.secret, c.var.user, c.req.valid('param').id)),
  )
  .get('/access-codes/:id/results.csv', params(accessCodeIdParamSchema), requireUser, async (c) => {
    const results = await codeResults(c.var.db, c.var.config.secret, c.var.user, c.req.valid('param').id);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${csvFileName(results)}"`);
    return c.body(codeResultsCsv(results));
  })
  .get('/results', requireUser, async (c) => c.json(await resultsOverview(c.var.db, c.var.config.secret, c.var.user)));
