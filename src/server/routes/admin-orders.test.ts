import { addDays, addMonths } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { CurrentOrder, License, Organization } from '../../shared/schemas/licences';
import type { Order } from '../../shared/schemas/orders';
import { expectMatrix, kölnAddress, lastMailTo, signIn, type Call, type Caller } from '../testing/order-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let call: Call;
let licence: Record<string, License>;
let paidStoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ call } = await signIn(t));
  const list = (await call<ListEnvelope<'licenses', License>>('GET', '/api/licenses')).body._embedded.licenses;
  licence = Object.fromEntries(list.map((l) => [l.name, l]));
  paidStoryId = (await call<{ id: number }>('GET', '/api/boardstories/die-mutige-maus')).body.id;
}, 120_000);
afterAll(() => t.close());

const pending = async () => (await call<ListEnvelope<'orders', Order>>('GET', '/api/admin/orders?state=pending', 'admin')).body._embedded.orders;
const activate = (id: number | string, who: Caller = 'admin') => call<Order>('POST', `/api/admin/orders/${id}/activate`, who);
/** Within a few seconds of the expected instant: the server takes its own "now". */
const near = (iso: string, expected: Date) => expect(Math.abs(Date.parse(iso) - expected.getTime())).toBeLessThan(10_000);

/** neu@ goes through the order wizard: creates an organisation and orders the monthly licence. */
async function newCustomerOrder(): Promise<Order> {
  const org = await call<Organization>('POST', '/api/organizations', 'neu', { type: 'MISC', name: 'Leseclub Nord', address: kölnAddress });
  const res = await call<Order>('POST', '/api/orders', 'neu', { licenseId: licence.Monatslizenz.id, organizationId: org.body.id });
  expect(res.status).toBe(201);
  return res.body;
}

describe('GET /api/admin/orders', () => {
  it('is for admins only', async () => {
    await expectMatrix(
      call,
      { method: 'GET', path: '/api/admin/orders?state=pending' },
      { guest: 401, owner: 403, lehrer: 403, bibliothek: 403, leser: 403, neu: 403, admin: 200 },
    );
    expect((await call('GET', '/api/admin/orders', 'admin')).status).toBe(200);
    expect((await call('GET', '/api/admin/orders?state=active', 'admin')).status).toBe(400);
  });

  it('lists the orders waiting for payment, oldest first', async () => {
    expect(await pending()).toEqual([]);
    const first = await newCustomerOrder();
    const second = await newCustomerOrder();
    expect((await pending()).map((o) => o.id)).toEqual([first.id, second.id]);
    expect((await pending())[0]).toEqual(first);
  });
});

describe('POST /api/admin/orders/{id}/activate', () => {
  it('is for admins only; unknown ids are 404, malformed ones 400', async () => {
    const [order] = await pending();
    await expectMatrix(
      call,
      { method: 'POST', path: `/api/admin/orders/${order.id}/activate` },
      { guest: 401, owner: 403, lehrer: 403, bibliothek: 403, leser: 403, neu: 403 },
    );
    expect((await activate(99999)).status).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) expect((await activate(id)).status, id).toBe(400);
    expect((await pending())[0].active).toBe(false);
  });

  it('activates a new order from now for its lifetime, mails the orderer, and the rights follow at once', async () => {
    const [order] = await pending();
    expect((await call<CurrentOrder>('GET', '/api/orders/current', 'neu')).body).toMatchObject({ active: false });
    expect((await call('GET', `/api/videos?boardstoryId=${paidStoryId}`, 'neu')).status).toBe(403);

    const res = await activate(order.id);
    expect(res.status).toBe(200);
    const activated = res.body;
    expect(activated).toMatchObject({ id: order.id, active: true, totals: order.totals });
    near(activated.validFrom!, new Date());
    expect(activated.validUntil).toBe(addMonths(new Date(activated.validFrom!), 1).toISOString());
    expect((await pending()).map((o) => o.id)).not.toContain(order.id);

    const current = (await call<CurrentOrder>('GET', '/api/orders/current', 'neu')).body;
    expect(current).toMatchObject({ id: order.id, active: true, licenseName: 'Monatslizenz', validUntil: activated.validUntil });
    expect((await call('GET', `/api/videos?boardstoryId=${paidStoryId}`, 'neu')).status).toBe(200);

    const mail = await lastMailTo(t, 'neu@lesefunke.test');
    expect(mail.subject).toBe('Ihre Lizenz ist freigeschaltet');
    const end = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' }).format(
      new Date(activated.validUntil!),
    );
    expect(mail.text).toContain('Monatslizenz');
    expect(mail.text).toContain(`Sie gilt bis zum ${end}.`);
  });

  it('refuses to activate an order twice with 409', async () => {
    const activated = (await call<CurrentOrder>('GET', '/api/orders/current', 'neu')).body;
    expect(await activate(activated.id)).toMatchObject({ status: 409, body: { error: 'conflict' } });
  });

  it('makes an activated new order the current one of a school that already has a running licence', async () => {
    const school = (await call<CurrentOrder>('GET', '/api/orders/current', 'owner')).body;
    await call('PATCH', `/api/organizations/${school.organizationId}`, 'owner', { type: 'SCHOOL', name: 'Grundschule am Park', address: kölnAddress });
    const ordered = (await call<Order>('POST', '/api/orders', 'owner', { licenseId: licence.Teamlizenz.id, organizationId: school.organizationId })).body;
    expect((await call<CurrentOrder>('GET', '/api/orders/current', 'lehrer')).body.id).toBe(school.id);
    expect((await activate(ordered.id)).status).toBe(200);
    expect((await call<CurrentOrder>('GET', '/api/orders/current', 'lehrer')).body).toMatchObject({ id: ordered.id, licenseName: 'Teamlizenz', active: true });
  });

  it('keeps the start of a renewal, so the running order stays current until it ends', async () => {
    const library = (await call<CurrentOrder>('GET', '/api/orders/current', 'bibliothek')).body;
    await call('PATCH', `/api/organizations/${library.organizationId}`, 'bibliothek', {
      type: 'LIBRARY',
      name: 'Stadtbibliothek Lesefunke',
      address: { ...kölnAddress, name: 'Stadtbibliothek Lesefunke' },
    });
    const renewal = await call<Order>('POST', '/api/orders', 'bibliothek', {
      licenseId: library.licenseId,
      organizationId: library.organizationId,
      validFrom: library.validUntil,
    });
    expect(renewal.status).toBe(201);
    const res = await activate(renewal.body.id);
    expect(res.body).toMatchObject({ active: true, validFrom: library.validUntil, validUntil: addMonths(new Date(library.validUntil!), 12).toISOString() });
    expect((await call<CurrentOrder>('GET', '/api/orders/current', 'bibliothek')).body.id).toBe(library.id);
    expect((await call<CurrentOrder>('GET', '/api/orders/current', 'leser')).body.id).toBe(library.id);
    expect(Date.parse(res.body.validFrom!)).toBeGreaterThan(addDays(new Date(), 200).getTime());
  });
});
