import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { users, userTokens } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // two minutes: every server test file seeds its own database at the same time on a shared machine
}, 120_000);
afterAll(() => t.close());

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });
const post = (path: string, body: unknown, headers?: Record<string, string>) => send('POST', path, body, headers);

/** The token of the newest mail to `to` whose link contains `path`. */
async function tokenFromMail(to: string, path: string): Promise<string> {
  const res = await t.app.request('/api/dev/outbox');
  const { _embedded } = (await res.json()) as { _embedded: { mails: { to: string; text: string }[] } };
  const mail = _embedded.mails.find((m) => m.to === to && m.text.includes(path));
  const token = mail?.text.match(new RegExp(`${path}/([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no mail with ${path} to ${to}`);
  return token;
}

const signupBody = (email: string, password = 'geheim-123') => ({ firstName: 'Mia', lastName: 'Muster', email, password, tosConsent: true });

describe('sign-up and confirmation', () => {
  it('signs up, refuses the login until the link is followed, and uses the link only once', async () => {
    const res = await post('/api/users/signup', signupBody('Mia@Schule.test'));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ confirmed: false });
    const refused = await post('/auth/login', { username: 'mia@schule.test', password: 'geheim-123' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error_description).toBe('account not confirmed');

    const token = await tokenFromMail('mia@schule.test', '/confirmRegistration');
    expect((await post('/api/users/confirm-registration', { confirmationToken: token })).status).toBe(204);
    expect((await post('/api/users/confirm-registration', { confirmationToken: token })).status).toBe(404);
    expect(await login(t.app, 'mia@schule.test', 'geheim-123')).toMatch(/^lf_session=/);
  });

  it('stores only the hash of a token', async () => {
    await post('/api/users/signup', signupBody('hash@schule.test'));
    const token = await tokenFromMail('hash@schule.test', '/confirmRegistration');
    const rows = await t.db.select().from(userTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('refuses an existing address, a short password and a missing consent with 4xx', async () => {
    const taken = await post('/api/users/signup', signupBody('OWNER@lesefunke.test'));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ error: 'conflict', error_description: 'email exists' });
    const short = await post('/api/users/signup', signupBody('kurz@schule.test', 'kurz'));
    expect(short.status).toBe(400);
    expect((await short.json()).error_description).toContain('Das Passwort muss mindestens 8 Zeichen lang sein');
    const noConsent = await post('/api/users/signup', { ...signupBody('agb@schule.test'), tosConsent: false });
    expect(noConsent.status).toBe(400);
    const hugeInvitation = await post('/api/users/signup', { ...signupBody('gross@schule.test'), invitationId: 2_147_483_648, invitationToken: 'abc' });
    expect(hugeInvitation.status).toBe(400);
  });
});

describe('password reset', () => {
  it('answers 404 for an unknown user', async () => {
    const res = await post('/api/users/request-password-reset', { email: 'niemand@lesefunke.test' });
    expect(res.status).toBe(404);
    expect((await res.json()).error_description).toBe('user does not exist');
  });

  it('sets the new password once; an expired link is 410', async () => {
    expect((await post('/api/users/request-password-reset', { email: 'neu@lesefunke.test' })).status).toBe(204);
    const token = await tokenFromMail('neu@lesefunke.test', '/resetPassword');
    expect((await post('/api/users/reset-password', { resetToken: token, newPassword: 'Neues-Passwort-1' })).status).toBe(204);
    expect((await post('/api/users/reset-password', { resetToken: token, newPassword: 'Noch-eins-22' })).status).toBe(404);
    await login(t.app, 'neu@lesefunke.test', 'Neues-Passwort-1');

    await post('/api/users/request-password-reset', { email: 'neu@lesefunke.test' });
    const late = await tokenFromMail('neu@lesefunke.test', '/resetPassword');
    await t.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await post('/api/users/reset-password', { resetToken: late, newPassword: 'Zu-spaet-123' });
    expect(res.status).toBe(410);
    expect((await res.json()).error).toBe('expired_token');
  });
});

describe('forced new password and terms consent', () => {
  it('sets the new password of reset@ only on the page of the e-mailed link, once', async () => {
    const email = 'reset@lesefunke.test';
    expect((await post('/api/users/force-new-password', { email })).status).toBe(204);
    const token = await tokenFromMail(email, '/confirm-force-new-password');
    const body = { confirmationToken: token, password: 'Frisch-Gesetzt-9', tosConsent: true };
    expect((await post('/api/users/confirm-force-new-password', { ...body, tosConsent: false })).status).toBe(400);
    expect((await post('/api/users/confirm-force-new-password', body)).status).toBe(204);
    await login(t.app, email, body.password);
    expect((await post('/api/users/confirm-force-new-password', body)).status).toBe(404);
  });

  it('holds a login without consent back with an access token that only /confirm-tos accepts, once', async () => {
    await t.db.update(users).set({ tosConsentAt: null }).where(eq(users.email, 'lehrer@lesefunke.test'));
    const res = await post('/auth/login', { username: 'lehrer@lesefunke.test', password: DEMO_PASSWORD });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
    const { error, access_token } = (await res.json()) as { error: string; access_token: string };
    expect(error).toBe('tos_consent_required');

    expect((await post('/api/users/tos-consent', { tosConsent: true }, { authorization: 'Bearer falsch-falsch-falsch-falsch' })).status).toBe(401);
    const ok = await post('/api/users/tos-consent', { tosConsent: true }, { authorization: `Bearer ${access_token}` });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('/');
    const cookie = ok.headers.get('set-cookie')!.split(';')[0];
    expect((await t.app.request('/api/me', { headers: { cookie } })).status).toBe(200);
    expect((await post('/api/users/tos-consent', { tosConsent: true }, { authorization: `Bearer ${access_token}` })).status).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 after five failures for one account, even with the right password, and from the database', async () => {
    for (let i = 0; i < 5; i++) expect((await post('/auth/login', { username: 'admin@lesefunke.test', password: 'falsch' })).status).toBe(401);
    const res = await post('/auth/login', { username: 'admin@lesefunke.test', password: DEMO_PASSWORD });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: 'too_many_requests' });
    // a second instance on the same database keeps the count
    const other = createApp({ db: t.db, config: t.config, mailer: { send: async () => {} } });
    const again = await other.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@lesefunke.test', password: DEMO_PASSWORD }),
    });
    expect(again.status).toBe(429);
    // another account from the same address still gets in
    await login(t.app, 'bibliothek@lesefunke.test');
  });
});
