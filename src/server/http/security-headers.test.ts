import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createMailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('security headers', () => {
  it('answers with a CSP that allows no framing, no foreign or inline script, and the usual hardening headers', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // plain http on localhost: HSTS would only lock the browser out of the local install later
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS behind an https proxy or with an https public URL', async () => {
    const proxied = await t.app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    const https = createApp({ db: t.db, config: { ...t.config, publicUrl: 'https://lesefunke.example' }, mailer: createMailer(t.db, { from: t.config.mailFrom }) });
    expect((await https.request('/api/health')).headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('reaches the shell and static files that index.ts serves after mounting the app, and error answers', async () => {
    const server = new Hono().route('/', t.app).get('/*', (c) => c.html('<!doctype html>'));
    for (const path of ['/', '/boardstories', '/api/unknown', '/cms/wp-json/wp/v2/posts/0']) {
      const res = await server.request(path);
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});
