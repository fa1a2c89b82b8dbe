import { Hono } from 'hono';
import { idParam } from '../../shared/schemas/db-id';
import { wholeList } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { params } from '../http/validate';
import { currentOrder, findLicense, findOrganization, listLicenses } from '../services/licences';

/** Licences, the current order and organizations. */
export const licenceRoutes = new Hono<AppEnv>()
  .get('/licenses', async (c) => c.json(wholeList('licenses', await listLicenses(c.var.db))))
  .get('/licenses/:id', params(idParam('id')), async (c) => c.json(await findLicense(c.var.db, c.var.user, c.req.valid('param').id)))
  .get('/orders/current', requireUser, async (c) => c.json(await currentOrder(c.var.db, c.var.user.id)))
  .get('/organizations/:id', params(idParam('id')), requireUser, async (c) =>
    c.json(await findOrganization(c.var.db, c.var.user, c.req.valid('param').id)),
  );
