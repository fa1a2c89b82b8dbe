import { normalizePost, postPath } from '../../shared/domain/cms-post';
import { POST_CATEGORIES } from '../../shared/domain/post-paths';
import { PAGE_ARGS, parseArgs, POST_ARGS, type ListArgs } from '../cms/wp-args';
import type { Db } from '../db/client';
import { listBoardstories } from '../services/boardstories';
import { listPages, listPosts } from '../services/cms';
import type { SiteUrls } from '../cms/cms-mapping';

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

/** The public pages: home, the catalogue, every story, every CMS page and every post with a detail route. */
export async function sitemapXml(db: Db, origin: string, cms: SiteUrls | null): Promise<string> {
  const args = (page: number) => parseArgs<ListArgs>(PAGE_ARGS, { page: String(page), per_page: String(PAGE) });
  // content from a WordPress (CMS_BASE) is listed by WordPress' own sitemap, not ours
  const [stories, pages, posts] = await Promise.all([
    all((page) => listBoardstories(db, { page, limit: PAGE }).then((r) => ({ items: r._embedded.boardstories, totalPages: r.pagesCount }))),
    cms ? all((page) => listPages(db, args(page), cms)) : [],
    cms ? all((page) => listPosts(db, parseArgs<ListArgs>(POST_ARGS, { page: String(page), per_page: String(PAGE) }), cms)).then((l) => l.map(normalizePost)) : [],
  ]);
  const entries: { path: string; modified?: string }[] = [
    { path: '/' },
    { path: '/boardstories' },
    ...stories.map((s) => ({ path: `/boardstory/${encodeURIComponent(s.slug)}` })),
    ...pages.map((p) => ({ path: `/${encodeURIComponent(p.slug)}`, modified: p.modified })),
    // a post whose link names no category with a detail route has no page of its own
    ...posts.filter((p) => p.category_slugs.some((c) => POST_CATEGORIES.includes(c))).map((p) => ({ path: postPath(p), modified: p.modified_gmt ?? p.modified })),
  ];
  const urls = entries.map(
    (e) => `  <url><loc>${xml(origin + e.path)}</loc>${e.modified ? `<lastmod>${xml(e.modified.slice(0, 10))}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
