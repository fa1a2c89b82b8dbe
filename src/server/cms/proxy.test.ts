import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/env';
import type { SessionUser } from '../http/env';
import { cmsProxy, rewriteLink, targetUrl } from './proxy';

// A stand-in WordPress: records what reached it and answers by path.
const seen: http.IncomingHttpHeaders[] = [];
let wp: http.Server;
let base = '';

beforeAll(async () => {
  wp = http.createServer((req, res) => {
    seen.push(req.headers);
    const url = new URL(req.url ?? '/', 'http://wp');
    if (url.pathname === '/wp-json/slow') return void setTimeout(() => res.end('{}'), 2_000);
    if (url.pathname === '/wp-json/broken') {
      res.writeHead(500, { 'content-type': 'text/html' });
      return void res.end('<h1>Error establishing a database connection</h1>');
    }
    res.writeHead(url.pathname.endsWith('/preview/7') && !req.headers.authorization ? 401 : 200, {
      'content-type': 'application/json; charset=UTF-8',
      'cache-control': 'public, max-age=60',
      etag: '"abc"',
      'x-wp-total': '38',
      'x-wp-totalpages': '4',
      link: `<${base}/wp/v2/posts?categories%5B0%5D=1&page=2>; rel="next", <https://cms.public.example/wp-json/>; rel="https://api.w.org/"`,
      'set-cookie': 'wordpress_test_cookie=1',
    });
    res.end(JSON.stringify({ path: url.pathname, search: url.search }));
  });
  await new Promise<void>((resolve) => wp.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(wp.address() as AddressInfo).port}/wp-json`;
});
afterAll(() => new Promise<void>((resolve) => wp.close(() => resolve())));

const appFor = (user: Partial<SessionUser> | null = null, cmsPreviewAuth?: string, cmsBase = base) =>
  new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('user', user as SessionUser | null);
      await next();
    })
    .use('/cms/wp-json/*', cmsProxy({ cmsBase, cmsPreviewAuth, publicUrl: 'https://lesefunke.example' }, 500))
    .get('/cms/wp-json/*', (c) => c.json({ builtIn: true }));

describe('cms proxy', () => {
  it('passes a read through with its paging and caching headers, Link rewritten to our origin', async () => {
    const res = await appFor().request('/cms/wp-json/wp/v2/posts?categories[]=1&page=1', { headers: { cookie: 'lesefunke_session=secret', 'if-none-match': '"abc"' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ path: '/wp-json/wp/v2/posts', search: '?categories[]=1&page=1' });
    expect(res.headers.get('x-wp-total')).toBe('38');
    expect(res.headers.get('x-wp-totalpages')).toBe('4');
    expect(res.headers.get('etag')).toBe('"abc"');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    // absolute on our own origin (PUBLIC_URL), as WordPress writes them: a client would resolve a relative one against port 80
    expect(res.headers.get('link')).toBe(
      '<https://lesefunke.example/cms/wp-json/wp/v2/posts?categories%5B0%5D=1&page=2>; rel="next", <https://lesefunke.example/cms/wp-json/>; rel="https://api.w.org/"',
    );
    expect(res.headers.get('set-cookie')).toBeNull();
    const sent = seen.at(-1)!;
    expect(sent.cookie).toBeUndefined();
    expect(sent['if-none-match']).toBe('"abc"');
  });

  it('answers only GET and HEAD', async () => {
    const res = await appFor().request('/cms/wp-json/wp/v2/posts', { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect(await res.json()).toMatchObject({ code: 'rest_method_not_allowed', data: { status: 405 } });
    const head = await appFor().request('/cms/wp-json/wp/v2/posts', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-wp-total')).toBe('38');
  });

  it('gives up after the timeout with a WordPress-shaped 504', async () => {
    const res = await appFor().request('/cms/wp-json/slow');
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ code: 'cms_timeout', message: expect.any(String), data: { status: 504 } });
  });

  it('never serves WordPress HTML as a page of our origin', async () => {
    const res = await appFor().request('/cms/wp-json/broken');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'cms_bad_gateway', data: { status: 502 } });
  });

  it('answers 502 when WordPress cannot be reached', async () => {
    const res = await appFor(null, undefined, 'http://127.0.0.1:1/wp-json').request('/cms/wp-json/wp/v2/posts');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'cms_unreachable' });
  });

  it('sends the preview password for administrators only, and never lets a preview be cached', async () => {
    const guest = await appFor(null, 'editor:app pass').request('/cms/wp-json/lesefunke/v2/preview/7', { headers: { authorization: 'Basic bWFsbG9yeTp4' } });
    expect(guest.status).toBe(401);
    expect(seen.at(-1)!.authorization).toBeUndefined();
    const teacher = await appFor({ isAdmin: false }, 'editor:app pass').request('/cms/wp-json/lesefunke/v2/preview/7');
    expect(teacher.status).toBe(401);
    const admin = await appFor({ isAdmin: true }, 'editor:app pass').request('/cms/wp-json/lesefunke/v2/preview/7');
    expect(admin.status).toBe(200);
    expect(seen.at(-1)!.authorization).toBe(`Basic ${Buffer.from('editor:app pass').toString('base64')}`);
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    // other routes never carry it
    await appFor({ isAdmin: true }, 'editor:app pass').request('/cms/wp-json/wp/v2/posts');
    expect(seen.at(-1)!.authorization).toBeUndefined();
  });

  it('leaves the built-in service in charge without an external CMS_BASE', async () => {
    const res = await appFor(null, undefined, '/cms/wp-json').request('/cms/wp-json/wp/v2/posts');
    expect(await res.json()).toEqual({ builtIn: true });
  });
});

describe('targetUrl', () => {
  it('keeps requests inside the WordPress API path', () => {
    expect(targetUrl('https://cms.example/wp-json', '/cms/wp-json/wp/v2/posts', '?page=2')?.href).toBe('https://cms.example/wp-json/wp/v2/posts?page=2');
    expect(targetUrl('https://cms.example/wp-json/', '/cms/wp-json', '')?.href).toBe('https://cms.example/wp-json/');
    expect(targetUrl('https://cms.example/wp-json', '/cms/wp-json/../wp-login.php', '')).toBeUndefined();
    expect(targetUrl('https://cms.example/wp-json', '/cms/wp-json/%2e%2e/wp-admin/', '')).toBeUndefined();
    expect(targetUrl('https://cms.example/wp-json', '/cms/wp-json//evil.example/x', '')?.origin).toBe('https://cms.example');
  });
});

describe('rewriteLink', () => {
  it('leaves links outside the API alone', () => {
    expect(rewriteLink('<https://cms.example/feed/>; rel="alternate"', 'https://cms.example/wp-json', 'https://lesefunke.example')).toBe('<https://cms.example/feed/>; rel="alternate"');
  });
});
