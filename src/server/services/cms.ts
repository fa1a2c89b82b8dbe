import { and, asc, count, desc, eq, exists, gt, ilike, inArray, lt, not, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cmsCategories, cmsMenuItems, cmsOptions, cmsPostCategories, cmsPosts } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Category, MenuItem, Menus, Options, PageListQuery, Post, PostListQuery, PostYears, VideoItem } from '../../shared/schemas/cms';
import { toWpPost, type PostCategory, type PostRow } from './cms-mapping';

export type PostPage = { items: Post[]; total: number; totalPages: number };

// WordPress' own error codes, so a client written against a real WordPress reads them the same way
const invalidId = () => new ApiError(404, 'rest_post_invalid_id', 'Invalid post ID.');
const invalidPage = () =>
  new ApiError(400, 'rest_post_invalid_page_number', 'The page number requested is larger than the number of pages available.');

/** Option rows that form the ACF options page; other rows (the explanatory videos) have their own endpoints. */
const OPTION_NAMES = [
  'header_cta',
  'bug_popup_active',
  'bug_popup_content',
  'front_page_guest',
  'front_page_user',
  'news_excluded_categories',
  'boardstories_listview_teaser',
  'licenses_links',
  'highlighted_licenses',
] as const satisfies readonly (keyof Options)[];
export const VIDEOS_OPTION = 'explanatory_videos';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const inCategories = (ids: number[]) =>
  exists(
    sql`(select 1 from ${cmsPostCategories} where ${cmsPostCategories.postId} = ${cmsPosts.id} and ${inArray(cmsPostCategories.categoryId, ids)})`,
  );

async function categoriesOf(db: Db, postIds: number[]): Promise<Map<number, PostCategory[]>> {
  const byPost = new Map<number, PostCategory[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: cmsPostCategories.postId, id: cmsCategories.id, slug: cmsCategories.slug })
    .from(cmsPostCategories)
    .innerJoin(cmsCategories, eq(cmsCategories.id, cmsPostCategories.categoryId))
    .where(inArray(cmsPostCategories.postId, postIds))
    .orderBy(asc(cmsCategories.id));
  for (const r of rows) byPost.get(r.postId)?.push({ id: r.id, slug: r.slug });
  return byPost;
}

async function withCategories(db: Db, rows: PostRow[]): Promise<Post[]> {
  const cats = await categoriesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toWpPost(r, cats.get(r.id) ?? []));
}

async function pageOf(db: Db, where: SQL | undefined, page: number, perPage: number): Promise<PostPage> {
  const [{ total }] = await db.select({ total: count() }).from(cmsPosts).where(where);
  const totalPages = Math.ceil(total / perPage);
  // WordPress answers an empty result with [], but a page past the last of a non-empty one is an error
  if (total > 0 && page > totalPages) throw invalidPage();
  const rows = await db
    .select()
    .from(cmsPosts)
    .where(where)
    .orderBy(desc(cmsPosts.date), desc(cmsPosts.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { items: await withCategories(db, rows), total, totalPages };
}

/** Published posts, newest first, filtered like wp/v2/posts. */
export function listPosts(db: Db, q: PostListQuery): Promise<PostPage> {
  const term = q.search ? `%${escapeLike(q.search)}%` : undefined;
  const where = and(
    eq(cmsPosts.type, 'post'),
    eq(cmsPosts.status, 'publish'),
    term ? or(ilike(cmsPosts.title, term), ilike(cmsPosts.content, term)) : undefined,
    q.slug ? eq(cmsPosts.slug, q.slug) : undefined,
    q.before ? lt(cmsPosts.date, q.before) : undefined,
    q.after ? gt(cmsPosts.date, q.after) : undefined,
    q.categories?.length ? inCategories(q.categories) : undefined,
    q.categories_exclude?.length ? not(inCategories(q.categories_exclude)) : undefined,
  );
  return pageOf(db, where, q.page, q.per_page);
}

/** Published pages, optionally by slug (wp/v2/pages answers an array even then). */
export function listPages(db: Db, q: PageListQuery): Promise<PostPage> {
  const where = and(eq(cmsPosts.type, 'page'), eq(cmsPosts.status, 'publish'), q.slug ? eq(cmsPosts.slug, q.slug) : undefined);
  return pageOf(db, where, q.page, q.per_page);
}

/** One post or page by id; drafts only for the preview. */
export async function findPost(db: Db, id: number, opts: { type?: 'post' | 'page'; drafts?: boolean }): Promise<Post> {
  const [row] = await db
    .select()
    .from(cmsPosts)
    .where(
      and(
        eq(cmsPosts.id, id),
        opts.type ? eq(cmsPosts.type, opts.type) : undefined,
        opts.drafts ? undefined : eq(cmsPosts.status, 'publish'),
      ),
    );
  if (!row) throw invalidId();
  const [post] = await withCategories(db, [row]);
  return post;
}

/** All categories with the number of published posts in each. */
export async function listCategories(db: Db, page: number, perPage: number): Promise<{ items: Category[]; total: number; totalPages: number }> {
  const [{ total }] = await db.select({ total: count() }).from(cmsCategories);
  const totalPages = Math.ceil(total / perPage);
  if (total > 0 && page > totalPages) throw invalidPage();
  const published = db
    .select({ categoryId: cmsPostCategories.categoryId, n: count().as('n') })
    .from(cmsPostCategories)
    .innerJoin(cmsPosts, and(eq(cmsPosts.id, cmsPostCategories.postId), eq(cmsPosts.status, 'publish')))
    .groupBy(cmsPostCategories.categoryId)
    .as('published');
  const rows = await db
    .select({ category: cmsCategories, n: published.n })
    .from(cmsCategories)
    .leftJoin(published, eq(published.categoryId, cmsCategories.id))
    .orderBy(asc(cmsCategories.name))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { items: rows.map((r) => ({ ...r.category, count: Number(r.n ?? 0) })), total, totalPages };
}

export async function getOptions(db: Db): Promise<Options> {
  const rows = await db.select().from(cmsOptions).where(inArray(cmsOptions.name, [...OPTION_NAMES]));
  return Object.fromEntries(rows.map((r) => [r.name, r.value])) as Options;
}

export async function getMenus(db: Db): Promise<Menus> {
  const rows = await db.select().from(cmsMenuItems).orderBy(asc(cmsMenuItems.sortOrder), asc(cmsMenuItems.id));
  const items = new Map<number, MenuItem>(
    rows.map((r) => [r.id, { ID: r.id, menu_item_parent: r.parent, title: r.title, url: r.url, acf: r.acf, children: [] }]),
  );
  const roots: Record<string, MenuItem[]> = {};
  for (const r of rows) {
    const item = items.get(r.id)!;
    const parent = items.get(r.parent);
    if (parent) parent.children.push(item);
    else (roots[r.menu] ??= []).push(item);
  }
  // the footer menu's top level are its column headings; their children are the links
  const footer = (roots.footer ?? []).map((column) => ({ title: column.title, items: column.children }));
  return { header: roots.header ?? [], footer };
}

/** Years (Europe/Berlin) that have published posts in the given categories, newest first. */
export async function postYears(db: Db, categories: number[] | undefined): Promise<PostYears> {
  const year = sql<number>`extract(year from ${cmsPosts.date} at time zone 'Europe/Berlin')::int`;
  const rows = await db
    .selectDistinct({ year })
    .from(cmsPosts)
    .where(
      and(eq(cmsPosts.type, 'post'), eq(cmsPosts.status, 'publish'), categories?.length ? inCategories(categories) : undefined),
    )
    .orderBy(desc(year));
  return rows.map((r) => Number(r.year));
}

/** The explanatory videos of the video grid, optionally of one category (case-insensitive). */
export async function listVideos(db: Db, category: string | undefined): Promise<VideoItem[]> {
  const [row] = await db.select().from(cmsOptions).where(eq(cmsOptions.name, VIDEOS_OPTION));
  const videos = (row?.value ?? []) as VideoItem[];
  const wanted = category?.toLocaleLowerCase('de');
  return wanted ? videos.filter((v) => v.category.toLocaleLowerCase('de') === wanted) : videos;
}
