import { Hono } from 'hono';
import { orderInputSchema, promoCheckParamSchema, promoCheckQuerySchema } from '../../shared/schemas/orders';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { jsonBody, params, query } from '../http/validate';
import { wholeList } from '../../shared/schemas/errors';
import { createOrder, listWaitingOrders } from '../services/orders';
import { checkPromoCodeForLicense } from '../services/promo-codes';

/** The order wizard's calls (see docs/licences-and-orders.md#order-wizard): the promo code check and the order itself; an owner's waiting orders. */
export const orderRoutes = new Hono<AppEnv>()
  .get('/promocodes/:code/check', params(promoCheckParamSchema), query(promoCheckQuerySchema), requireUser, async (c) => {
    const { code } = c.req.valid('param');
    return c.json(await checkPromoCodeForLicense(c.var.db, c.var.user.id, code, c.req.valid('query').licenseId));
  })
  .get('/orders/waiting', requireUser, async (c) => c.json(wholeList('orders', await listWaitingOrders(c.var.db, c.var.user))))
  .post('/orders', jsonBody(orderInputSchema), requireUser, async (c) => {
    const ctx = { db: c.var.db, mailer: c.var.mailer, publicUrl: c.var.config.publicUrl };
    return c.json(await createOrder(ctx, c.var.user, c.req.valid('json')), 201);
  });
