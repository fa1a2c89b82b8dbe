import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentOrder } from '../../shared/schemas/licences';
import { licenses, orders } from '../db/schema';
import { createTestApp, login, type TestApp } from '../testing/test-app';

/**
 * A hidden licence (made by customer service for one customer) is not readable at GET /api/licenses/{id} by others
 * (docs/security.md#hidden-licences): guests, every demo role and a second organisation's owner get the 404 of a licence that does not
 * exist; administrators and the members of the organisation that ordered it read it.
 */

let t: TestApp;
const cookies: Record<string, string | undefined> = { guest: undefined };
let hiddenId: number;
let visibleId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['owner', 'lehrer', 'bibliothek', 'leser', 'abgelaufen', 'neu', 'admin']) cookies[who] = await login(t.app, `${who}@lesefunke.test`);
  [{ id: hiddenId }] = await t.db.select().from(licenses).where(eq(licenses.visible, false));
  [{ id: visibleId }] = await t.db.select().from(licenses).where(eq(licenses.visible, true));
  // the library (bibliothek, leser) ordered the hidden licence from customer service; the school did not
  const library = (await (await t.app.request('/api/orders/current', { headers: { cookie: cookies.bibliothek! } })).json()) as CurrentOrder;
  await t.db.insert(orders).values({ organizationId: library.organizationId, licenseId: hiddenId, netPrice: 199000, vatPercent: 19, total: 236810 });
}, 120_000);
afterAll(() => t.close());

const get = (id: number, who: string) => t.app.request(`/api/licenses/${id}`, { headers: cookies[who] ? { cookie: cookies[who] } : {} });

describe('GET /api/licenses/{id}', () => {
  it('answers a hidden licence with 404 to guests, every demo role and the owner of an organisation that did not order it', async () => {
    for (const who of ['guest', 'owner', 'lehrer', 'abgelaufen', 'neu']) {
      const res = await get(hiddenId, who);
      expect(res.status, who).toBe(404);
      expect(await res.json(), who).toEqual({ error: 'not_found', error_description: 'license not found' });
    }
  });

  it('shows it to administrators and to the members of the organisation that ordered it', async () => {
    for (const who of ['admin', 'bibliothek', 'leser']) {
      const res = await get(hiddenId, who);
      expect(res.status, who).toBe(200);
      expect(await res.json(), who).toMatchObject({ id: hiddenId, name: 'Kreismedienzentrum', visible: false });
    }
  });

  it('shows a visible licence to everyone', async () => {
    for (const who of Object.keys(cookies)) expect((await get(visibleId, who)).status, who).toBe(200);
  });
});
