import { normalizePost, postPath } from '../../shared/domain/cms-post';
import { POST_CATEGORIES } from '../../shared/domain/post-paths';
import { PAGE_ARGS, parseArgs, POST_ARGS, type ListArgs } from '../cms/wp-args';
import type { Db } from '../db/client';
import { listBoardstories } from '../services/boardstories';
import { listPages, listPosts } from '../services/cms';
import type { SiteUrls } from '../cms/cms-mapping';
import type { SitemapEntry, WordPressLookup } from '../cms/wp-lookup';

/** Crawlers may read the public pages; the API, accounts and the class tablet's screens are nobody's to index. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /auth/',
    'Disallow: /media/',
    'Disallow: /account',
    'Disallow: /admin/',
    'Disallow: /order',
    'Disallow: /klasse$',
    'Disallow: /klassen-tablet/',
    'Disallow: /search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const PAGE = 100;

/** Every page of a paged service answer, one request's worth at a time. */
async function all<T>(load: (page: number) => Promise<{ items: T[]; totalPages: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const r = await load(page);
    items.push(...r.items);
    if (page >= r.totalPages || r.items.length === 0) return items;
  }
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built-in service's pages and the posts with a detail route, as the sitemap names them. */
async function builtInEntries(db: Db, cms: SiteUrls): Promise<SitemapEntry[]> {
  const args = (page: number) => ({ page: String(page), per_page: String(PAGE) });
  const [pages, posts] = await Promise.all([
    all((page) => listPages(db, parseArgs<ListArgs>(PAGE_ARGS, args(page)), cms)),
    all((page) => listPosts(db, parseArgs<ListArgs>(POST_ARGS, args(page)), cms)).then((l) => l.map(normalizePost)),
  ]);
  return [
    ...pages.map((p) => ({ path: `/${encodeURIComponent(p.slug)}`, modified: p.modified })),
    // a post whose link names no category with a detail route has no page of its own
    ...posts.filter((p) => p.category_slugs.some((c) => POST_CATEGORIES.includes(c))).map((p) => ({ path: postPath(p), modified: p.modified_gmt ?? p.modified })),
  ];
}

/**
 * The public pages: home, the catalogue, every story, every CMS page and every post with a detail route; the
 * content from the built-in service (its addresses) or from a WordPress behind CMS_BASE (asked and kept by the lookup).
 */
export async function sitemapXml(db: Db, origin: string, content: SiteUrls | WordPressLookup): Promise<string> {
  const [stories, cmsEntries] = await Promise.all([
    all((page) => listBoardstories(db, { page, limit: PAGE }).then((r) => ({ items: r._embedded.boardstories, totalPages: r.pagesCount }))),
    'sitemapEntries' in content ? content.sitemapEntries() : builtInEntries(db, content),
  ]);
  const entries: SitemapEntry[] = [
    { path: '/' },
    { path: '/boardstories' },
    ...stories.map((s) => ({ path: `/boardstory/${encodeURIComponent(s.slug)}` })),
    ...cmsEntries,
  ];
  const urls = entries.map(
    (e) => `  <url><loc>${xml(origin + e.path)}</loc>${e.modified ? `<lastmod>${xml(e.modified.slice(0, 10))}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
