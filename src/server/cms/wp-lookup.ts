import { postPath } from '../../shared/domain/cms-post';
import { POST_CATEGORIES } from '../../shared/domain/post-paths';

/** A public address of WordPress content for the sitemap: the app's path and the day it last changed. */
export type SitemapEntry = { path: string; modified?: string };

/**
 * What the server itself needs to know of an external WordPress (CMS_BASE): whether a slug names published
 * content (so an unknown page answers 404, as with the built-in service) and the addresses for the sitemap.
 * The browser still asks WordPress for the content itself, through the proxy.
 */
export type WordPressLookup = {
  /** true or false as WordPress says; undefined when it did not answer (down, slow, broken): the caller decides. */
  exists(type: 'pages' | 'posts', slug: string): Promise<boolean | undefined>;
  /** The posts with a category route and every page; what was known before when WordPress does not answer now. */
  sitemapEntries(): Promise<SitemapEntry[]>;
};

export type LookupOptions = {
  /** Per request to WordPress: a page of ours waits no longer than this for the 404 question. */
  timeoutMs?: number;
  /** How long a slug's answer is kept: an editor's new page answers 200 after at most this long. */
  existsTtlMs?: number;
  /** How long the sitemap's list is kept: crawlers ask it often, it changes rarely. */
  sitemapTtlMs?: number;
  /** After a failed question WordPress is not asked again for this long: a WordPress that hangs costs one wait, not one per page. */
  downForMs?: number;
  now?: () => number;
};

// a crawler trying many unknown slugs must not grow the cache without end
const MAX_SLUGS = 2000;
// per_page's maximum in WordPress; 50 pages of it is far more content than a school site has
const PER_PAGE = 100;
const MAX_PAGES = 50;

type Item = { slug: string; modified_gmt?: string; categories?: number[] };

export function wordPressLookup(base: string, options: LookupOptions = {}): WordPressLookup {
  const { timeoutMs = 2_000, existsTtlMs = 60_000, sitemapTtlMs = 10 * 60_000, downForMs = 30_000, now = Date.now } = options;
  const root = base.replace(/\/$/, '');
  const known = new Map<string, { value: boolean; until: number }>();
  let downUntil = 0;
  let sitemap: { entries: SitemapEntry[]; until: number } | undefined;
  let building: Promise<SitemapEntry[]> | undefined;

  /** One GET of the API; throws on anything but a JSON array in time, and marks WordPress as down for a while. */
  async function list(path: string, query: Record<string, string>): Promise<{ items: unknown[]; totalPages: number }> {
    if (now() < downUntil) throw new Error('WordPress did not answer a moment ago');
    try {
      const res = await fetch(`${root}${path}?${new URLSearchParams(query)}`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      const body: unknown = await res.json();
      if (!res.ok || !Array.isArray(body)) throw new Error(`WordPress answered ${res.status} to ${path}`);
      return { items: body, totalPages: Number(res.headers.get('x-wp-totalpages')) || 1 };
    } catch (err) {
      downUntil = now() + downForMs;
      throw err;
    }
  }

  /** Every page of a list, as X-WP-TotalPages counts them. */
  async function all<T>(path: string, fields: string): Promise<T[]> {
    const items: unknown[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const r = await list(path, { per_page: String(PER_PAGE), page: String(page), _fields: fields });
      items.push(...r.items);
      if (page >= r.totalPages || r.items.length === 0) break;
    }
    return items as T[];
  }

  async function buildSitemap(): Promise<SitemapEntry[]> {
    const [categories, posts, pages] = await Promise.all([
      all<{ id: number; slug: string }>('/wp/v2/categories', 'id,slug'),
      all<Item>('/wp/v2/posts', 'slug,modified_gmt,categories'),
      all<Item>('/wp/v2/pages', 'slug,modified_gmt'),
    ]);
    const slugOf = new Map(categories.map((c) => [c.id, c.slug]));
    const routed = posts.flatMap((p) => {
      // in category id order, as the plugin's category_slugs: the first with a route names the path
      const slugs = [...(p.categories ?? [])].sort((a, b) => a - b).flatMap((id) => slugOf.get(id) ?? []);
      // a post in none of the routed categories (a fresh WordPress' "Hallo Welt!") has no page of its own
      return slugs.some((s) => POST_CATEGORIES.includes(s)) ? [{ path: postPath({ type: 'post', slug: p.slug, category_slugs: slugs }), modified: p.modified_gmt }] : [];
    });
    return [...pages.map((p) => ({ path: `/${encodeURIComponent(p.slug)}`, modified: p.modified_gmt })), ...routed];
  }

  return {
    async exists(type, slug) {
      const key = `${type}/${slug}`;
      const hit = known.get(key);
      if (hit && hit.until > now()) return hit.value;
      let value: boolean;
      try {
        value = (await list(`/wp/v2/${type}`, { slug, _fields: 'id', per_page: '1' })).items.length > 0;
      } catch {
        return undefined;
      }
      known.delete(key);
      if (known.size >= MAX_SLUGS) known.delete(known.keys().next().value!);
      known.set(key, { value, until: now() + existsTtlMs });
      return value;
    },
    async sitemapEntries() {
      if (sitemap && sitemap.until > now()) return sitemap.entries;
      // one build at a time, however many crawlers ask at once
      building ??= buildSitemap()
        .then((entries) => {
          sitemap = { entries, until: now() + sitemapTtlMs };
          return entries;
        })
        // the last list known, or none: the sitemap still names the app's own pages
        .catch(() => sitemap?.entries ?? [])
        .finally(() => {
          building = undefined;
        });
      return building;
    },
  };
}
