import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '../../shared/schemas/auth';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { boardstories, bookmarks, users } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
const loginBody = (username: string, password: string) => JSON.stringify({ username, password });

describe('POST /auth/login', () => {
  it('refuses a wrong password and an unknown account alike', async () => {
    for (const body of [loginBody('owner@lesefunke.test', 'falsch'), loginBody('niemand@lesefunke.test', DEMO_PASSWORD)]) {
      const res = await post('/auth/login', body);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'invalid_grant', error_description: 'invalid credentials' });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('logs in with the address in any case and sets an httpOnly, SameSite session cookie', async () => {
    const res = await post('/auth/login', loginBody(' Owner@Lesefunke.TEST ', DEMO_PASSWORD));
    expect(res.status).toBe(200);
    const me = (await res.json()) as Me;
    expect(me).toMatchObject({ email: 'owner@lesefunke.test', firstName: 'Sabine', name: 'Sabine Sommer', isAdmin: false });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^lf_session=[\w-]{40,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    // beside it a readable hint without any secret, so a guest's page need not ask /api/me
    const hint = res.headers.getSetCookie().find((c) => c.startsWith('lf_signed_in='))!;
    expect(hint).toMatch(/^lf_signed_in=1;/);
    expect(hint).not.toContain('HttpOnly');
  });

  it('asks reset@ to reset the password first, but only with the right password', async () => {
    const res = await post('/auth/login', loginBody('reset@lesefunke.test', DEMO_PASSWORD));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'must_reset_password', error_description: 'must_reset_password' });
    expect((await post('/auth/login', loginBody('reset@lesefunke.test', 'falsch'))).status).toBe(401);
  });

  it('answers malformed JSON and missing fields with 400', async () => {
    const res = await post('/auth/login', '{"username": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
    const missing = await post('/auth/login', JSON.stringify({ username: 'owner@lesefunke.test' }));
    expect(missing.status).toBe(400);
    expect((await missing.json()).error_description).toMatch(/password/);
  });

  it('refuses a cross-origin write', async () => {
    const res = await post('/auth/login', loginBody('owner@lesefunke.test', DEMO_PASSWORD), {
      origin: 'https://evil.example',
      host: 'localhost:3000',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'forbidden' });
  });

  it('marks the cookie Secure when the public URL is https', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0', PUBLIC_URL: 'https://lesefunke.example' });
    const secure = createApp({ db: t.db, config, mailer: { send: async () => {} } });
    const res = await secure.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody('owner@lesefunke.test', DEMO_PASSWORD),
    });
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });
});

describe('GET /api/me and logout', () => {
  it('is 401 for guests', async () => {
    const res = await t.app.request('/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('clears the readable hint of a session that has ended', async () => {
    const res = await t.app.request('/api/me', { headers: { cookie: 'lf_session=ended; lf_signed_in=1' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toMatch(/^lf_signed_in=;.*Max-Age=0/);
  });

  it('shows the user with bookmarks and nothing secret', async () => {
    const cookie = await login(t.app, 'admin@lesefunke.test');
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@lesefunke.test'));
    const stories = await t.db.select({ id: boardstories.id }).from(boardstories).limit(2);
    await t.db.insert(bookmarks).values(stories.map((s) => ({ userId: admin.id, boardstoryId: s.id })));
    const res = await t.app.request('/api/me', { headers: { cookie } });
    expect(res.status).toBe(200);
    const me = (await res.json()) as Me;
    expect(me).toMatchObject({ email: 'admin@lesefunke.test', isAdmin: true });
    expect(me.bookmarks.sort()).toEqual(stories.map((s) => s.id).sort());
    expect(Object.keys(me).sort()).toEqual(
      ['bookmarks', 'email', 'firstName', 'id', 'isAdmin', 'isExternalUser', 'lastName', 'name', 'salutation'].sort(),
    );
    expect(JSON.stringify(me)).not.toMatch(/argon2|hash|token|password/i);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const cookie = await login(t.app, 'lehrer@lesefunke.test');
    const res = await t.app.request('/auth/logout', { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(204);
    expect(res.headers.get('clear-site-data')).toBe('"cookies"');
    expect(res.headers.get('set-cookie')).toMatch(/^lf_session=;.*Max-Age=0/);
    // the old cookie value no longer opens anything, even if a browser kept it
    expect((await t.app.request('/api/me', { headers: { cookie } })).status).toBe(401);
  });

  it('a new login in the same browser ends the session it had', async () => {
    const old = await login(t.app, 'owner@lesefunke.test');
    const res = await t.app.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: old },
      body: loginBody('lehrer@lesefunke.test', DEMO_PASSWORD),
    });
    expect(res.status).toBe(200);
    expect((await t.app.request('/api/me', { headers: { cookie: old } })).status).toBe(401);
  });

  it('health is ok and unknown API paths are JSON 404s', async () => {
    expect(await (await t.app.request('/api/health')).json()).toEqual({ status: 'ok' });
    const res = await t.app.request('/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', error_description: 'no such route' });
  });
});
