import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEMES } from '../../shared/domain/theme';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
// every demo role (docs/demo-data.md#accounts); bibliothek@ owns a second organisation
const ROLES = ['owner', 'lehrer', 'bibliothek', 'leser', 'abgelaufen', 'neu', 'admin'] as const;
type Role = (typeof ROLES)[number];
const session = {} as Record<Role, { cookie: string; csrf: string }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    const cookie = await login(t.app, `${role}@lesefunke.test`);
    const { token } = (await (await t.app.request('/api/live-token', { headers: { cookie } })).json()) as { token: string };
    session[role] = { cookie, csrf: token };
  }
}, 120_000);
afterAll(() => t.close());

const siteTheme = async () => ((await (await t.app.request('/api/site-settings')).json()) as { theme: string }).theme;

/** The theme form as the admin page posts it; `body` replaces the form (a string goes as it is). */
async function post(who: Role | undefined, body: URLSearchParams | FormData | string, headers: Record<string, string> = {}) {
  const auth: Record<string, string> = who ? { cookie: session[who].cookie, 'x-csrf-token': session[who].csrf } : {};
  const res = await t.app.request('/api/admin/site-settings/theme', { method: 'POST', headers: { ...auth, ...headers }, body });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const form = (theme: string) => new URLSearchParams({ select_theme: theme });

describe('GET /api/site-settings', () => {
  it('answers everybody, guests too, with the default theme "standard" before anyone set one', async () => {
    expect(await (await t.app.request('/api/site-settings')).json()).toEqual({ theme: 'standard' });
    const res = await t.app.request('/api/site-settings', { headers: { cookie: session.lehrer.cookie } });
    expect(await res.json()).toEqual({ theme: 'standard' });
  });
});

describe('POST /api/admin/site-settings/theme', () => {
  it('is for administrators only: guests 401, every other role (a second organisation\'s owner too) 403', async () => {
    expect(await post(undefined, form('dark'))).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      expect(await post(role, form('dark')), role).toMatchObject({ status: 403, body: { error: 'forbidden', error_description: 'admins only' } });
    }
    expect(await siteTheme()).toBe('standard');
  });

  it('stores each theme an administrator sends as form data, urlencoded or multipart, and every visitor reads it', async () => {
    for (const theme of THEMES) {
      expect(await post('admin', form(theme))).toEqual({ status: 200, body: { theme } });
      expect(await siteTheme()).toBe(theme);
    }
    const multipart = new FormData();
    multipart.set('select_theme', 'dark');
    expect(await post('admin', multipart)).toEqual({ status: 200, body: { theme: 'dark' } });
    expect(await siteTheme()).toBe('dark');
  });

  it('refuses a post without the session\'s CSRF token, with another session\'s or from another site', async () => {
    const admin = session.admin.cookie;
    const send = async (headers: Record<string, string>) =>
      (await t.app.request('/api/admin/site-settings/theme', { method: 'POST', headers: { cookie: admin, ...headers }, body: form('contrast') })).status;
    expect(await send({})).toBe(403);
    expect(await send({ 'x-csrf-token': session.owner.csrf })).toBe(403);
    expect(await send({ 'x-csrf-token': 'x'.repeat(5000) })).toBe(403);
    expect(await send({ 'x-csrf-token': session.admin.csrf, origin: 'https://evil.example' })).toBe(403);
    expect(await siteTheme()).toBe('dark');
  });

  it('answers hostile or wrong values with 400 and keeps the setting', async () => {
    const bodies: (URLSearchParams | FormData | string)[] = [
      form('purple'),
      form(''),
      form('DARK'),
      form('dark\0'),
      form('x'.repeat(6000)),
      new URLSearchParams('select_theme=dark&select_theme=contrast'),
      new URLSearchParams('theme=dark'),
      new URLSearchParams(''),
    ];
    const file = new FormData();
    file.set('select_theme', new Blob(['dark']), 'dark.txt');
    bodies.push(file);
    for (const body of bodies) expect((await post('admin', body)).status, String(body)).toBe(400);
    // JSON is not the form the spec names: an empty form to the schema
    expect((await post('admin', JSON.stringify({ select_theme: 'contrast' }), { 'content-type': 'application/json' })).status).toBe(400);
    expect(await siteTheme()).toBe('dark');
  });
});
