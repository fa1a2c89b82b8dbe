import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { AccessCodeInfo, CurrentOrder, License, Organization } from '../../shared/schemas/licences';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['owner', 'lehrer', 'leser', 'abgelaufen', 'neu', 'bibliothek', 'admin']) {
    cookies[who] = await login(t.app, `${who}@lesefunke.test`);
  }
}, 60_000);
afterAll(() => t.close());

async function json<T>(path: string, who?: string, status = 200): Promise<T> {
  const res = await t.app.request(path, { headers: who ? { cookie: cookies[who] } : {} });
  expect(res.status, `${path} as ${who ?? 'guest'}`).toBe(status);
  return (await res.json()) as T;
}
const order = (who: string) => json<CurrentOrder>('/api/orders/current', who);

describe('licences', () => {
  it('lists the visible licences and finds any by id', async () => {
    const list = (await json<ListEnvelope<'licenses', License>>('/api/licenses'))._embedded.licenses;
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.every((l) => l.visible && l.active)).toBe(true);
    expect(list.map((l) => l.kind)).toEqual(expect.arrayContaining(['SINGLE', 'TEAM', 'SCHOOL', 'LIBRARY', 'MONTHLY']));
    expect(list.map((l) => l.name)).not.toContain('Kreismedienzentrum');
    expect(await json<License>(`/api/licenses/${list[0].id}`)).toEqual(list[0]);
    await json('/api/licenses/99999', undefined, 404);
  });
});

describe('GET /api/orders/current', () => {
  it('is 401 for guests and {} without an organization', async () => {
    await json('/api/orders/current', undefined, 401);
    expect(await order('neu')).toEqual({});
  });

  it("gives owner and teacher the school's running order", async () => {
    const school = await order('owner');
    expect(school).toMatchObject({ licenseName: 'Schullizenz', active: true, isRenewable: true, allowRentals: false, maxUsers: 30 });
    expect(new Date(school.validUntil!).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    expect(await order('lehrer')).toEqual(school);
  });

  it("gives library staff and rental users the library's order with its rental counters", async () => {
    const library = await order('bibliothek');
    expect(library).toMatchObject({
      licenseName: 'Bibliothekslizenz',
      allowRentals: true,
      maxNumberOfRentalAccesses: 10,
      maxNumberOfRentalCodes: 20,
      rentalAccessesUsed: 1,
      rentalCodesUsed: 0,
    });
    expect(await order('leser')).toEqual(library);
  });

  it('still answers an expired order, so the browser can offer the renewal', async () => {
    const expired = await order('abgelaufen');
    expect(expired.licenseName).toBe('Einzellizenz');
    expect(new Date(expired.validUntil!).getTime()).toBeLessThan(Date.now());
  });
});

describe('GET /api/organizations/{id}', () => {
  it('shows the organization with members to its members', async () => {
    const { organizationId } = await order('owner');
    const org = await json<Organization>(`/api/organizations/${organizationId}`, 'lehrer');
    expect(org).toMatchObject({ name: 'Grundschule am Park', type: 'SCHOOL' });
    expect(org.members.map((m) => [m.user.email, m.userRole, m.isOwner])).toEqual([
      ['owner@lesefunke.test', 'OWNER', true],
      ['lehrer@lesefunke.test', 'USER', false],
    ]);
    expect(JSON.stringify(org)).not.toMatch(/hash|token|password/i);
  });

  it('refuses outsiders and guests, and knows no unknown ids', async () => {
    const { organizationId } = await order('owner');
    expect(await json(`/api/organizations/${organizationId}`, 'bibliothek', 403)).toMatchObject({ error: 'forbidden' });
    await json(`/api/organizations/${organizationId}`, undefined, 401);
    await json(`/api/organizations/${organizationId}`, 'admin');
    await json('/api/organizations/99999', 'owner', 404);
  });
});

describe('GET /api/access-codes/{code}', () => {
  it('finds a stored code in any case, expired ones too', async () => {
    const valid = await json<AccessCodeInfo>('/api/access-codes/funke-gueltig');
    expect(valid).toMatchObject({ slug: 'die-mutige-maus', isExternalUser: false });
    expect(new Date(valid.expirationDate).getTime()).toBeGreaterThan(Date.now());
    const expired = await json<AccessCodeInfo>('/api/access-codes/FUNKE-ABGELAUFEN');
    expect(new Date(expired.expirationDate).getTime()).toBeLessThan(Date.now());
    const later = await json<AccessCodeInfo>('/api/access-codes/FUNKE-SPAETER');
    expect(new Date(later.startingDate).getTime()).toBeGreaterThan(Date.now());
  });

  it('is 404 for an unknown code', async () => {
    expect(await json('/api/access-codes/FUNKE-FALSCH', undefined, 404)).toMatchObject({ error: 'not_found' });
  });
});
