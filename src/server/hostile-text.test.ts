import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { createTestApp, login, type TestApp } from './testing/test-app';

/**
 * Text PostgreSQL cannot store (a lone UTF-16 surrogate, a NUL) must be refused by the shared string rule as a 400
 * before it reaches the database, where it used to end as a 500 (docs/security.md#input-limits).
 */

let t: TestApp;
let owner: string;
let ownerId: number;
let orgId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await login(t.app, 'owner@lesefunke.test');
  [{ id: ownerId }] = await t.db.select().from(users).where(eq(users.email, 'owner@lesefunke.test'));
  orgId = ((await (await t.app.request('/api/orders/current', { headers: { cookie: owner } })).json()) as { organizationId: number }).organizationId;
}, 120_000);
afterAll(() => t.close());

const address = { salutation: 'Frau', firstName: 'Eva', lastName: 'Muster', street: 'Weg', streetNumber: '1', zip: '10115', city: 'Berlin', country: 'DE', state: 'Berlin & Brandenburg' };

async function send(method: string, path: string, body: unknown) {
  const res = await t.app.request(path, { method, headers: { cookie: owner, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { message?: unknown } };
}

describe.each([
  ['a lone surrogate', 'Berlin\ud800'],
  ['a NUL', 'Ber\0lin'],
])('%s in an address field', (_, bad) => {
  it('is a 400 at the user, and the stored address stays', async () => {
    const res = await send('PATCH', `/api/users/${ownerId}`, { address: { ...address, city: bad } });
    expect(res.status).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, ownerId));
    expect(JSON.stringify(row)).not.toContain(bad);
  });

  it('is a 400 at the organisation and its billing address', async () => {
    expect((await send('PATCH', `/api/organizations/${orgId}`, { type: 'SCHOOL', name: 'Schule', address: { ...address, street: bad } })).status).toBe(400);
    const billing = { type: 'SCHOOL', name: 'Schule', address, billingAddress: { ...address, city: bad } };
    expect((await send('PATCH', `/api/organizations/${orgId}`, billing)).status).toBe(400);
    // the billing address is any texts until filled: its field names are text too
    expect((await send('POST', '/api/organizations', { ...billing, billingAddress: { [`city${bad}`]: 'x' } })).status).toBe(400);
  });
});

describe('the CMS slug query', () => {
  it('answers a NUL in a slug with a 400 in WordPress words, alone, in a list and in brackets', async () => {
    for (const slug of ['slug=a%00b', 'slug=ok,a%00b', 'slug[]=ok&slug[]=a%00b']) {
      const res = await t.app.request(`/cms/wp-json/wp/v2/posts?${slug}`);
      expect(res.status, slug).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'rest_invalid_param' });
    }
  });
});
