import { Hono } from 'hono';
import * as v from 'valibot';
import { idParam } from '../../shared/schemas/db-id';
import { wholeList } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { params } from '../http/validate';
import { currentOrder, findAccessCode, findLicense, findOrganization, listLicenses } from '../services/licences';

const codeParam = v.object({ code: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64)) });

/** Licences, the current order, organizations and the access-code lookup (part 2 §3). */
export const licenceRoutes = new Hono<AppEnv>()
  .get('/licenses', async (c) => c.json(wholeList('licenses', await listLicenses(c.var.db))))
  .get('/licenses/:id', params(idParam('id')), async (c) => c.json(await findLicense(c.var.db, c.req.valid('param').id)))
  .get('/orders/current', requireUser, async (c) => c.json(await currentOrder(c.var.db, c.var.user.id)))
  .get('/organizations/:id', params(idParam('id')), requireUser, async (c) =>
    c.json(await findOrganization(c.var.db, c.var.user, c.req.valid('param').id)),
  )
  // codes are typed by pupils without an account, so no login is needed
  .get('/access-codes/:code', params(codeParam), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await findAccessCode(c.var.db, c.var.config.secret, c.req.valid('param').code));
  });
