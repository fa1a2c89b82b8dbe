import { addMonths } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { CurrentOrder, License, Organization } from '../../shared/schemas/licences';
import type { Order } from '../../shared/schemas/orders';
import { licenses, orders } from '../db/schema';
import { ORDER_AWAITING_ACTIVATION } from '../services/orders';
import { PROMO_LIMITS } from '../services/promo-codes';
import { expectMatrix, kölnAddress, lastMailTo, signIn, wienAddress, type Call, type Role } from '../testing/order-fixtures';
import { createApp } from '../app';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
let call: Call;
let userIds: Record<Role, number>;
let schoolId: number;
let licence: Record<string, License>;
beforeAll(async () => {
  t = await createTestApp();
  ({ call, userIds } = await signIn(t));
  schoolId = (await call<CurrentOrder>('GET', '/api/orders/current', 'owner')).body.organizationId;
  const list = (await call<ListEnvelope<'licenses', License>>('GET', '/api/licenses')).body._embedded.licenses;
  licence = Object.fromEntries(list.map((l) => [l.name, l]));
}, 120_000);
afterAll(() => t.close());

const check = (code: string, licenseId: number, who: Role = 'owner') => call('GET', `/api/promocodes/${code}/check?licenseId=${licenseId}`, who);
const schoolOrder = (extra: Record<string, unknown> = {}) => ({ licenseId: licence.Schullizenz.id, organizationId: schoolId, ...extra });

describe('GET /api/promocodes/{code}/check', () => {
  it('answers valid, invalid and inapplicable codes, in any case', async () => {
    expect((await check('schulstart10', licence.Schullizenz.id)).body).toEqual({ isValid: true, discountPercent: 10, errors: [] });
    for (const code of ['ABGELAUFEN20', 'GIBTESNICHT']) {
      expect((await check(code, licence.Schullizenz.id)).body, code).toEqual({ isValid: false, discountPercent: 0, errors: ['invalid promo code'] });
    }
    expect((await check('NURBIBLIOTHEK', licence.Schullizenz.id)).body).toEqual({ isValid: false, discountPercent: 0, errors: ['Inapplicable license'] });
    expect((await check('nurbibliothek', licence.Bibliothekslizenz.id)).body).toEqual({ isValid: true, discountPercent: 15, errors: [] });
  });

  it('needs a login and well-formed input', async () => {
    await expectMatrix(
      call,
      { method: 'GET', path: () => `/api/promocodes/SCHULSTART10/check?licenseId=${licence.Schullizenz.id}` },
      { guest: 401, owner: 200, lehrer: 200, bibliothek: 200, leser: 200, neu: 200, admin: 200 },
    );
    expect((await check('SCHULSTART10', 99999)).status).toBe(404);
    for (const path of ['SCHULSTART10/check', 'SCHULSTART10/check?licenseId=abc', 'SCHULSTART10/check?licenseId=99999999999', 'MIT%20LEER/check?licenseId=1', 'NUL%00/check?licenseId=1', `${'A'.repeat(41)}/check?licenseId=1`]) {
      const res = await call('GET', `/api/promocodes/${path}`, 'owner');
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_request' });
    }
  });

  it('stops a user after too many failed checks, with the error shape; valid checks do not count', async () => {
    for (let i = 0; i < PROMO_LIMITS.perUser; i++) expect((await check(`RATEN${i}`, licence.Schullizenz.id, 'leser')).status).toBe(200);
    const refused = await check('RATEN-NOCHMAL', licence.Schullizenz.id, 'leser');
    expect(refused).toMatchObject({ status: 429, body: { error: 'too_many_requests', error_description: expect.any(String) } });
    expect((await check('SCHULSTART10', licence.Schullizenz.id, 'leser')).status).toBe(429);
    // another user is not affected
    expect((await check('SCHULSTART10', licence.Schullizenz.id, 'lehrer')).status).toBe(200);
  });
});

describe('POST /api/orders', () => {
  // each case orders afresh: an order left waiting by the one before would be refused as a second one
  beforeEach(() => t.db.delete(orders).where(and(eq(orders.organizationId, schoolId), eq(orders.active, false))));

  it('refuses a second order of the same licence while one waits for activation, even two sent at once', async () => {
    const first = await call<Order>('POST', '/api/orders', 'owner', schoolOrder());
    expect(first.status).toBe(201);
    const second = await call('POST', '/api/orders', 'owner', schoolOrder({ comment: 'noch einmal' }));
    expect(second).toMatchObject({ status: 409, body: { error: 'conflict', error_description: ORDER_AWAITING_ACTIVATION } });
    // another licence for the same school is a separate order
    expect((await call('POST', '/api/orders', 'owner', schoolOrder({ licenseId: licence.Monatslizenz.id }))).status).toBe(201);

    await t.db.delete(orders).where(and(eq(orders.organizationId, schoolId), eq(orders.active, false)));
    const together = await Promise.all([1, 2, 3].map(() => call('POST', '/api/orders', 'owner', schoolOrder())));
    expect(together.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const waiting = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.organizationId, schoolId), eq(orders.licenseId, licence.Schullizenz.id), eq(orders.active, false)));
    expect(waiting).toHaveLength(1);
  });

  it('needs a complete organisation address', async () => {
    // admin@ owns a single-user organisation that never had an address
    const single = (await call<CurrentOrder>('GET', '/api/orders/current', 'admin')).body;
    const res = await call('POST', '/api/orders', 'admin', { licenseId: single.licenseId, organizationId: single.organizationId });
    expect(res).toMatchObject({ status: 400, body: { error_description: 'organization address incomplete' } });
  });

  it('computes the totals on the server with the VAT of the billing country and stores the order inactive', async () => {
    const patched = await call('PATCH', `/api/organizations/${schoolId}`, 'owner', {
      type: 'SCHOOL',
      name: 'Grundschule am Park',
      address: kölnAddress,
      billingAddress: wienAddress,
    });
    expect(patched.status).toBe(200);
    const res = await call<Order>('POST', '/api/orders', 'owner', schoolOrder({ promocode: 'schulstart10', comment: 'Bitte Rechnung an den Förderverein' }));
    expect(res.status).toBe(201);
    const order = res.body;
    expect(order).toMatchObject({
      licenseId: licence.Schullizenz.id,
      licenseName: 'Schullizenz',
      organizationId: schoolId,
      organizationName: 'Grundschule am Park',
      active: false,
      validFrom: null,
      validUntil: null,
      comment: 'Bitte Rechnung an den Förderverein',
      promocode: 'SCHULSTART10',
      vatCountry: 'AT',
      totals: { net: 39900, vatPercent: 20, vat: 7980, discountPercent: 10, discount: 4788, total: 43092 },
      orderedBy: { email: 'owner@lesefunke.test', firstName: 'Sabine', lastName: 'Sommer' },
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      organizationId: schoolId,
      orderedBy: userIds.owner,
      active: false,
      validFrom: null,
      validUntil: null,
      netPrice: 39900,
      vatPercent: 20,
      vatCountry: 'AT',
      discountPercent: 10,
      total: 43092,
    });

    const mail = await lastMailTo(t, 'owner@lesefunke.test');
    expect(mail.subject).toBe('Ihre Bestellung bei Lesefunke');
    for (const line of ['Lizenz: Schullizenz (12 Monate)', 'Einrichtung: Grundschule am Park', 'Nettopreis: 399,00 €', 'MwSt. (20 %): 79,80 €', 'Rabatt (10 %, Aktionscode SCHULSTART10): −47,88 €', 'Gesamtbetrag: 430,92 €', '2–5 Werktagen']) {
      expect(mail.text).toContain(line);
      expect(mail.html).toContain(line);
    }

    // the running licence stays the current one until the new order is activated
    const current = (await call<CurrentOrder>('GET', '/api/orders/current', 'owner')).body;
    expect(current).toMatchObject({ active: true, organizationId: schoolId });
    expect(current.id).not.toBe(order.id);
  });

  it('checks the promo code again and never takes amounts from the client', async () => {
    const invalid = await call('POST', '/api/orders', 'owner', schoolOrder({ promocode: 'ABGELAUFEN20' }));
    expect(invalid).toMatchObject({ status: 400, body: { error_description: 'invalid promo code' } });
    const inapplicable = await call('POST', '/api/orders', 'owner', schoolOrder({ promocode: 'NURBIBLIOTHEK' }));
    expect(inapplicable).toMatchObject({ status: 400, body: { error_description: 'Inapplicable license' } });
    const plain = await call<Order>('POST', '/api/orders', 'owner', schoolOrder({ promocode: '', total: 1, netPrice: 1, discountPercent: 100 }));
    expect(plain.status).toBe(201);
    expect(plain.body.totals).toEqual({ net: 39900, vatPercent: 20, vat: 7980, discountPercent: 0, discount: 0, total: 47880 });
  });

  it('lists every waiting order to its organisation\'s owners only: a renewal beside the running licence, and another licence', async () => {
    const current = (await call<CurrentOrder>('GET', '/api/orders/current', 'owner')).body;
    const renewal = (await call<Order>('POST', '/api/orders', 'owner', schoolOrder({ validFrom: current.validUntil }))).body;
    const monthly = (await call<Order>('POST', '/api/orders', 'owner', schoolOrder({ licenseId: licence.Monatslizenz.id }))).body;
    // the running licence still decides what the school may do
    expect((await call<CurrentOrder>('GET', '/api/orders/current', 'owner')).body).toMatchObject({ id: current.id, active: true });
    const waiting = (who: Role) => call<ListEnvelope<'orders', Order>>('GET', '/api/orders/waiting', who);
    const owners = (await waiting('owner')).body._embedded.orders;
    expect(owners.map((o) => [o.id, o.licenseId, o.active, o.validFrom])).toEqual([
      [monthly.id, licence.Monatslizenz.id, false, null],
      [renewal.id, licence.Schullizenz.id, false, current.validUntil],
    ]);
    expect(owners[1]).toMatchObject({ organizationId: schoolId, totals: renewal.totals });
    // a teacher of the school, another organisation's owner and an administrator see none of them
    for (const who of ['lehrer', 'bibliothek', 'admin', 'leser', 'neu'] as const) expect((await waiting(who)).body._embedded.orders, who).toEqual([]);
    await expectMatrix(call, { method: 'GET', path: '/api/orders/waiting' }, { guest: 401, owner: 200, lehrer: 200, bibliothek: 200, leser: 200, neu: 200, admin: 200 });
    // activated, an order waits no more
    await t.db.update(orders).set({ active: true }).where(eq(orders.id, monthly.id));
    expect((await waiting('owner')).body._embedded.orders.map((o) => o.id)).toEqual([renewal.id]);
    await t.db.delete(orders).where(eq(orders.id, monthly.id));
  });

  it('stores a renewal with its term, starting at most a day in the past', async () => {
    const current = (await call<CurrentOrder>('GET', '/api/orders/current', 'owner')).body;
    const renewal = await call<Order>('POST', '/api/orders', 'owner', schoolOrder({ validFrom: current.validUntil }));
    expect(renewal.status).toBe(201);
    expect(renewal.body).toMatchObject({ active: false, validFrom: current.validUntil });
    expect(renewal.body.validUntil).toBe(addMonths(new Date(current.validUntil!), 12).toISOString());
    expect((await lastMailTo(t, 'owner@lesefunke.test')).text).toContain('Laufzeit ab: ');
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString();
    expect((await call('POST', '/api/orders', 'owner', schoolOrder({ validFrom: past }))).status).toBe(400);
    expect((await call('POST', '/api/orders', 'owner', schoolOrder({ validFrom: '9999-12-31T00:00:00Z' }))).status).toBe(400);
  });

  it('charges the VAT of the address when there is no billing address (none outside the EU list)', async () => {
    const org = await call<Organization>('POST', '/api/organizations', 'neu', {
      type: 'MISC',
      name: 'Leseclub Basel',
      address: { ...kölnAddress, city: 'Basel', zip: '4051', country: 'CH', state: 'Basel-Stadt' },
    });
    expect(org.status).toBe(201);
    const res = await call<Order>('POST', '/api/orders', 'neu', { licenseId: licence.Monatslizenz.id, organizationId: org.body.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ vatCountry: 'CH', totals: { net: 790, vatPercent: 0, vat: 0, total: 790 } });
    // the new customer sees the waiting order as their current one
    expect((await call<CurrentOrder>('GET', '/api/orders/current', 'neu')).body).toMatchObject({ id: res.body.id, active: false });
  });

  it('offers a hidden licence only as the renewal of the licence the organisation has, and knows no unknown ones', async () => {
    const [kreis] = await t.db.select().from(licenses).where(eq(licenses.name, 'Kreismedienzentrum'));
    const refused = await call('POST', '/api/orders', 'owner', schoolOrder({ licenseId: kreis.id }));
    expect(refused).toMatchObject({ status: 400, body: { error_description: 'license not available' } });
    // bought through customer service: then its owner may renew it
    await t.db.insert(orders).values({ organizationId: schoolId, licenseId: kreis.id, active: true, netPrice: kreis.netPrice, vatPercent: 19, total: 0 });
    expect((await call('POST', '/api/orders', 'owner', schoolOrder({ licenseId: kreis.id }))).status).toBe(201);
    expect((await call('POST', '/api/orders', 'owner', schoolOrder({ licenseId: 99999 }))).status).toBe(404);
    expect((await call('POST', '/api/orders', 'owner', schoolOrder({ organizationId: 99999 }))).status).toBe(404);
  });

  it('keeps the order when its confirmation cannot be sent, so the buyer does not order twice', async () => {
    const failing = createApp({ db: t.db, config: t.config, mailer: { send: () => Promise.reject(new Error('smtp down')) } });
    const cookie = await login(failing, 'owner@lesefunke.test');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await failing.request('/api/orders', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(schoolOrder()) });
    expect(res.status).toBe(201);
    expect(error).toHaveBeenCalledWith('order confirmation mail not delivered, left in the outbox');
    error.mockRestore();
  });

  it("lets only the organisation's owner order for it", async () => {
    await expectMatrix(
      call,
      { method: 'POST', path: '/api/orders', body: () => schoolOrder() },
      { guest: 401, lehrer: 403, bibliothek: 403, leser: 403, neu: 403, admin: 403, owner: 201 },
    );
  });

  it('refuses hostile input with 400 and the error shape', async () => {
    const bad: unknown[] = [
      schoolOrder({ licenseId: String(licence.Schullizenz.id) }),
      schoolOrder({ organizationId: 2 ** 31 }),
      schoolOrder({ organizationId: -1 }),
      schoolOrder({ licenseId: 1.5 }),
      schoolOrder({ comment: 'x'.repeat(100_000) }),
      schoolOrder({ comment: 'Hallo\u0000' }),
      schoolOrder({ promocode: 'SCHUL START' }),
      schoolOrder({ promocode: { code: 'SCHULSTART10' } }),
      schoolOrder({ validFrom: 'morgen' }),
      { organizationId: schoolId },
      `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      'not json',
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/orders', 'owner', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
    }
  });
});
