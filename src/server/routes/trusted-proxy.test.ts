import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { LOGIN_LIMITS } from '../http/rate-limit';
import { DEMO_PASSWORD } from '../seed/accounts';
import { createTestApp, type TestApp } from '../testing/test-app';

// Behind nginx every socket comes from nginx: without TRUST_PROXY, 30 wrong passwords from anyone would lock every
// login out for 15 minutes. With it, the login limit counts the client nginx names; without it, or from
// any other peer, X-Forwarded-For is ignored, so nobody escapes a limit by writing a fresh address per request.

const NGINX = '127.0.0.1';

let proxied: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [proxied, direct] = await Promise.all([createTestApp({ TRUST_PROXY: `${NGINX},::1` }), createTestApp()]);
}, 120_000);
afterAll(() => Promise.all([proxied?.close(), direct?.close()]));

/** A login as the Node adapter hands it to Hono: from the socket `peer`, with the X-Forwarded-For the peer sent. */
const login = (t: TestApp, username: string, password: string, peer: string, forwardedFor?: string) =>
  t.app.request(
    '/auth/login',
    {
      method: 'POST',
      body: JSON.stringify({ username, password }),
      headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    },
    { incoming: { socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: peer.includes(':') ? 'IPv6' : 'IPv4' } } },
  );

/** One network's wrong passwords, each for another account, until the per-address limit is reached. */
async function exhaustAddressLimit(t: TestApp, peer: string, forwardedFor: (i: number) => string | undefined) {
  for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
    expect((await login(t, `niemand${i}@schule.test`, 'falsch', peer, forwardedFor(i))).status).toBe(401);
  }
}

describe('the login limit behind a trusted proxy', () => {
  it('locks out the guessing client only; the owner logs in through the same nginx', async () => {
    await exhaustAddressLimit(proxied, NGINX, () => '203.0.113.9');
    expect((await login(proxied, 'owner@lesefunke.test', DEMO_PASSWORD, NGINX, '203.0.113.9')).status).toBe(429);
    expect((await login(proxied, 'owner@lesefunke.test', DEMO_PASSWORD, NGINX, '198.51.100.20')).status).toBe(200);
    // a forged first hop does not help: nginx appended the real address after it
    expect((await login(proxied, 'owner@lesefunke.test', DEMO_PASSWORD, NGINX, '198.51.100.21, 203.0.113.9')).status).toBe(429);
    // nginx over IPv6 (::1) is trusted the same way
    expect((await login(proxied, 'owner@lesefunke.test', DEMO_PASSWORD, '::1', '203.0.113.9')).status).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is no trusted proxy: a fresh address per request escapes nothing', async () => {
    await exhaustAddressLimit(proxied, '192.0.2.50', (i) => `198.51.100.${100 + i}`);
    const res = await login(proxied, 'owner@lesefunke.test', DEMO_PASSWORD, '192.0.2.50', '198.51.100.250');
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: 'too_many_requests' });
  });

  it('ignores X-Forwarded-For altogether without TRUST_PROXY, also from 127.0.0.1', async () => {
    await exhaustAddressLimit(direct, NGINX, (i) => `198.51.100.${i}`);
    expect((await login(direct, 'owner@lesefunke.test', DEMO_PASSWORD, NGINX, '203.0.113.77')).status).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('takes addresses and CIDR ranges of both families, and nothing by default', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, ::1,10.0.0.0/8 ,fd00::/8' }).trustProxy).toEqual(['127.0.0.1', '::1', '10.0.0.0/8', 'fd00::/8']);
  });

  it('refuses what is no address or range, naming the variable', () => {
    for (const TRUST_PROXY of ['nginx', '10.0.0.0/33', '::1/129', '10.0.0.1/8/2', '10.0.0.0/-1', '300.1.1.1', '*']) {
      expect(() => loadConfig({ TRUST_PROXY })).toThrow(/TRUST_PROXY: muss aus IP-Adressen oder CIDR-Bereichen bestehen/);
    }
  });
});
