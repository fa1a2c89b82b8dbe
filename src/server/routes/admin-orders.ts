import { Hono } from 'hono';
import { adminOrdersQuerySchema, orderIdParamSchema } from '../../shared/schemas/orders';
import { wholeList } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { params, query } from '../http/validate';
import { activateOrder, listPendingOrders } from '../services/orders';

/** Customer service: the orders waiting for payment and their activation (admins only, checked in the service). */
export const adminOrderRoutes = new Hono<AppEnv>()
  .get('/admin/orders', query(adminOrdersQuerySchema), requireUser, async (c) =>
    c.json(wholeList('orders', await listPendingOrders(c.var.db, c.var.user))),
  )
  .post('/admin/orders/:id/activate', params(orderIdParamSchema), requireUser, async (c) => {
    const ctx = { db: c.var.db, mailer: c.var.mailer, publicUrl: c.var.config.publicUrl };
    return c.json(await activateOrder(ctx, c.var.user, c.req.valid('param').id));
  });
