import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_FIELDS, POST_LIST_FIELDS } from '../../shared/domain/cms-fields';
import { frontPageFields, frontPageOf, SITE_OPTION_FIELDS, siteOptionsOf } from '../../shared/domain/cms-options';
import { normalizePost } from '../../shared/domain/cms-post';
import type { PostFilters } from '../../shared/query-keys';
import type { PageState } from '../../shared/rendered-page';
import type { WpPost } from '../../shared/schemas/cms';
import { createTestApp, login, type TestApp } from '../testing/test-app';
import { precompressDir, preferredEncoding } from './compression';
import { createSite } from './site';

const HTML =
  '<!doctype html><html><head><title>Lesefunke</title><link rel="stylesheet" crossorigin href="/assets/shell-abc123.css"></head><body><div id="root"></div></body></html>';
const CSS = '.site-header{color:#e8590c}';
// a hashed build file, large and repetitive enough to be worth compressing
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Boardstory Nummer ${i}`))};\n`;

let t: TestApp;
let dist: string;
let site: ReturnType<typeof createSite>;

beforeAll(async () => {
  t = await createTestApp();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), HTML);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'shell-abc123.css'), CSS);
  // what the build writes for the server alone (the render bundle, Vite's manifest)
  fs.mkdirSync(path.join(dist, 'server'));
  fs.writeFileSync(path.join(dist, 'server', 'entry-server.mjs'), 'export const secretOfTheServer = 1;\n');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-abc123.js"}}');
  precompressDir(dist);
  site = createSite({ api: t.app, db: t.db, config: t.config, dist });
}, 120_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => site.request(url, { headers });

/** The answers the served HTML carries (shared/rendered-page.ts: each query's key and data). */
async function stateOf(res: Response): Promise<{ raw: string; queries: { queryKey: unknown[]; state: { data: unknown } }[] }> {
  const html = await res.text();
  const raw = /<script type="application\/json" id="lf-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!raw) throw new Error('no server state in the page');
  const { queries } = JSON.parse(raw) as PageState;
  return { raw, queries: queries.map(([queryKey, data]) => ({ queryKey: [...queryKey], state: { data } })) };
}
/** The site's default theme set as an administrator does it (routes/site-settings.ts): a write through the site. */
async function setTheme(theme: string): Promise<number> {
  const cookie = await login(t.app, 'admin@lesefunke.test');
  const { token } = (await (await get('/api/live-token', { cookie })).json()) as { token: string };
  const res = await site.request('/api/admin/site-settings/theme', { method: 'POST', headers: { cookie, 'x-csrf-token': token }, body: new URLSearchParams({ select_theme: theme }) });
  return res.status;
}
const dataOf = (queries: { queryKey: unknown[]; state: { data: unknown } }[], key: unknown[]) =>
  queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data;

describe('Accept-Encoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('the frame\'s style sheets', () => {
  it('are written into each page, and stay links in the precached /index.html', async () => {
    const page = await (await get('/boardstories')).text();
    expect(page).toContain(`<style>${CSS}</style>`);
    expect(page).not.toContain('shell-abc123.css');
    const shell = await (await get('/index.html')).text();
    expect(shell).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-abc123.css">');
    expect(shell).not.toContain('<style>');
  });
});

describe('build files', () => {
  it('are written compressed once, beside each file', () => {
    expect(fs.existsSync(path.join(dist, 'assets', 'app-abc123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets', 'app-abc123.js.gz'))).toBe(true);
  });

  it('go out as brotli to a browser that takes it, with its length, Vary and an immutable lifetime', async () => {
    const res = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length);
    expect(body.length).toBeLessThan(SCRIPT.length / 2);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('go out as gzip without brotli, and as they are without either', async () => {
    const gz = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('that only the server reads are not served: the render bundle and the manifest answer as unknown pages', async () => {
    for (const file of ['/server/entry-server.mjs', '/.vite/manifest.json']) {
      const res = await get(file);
      expect(res.status, file).toBe(404);
      const body = await res.text();
      expect(body, file).not.toContain('secretOfTheServer');
      expect(body, file).not.toContain('src/main.tsx');
    }
  });
});

describe('answers made per request', () => {
  it('compresses API JSON above 1 KB', async () => {
    const res = await get('/api/boardstories?limit=50', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length);
    expect(JSON.parse(zlib.brotliDecompressSync(body).toString())._embedded.boardstories.length).toBeGreaterThan(10);
  });

  it('leaves small answers and media alone', async () => {
    const health = await get('/api/health', { 'Accept-Encoding': 'br, gzip' });
    expect(health.headers.get('Content-Encoding')).toBeNull();
    expect(await health.json()).toEqual({ status: 'ok' });
    const media = await get('/media/trailers/die-mutige-maus.mp4', { 'Accept-Encoding': 'br, gzip', Range: 'bytes=0-99' });
    expect(media.headers.get('Content-Encoding')).toBeNull();
  });
});

describe('pages', () => {
  it('the front page carries the first screen: guest, CMS options, menus and the news teaser', async () => {
    const res = await get('/', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    const html = zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString();
    const { queries } = await stateOf(new Response(html));
    expect(dataOf(queries, ['auth', 'me'])).toBeNull();
    expect(dataOf(queries, ['cms', 'options'])).toMatchObject({ header_cta: { text: 'Jetzt testen!' } });
    expect(dataOf(queries, ['cms', 'front-page', 'guest'])).toMatchObject({ active_blocks: expect.arrayContaining(['header', 'news_teaser']) });
    expect(dataOf(queries, ['cms', 'menus'])).toBeTruthy();
    expect(queries.some((q) => q.queryKey[0] === 'cms' && q.queryKey[1] === 'posts')).toBe(true);
    expect(res.headers.get('Cache-Control')).toMatch(/private/);
  });

  it('the news teaser carries its categories and posts as the browser asks them: the list fields, not each post\'s whole text', async () => {
    const { queries } = await stateOf(await get('/'));
    const categories = await (await get(`/cms/wp-json/wp/v2/categories?per_page=100&_fields=${CATEGORY_FIELDS}`)).json();
    expect(dataOf(queries, ['cms', 'categories'])).toEqual(categories);
    expect(Object.keys(categories[0]).sort()).toEqual(['id', 'name', 'slug']);
    const teaser = queries.find((q) => q.queryKey[0] === 'cms' && q.queryKey[1] === 'posts')!;
    const filters = teaser.queryKey[2] as PostFilters;
    // the query the browser sends for the same filters (features/cms/cms.queries.ts)
    const query = new URLSearchParams({ per_page: String(filters.per_page), page: '1', categories: filters.categories!.join(','), _embed: 'wp:featuredmedia', _fields: POST_LIST_FIELDS });
    const answer = await get(`/cms/wp-json/wp/v2/posts?${query}`);
    expect(answer.status).toBe(200);
    const posts = ((await answer.json()) as WpPost[]).map(normalizePost);
    expect(posts).toHaveLength(3);
    expect((teaser.state.data as { posts: unknown[] }).posts).toEqual(posts);
    expect(posts.map((p) => p.content.rendered)).toEqual(['', '', '']);
    expect(posts[0]).not.toHaveProperty('_links');
    expect(posts[0]).toMatchObject({ title: { rendered: expect.stringMatching(/\S/) }, featured_image_src: { medium: expect.stringMatching(/^\/media\//) } });
  });

  it('the options page goes out in the parts the browser asks for: the site\'s on every page, the reader\'s front page on the front page', async () => {
    const site = await (await get(`/cms/wp-json/acf/v3/options/options?_fields=${SITE_OPTION_FIELDS}`)).json();
    const guest = await (await get(`/cms/wp-json/acf/v3/options/options?_fields=${frontPageFields('guest')}`)).json();
    expect(Object.keys(guest.acf)).toEqual(['front_page_guest']);
    expect(site.acf).not.toHaveProperty('front_page_guest');
    const front = (await stateOf(await get('/'))).queries;
    expect(dataOf(front, ['cms', 'options'])).toEqual(siteOptionsOf(site));
    expect(dataOf(front, ['cms', 'front-page', 'guest'])).toEqual(frontPageOf(guest, 'guest'));
    expect(dataOf(front, ['cms', 'front-page', 'user'])).toBeUndefined();
    const list = (await stateOf(await get('/boardstories'))).queries;
    expect(dataOf(list, ['cms', 'options'])).toEqual(siteOptionsOf(site));
    expect(list.some((q) => q.queryKey[1] === 'front-page')).toBe(false);
  });

  it('a story page carries its story and preloads its teaser picture; the catalogue its list', async () => {
    const story = await get('/boardstory/die-mutige-maus');
    expect(story.status).toBe(200);
    const html = await story.clone().text();
    expect(html).toMatch(/<link rel="preload" as="image"[^>]+fetchpriority="high"/);
    expect(dataOf((await stateOf(story)).queries, ['boardstories', 'detail', 'die-mutige-maus'])).toMatchObject({ slug: 'die-mutige-maus' });
    const list = await get('/boardstories');
    const { queries } = await stateOf(list);
    expect(dataOf(queries, ['boardstories', 'list', { page: 1, limit: 10 }])).toMatchObject({ _embedded: { boardstories: expect.any(Array) } });
    expect(dataOf(queries, ['boardstories', 'tags'])).toEqual(expect.any(Array));
  });

  it('CMS pages and posts carry their content', async () => {
    const page = await get('/faq');
    expect(page.status).toBe(200);
    expect(dataOf((await stateOf(page)).queries, ['cms', 'page', 'faq'])).toMatchObject({ slug: 'faq' });
    const post = await get('/aktuelles/neue-boardstories-im-herbst');
    expect(post.status).toBe(200);
    expect(dataOf((await stateOf(post)).queries, ['cms', 'post', 'neue-boardstories-im-herbst'])).toMatchObject({ slug: 'neue-boardstories-im-herbst' });
  });

  it('every page names the site default theme on <html> and in its data, the next page at once after an administrator set it; the precached /index.html does not', async () => {
    const readers: Record<string, string>[] = [{}, { Cookie: await login(t.app, 'lehrer@lesefunke.test') }];
    for (const headers of readers) expect(await (await get('/login', headers)).text()).toMatch(/^<!doctype html><html data-site-theme="standard">/);
    expect(await setTheme('dark')).toBe(200);
    for (const headers of readers) {
      const res = await get('/login', headers);
      const { queries } = await stateOf(res.clone());
      expect(await res.text()).toContain('<html data-site-theme="dark">');
      expect(dataOf(queries, ['site-settings'])).toEqual({ theme: 'dark' });
    }
    expect(await (await get('/index.html')).text()).not.toContain('data-site-theme');
    expect(await setTheme('standard')).toBe(200);
  });

  it('the data cannot end its element: every < is escaped', async () => {
    const { raw } = await stateOf(await get('/faq'));
    expect(raw).not.toContain('<');
  });

  it('a signed-in page names its user and is kept by no cache', async () => {
    const cookie = await login(t.app, 'lehrer@lesefunke.test');
    const res = await get('/', { Cookie: cookie });
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(dataOf((await stateOf(res)).queries, ['auth', 'me'])).toMatchObject({ id: expect.any(Number) });
  });

  it("a signed-in page's frame is kept, who is signed in never: a bookmark shows at once, and after the logout the same cookie reads a guest's page", async () => {
    const cookie = await login(t.app, 'leser@lesefunke.test');
    const me = async () => dataOf((await stateOf(await get('/boardstories', { Cookie: cookie }))).queries, ['auth', 'me']) as { bookmarks: number[] } | null;
    const before = await me();
    expect(before).toMatchObject({ email: 'leser@lesefunke.test' });
    const story = (await (await get('/api/boardstories/die-mutige-maus')).json()) as { id: number };
    const mark = await site.request('/api/bookmarks', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ boardstoryId: story.id }) });
    expect(mark.status).toBe(201);
    expect((await me())!.bookmarks).toEqual([...before!.bookmarks, story.id]);
    expect((await site.request('/auth/logout', { method: 'POST', headers: { cookie } })).status).toBeLessThan(300);
    expect(await me()).toBeNull();
    expect((await get('/boardstories', { Cookie: cookie })).headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('a page the browser draws goes out as one gzip stream of its kept frame and its reader\'s own pieces: the same HTML as uncompressed', async () => {
    const cookie = await login(t.app, 'lehrer@lesefunke.test');
    for (const headers of [{ Cookie: cookie }, {}] as Record<string, string>[]) {
      const plain = await get('/boardstories', headers);
      expect(plain.headers.get('Content-Encoding')).toBeNull();
      const zipped = await get('/boardstories', { ...headers, 'Accept-Encoding': 'gzip, deflate, br, zstd' });
      expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
      expect(zipped.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
      const body = Buffer.from(await zipped.arrayBuffer());
      expect(Number(zipped.headers.get('Content-Length'))).toBe(body.length);
      const html = zlib.gunzipSync(body).toString();
      expect(html).toBe(await plain.text());
      expect(html).toContain(headers.Cookie ? 'lehrer@lesefunke.test' : '[["auth","me"],null]');
    }
  });

  it('answers 404 for a path that no route, story, page or post takes, still with the app', async () => {
    for (const url of ['/gibt/es/nicht/wirklich', '/boardstory/gibt-es-nicht', '/gibt-es-nicht', '/aktuelles/gibt-es-nicht', '/unbekannt/neue-boardstories-im-herbst']) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).toContain('<div id="root">');
    }
    for (const url of ['/login', '/account/merkliste', '/boardstory/die-mutige-maus/ABC123', '/resetPassword/abc', '/boardstories/']) {
      expect((await get(url)).status, url).toBe(200);
    }
    // unknown API paths stay JSON
    expect((await get('/api/gibt-es-nicht')).headers.get('Content-Type')).toMatch(/json/);
  });

  it('robots.txt is text that names the sitemap; the sitemap lists the public pages, both under PUBLIC_URL whatever the Host', async () => {
    const origin = t.config.publicUrl;
    // a request with a foreign Host must not make these hour-long cached answers name another site
    const foreign = { host: 'evil.example' };
    const robots = await site.request('http://evil.example/robots.txt', { headers: foreign });
    expect(robots.headers.get('Content-Type')).toMatch(/text\/plain/);
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).not.toContain('evil.example');
    const sitemap = await site.request('http://evil.example/sitemap.xml', { headers: foreign });
    expect(sitemap.headers.get('Content-Type')).toMatch(/xml/);
    const xml = await sitemap.text();
    for (const p of ['/', '/boardstories', '/boardstory/die-mutige-maus', '/faq', '/aktuelles/neue-boardstories-im-herbst']) {
      expect(xml).toContain(`<loc>${origin}${p}</loc>`);
    }
    expect(xml).not.toContain('evil.example');
    expect(xml).not.toContain('/account');
  });
});

describe('old addresses', () => {
  it('move for good to their target (shared/domain/redirects.ts); the routes that carry a token stay pages', async () => {
    for (const [from, to] of [['/requestResetPassword', '/request-password-reset'], ['/resetPassword/', '/request-password-reset'], ['/kostenlose-webinare', '/kostenlose-online-fortbildungen']]) {
      const res = await get(from);
      expect(res.status).toBe(301);
      expect(res.headers.get('Location')).toBe(to);
    }
    expect((await site.request('/boardstory', { method: 'HEAD' })).status).toBe(301);
    expect((await get('/resetPassword/abc')).status).toBe(200);
  });
});

describe('route assets', () => {
  it('a route is tied to its module, so the page can name the chunks of its screen', async () => {
    const { readAppRoutes, matchRoute } = await import('./app-routes');
    const routes = readAppRoutes();
    expect(matchRoute(routes, '/boardstory/die-mutige-maus')).toMatchObject({ file: 'src/routes/boardstory/$idOrSlug.{-$accessCode}', params: { idOrSlug: 'die-mutige-maus' } });
    expect(matchRoute(routes, '/')?.file).toBe('src/routes/index');
    expect(matchRoute(routes, '/account/merkliste')?.route).toBe('/account/merkliste');
  });
});
