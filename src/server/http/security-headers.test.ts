import fs from 'node:fs';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createMailer } from '../mail/mailer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { THEME_BOOT_SCRIPT } from '../../shared/domain/theme';
import { THEME_SCRIPT_HASH } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe('security headers', () => {
  it('answers with a CSP that allows no framing, no foreign script, no inline script but the theme one, and the usual hardening headers', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp.match(/script-src [^;]*/)?.[0]).toBe(`script-src 'self' ${THEME_SCRIPT_HASH}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // plain http on localhost: HSTS would only lock the browser out of the local install later
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it("allows exactly index.html's theme script: a changed script without its new hash would not run", () => {
    const inline = [...fs.readFileSync('index.html', 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([THEME_BOOT_SCRIPT]);
  });

  it('adds HSTS behind an https proxy or with an https public URL', async () => {
    const proxied = await t.app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/);
    const https = createApp({ db: t.db, config: { ...t.config, publicUrl: 'https://lesefunke.example' }, mailer: createMailer(t.db, { from: t.config.mailFrom }) });
    expect((await https.request('/api/health')).headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('sends scripts, styles and pictures without the headers only documents read, an SVG with all of them', async () => {
    const server = new Hono()
      .route('/', t.app)
      .get('/assets/app.js', (c) => c.body('export {}', 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
      .get('/assets/app.css', (c) => c.body('a{}', 200, { 'Content-Type': 'text/css; charset=utf-8' }))
      .get('/icons/teaser.webp', (c) => c.body('RIFF', 200, { 'Content-Type': 'image/webp' }))
      .get('/badges/badge.svg', (c) => c.body('<svg/>', 200, { 'Content-Type': 'image/svg+xml' }));
    for (const path of ['/assets/app.js', '/assets/app.css', '/icons/teaser.webp']) {
      const res = await server.request(path);
      expect(res.headers.get('content-security-policy'), path).toBeNull();
      expect(res.headers.get('x-frame-options'), path).toBeNull();
      expect(res.headers.get('permissions-policy'), path).toBeNull();
      // what guards a script or a picture itself stays
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    const svg = await server.request('/badges/badge.svg');
    expect(svg.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(svg.headers.get('x-frame-options')).toBe('DENY');
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
