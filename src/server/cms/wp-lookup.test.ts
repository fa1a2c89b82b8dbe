import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FRESH_WORDPRESS, startFakeWordPress, type FakeContent } from '../testing/fake-wordpress';
import { wordPressLookup } from './wp-lookup';

// More posts than one page of 100, so the sitemap has to follow X-WP-TotalPages.
const CONTENT: FakeContent = {
  categories: [
    { id: 1, slug: 'allgemein' },
    { id: 2, slug: 'aktuelles' },
    { id: 3, slug: 'blog' },
    { id: 4, slug: 'for_guests' },
  ],
  posts: [
    ...Array.from({ length: 150 }, (_, i) => ({ slug: `notiz-${i}`, categories: [3], modified_gmt: '2026-10-02T08:00:00' })),
    { slug: 'fuer-gaeste', categories: [4, 2], modified_gmt: '2026-10-03T08:00:00' },
    { slug: 'nur-gaeste', categories: [4], modified_gmt: '2026-10-03T08:00:00' },
    ...FRESH_WORDPRESS.posts,
  ],
  pages: [{ slug: 'faq', modified_gmt: '2026-09-01T12:00:00' }],
};

let wp: Awaited<ReturnType<typeof startFakeWordPress>>;
let clock = 0;
const now = () => clock;

beforeAll(async () => {
  wp = await startFakeWordPress(CONTENT);
});
afterAll(() => wp.close());
beforeEach(() => {
  wp.state.mode = 'up';
  wp.state.requests.length = 0;
  clock = 1_000_000;
});

describe('whether a slug exists in WordPress', () => {
  it('asks WordPress once per slug and time-to-live, for pages and posts apart', async () => {
    const lookup = wordPressLookup(wp.base, { now, existsTtlMs: 60_000 });
    expect(await lookup.exists('pages', 'faq')).toBe(true);
    expect(await lookup.exists('posts', 'faq')).toBe(false);
    expect(await lookup.exists('posts', 'hallo-welt')).toBe(true);
    expect(await lookup.exists('pages', 'gibt-es-nicht')).toBe(false);
    expect(await lookup.exists('pages', 'gibt-es-nicht')).toBe(false);
    expect(wp.state.requests).toHaveLength(4);
    expect(wp.state.requests[0]).toBe('/wp-json/wp/v2/pages?slug=faq&_fields=id&per_page=1');
    // an editor's new page is found once the answer has aged
    clock += 60_001;
    await lookup.exists('pages', 'gibt-es-nicht');
    expect(wp.state.requests).toHaveLength(5);
  });

  it('does not know when WordPress is broken or does not answer in time, and then rests it for a while', async () => {
    const lookup = wordPressLookup(wp.base, { now, timeoutMs: 300, downForMs: 30_000 });
    wp.state.mode = 'broken';
    expect(await lookup.exists('pages', 'faq')).toBeUndefined();
    wp.state.mode = 'hanging';
    clock += 30_001;
    const started = Date.now();
    expect(await lookup.exists('pages', 'faq')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2_000);
    // within the rest the next question does not wait for WordPress at all
    wp.state.mode = 'up';
    const asked = wp.state.requests.length;
    expect(await lookup.exists('pages', 'faq')).toBeUndefined();
    expect(wp.state.requests).toHaveLength(asked);
    clock += 30_001;
    expect(await lookup.exists('pages', 'faq')).toBe(true);
  });
});

describe('the sitemap entries of a WordPress', () => {
  it('list every page and each post with a category route under its first such category, across pages of 100', async () => {
    const entries = await wordPressLookup(wp.base, { now }).sitemapEntries();
    const paths = entries.map((e) => e.path);
    expect(paths).toContain('/faq');
    expect(paths).toContain('/blog/notiz-0');
    expect(paths).toContain('/blog/notiz-149');
    // in category id order: aktuelles (2) before for_guests (4); a post only for guests is news
    expect(paths).toContain('/aktuelles/fuer-gaeste');
    expect(paths).not.toContain('/aktuelles/nur-gaeste');
    // the fresh install's uncategorised post has no list and no page of its own
    expect(paths.some((p) => p.includes('hallo-welt'))).toBe(false);
    expect(entries.find((e) => e.path === '/faq')?.modified).toBe('2026-09-01T12:00:00');
    expect(wp.state.requests.filter((r) => r.startsWith('/wp-json/wp/v2/posts?')).map((r) => new URL(r, 'http://wp').searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('are kept for minutes; a WordPress that fails later leaves the last list, one that never answered none', async () => {
    const lookup = wordPressLookup(wp.base, { now, sitemapTtlMs: 600_000, downForMs: 0 });
    const first = await lookup.sitemapEntries();
    const asked = wp.state.requests.length;
    clock += 599_000;
    expect(await lookup.sitemapEntries()).toBe(first);
    expect(wp.state.requests).toHaveLength(asked);
    wp.state.mode = 'broken';
    clock += 2_000;
    expect(await lookup.sitemapEntries()).toEqual(first);
    expect(wp.state.requests.length).toBeGreaterThan(asked);
    expect(await wordPressLookup(wp.base, { now }).sitemapEntries()).toEqual([]);
  });
});
