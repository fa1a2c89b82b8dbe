import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../../shared/schemas/auth';
import type { Profile } from '../../shared/schemas/profile';
import { boardstories, invitations, organizationMembers, organizations, users, userTokens } from '../db/schema';
import { hashToken } from '../services/tokens';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
/** Every body the server answered in this file, to search for secrets at the end. */
const answers: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // two minutes: every server test file seeds its own database at the same time on a shared machine
}, 120_000);
afterAll(() => t.close());

async function call(method: string, path: string, opts: { body?: unknown; cookie?: string } = {}) {
  const res = await t.app.request(path, {
    method,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    headers: { 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
  });
  const text = await res.text();
  answers.push(text);
  return { status: res.status, json: () => JSON.parse(text) };
}

async function mailToken(to: string, path: string) {
  const { _embedded } = (await (await t.app.request('/api/dev/outbox')).json()) as { _embedded: { mails: { to: string; text: string }[] } };
  return _embedded.mails.find((m) => m.to === to && m.text.includes(path))!.text.match(new RegExp(`${path}/([\\w-]+)`))![1];
}

const address = { firstName: 'Eva', lastName: 'Ernst', street: 'Hauptstraße', streetNumber: '5', zip: '1010', city: 'Wien', country: 'AT', state: 'Wien' };

describe('profile and addresses', () => {
  it('reads and changes only the own account', async () => {
    const cookie = await login(t.app, 'owner@lesefunke.test');
    const me = (await call('GET', '/api/me', { cookie })).json() as Me;
    const other = (await call('GET', `/api/users/${me.id + 1}`, { cookie }));
    expect(other.status).toBe(403);
    const res = await call('PATCH', `/api/users/${me.id}`, { cookie, body: { firstName: 'Sabina', lastName: 'Sommer', salutation: 'Frau' } });
    expect(res.status).toBe(200);
    expect((res.json() as Profile).name).toBe('Sabina Sommer');
    expect((await call('PATCH', `/api/users/${me.id}`, { body: { firstName: 'X' } })).status).toBe(401);
  });

  it('requires a complete address, checks the billing address only when filled, keeps states only for DE, AT, CH', async () => {
    const cookie = await login(t.app, 'lehrer@lesefunke.test');
    const { id } = (await call('GET', '/api/me', { cookie })).json() as Me;
    const incomplete = await call('PATCH', `/api/users/${id}`, { cookie, body: { address: { ...address, zip: '' } } });
    expect(incomplete.status).toBe(400);
    const noState = await call('PATCH', `/api/users/${id}`, { cookie, body: { address: { ...address, state: '' } } });
    expect(noState.status).toBe(400);
    const halfBilling = await call('PATCH', `/api/users/${id}`, { cookie, body: { address, billingAddress: { city: 'Graz' } } });
    expect(halfBilling.status).toBe(400);

    const saved = await call('PATCH', `/api/users/${id}`, {
      cookie,
      body: { address, billingAddress: { firstName: '', city: '' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.json()).toMatchObject({ address: { city: 'Wien', state: 'Wien' }, billingAddress: null });
    const france = { ...address, country: 'FR', state: 'Île-de-France', zip: '75001', city: 'Paris' };
    const abroad = await call('PATCH', `/api/users/${id}`, { cookie, body: { address: france } });
    expect(abroad.json().address.state).toBe('');
  });
});

describe('e-mail change', () => {
  it('refuses an address in use, then confirms the new address once', async () => {
    const cookie = await login(t.app, 'abgelaufen@lesefunke.test');
    const taken = await call('POST', '/api/users/request-email-change', { cookie, body: { email: 'owner@lesefunke.test' } });
    expect(taken.status).toBe(409);
    expect(taken.json().error_description).toContain('exists');
    expect((await call('POST', '/api/users/request-email-change', { cookie, body: { email: 'Albert.Neu@lesefunke.test' } })).status).toBe(204);
    const token = await mailToken('albert.neu@lesefunke.test', '/confirmEmailChange');
    expect((await call('POST', `/api/confirm-email-change/${token}`)).status).toBe(204);
    expect((await call('GET', '/api/me', { cookie })).json().email).toBe('albert.neu@lesefunke.test');
    expect((await call('POST', `/api/confirm-email-change/${token}`)).status).toBe(404);
  });

  it('answers 410 for an expired link and 409 when the address was taken meanwhile', async () => {
    const cookie = await login(t.app, 'bibliothek@lesefunke.test');
    await call('POST', '/api/users/request-email-change', { cookie, body: { email: 'spaet@lesefunke.test' } });
    const late = await mailToken('spaet@lesefunke.test', '/confirmEmailChange');
    await t.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1) }).where(eq(userTokens.tokenHash, hashToken(late)));
    expect((await call('POST', `/api/confirm-email-change/${late}`)).status).toBe(410);

    await call('POST', '/api/users/request-email-change', { cookie, body: { email: 'begehrt@lesefunke.test' } });
    const token = await mailToken('begehrt@lesefunke.test', '/confirmEmailChange');
    await call('POST', '/api/users/signup', { body: { firstName: 'B', lastName: 'B', email: 'begehrt@lesefunke.test', password: 'geheim-123', tosConsent: true } });
    expect((await call('POST', `/api/confirm-email-change/${token}`)).status).toBe(409);
    expect((await call('POST', '/api/confirm-email-change/gibt-es-nicht')).status).toBe(404);
  });
});

describe('bookmarks', () => {
  it('adds, lists and removes, and /api/me carries the ids', async () => {
    expect((await call('GET', '/api/bookmarks')).status).toBe(401);
    const cookie = await login(t.app, 'leser@lesefunke.test');
    const [a, b] = await t.db.select({ id: boardstories.id, title: boardstories.title }).from(boardstories).limit(2);
    expect((await call('POST', '/api/bookmarks', { cookie, body: { boardstoryId: a.id } })).status).toBe(201);
    expect((await call('POST', '/api/bookmarks', { cookie, body: { boardstoryId: b.id } })).status).toBe(201);
    expect((await call('POST', '/api/bookmarks', { cookie, body: { boardstoryId: b.id } })).status).toBe(201);
    expect((await call('POST', '/api/bookmarks', { cookie, body: { boardstoryId: 999_999 } })).status).toBe(404);
    // beyond PostgreSQL's integer: a 400 from the schema, not a database error
    expect((await call('POST', '/api/bookmarks', { cookie, body: { boardstoryId: 99_999_999_999 } })).status).toBe(400);
    const list = (await call('GET', '/api/bookmarks?limit=1&page=2', { cookie })).json();
    expect(list).toMatchObject({ currentPage: 2, pagesCount: 2, total: 2, _embedded: { bookmarks: [{ id: a.id, title: a.title }] } });
    expect((await call('DELETE', `/api/bookmarks/${a.id}`, { cookie })).status).toBe(204);
    expect(((await call('GET', '/api/me', { cookie })).json() as Me).bookmarks).toEqual([b.id]);
  });
});

describe('invitations', () => {
  async function invite(email: string) {
    const [org] = await t.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.type, 'SCHOOL'));
    const token = `einladung-${email}`;
    const [row] = await t.db
      .insert(invitations)
      .values({ organizationId: org.id, email, userRole: 'USER', tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: invitations.id });
    return { id: row.id, token, organizationId: org.id };
  }

  it('sends a new address to sign-up, whose account is confirmed at once and joins the organization', async () => {
    const inv = await invite('gast@schule.test');
    const found = (await call('GET', `/api/invitations?invitationToken=${inv.token}`)).json();
    expect(found._embedded.invitations).toEqual([expect.objectContaining({ id: inv.id, email: 'gast@schule.test', state: 'CREATED' })]);
    expect((await call('GET', '/api/invitations?invitationToken=falsch')).json()._embedded.invitations).toEqual([]);

    expect((await call('PATCH', `/api/invitations/${inv.id}`, { body: { state: 'ACCEPTED' } })).status).toBe(403);
    const unknownUser = await call('PATCH', `/api/invitations/${inv.id}`, { body: { state: 'ACCEPTED', invitationToken: inv.token } });
    expect(unknownUser.status).toBe(404);
    expect(unknownUser.json().error_description).toBe('user does not exist');

    const body = { firstName: 'G', lastName: 'Ast', email: 'gast@schule.test', password: 'geheim-123', tosConsent: true };
    expect((await call('POST', '/api/users/signup', { body: { ...body, invitationId: inv.id, invitationToken: 'falsch-falsch' } })).status).toBe(400);
    const signedUp = await call('POST', '/api/users/signup', { body: { ...body, invitationId: inv.id, invitationToken: inv.token } });
    expect(signedUp.json()).toEqual({ confirmed: true });
    const cookie = await login(t.app, 'gast@schule.test', 'geheim-123');
    const me = (await call('GET', '/api/me', { cookie })).json() as Me;
    const [member] = await t.db
      .select()
      .from(organizationMembers)
      .where(and(eq(organizationMembers.userId, me.id), eq(organizationMembers.organizationId, inv.organizationId)));
    expect(member.userRole).toBe('USER');
    const again = await call('PATCH', `/api/invitations/${inv.id}`, { body: { state: 'ACCEPTED', invitationToken: inv.token } });
    expect(again.status).toBe(409);
  });

  it('adds an existing account when accepted with the link', async () => {
    const inv = await invite('neu@lesefunke.test');
    const res = await call('PATCH', `/api/invitations/${inv.id}`, { body: { state: 'ACCEPTED', invitationToken: inv.token } });
    expect(res.status).toBe(200);
    const [neu] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'neu@lesefunke.test'));
    const members = await t.db.select().from(organizationMembers).where(eq(organizationMembers.userId, neu.id));
    expect(members).toHaveLength(1);
  });
});

describe('secrets', () => {
  it('no answer above carried a password hash or a mailed token', async () => {
    const { _embedded } = (await (await t.app.request('/api/dev/outbox')).json()) as { _embedded: { mails: { text: string }[] } };
    const mailed = _embedded.mails.flatMap((m) => [...m.text.matchAll(/\/(?:confirmEmailChange|confirmRegistration)\/([\w-]+)/g)].map((x) => x[1]));
    expect(mailed.length).toBeGreaterThan(0);
    const all = answers.join('\n');
    expect(all).not.toMatch(/argon2|passwordHash|password_hash|tokenHash/i);
    for (const token of mailed) expect(all).not.toContain(token);
  });
});
