import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '../../shared/schemas/account';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { CurrentOrder, Organization } from '../../shared/schemas/licences';
import { invitations, licenses, orders } from '../db/schema';
import { publishChange } from '../services/publish-change';
import { createTestApp, login, type TestApp } from '../testing/test-app';

// the real notify still runs; the spy only records which organisation heard which change
vi.mock('../services/publish-change', async (original) => {
  const real = await original<typeof import('../services/publish-change')>();
  return { ...real, publishChange: vi.fn(real.publishChange) };
});

let t: TestApp;
const cookies: Record<string, string> = {};
let school: number;
let library: number;
beforeAll(async () => {
  // this file sends more mails from one (test) network than the per-network mail limit allows an hour
  t = await createTestApp({ MAIL_LIMIT_PER_NETWORK: '1000' });
  for (const who of ['owner', 'lehrer', 'bibliothek', 'abgelaufen', 'admin']) cookies[who] = await login(t.app, `${who}@lesefunke.test`);
  school = (await order('owner')).organizationId;
  library = (await order('bibliothek')).organizationId;
}, 120_000);
afterAll(() => t.close());

async function call(method: string, path: string, who?: string, body?: unknown) {
  const res = await t.app.request(path, {
    method,
    headers: { ...(who ? { cookie: cookies[who] } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
async function order(who: string) {
  return (await call('GET', '/api/orders/current', who)).body as CurrentOrder;
}
const invite = (who: string, organizationId: number, email: string, userRole = 'USER') =>
  call('POST', '/api/invitations', who, { organizationId, email, userRole });
const openInvitations = async (who: string, organizationId: number) =>
  ((await call('GET', `/api/invitations?state=CREATED&organizationId=${organizationId}`, who)).body as ListEnvelope<'invitations', Invitation>)
    ._embedded.invitations;
async function mailedToken(to: string) {
  const { _embedded } = (await (await t.app.request('/api/dev/outbox')).json()) as { _embedded: { mails: { to: string; text: string }[] } };
  const mail = _embedded.mails.find((m) => m.to === to);
  return mail?.text.match(/\/signup\/([\w-]+)/)?.[1];
}

describe('inviting a colleague', () => {
  it('mails the link, whose sign-up makes a member with the school licence', async () => {
    const res = await invite('owner', school, '  Neue.Lehrerin@Schule.test ');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), email: 'neue.lehrerin@schule.test', state: 'CREATED', organizationId: school, userRole: 'USER' });
    expect((await openInvitations('owner', school)).map((i) => i.email)).toContain('neue.lehrerin@schule.test');
    expect(publishChange).toHaveBeenLastCalledWith(expect.anything(), school, ['invitations']);

    const token = await mailedToken('neue.lehrerin@schule.test');
    expect(token).toBeTruthy();
    expect(JSON.stringify(res.body)).not.toContain(token);
    const landing = await call('GET', `/api/invitations?invitationToken=${token}`);
    expect(landing.body._embedded.invitations).toEqual([res.body]);

    const signup = { firstName: 'Nele', lastName: 'Neu', email: 'neue.lehrerin@schule.test', password: 'Lesefunke2026!', tosConsent: true };
    const signedUp = await call('POST', '/api/users/signup', undefined, { ...signup, invitationId: res.body.id, invitationToken: token });
    expect(signedUp).toEqual({ status: 201, body: { confirmed: true } });
    expect(publishChange).toHaveBeenLastCalledWith(expect.anything(), school, ['members', 'invitations', 'order']);
    cookies.nele = await login(t.app, 'neue.lehrerin@schule.test');
    expect(await order('nele')).toEqual(await order('owner'));
    expect((await openInvitations('owner', school)).map((i) => i.email)).not.toContain('neue.lehrerin@schule.test');

    // the link is used up
    const again = await call('PATCH', `/api/invitations/${res.body.id}`, undefined, { state: 'ACCEPTED', invitationToken: token });
    expect(again.status).toBe(409);
    expect(again.body.error_description).toBe('invitation already accepted');
  });

  it('refuses members and addresses invited already, in any case of the address', async () => {
    const member = await invite('owner', school, 'LEHRER@lesefunke.test');
    expect(member.status).toBe(409);
    expect(member.body.error_description).toBe('user exists in organization');
    expect((await invite('owner', school, 'kollege@schule.test')).status).toBe(201);
    const twice = await invite('owner', school, 'Kollege@Schule.test');
    expect(twice.status).toBe(409);
    expect(twice.body.error_description).toContain('has already been invited');
  });

  it('accepts a link once, even when two requests race', async () => {
    const res = await invite('owner', school, 'neu@lesefunke.test');
    const token = await mailedToken('neu@lesefunke.test');
    const accept = () => call('PATCH', `/api/invitations/${res.body.id}`, undefined, { state: 'ACCEPTED', invitationToken: token });
    const answers = await Promise.all([accept(), accept()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(publishChange).toHaveBeenCalledWith(expect.anything(), school, ['members', 'invitations', 'order']);
  });

  it('is for running licences only, and only their owners', async () => {
    const expired = (await order('abgelaufen')).organizationId;
    const res = await invite('abgelaufen', expired, 'kollegin@abel.test');
    expect(res.status).toBe(403);
    expect(res.body.error_description).toBe('no valid orders');
    expect((await invite('lehrer', school, 'x@schule.test')).status).toBe(403);
    expect((await invite('owner', school, 'leser@schule.test', 'RENTAL_USER')).body.error_description).toBe('rental accesses exceeded');
  });
});

describe('seats and rental accesses of the library', () => {
  it('invites staff while seats are left (5 seats: the owner and 4 invitations)', async () => {
    for (const n of [1, 2, 3, 4]) expect((await invite('bibliothek', library, `team${n}@bibliothek.test`)).status).toBe(201);
    const full = await invite('bibliothek', library, 'team5@bibliothek.test');
    expect(full.status).toBe(409);
    expect(full.body.error_description).toBe('no seats left');
  });

  it('counts rental invitations until the rental accesses are used up', async () => {
    const before = await order('bibliothek');
    expect(before.rentalAccessesUsed).toBe(1);
    for (let n = 2; n <= 10; n++) {
      expect((await invite('bibliothek', library, `leser${n}@bibliothek.test`, 'RENTAL_USER')).status).toBe(201);
      expect((await order('bibliothek')).rentalAccessesUsed).toBe(n);
    }
    expect(publishChange).toHaveBeenLastCalledWith(expect.anything(), library, ['invitations', 'order']);
    const over = await invite('bibliothek', library, 'leser11@bibliothek.test', 'RENTAL_USER');
    expect(over.status).toBe(409);
    expect(over.body.error_description).toContain('rental accesses exceeded');
  });

  it('gives an accepted rental user four weeks, never beyond the licence', async () => {
    const before = await order('bibliothek');
    const [inv] = (await openInvitations('bibliothek', library)).filter((i) => i.email === 'leser2@bibliothek.test');
    const token = await mailedToken('leser2@bibliothek.test');
    const signup = { firstName: 'Leo', lastName: 'Leser', email: 'leser2@bibliothek.test', password: 'Lesefunke2026!', tosConsent: true };
    expect((await call('POST', '/api/users/signup', undefined, { ...signup, invitationId: inv.id, invitationToken: token })).status).toBe(201);
    const org = (await call('GET', `/api/organizations/${library}`, 'bibliothek')).body as Organization;
    const leo = org.members.find((m) => m.user.email === 'leser2@bibliothek.test')!;
    expect(leo.userRole).toBe('RENTAL_USER');
    expect(Math.abs(Date.parse(leo.rentalUntil!) - (Date.now() + 28 * 86_400_000))).toBeLessThan(60_000);
    // accepted, it still takes its access: the counter stays
    expect((await order('bibliothek')).rentalAccessesUsed).toBe(10);

    // a licence ending in ten days ends the rental with it
    const licenceEnd = new Date(Date.now() + 10 * 86_400_000);
    const [libraryOrder] = await t.db.update(orders).set({ validUntil: licenceEnd }).where(eq(orders.organizationId, library)).returning();
    const [lea] = (await openInvitations('bibliothek', library)).filter((i) => i.email === 'leser4@bibliothek.test');
    const leaToken = await mailedToken('leser4@bibliothek.test');
    const leaSignup = { ...signup, firstName: 'Lea', email: 'leser4@bibliothek.test', invitationId: lea.id, invitationToken: leaToken };
    expect((await call('POST', '/api/users/signup', undefined, leaSignup)).status).toBe(201);
    const members = ((await call('GET', `/api/organizations/${library}`, 'bibliothek')).body as Organization).members;
    expect(members.find((m) => m.user.email === 'leser4@bibliothek.test')?.rentalUntil).toBe(licenceEnd.toISOString());
    await t.db.update(orders).set({ validUntil: new Date(before.validUntil!) }).where(eq(orders.id, libraryOrder.id));
  });

  it('withdraws an invitation for its owner only, which frees the access and kills the link', async () => {
    const [inv] = (await openInvitations('bibliothek', library)).filter((i) => i.email === 'leser3@bibliothek.test');
    const token = await mailedToken('leser3@bibliothek.test');
    expect((await call('DELETE', `/api/invitations/${inv.id}`, 'owner')).status).toBe(403);
    expect((await call('DELETE', `/api/invitations/${inv.id}`)).status).toBe(401);
    expect((await call('DELETE', `/api/invitations/${inv.id}`, 'bibliothek')).status).toBe(204);
    expect((await call('DELETE', `/api/invitations/${inv.id}`, 'bibliothek')).status).toBe(404);
    expect((await order('bibliothek')).rentalAccessesUsed).toBe(9);
    expect((await call('GET', `/api/invitations?invitationToken=${token}`)).body._embedded.invitations).toEqual([]);
    // one access is free again, and two owners' requests for it at once cannot both take it
    const both = await Promise.all([1, 2].map((n) => invite('bibliothek', library, `rennen${n}@bibliothek.test`, 'RENTAL_USER')));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('renews an expired invitation of the same address with a new link', async () => {
    const [licence] = await t.db.select().from(licenses).where(eq(licenses.name, 'Bibliothekslizenz'));
    await t.db.update(licenses).set({ maxUsers: 6 }).where(eq(licenses.id, licence.id));
    const first = await invite('bibliothek', library, 'spaet@bibliothek.test');
    await t.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.id, first.body.id));
    const oldToken = await mailedToken('spaet@bibliothek.test');
    const renewed = await invite('bibliothek', library, 'spaet@bibliothek.test');
    expect(renewed.status).toBe(201);
    expect(renewed.body.id).toBe(first.body.id);
    expect(await mailedToken('spaet@bibliothek.test')).not.toBe(oldToken);
    await t.db.update(licenses).set({ maxUsers: licence.maxUsers }).where(eq(licenses.id, licence.id));
  });
});

describe('the open invitations list', () => {
  it('is for the owner and admins; the link variant needs no login', async () => {
    expect((await call('GET', `/api/invitations?state=CREATED&organizationId=${school}`)).status).toBe(401);
    expect((await call('GET', `/api/invitations?state=CREATED&organizationId=${school}`, 'lehrer')).status).toBe(403);
    expect((await call('GET', `/api/invitations?state=CREATED&organizationId=${school}`, 'bibliothek')).status).toBe(403);
    expect((await openInvitations('admin', school)).length).toBeGreaterThan(0);
    expect((await call('GET', '/api/invitations?state=CREATED&organizationId=2147483647', 'admin')).status).toBe(404);
    expect((await call('GET', '/api/invitations?state=ACCEPTED&organizationId=1', 'owner')).status).toBe(400);
    const neither = await call('GET', '/api/invitations', 'owner');
    expect(neither).toMatchObject({ status: 400, body: { error_description: 'expected state=CREATED and organizationId, or invitationToken' } });
  });
});

describe('rate limit', () => {
  it('stops an owner after 30 invitations in 15 minutes', async () => {
    const adminOrg = (await order('admin')).organizationId;
    // the admin's single licence has no free seat: every attempt is refused, and still counts
    for (let n = 0; n < 30; n++) expect((await invite('admin', adminOrg, `spam${n}@example.test`)).status).toBe(409);
    const res = await invite('admin', adminOrg, 'spam30@example.test');
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('too_many_requests');
  });
});
