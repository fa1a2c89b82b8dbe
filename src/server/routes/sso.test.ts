import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../shared/schemas/auth';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { createMailer } from '../mail/mailer';
import { deactivateAccount } from '../services/operator-accounts';
import { callbackUrl } from '../services/sso';
import { startOidcProvider, type TestOidcProvider } from '../testing/oidc-provider';
import { createTestApp, type TestApp } from '../testing/test-app';

// Single sign-on against a real OpenID provider (oidc-provider) on a free localhost port. The test
// is the browser: it follows every redirect between the app and the provider and keeps each one's
// cookies; the provider's login page signs its `person` in on its own.

const CLIENT = 'lesefunke';
const SECRET = 'geheim-und-lang-genug';
let t: TestApp;
let op: TestOidcProvider;
let errors: string[];

beforeAll(async () => {
  // the provider needs the app's callback address, the app the provider's: the address comes first
  const redirectUri = callbackUrl(loadConfig({ NODE_ENV: 'test' }));
  op = await startOidcProvider({ clientId: CLIENT, clientSecret: SECRET, redirectUri });
  t = await createTestApp({ OIDC_ISSUER: op.issuer, OIDC_CLIENT_ID: CLIENT, OIDC_CLIENT_SECRET: SECRET });
  // two minutes: every server test file seeds its own database at the same time on a shared machine
}, 120_000);
afterAll(async () => {
  await op?.close();
  await t?.close();
});
beforeEach(() => {
  errors = [];
  // the app logs why a sign-on failed (an error code, nothing personal): collected, and asserted where it matters
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
  Object.assign(op.state, { clockOffset: 0, stampNotBefore: false, impostorKeys: null, failDiscovery: 0 });
});

type Browser = { cookies: Map<string, Map<string, string>> };
const newBrowser = (): Browser => ({ cookies: new Map() });

function remember(browser: Browser, origin: string, setCookies: string[]) {
  const jar = browser.cookies.get(origin) ?? new Map<string, string>();
  for (const line of setCookies) {
    const [pair, ...attributes] = line.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
    if (gone || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  browser.cookies.set(origin, jar);
}

const cookieHeader = (browser: Browser, origin: string) =>
  [...(browser.cookies.get(origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');

type Hooks = {
  /** changes the authorization request on its way to the provider */
  toProvider?: (url: URL) => URL;
  /** changes the provider's answer on its way back to the app */
  toApp?: (url: URL) => URL;
};

/**
 * Clicks "Luxemburg" and follows the redirects until the app sends the browser to one of its own
 * pages. Answers that page and the app's response that sent it there.
 */
async function signOn(browser = newBrowser(), hooks: Hooks = {}) {
  const app = new URL(t.config.publicUrl).origin;
  let url = new URL('/auth/sso/luxemburg', app);
  for (let hop = 0; hop < 20; hop++) {
    const res =
      url.origin === app
        ? await t.app.request(url.pathname + url.search, { headers: { cookie: cookieHeader(browser, app) } })
        : await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader(browser, url.origin) } });
    remember(browser, url.origin, res.headers.getSetCookie());
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) throw new Error(`${url.pathname} answered ${res.status}: ${await res.text()}`);
    const from = url.origin;
    url = new URL(location, url);
    if (from === app && url.origin === app && !url.pathname.startsWith('/auth/')) return { page: url, res, browser };
    if (from === app && url.origin !== app && hooks.toProvider) url = hooks.toProvider(url);
    if (from !== app && url.origin === app && hooks.toApp) url = hooks.toApp(url);
  }
  throw new Error('too many redirects');
}

const sessionOf = (res: Response) => res.headers.get('set-cookie')?.match(/lf_session=[\w-]{20,}/)?.[0];

/** Accepts the terms with the token of /confirm-tos; answers the session cookie. */
async function acceptTerms(page: URL) {
  const res = await t.app.request('/api/users/tos-consent', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${page.searchParams.get('access_token')}` },
    body: JSON.stringify({ tosConsent: true }),
  });
  expect(res.status).toBeLessThan(300);
  return res.headers.get('set-cookie')!.split(';')[0];
}

async function me(session: string) {
  return (await (await t.app.request('/api/me', { headers: { cookie: session } })).json()) as Me;
}

describe('single sign-on with a real OpenID provider', () => {
  it('creates an external account that must accept the terms, then logs the same person into it again', async () => {
    op.state.person = { sub: 'person-1', given_name: 'Luc', family_name: 'Weber' };
    const first = await signOn();
    expect(first.page.pathname).toBe('/confirm-tos');
    const account = await me(await acceptTerms(first.page));
    // the provider keeps the names out of the ID token (it issues an access token too): they come from userinfo
    expect(account).toMatchObject({ isExternalUser: true, firstName: 'Luc', lastName: 'Weber' });
    expect(account.email).toMatch(/^[0-9a-f]{40}@sso\.lesefunke\.lu$/);

    // a new browser, the same person at the provider: logged in, in the same account
    const again = await signOn();
    expect(again.page.pathname).toBe('/');
    expect((await me(sessionOf(again.res)!)).id).toBe(account.id);
    expect(await t.db.select().from(users).where(eq(users.email, account.email))).toHaveLength(1);
    expect(errors).toEqual([]);
    // two logins, one discovery and one fetch of the keys
    expect(op.state.requests).toMatchObject({ discovery: 1, jwks: 1 });
  });

  it('refuses an external account an operator deactivated, although the provider still vouches for it', async () => {
    op.state.person = { sub: 'person-deactivated', given_name: 'Ex', family_name: 'Kollege' };
    const first = await signOn();
    const account = await me(await acceptTerms(first.page));
    expect(await deactivateAccount(t.db, account.email)).toBe('deactivated');

    const again = await signOn();
    expect(again.page.pathname + again.page.search).toBe('/login?sso=failed');
    expect(sessionOf(again.res)).toBeUndefined();
    expect(errors).toEqual(['single sign-on failed: account deactivated']);
  });

  it('keeps logging in across key rotations, also to another algorithm the provider advertises', async () => {
    op.state.person = { sub: 'person-rotation', given_name: 'Rita', family_name: 'Rotation' };
    const before = await signOn();
    expect(before.page.pathname).toBe('/confirm-tos');
    const account = await me(await acceptTerms(before.page));

    for (const alg of ['RS256', 'ES256', 'PS256'] as const) {
      op.rotateKey(alg);
      const jwksBefore = op.state.requests.jwks;
      const after = await signOn();
      expect(after.page.pathname, `after rotating to a new ${alg} key`).toBe('/');
      expect((await me(sessionOf(after.res)!)).id).toBe(account.id);
      // the unknown key id made the app fetch the provider's keys again
      expect(op.state.requests.jwks).toBeGreaterThan(jwksBefore);
    }
  });

  it('accepts an ID token from a provider whose clock is 30 s ahead, and refuses one from 45 s ahead', async () => {
    op.state.person = { sub: 'person-skew', given_name: 'Sven', family_name: 'Skew' };
    op.state.stampNotBefore = true;
    op.state.clockOffset = 30;
    const tokenAnswers: { id_token?: string }[] = [];
    const realFetch = globalThis.fetch;
    // a look at the token the provider sends, without changing it
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const res = await realFetch(input, init);
      if (String(input instanceof Request ? input.url : input).endsWith('/token')) tokenAnswers.push((await res.clone().json()) as { id_token?: string });
      return res;
    });
    const now = Math.floor(Date.now() / 1000);
    const ahead = await signOn();
    expect(ahead.page.pathname).toBe('/confirm-tos');
    const claims = JSON.parse(Buffer.from(tokenAnswers[0].id_token!.split('.')[1], 'base64url').toString()) as { iat: number; nbf: number };
    expect(claims.iat - now).toBeGreaterThanOrEqual(29);
    expect(claims.nbf).toBe(claims.iat);

    op.state.clockOffset = 45;
    const tooFar = await signOn();
    expect(tooFar.page.href).toMatch(/\/login\?sso=failed$/);
    expect(sessionOf(tooFar.res)).toBeUndefined();
    expect(errors).toEqual(['single sign-on failed: OAUTH_JWT_TIMESTAMP_CHECK_FAILED: unexpected JWT "nbf" (not before) claim value']);
  });

  it('sends a forged state, a wrong nonce or a foreign signature back to the login page without a session', async () => {
    op.state.person = { sub: 'person-attack', given_name: 'Anna', family_name: 'Angriff' };
    const tokensBefore = op.state.requests.token;
    const forged = await signOn(newBrowser(), { toApp: (url) => (url.searchParams.set('state', 'x' + url.searchParams.get('state')), url) });
    expect(forged.page.href).toMatch(/\/login\?sso=failed$/);
    expect(sessionOf(forged.res)).toBeUndefined();
    // refused before the code was ever redeemed
    expect(op.state.requests.token).toBe(tokensBefore);

    const wrongNonce = await signOn(newBrowser(), { toProvider: (url) => (url.searchParams.set('nonce', 'fremd'), url) });
    expect(wrongNonce.page.href).toMatch(/\/login\?sso=failed$/);
    expect(sessionOf(wrongNonce.res)).toBeUndefined();

    // the keys published under the provider's key ids are not the ones it signs with
    op.rotateKey();
    op.state.impostorKeys = op.impostorFor();
    const tokensBeforeForeign = op.state.requests.token;
    const foreign = await signOn();
    expect(foreign.page.href).toMatch(/\/login\?sso=failed$/);
    expect(sessionOf(foreign.res)).toBeUndefined();
    // one silent second round with fresh keys (they might have been stale), then no more
    expect(op.state.requests.token).toBe(tokensBeforeForeign + 2);

    expect(errors).toEqual([
      'single sign-on failed: state',
      'single sign-on failed: OAUTH_JWT_CLAIM_COMPARISON_FAILED: unexpected ID Token "nonce" claim value',
      'single sign-on failed: OAUTH_INVALID_RESPONSE: JWT signature verification failed',
    ]);
  });

  it('asks a provider for its metadata once, and again after a failure', async () => {
    // a second provider: a new issuer, so nothing is cached for it yet
    const other = await startOidcProvider({ clientId: CLIENT, clientSecret: SECRET, redirectUri: callbackUrl(t.config) });
    try {
      const config = { ...t.config, oidc: { issuer: other.issuer, clientId: CLIENT, clientSecret: SECRET } };
      const app = createApp({ db: t.db, config, mailer: createMailer(t.db, { from: config.mailFrom }) });
      const start = () => app.request('/auth/sso/luxemburg');

      other.state.failDiscovery = 1;
      expect((await start()).headers.get('location')).toBe('/login?sso=failed');
      for (let i = 0; i < 3; i++) expect((await start()).headers.get('location')).toMatch(new RegExp(`^${other.issuer}/auth\\?`));
      // the failure was not kept: one more discovery, then none
      expect(other.state.requests.discovery).toBe(2);
      expect(errors).toEqual(['single sign-on failed: no discovery: OAUTH_RESPONSE_IS_NOT_CONFORM: unexpected HTTP response status code']);
    } finally {
      await other.close();
    }
  });
});
