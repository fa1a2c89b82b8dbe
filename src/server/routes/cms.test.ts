import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Menus, Options, Post, VideoItem } from '../../shared/schemas/cms';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { cmsPosts } from '../db/schema';
import { seedCms } from '../seed/cms';
import type { AppEnv } from '../http/env';
import { cmsRoutes } from './cms';
import { openTestDatabase } from '../testing/test-database';

let database: Database;
const testUser = { id: 1, email: 'test@lesefunke.test', firstName: '', lastName: '', salutation: '', isExternalUser: false, isAdmin: false };
let app: Hono<AppEnv>;

// cmsRoutes on a minimal app with app.ts' context variables (it maps its own errors), so the test needs no other route module
beforeAll(async () => {
  database = await openTestDatabase();
  await seedCms(database.db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0' });
  app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('db', database.db);
      c.set('config', config);
      c.set('mailer', { send: async () => {} });
      // the preview needs an editor: a test names the role it sends as with this header
      const role = c.req.header('x-test-role');
      c.set('user', role ? { ...testUser, isAdmin: role === 'admin' } : null);
      await next();
    })
    .route('/cms/wp-json', cmsRoutes);
  // opening, migrating and seeding PGlite can take a while when other server tests run beside it
}, 60_000);
afterAll(() => database.close());

const get = async (path: string, role?: 'admin' | 'user') => app.request(`/cms/wp-json${path}`, { headers: role ? { 'x-test-role': role } : {} });
async function json<T>(path: string, status = 200): Promise<T> {
  const res = await get(path);
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
}
async function categoryId(slug: string): Promise<number> {
  const cats = await json<Category[]>('/wp/v2/categories?per_page=100');
  return cats.find((c) => c.slug === slug)!.id;
}

describe('GET /wp/v2/posts', () => {
  it('pages newest first with WordPress paging headers and cache header', async () => {
    const res = await get('/wp/v2/posts?per_page=5&page=2');
    expect(res.status).toBe(200);
    const total = Number(res.headers.get('X-WP-Total'));
    expect(total).toBeGreaterThanOrEqual(15 + 12 + 4 + 4);
    expect(res.headers.get('X-WP-TotalPages')).toBe(String(Math.ceil(total / 5)));
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    const posts = (await res.json()) as Post[];
    expect(posts).toHaveLength(5);
    const dates = posts.map((p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(posts.every((p) => p.status === 'publish' && p.type === 'post')).toBe(true);
  });

  it('answers a page past the last with rest_post_invalid_page_number', async () => {
    const body = await json<{ code: string; message: string; data: { status: number } }>('/wp/v2/posts?page=999', 400);
    expect(body.code).toBe('rest_post_invalid_page_number');
    expect(body.message).toBeTruthy();
    expect(body.data.status).toBe(400);
  });

  it('searches title and content case-insensitively', async () => {
    const posts = await json<Post[]>('/wp/v2/posts?search=SCHÜLERCODES');
    expect(posts.map((p) => p.slug)).toContain('neue-funktion-schuelercodes');
    expect(posts.every((p) => /schülercodes/i.test(p.title.rendered + p.content.rendered))).toBe(true);
    expect(await json<Post[]>('/wp/v2/posts?search=100%25')).toEqual([]);
  });

  it('filters by categories and categories_exclude', async () => {
    const news = await categoryId('aktuelles');
    const guests = await categoryId('for_guests');
    const all = await json<Post[]>(`/wp/v2/posts?categories=${news}&per_page=100`);
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(all.every((p) => p.categories?.includes(news))).toBe(true);
    // one pinned post for guests, one for signed-in readers (who do not see for_guests)
    expect(all.filter((p) => p.acf.highlighted)).toHaveLength(2);
    const members = await json<Post[]>(`/wp/v2/posts?categories=${news}&categories_exclude=${guests}&per_page=100`);
    expect(members.length).toBeGreaterThan(0);
    expect(members.length).toBeLessThan(all.length);
    expect(members.some((p) => p.category_slugs.includes('for_guests'))).toBe(false);
    expect(members.filter((p) => p.acf.highlighted)).toHaveLength(1);
    const either = await json<Post[]>(`/wp/v2/posts?categories=${news},${await categoryId('blog')}&per_page=100`);
    expect(either.length).toBeGreaterThanOrEqual(all.length + 12);
  });

  it('bounds dates with before and after', async () => {
    const year = new Date().getFullYear() - 1;
    const posts = await json<Post[]>(`/wp/v2/posts?after=${year}-01-01T00:00:00Z&before=${year + 1}-01-01T00:00:00Z&per_page=100`);
    expect(posts.length).toBeGreaterThan(0);
    // the bounds are UTC (…Z): compare the UTC time; `date` is Berlin's, a year later for a post on 31 December after 23:00 UTC
    expect(posts.every((p) => (p.date_gmt ?? p.date).startsWith(String(year)))).toBe(true);
  });

  it('finds a post by slug and by id, with a site-relative link', async () => {
    const [post] = await json<Post[]>('/wp/v2/posts?slug=wie-eine-boardstory-entsteht');
    expect(post.link).toBe('/blog/wie-eine-boardstory-entsteht');
    expect(post.featured_image_src?.src).toMatch(/^\/media\/cms\/.+\.webp$/);
    const byId = await json<Post>(`/wp/v2/posts/${post.id}`);
    expect(byId.title.rendered).toBe('Wie eine Boardstory entsteht');
  });

  it('rejects bad input as WordPress does, and unknown ids with rest_post_invalid_id', async () => {
    type WpErrorBody = { code: string; message: string; data: { status: number; params?: Record<string, string> } };
    for (const [q, param] of [
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
      ['categories=1,x', 'categories'],
      ['before=gestern', 'before'],
      ['after=2024-13-45T00:00:00', 'after'],
      ['orderby=beliebt', 'orderby'],
      ['search=a%00b', 'search'],
    ]) {
      const body = await json<WpErrorBody>(`/wp/v2/posts?${q}`, 400);
      expect(body.code, q).toBe('rest_invalid_param');
      expect(body.data.status).toBe(400);
      expect(Object.keys(body.data.params ?? {})).toEqual([param]);
    }
    // an id no database integer holds names nothing, as in WordPress
    expect(await json<Post[]>('/wp/v2/posts?categories=99999999999')).toEqual([]);
    expect((await json<WpErrorBody>('/wp/v2/posts/abc', 404)).code).toBe('rest_no_route');
    expect((await json<WpErrorBody>('/wp/v2/posts/99999999999', 404)).code).toBe('rest_post_invalid_id');
    expect((await json<WpErrorBody>('/wp/v2/posts/99999', 404)).code).toBe('rest_post_invalid_id');
  });

  it('pages past the end of a huge page number without asking the database for it', async () => {
    expect((await json<{ code: string }>('/wp/v2/posts?page=100000000000000000000', 400)).code).toBe('rest_post_invalid_page_number');
    expect(await json<Post[]>('/wp/v2/posts?search=gibtesnicht&page=100000000000000000000')).toEqual([]);
  });
});

describe('pages, preview and the rest', () => {
  it('answers pages by slug as an array and by id', async () => {
    const [faq] = await json<Post[]>('/wp/v2/pages?slug=faq');
    expect(faq.type).toBe('page');
    expect(faq.acf.sections?.some((s) => s.acf_fc_layout === 'accordion')).toBe(true);
    expect(faq.yoast_head_json.description).toBeTruthy();
    expect(await json<Post[]>('/wp/v2/pages?slug=gibt-es-nicht')).toEqual([]);
    expect((await json<Post>(`/wp/v2/pages/${faq.id}`)).slug).toBe('faq');
    // a post id is not a page
    const [post] = await json<Post[]>('/wp/v2/posts?per_page=1');
    expect((await json<{ code: string }>(`/wp/v2/pages/${post.id}`, 404)).code).toBe('rest_post_invalid_id');
  });

  it('gives the about page every section type', async () => {
    const [about] = await json<Post[]>('/wp/v2/pages?slug=ueber-lesefunke');
    const layouts = new Set(about.acf.sections?.map((s) => s.acf_fc_layout));
    expect(layouts.size).toBe(10);
  });

  it('previews drafts by id that the lists hide', async () => {
    expect(await json<Post[]>('/wp/v2/posts?slug=vorschau-winterprogramm')).toEqual([]);
    expect(await json<Post[]>('/wp/v2/posts?search=Winterprogramm')).toEqual([]);
    const [row] = await database.db.select({ id: cmsPosts.id }).from(cmsPosts).where(eq(cmsPosts.status, 'draft'));
    const preview = await get(`/lesefunke/v2/preview/${row.id}`, 'admin');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('Cache-Control')).toBe('no-store');
    const draft = (await preview.json()) as Post;
    expect(draft.slug).toBe('vorschau-winterprogramm');
    expect(draft.status).toBe('draft');
    // a visitor asking for a draft by id: WordPress' 401
    expect((await json<{ code: string }>(`/wp/v2/posts/${draft.id}`, 401)).code).toBe('rest_forbidden');
  });

  it('shows drafts only to editors: 401 for guests, 403 for other users, and never from a cache', async () => {
    const [row] = await database.db.select({ id: cmsPosts.id }).from(cmsPosts).where(eq(cmsPosts.status, 'draft'));
    for (const [role, status] of [[undefined, 401], ['user', 403]] as const) {
      const res = await get(`/lesefunke/v2/preview/${row.id}`, role);
      expect(res.status).toBe(status);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(await res.json()).toMatchObject({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status } });
    }
  });

  it('counts published posts per category', async () => {
    const cats = await json<Category[]>('/wp/v2/categories?per_page=100');
    expect(cats.map((c) => c.slug).sort()).toEqual(['aktuelles', 'blog', 'didaktik', 'for_guests', 'themenwelten']);
    expect(cats.find((c) => c.slug === 'blog')!.count).toBe(12);
    expect(cats.find((c) => c.slug === 'for_guests')!.name).toBe('Für Gäste');
  });

  it('serves options with every guest block active in spec order', async () => {
    const { acf } = await json<{ acf: Options }>('/acf/v3/options/options');
    expect(acf.header_cta).toEqual({ text: 'Jetzt testen!', url: '/signup' });
    expect(acf.front_page_guest.active_blocks).toHaveLength(15);
    for (const block of acf.front_page_guest.active_blocks) expect(acf.front_page_guest.blocks[block], block).toBeTruthy();
    expect(acf.news_excluded_categories).toEqual(['for_guests']);
    expect(acf).not.toHaveProperty('explanatory_videos');
  });

  it('serves header and footer menus', async () => {
    const menus = await json<Menus>('/lesefunke/v2/menus');
    expect(menus.header.map((m) => m.url)).toEqual(['/boardstories', '/themenwelten', '/aktuelles', '/blog', '/lizenzen']);
    expect(menus.footer.map((c) => c.title)).toEqual(['Lesefunke', 'Entdecken', 'Rechtliches']);
    expect(menus.footer[2].items.map((i) => i.url)).toEqual(['/impressum', '/datenschutz']);
  });

  it('lists post years and videos by category', async () => {
    const years = await json<number[]>(`/lesefunke/v2/posts/years?categories=${await categoryId('aktuelles')}`);
    expect(years.length).toBeGreaterThanOrEqual(2);
    expect([...years].sort().reverse()).toEqual(years);
    const all = await json<VideoItem[]>('/lesefunke/v2/videos');
    const firstSteps = await json<VideoItem[]>('/lesefunke/v2/videos?category=erste%20schritte');
    expect(firstSteps.length).toBeGreaterThan(0);
    expect(firstSteps.length).toBeLessThan(all.length);
  });
});

it('answers the API index to GET and HEAD, with and without the trailing slash, naming itself absolutely', async () => {
  for (const path of ['', '/']) {
    for (const method of ['GET', 'HEAD']) {
      const res = await app.request(`/cms/wp-json${path}`, { method });
      expect(res.status, `${method} /cms/wp-json${path}`).toBe(200);
      // wpapi's discovery (a HEAD) follows this link
      expect(res.headers.get('link')).toMatch(/^<https?:\/\/[^>]+\/cms\/wp-json\/>; rel="https:\/\/api\.w\.org\/"$/);
    }
  }
});

it('references only pictures that exist in seed/media/cms', async () => {
  const media = path.join(path.dirname(fileURLToPath(import.meta.url)), '../seed/media');
  const bodies = await Promise.all(
    ['/wp/v2/posts?per_page=100', '/wp/v2/pages?per_page=100', '/acf/v3/options/options', '/lesefunke/v2/menus', '/lesefunke/v2/videos'].map((p) =>
      get(p).then((r) => r.text()),
    ),
  );
  const urls = new Set([...bodies.join('').matchAll(/\/media\/(cms\/[a-z0-9-]+\.(?:webp|svg))/g)].map((m) => m[1]));
  expect(urls.size).toBeGreaterThan(50);
  for (const url of urls) expect(fs.existsSync(path.join(media, url)), url).toBe(true);
});
