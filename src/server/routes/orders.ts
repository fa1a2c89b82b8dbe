import { Hono } from 'hono';
import { orderInputSchema, promoCheckParamSchema, promoCheckQuerySchema } from '../../shared/schemas/orders';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { jsonBody, params, query } from '../http/validate';
import { createOrder } from '../services/orders';
import { checkPromoCodeForLicense } from '../services/promo-codes';

/** The order wizard's calls (see docs/licences-and-orders.md#order-wizard): the promo code check and the order itself. */
export const orderRoutes = new Hono<AppEnv>()
  .get('/promocodes/:code/check', params(promoCheckParamSchema), query(promoCheckQuerySchema), requireUser, async (c) => {
    const { code } = c.req.valid('param');
    return c.json(await checkPromoCodeForLicense(c.var.db, c.var.user.id, code, c.req.valid('query').licenseId));
  })
  .post('/orders', jsonBody(orderInputSchema), requireUser, async (c) => {
    const ctx = { db: c.var.db, mailer: c.var.mailer, publicUrl: c.var.config.publicUrl };
    return c.json(await createOrder(ctx, c.var.user, c.req.valid('json')), 201);
  });
