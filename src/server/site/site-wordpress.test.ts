// The served pages with an external WordPress (CMS_BASE): 404s and the sitemap, against a stand-in WordPress
// (the real one of scripts/wordpress/setup.sh is tested by tests/wordpress/*.spec.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FRESH_WORDPRESS, startFakeWordPress } from '../testing/fake-wordpress';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createSite } from './site';

let t: TestApp;
let dist: string;
let demo: Awaited<ReturnType<typeof startFakeWordPress>>;
let fresh: Awaited<ReturnType<typeof startFakeWordPress>>;

beforeAll(async () => {
  t = await createTestApp();
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Lesefunke</title></head><body><div id="root"></div></body></html>');
  demo = await startFakeWordPress({
    categories: [
      { id: 1, slug: 'aktuelles' },
      { id: 4, slug: 'blog' },
    ],
    posts: [
      { slug: 'herbstprogramm', categories: [1], modified_gmt: '2026-10-05T08:00:00' },
      { slug: 'lesetipps', categories: [4], modified_gmt: '2026-10-06T08:00:00' },
    ],
    pages: [{ slug: 'faq', modified_gmt: '2026-09-01T12:00:00' }],
  });
  // a WordPress as its installer leaves it, without the Lesefunke plugin
  fresh = await startFakeWordPress(FRESH_WORDPRESS);
}, 120_000);

afterAll(async () => {
  await Promise.all([t.close(), demo.close(), fresh.close()]);
  fs.rmSync(dist, { recursive: true, force: true });
});

beforeEach(() => {
  demo.state.mode = 'up';
});

// a new site per test: each starts with an empty lookup cache
const siteOf = (wp: { base: string }) => createSite({ api: t.app, db: t.db, config: { ...t.config, cmsBase: wp.base }, dist });

describe('pages and posts of an external WordPress', () => {
  it('answer 200 when WordPress has the slug and 404, still with the app, when it does not', async () => {
    const site = siteOf(demo);
    for (const url of ['/faq', '/aktuelles/herbstprogramm', '/blog/lesetipps', '/aktuelles/--preview--?id=17', '/', '/boardstories']) {
      expect((await site.request(url)).status, url).toBe(200);
    }
    // a post asked under another content category is WordPress' too: the app moves it to its own path
    expect((await site.request('/blog/herbstprogramm')).status).toBe(200);
    for (const url of ['/gibt-es-nicht', '/aktuelles/gibt-es-nicht', '/unbekannt/herbstprogramm', '/faq-', '/aktuelles/h%C3%A4']) {
      const res = await site.request(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).toContain('<div id="root">');
    }
    // a page is no post and a post no page
    expect((await site.request('/herbstprogramm')).status).toBe(404);
    expect((await site.request('/aktuelles/faq')).status).toBe(404);
  });

  it('answer 200 with the app when WordPress is broken or hangs, in a few seconds, not a 500 or a wait', async () => {
    demo.state.mode = 'broken';
    expect((await siteOf(demo).request('/gibt-es-nicht')).status).toBe(200);
    demo.state.mode = 'hanging';
    const site = siteOf(demo);
    const started = Date.now();
    expect((await site.request('/aktuelles/gibt-es-nicht')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    // WordPress rests after the failure: the next page does not wait again
    const next = Date.now();
    expect((await site.request('/gibt-es-auch-nicht')).status).toBe(200);
    expect(Date.now() - next).toBeLessThan(1_000);
  }, 15_000);
});

// the addresses are PUBLIC_URL's, never the request's Host (docs/addresses.md)
describe('the sitemap with an external WordPress', () => {
  it('lists its pages and its posts under their category paths, beside the stories', async () => {
    const xml = await (await siteOf(demo).request('/sitemap.xml')).text();
    for (const p of ['/', '/boardstory/die-mutige-maus', '/faq', '/aktuelles/herbstprogramm', '/blog/lesetipps']) {
      expect(xml).toContain(`<loc>${t.config.publicUrl}${p}</loc>`);
    }
    expect(xml).toContain(`<loc>${t.config.publicUrl}/faq</loc><lastmod>2026-09-01</lastmod>`);
  });

  it('of a WordPress without the plugin lists the sample page but not the uncategorised "Hallo Welt!"', async () => {
    const site = siteOf(fresh);
    const xml = await (await site.request('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${t.config.publicUrl}/beispiel-seite</loc>`);
    expect(xml).not.toContain('hallo-welt');
    // its front page is the app's, which shows the empty state (features/home/components/plain-home.tsx)
    expect((await site.request('/')).status).toBe(200);
  });

  it('still lists the stories when WordPress is down', async () => {
    demo.state.mode = 'broken';
    const res = await siteOf(demo).request('/sitemap.xml');
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(xml).toContain(`<loc>${t.config.publicUrl}/boardstory/die-mutige-maus</loc>`);
    expect(xml).not.toContain('/faq');
  });
});
