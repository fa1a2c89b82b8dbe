import { Hono } from 'hono';
import { idParam } from '../../shared/schemas/db-id';
import { organizationInputSchema, organizationPatchSchema, organizationsQuerySchema } from '../../shared/schemas/orders';
import { wholeList } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/env';
import { requireUser } from '../http/require-user';
import { jsonBody, params, query } from '../http/validate';
import { createOrganization, listOwnedOrganizations, removeMembers, updateOrganization } from '../services/organizations';

/** The owner's organisations (see docs/licences-and-orders.md#order-wizard): list, create, change, remove members. GET by id is in licences.ts. */
export const organizationRoutes = new Hono<AppEnv>()
  .get('/organizations', query(organizationsQuerySchema), requireUser, async (c) => {
    const list = await listOwnedOrganizations(c.var.db, c.var.user, c.req.valid('query').owner);
    return c.json(wholeList('organizations', list));
  })
  .post('/organizations', jsonBody(organizationInputSchema), requireUser, async (c) =>
    c.json(await createOrganization(c.var.db, c.var.user, c.req.valid('json')), 201),
  )
  .patch('/organizations/:id', params(idParam('id')), jsonBody(organizationPatchSchema), requireUser, async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    const org = 'removeMembers' in body
      ? await removeMembers(c.var.db, c.var.user, id, body.removeMembers)
      : await updateOrganization(c.var.db, c.var.user, id, body);
    return c.json(org);
  });
