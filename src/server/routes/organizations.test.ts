import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { CurrentOrder, Organization } from '../../shared/schemas/licences';
import { organizations } from '../db/schema';
import { expectMatrix, kölnAddress, signIn, wienAddress, type Call, type Role } from '../testing/order-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MAX_OWNED_ORGANIZATIONS } from '../services/organizations';

let t: TestApp;
let call: Call;
let userIds: Record<Role, number>;
let schoolId: number;
let libraryId: number;
let paidStoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ call, userIds } = await signIn(t));
  schoolId = (await call<CurrentOrder>('GET', '/api/orders/current', 'owner')).body.organizationId;
  libraryId = (await call<CurrentOrder>('GET', '/api/orders/current', 'bibliothek')).body.organizationId;
  paidStoryId = (await call<{ id: number }>('GET', '/api/boardstories/die-mutige-maus')).body.id;
}, 120_000);
afterAll(() => t.close());

type Organizations = ListEnvelope<'organizations', Organization>;

const schoolInput = { type: 'SCHOOL', name: 'Grundschule am Park', address: kölnAddress, billingAddress: null };

describe('GET /api/organizations?owner=', () => {
  it('answers only the user themself and admins', async () => {
    await expectMatrix(
      call,
      { method: 'GET', path: () => `/api/organizations?owner=${userIds.owner}` },
      { guest: 401, owner: 200, lehrer: 403, bibliothek: 403, leser: 403, neu: 403, admin: 200 },
    );
  });

  it("lists the organisations the user owns, not those they merely belong to", async () => {
    const own = await call<Organizations>('GET', `/api/organizations?owner=${userIds.owner}`, 'owner');
    expect(own.body._embedded.organizations.map((o) => [o.id, o.name, o.type])).toEqual([[schoolId, 'Grundschule am Park', 'SCHOOL']]);
    expect(own.body._embedded.organizations[0].members).toHaveLength(2);
    expect((await call<Organizations>('GET', `/api/organizations?owner=${userIds.lehrer}`, 'lehrer')).body._embedded.organizations).toEqual([]);
  });

  it('refuses a missing or malformed owner with 400', async () => {
    for (const q of ['', '?owner=', '?owner=abc', '?owner=-1', '?owner=99999999999', '?owner=1%00']) {
      expect((await call('GET', `/api/organizations${q}`, 'owner')).status, q).toBe(400);
    }
  });
});

describe('POST /api/organizations', () => {
  it('lets every signed-in user create one and own it', async () => {
    await expectMatrix(
      call,
      { method: 'POST', path: '/api/organizations', body: (who: Role | undefined) => ({ ...schoolInput, name: `Einrichtung von ${who}` }) },
      { guest: 401, owner: 201, lehrer: 201, bibliothek: 201, leser: 201, neu: 201, admin: 201 },
    );
    // the owner now owns two organisations: several are allowed
    const own = await call<Organizations>('GET', `/api/organizations?owner=${userIds.owner}`, 'owner');
    expect(own.body._embedded.organizations.map((o) => o.name)).toEqual(['Grundschule am Park', 'Einrichtung von owner']);
    const created = own.body._embedded.organizations[1] as Organization;
    expect(created.members).toEqual([expect.objectContaining({ userId: userIds.owner, userRole: 'OWNER', isOwner: true })]);
  });

  it('stores an empty billing address as none, a filled one parsed, and the state only where a country has states', async () => {
    const empty = await call<Organization>('POST', '/api/organizations', 'neu', { ...schoolInput, billingAddress: { firstName: ' ', city: '' } });
    expect(empty.body.billingAddress).toBeNull();
    const billed = await call<Organization>('POST', '/api/organizations', 'neu', {
      type: 'LIBRARY',
      name: '  Bücherei Zürich ',
      address: { ...kölnAddress, country: 'FR', state: 'Île-de-France' },
      billingAddress: { ...wienAddress, secret: 'x'.repeat(50) },
    });
    expect(billed.status).toBe(201);
    expect(billed.body).toMatchObject({ type: 'LIBRARY', name: 'Bücherei Zürich', address: { country: 'FR', state: '' } });
    expect(billed.body.billingAddress).toMatchObject(wienAddress);
    expect(billed.body.billingAddress).not.toHaveProperty('secret');
  });

  it('refuses incomplete and hostile input with 400 and the error shape', async () => {
    const bad: unknown[] = [
      { ...schoolInput, type: 'SINGLE_USER' },
      { ...schoolInput, name: '' },
      { ...schoolInput, name: 'x'.repeat(100_000) },
      { ...schoolInput, address: { ...kölnAddress, zip: '' } },
      { ...schoolInput, address: { ...kölnAddress, country: 'AT', state: 'Bayern' } },
      { ...schoolInput, billingAddress: { city: 'Wien' } },
      { ...schoolInput, billingAddress: 'Wien' },
      { ...schoolInput, name: 'Schule\u0000' },
      { ...schoolInput, address: { ...kölnAddress, city: 42 } },
      { ...schoolInput, billingAddress: nested(200) },
      { ...schoolInput, billingAddress: { ...wienAddress, zip: 1010 } },
      // sent as text: JSON.stringify itself would overflow the stack; under the body limit, so the depth check answers
      `${'{"a":'.repeat(15_000)}1${'}'.repeat(15_000)}`,
      `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
      [schoolInput],
      'null',
      '{"type":',
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/organizations', 'neu', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
    }
  });

  it('stops a user at the most organisations one may own', async () => {
    const owned = (await call<Organizations>('GET', `/api/organizations?owner=${userIds.leser}`, 'leser')).body._embedded.organizations.length;
    for (let i = owned; i < MAX_OWNED_ORGANIZATIONS; i++) expect((await call('POST', '/api/organizations', 'leser', schoolInput)).status).toBe(201);
    expect((await call('POST', '/api/organizations', 'leser', schoolInput)).status).toBe(409);
  });
});

describe('PATCH /api/organizations/{id} with data', () => {
  it("lets only the school's owner and admins change it; unknown ids are 404", async () => {
    await expectMatrix(
      call,
      { method: 'PATCH', path: () => `/api/organizations/${schoolId}`, body: schoolInput },
      { guest: 401, owner: 200, lehrer: 403, bibliothek: 403, leser: 403, neu: 403, admin: 200 },
    );
    expect((await call('PATCH', '/api/organizations/99999', 'owner', schoolInput)).status).toBe(404);
    expect((await call('PATCH', '/api/organizations/abc', 'owner', schoolInput)).status).toBe(400);
    expect((await call('PATCH', '/api/organizations/3000000000', 'owner', schoolInput)).status).toBe(400);
  });

  it('changes name and addresses but never the type', async () => {
    const res = await call<Organization>('PATCH', `/api/organizations/${schoolId}`, 'owner', {
      ...schoolInput,
      type: 'LIBRARY',
      name: 'Grundschule am Stadtpark',
      billingAddress: wienAddress,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: schoolId, type: 'SCHOOL', name: 'Grundschule am Stadtpark', address: kölnAddress, billingAddress: wienAddress });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, schoolId));
    expect(row).toMatchObject({ type: 'SCHOOL', billingAddress: wienAddress });
    // an emptied billing address is stored as none again
    const cleared = await call<Organization>('PATCH', `/api/organizations/${schoolId}`, 'owner', { ...schoolInput, billingAddress: {} });
    expect(cleared.body.billingAddress).toBeNull();
  });
});

describe('PATCH /api/organizations/{id} with removeMembers', () => {
  it("refuses everyone but the school's owners and admins", async () => {
    await expectMatrix(
      call,
      { method: 'PATCH', path: () => `/api/organizations/${schoolId}`, body: () => ({ removeMembers: [userIds.lehrer] }) },
      { guest: 401, lehrer: 403, bibliothek: 403, leser: 403, neu: 403 },
    );
  });

  it('never removes an owner, nor anyone who is not a member, nor nobody', async () => {
    const self = await call<Organization>('PATCH', `/api/organizations/${schoolId}`, 'owner', { removeMembers: [userIds.owner] });
    expect(self).toMatchObject({ status: 400, body: { error_description: 'an owner cannot be removed' } });
    const mixed = await call<Organization>('PATCH', `/api/organizations/${schoolId}`, 'owner', { removeMembers: [userIds.lehrer, userIds.owner] });
    expect(mixed.status).toBe(400);
    expect((await call<Organization>('PATCH', `/api/organizations/${schoolId}`, 'owner', { removeMembers: [userIds.neu] })).status).toBe(404);
    for (const removeMembers of [[], ['1'], [0], [2 ** 31], 'all', new Array(101).fill(userIds.lehrer)]) {
      expect((await call<Organization>('PATCH', `/api/organizations/${schoolId}`, 'owner', { removeMembers })).status, JSON.stringify(removeMembers).slice(0, 40)).toBe(400);
    }
    expect((await call<CurrentOrder>('GET', '/api/orders/current', 'lehrer')).body.organizationId).toBe(schoolId);
  });

  it("removes a member, whose rights end with the next request", async () => {
    const videos = `/api/videos?boardstoryId=${paidStoryId}`;
    expect((await call('GET', videos, 'lehrer')).status).toBe(200);
    const res = await call<Organization>('PATCH', `/api/organizations/${schoolId}`, 'owner', { removeMembers: [userIds.lehrer] });
    expect(res.status).toBe(200);
    expect(res.body.members.map((m) => m.userId)).toEqual([userIds.owner]);
    expect((await call('GET', `/api/organizations/${schoolId}`, 'lehrer')).status).toBe(403);
    // lehrer now only owns the organisation made above, which has no order
    expect((await call<CurrentOrder>('GET', '/api/orders/current', 'lehrer')).body).toEqual({});
    expect((await call('GET', videos, 'lehrer')).status).toBe(403);
  });

  it("lets an admin remove a library's rental user, freeing the rental access", async () => {
    expect((await call<CurrentOrder>('GET', '/api/orders/current', 'bibliothek')).body.rentalAccessesUsed).toBe(1);
    const res = await call('PATCH', `/api/organizations/${libraryId}`, 'admin', { removeMembers: [userIds.leser] });
    expect(res.status).toBe(200);
    expect((await call<CurrentOrder>('GET', '/api/orders/current', 'bibliothek')).body.rentalAccessesUsed).toBe(0);
  });
});

/** An object nested `depth` levels deep. */
function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}
