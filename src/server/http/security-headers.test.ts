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

/** The socket a request comes from, as the Node adapter hands it to Hono. */
const fromPeer = (address: string) => ({ incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } } });

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

  it('adds HSTS behind a trusted https proxy or with an https public URL, never for any peer that claims https', async () => {
    const behindNginx = createApp({ db: t.db, config: { ...t.config, trustProxy: ['127.0.0.1'] }, mailer: createMailer(t.db, { from: t.config.mailFrom }) });
    const hsts = async (app: typeof t.app, peer: string) =>
      (await app.request('/api/health', { headers: { 'x-forwarded-proto': 'https' } }, fromPeer(peer))).headers.get('strict-transport-security');
    expect(await hsts(behindNginx, '127.0.0.1')).toMatch(/^max-age=31536000/);
    // a client talking to the server directly chooses its own header: HSTS would lock the http install's users out
    expect(await hsts(behindNginx, '203.0.113.5')).toBeNull();
    expect(await hsts(t.app, '127.0.0.1')).toBeNull();
    const https = createApp({ db: t.db, config: { ...t.config, publicUrl: 'https://lesefunke.example' }, mailer: createMailer(t.db, { from: t.config.mailFrom }) });
    expect((await https.request('/api/health')).headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('refuses a write from another origin, scheme included, and one that names its page only in the Referer', async () => {
    const https = createApp({ db: t.db, config: { ...t.config, publicUrl: 'https://lesefunke.example' }, mailer: createMailer(t.db, { from: t.config.mailFrom }) });
    const behindNginx = createApp({ db: t.db, config: { ...t.config, trustProxy: ['127.0.0.1'] }, mailer: createMailer(t.db, { from: t.config.mailFrom }) });
    // a bookmark without a session: 401 when the origin check lets it through, 403 when it refuses
    const write = async (app: typeof t.app, headers: Record<string, string>, peer = '192.0.2.1') =>
      (await app.request('/api/bookmarks', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"boardstoryId":1}' }, fromPeer(peer))).status;
    const host = { host: 'lesefunke.example' };
    expect(await write(https, { ...host, origin: 'https://lesefunke.example' })).toBe(401);
    // an http page of the same host is another origin: whoever sits in the network can write it
    expect(await write(https, { ...host, origin: 'http://lesefunke.example' })).toBe(403);
    expect(await write(behindNginx, { ...host, origin: 'http://lesefunke.example', 'x-forwarded-proto': 'https' }, '127.0.0.1')).toBe(403);
    expect(await write(behindNginx, { ...host, origin: 'https://lesefunke.example', 'x-forwarded-proto': 'https' }, '127.0.0.1')).toBe(401);
    // a peer that is no trusted proxy cannot make its https claim count
    expect(await write(behindNginx, { ...host, origin: 'https://lesefunke.example', 'x-forwarded-proto': 'https' })).toBe(403);
    // without Origin (older browsers) the Referer names the page that wrote
    expect(await write(https, { ...host, referer: 'https://evil.example/form.html' })).toBe(403);
    expect(await write(https, { ...host, referer: 'http://lesefunke.example/konto' })).toBe(403);
    expect(await write(https, { ...host, referer: 'kein Verweis' })).toBe(403);
    expect(await write(https, { ...host, referer: 'https://lesefunke.example/konto' })).toBe(401);
    // neither: no page's request (a tool, the CLI)
    expect(await write(https, host)).toBe(401);
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
