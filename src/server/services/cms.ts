import { and, asc, count, desc, eq, exists, gt, ilike, inArray, lt, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cmsCategories, cmsMenuItems, cmsOptions, cmsPostCategories, cmsPosts } from '../db/schema';
import { storableIds, type CategoryArgs, type ListArgs } from '../cms/wp-args';
import { forbidden, invalidPage, invalidPostId, invalidTermId, WpError } from '../cms/wp-errors';
import type { Category, MenuItem, Menus, Options, Post, PostYears, VideoItem } from '../../shared/schemas/cms';
import { SITE_OPTION_NAMES } from '../../shared/domain/cms-options';
import {
  embedded,
  MEDIA_ID_OFFSET,
  toWpCategory,
  toWpMedia,
  toWpPost,
  type Embed,
  type PostCategory,
  type PostRow,
  type SiteUrls,
} from '../cms/cms-mapping';

export type Paged<T> = { items: T[]; total: number; totalPages: number };
export type PostPage = Paged<Post>;

/** Option rows that form the ACF options page; other rows (the explanatory videos) have their own endpoints. */
const OPTION_NAMES = [...SITE_OPTION_NAMES, 'front_page_guest', 'front_page_user'] as const satisfies readonly (keyof Options)[];
export const VIDEOS_OPTION = 'explanatory_videos';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Posts in any of the categories; ids no database integer can hold match nothing. */
function inCategories(ids: number[]) {
  const storable = storableIds(ids);
  if (storable.length === 0) return sql`false`;
  return exists(
    sql`(select 1 from ${cmsPostCategories} where ${cmsPostCategories.postId} = ${cmsPosts.id} and ${inArray(cmsPostCategories.categoryId, storable)})`,
  );
}
const idIn = (ids: number[]) => {
  const storable = storableIds(ids);
  return storable.length > 0 ? inArray(cmsPosts.id, storable) : sql`false`;
};

async function categoriesOf(db: Db, postIds: number[]): Promise<Map<number, PostCategory[]>> {
  const byPost = new Map<number, PostCategory[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: cmsPostCategories.postId, id: cmsCategories.id, slug: cmsCategories.slug, name: cmsCategories.name })
    .from(cmsPostCategories)
    .innerJoin(cmsCategories, eq(cmsCategories.id, cmsPostCategories.categoryId))
    .where(inArray(cmsPostCategories.postId, postIds))
    // WordPress lists a post's terms by name
    .orderBy(asc(cmsCategories.name));
  for (const r of rows) byPost.get(r.postId)?.push({ id: r.id, slug: r.slug, name: r.name });
  return byPost;
}

async function toPosts(db: Db, rows: PostRow[], urls: SiteUrls, embed: Embed = false): Promise<Post[]> {
  const cats = await categoriesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const categories = cats.get(r.id) ?? [];
    // WordPress lists category ids in term order (by id), the embedded terms by name
    const post = toWpPost(r, [...categories].sort((a, b) => a.id - b.id), urls);
    const more = embedded(r, categories, urls, embed);
    return more ? { ...post, _embedded: more } : post;
  });
}

/**
 * WordPress' search (WP_Query's parse_search): the text splits into words at blanks, commas and quotes;
 * every word must occur in the title, excerpt or content; a leading "-" excludes a word.
 */
function searchWhere(search: string | undefined): SQL | undefined {
  const words = search?.match(/[^\t ",+]+/g) ?? [];
  return and(
    ...words.map((word) => {
      const exclude = word.startsWith('-') && word.length > 1;
      const term = `%${escapeLike(exclude ? word.slice(1) : word)}%`;
      const hit = or(ilike(cmsPosts.title, term), ilike(cmsPosts.excerpt, term), ilike(cmsPosts.content, term))!;
      return exclude ? not(hit) : hit;
    }),
  );
}

/** Where a column's value stands in a list (orderby=include and include_slugs keep the list's order). */
const positionIn = (values: (number | string)[], column: SQL | AnyColumn) =>
  values.length === 0
    ? sql`0`
    : sql`case ${column} ${sql.join(
        values.map((v, i) => sql`when ${v} then ${i}`),
        sql` `,
      )} end`;

/** Titles sorted as MySQL's utf8mb4_unicode_ci sorts them: case and German umlauts do not count. */
const titleKey = sql`replace(translate(lower(${cmsPosts.title}), 'äöüàáâéèêíìîóòôúùû', 'aouaaaeeeiiiooouuu'), 'ß', 'ss')`;

function orderOf(q: ListArgs): SQL[] {
  const dir = q.order === 'asc' ? asc : desc;
  switch (q.orderby) {
    case 'id':
      return [dir(cmsPosts.id)];
    case 'title':
      return [dir(titleKey), dir(cmsPosts.id)];
    case 'slug':
      return [dir(cmsPosts.slug)];
    case 'modified':
      return [dir(cmsPosts.modified), dir(cmsPosts.id)];
    case 'parent':
      return [dir(cmsPosts.parent), dir(cmsPosts.date), dir(cmsPosts.id)];
    case 'include':
      return [positionIn(storableIds(q.include), cmsPosts.id)];
    case 'include_slugs':
      return q.slug?.length ? [positionIn(q.slug, cmsPosts.slug)] : [dir(cmsPosts.date), dir(cmsPosts.id)];
    case 'relevance':
      // WordPress puts title hits first; then newest first
      return [sql`(${searchWhere(q.search)!} and ${titleHits(q.search)}) desc`, desc(cmsPosts.date), desc(cmsPosts.id)];
    default:
      // date, and author (one author: its order is the date's)
      return [dir(cmsPosts.date), dir(cmsPosts.id)];
  }
}
function titleHits(search: string | undefined) {
  const words = (search?.match(/[^\t ",+]+/g) ?? []).filter((w) => !w.startsWith('-'));
  return and(...words.map((w) => ilike(cmsPosts.title, `%${escapeLike(w)}%`))) ?? sql`true`;
}

/** The checks WordPress makes before it queries: orderby values that need another argument. */
function checkOrderby(q: ListArgs) {
  if (q.orderby === 'include' && q.include.length === 0) {
    throw new WpError(400, 'rest_orderby_include_missing_include', 'You need to define an include parameter to order by include.');
  }
  if (q.orderby === 'relevance' && !q.search) {
    throw new WpError(400, 'rest_no_search_term_defined', 'You need to define a search term to order by relevance.');
  }
}

async function pageOf(db: Db, where: SQL | undefined, q: ListArgs, urls: SiteUrls, embed: Embed): Promise<PostPage> {
  const [{ total }] = await db.select({ total: count() }).from(cmsPosts).where(where);
  const totalPages = Math.ceil(total / q.per_page);
  // WordPress answers an empty result with [], but a page past the last of a non-empty one is an error
  if (total > 0 && q.page > totalPages) throw invalidPage();
  if (total === 0 || (q.offset ?? 0) >= total) return { items: [], total, totalPages };
  const rows = await db
    .select()
    .from(cmsPosts)
    .where(where)
    .orderBy(...orderOf(q))
    .limit(q.per_page)
    // offset, when given, replaces the page as in WordPress
    .offset(q.offset ?? (q.page - 1) * q.per_page);
  return { items: await toPosts(db, rows, urls, embed), total, totalPages };
}

/** Published posts or pages, filtered and ordered like wp/v2/posts and wp/v2/pages. */
function listOf(db: Db, type: 'post' | 'page', q: ListArgs, urls: SiteUrls, embed: Embed): Promise<PostPage> {
  checkOrderby(q);
  const sticky = sql`coalesce((${cmsPosts.acf}->>'highlighted')::boolean, false)`;
  const where = and(
    eq(cmsPosts.type, type),
    eq(cmsPosts.status, 'publish'),
    searchWhere(q.search),
    q.slug?.length ? inArray(cmsPosts.slug, q.slug) : undefined,
    q.before ? lt(cmsPosts.date, q.before) : undefined,
    q.after ? gt(cmsPosts.date, q.after) : undefined,
    q.modified_before ? lt(cmsPosts.modified, q.modified_before) : undefined,
    q.modified_after ? gt(cmsPosts.modified, q.modified_after) : undefined,
    q.include.length ? idIn(q.include) : undefined,
    q.exclude.length ? not(idIn(q.exclude)) : undefined,
    // every item has the one author
    q.author.length && !q.author.includes(1) ? sql`false` : undefined,
    q.author_exclude.includes(1) ? sql`false` : undefined,
    q.categories?.length ? inCategories(q.categories) : undefined,
    q.categories_exclude?.length ? not(inCategories(q.categories_exclude)) : undefined,
    // the built-in has no tags: asking for some finds nothing
    q.tags?.length ? sql`false` : undefined,
    q.sticky === undefined ? undefined : q.sticky ? sticky : not(sticky),
    q.parent?.length ? inArray(cmsPosts.parent, q.parent) : undefined,
    q.parent_exclude?.length ? not(inArray(cmsPosts.parent, q.parent_exclude)) : undefined,
    q.menu_order !== undefined && q.menu_order !== 0 ? sql`false` : undefined,
  );
  return pageOf(db, where, q, urls, embed);
}

export const listPosts = (db: Db, q: ListArgs, urls: SiteUrls, embed: Embed = false) => listOf(db, 'post', q, urls, embed);
export const listPages = (db: Db, q: ListArgs, urls: SiteUrls, embed: Embed = false) => listOf(db, 'page', q, urls, embed);

/**
 * One post or page by id. A draft is the preview's only (401 rest_forbidden elsewhere, as WordPress
 * answers a visitor); another type's id is unknown here.
 */
export async function findPost(
  db: Db,
  id: number,
  urls: SiteUrls,
  opts: { type?: 'post' | 'page'; drafts?: boolean; embed?: Embed },
): Promise<Post> {
  const [row] = await db
    .select()
    .from(cmsPosts)
    .where(and(eq(cmsPosts.id, id), opts.type ? eq(cmsPosts.type, opts.type) : undefined));
  if (!row) throw invalidPostId();
  if (row.status !== 'publish' && !opts.drafts) throw forbidden();
  const [post] = await toPosts(db, [row], urls, opts.embed);
  return post;
}

/** A featured picture by its media id (see MEDIA_ID_OFFSET), if its post is published. */
export async function findMedia(db: Db, id: number, urls: SiteUrls): Promise<Record<string, unknown>> {
  const postId = id - MEDIA_ID_OFFSET;
  const [row] = postId >= 1 ? await db.select().from(cmsPosts).where(and(eq(cmsPosts.id, postId), eq(cmsPosts.status, 'publish'))) : [];
  const media = row && toWpMedia(row, urls);
  if (!media) throw invalidPostId();
  return media;
}

const CATEGORY_ORDER: Record<string, SQL> = {
  id: sql`${cmsCategories.id}`,
  slug: sql`${cmsCategories.slug}`,
  description: sql`${cmsCategories.description}`,
  name: sql`lower(${cmsCategories.name})`,
  term_group: sql`lower(${cmsCategories.name})`,
};

/** Categories with the number of published posts in each, filtered and ordered like wp/v2/categories. */
export async function listCategories(db: Db, q: CategoryArgs, urls: SiteUrls): Promise<Paged<Category>> {
  if (q.orderby === 'include' && q.include.length === 0) {
    throw new WpError(400, 'rest_orderby_include_missing_include', 'You need to define an include parameter to order by include.');
  }
  const published = db
    .select({ categoryId: cmsPostCategories.categoryId, n: count().as('n') })
    .from(cmsPostCategories)
    .innerJoin(cmsPosts, and(eq(cmsPosts.id, cmsPostCategories.postId), eq(cmsPosts.status, 'publish')))
    .groupBy(cmsPostCategories.categoryId)
    .as('published');
  const n = sql<number>`coalesce(${published.n}, 0)`;
  const ofPost = q.post !== undefined ? storableIds([q.post]) : undefined;
  const where = and(
    q.slug?.length ? inArray(cmsCategories.slug, q.slug) : undefined,
    q.include.length ? (storableIds(q.include).length ? inArray(cmsCategories.id, storableIds(q.include)) : sql`false`) : undefined,
    q.exclude.length && storableIds(q.exclude).length ? not(inArray(cmsCategories.id, storableIds(q.exclude))) : undefined,
    q.search ? or(ilike(cmsCategories.name, `%${escapeLike(q.search)}%`), ilike(cmsCategories.slug, `%${escapeLike(q.search)}%`)) : undefined,
    q.parent !== undefined ? eq(cmsCategories.parent, q.parent) : undefined,
    q.hide_empty ? gt(n, 0) : undefined,
    ofPost
      ? ofPost.length
        ? exists(sql`(select 1 from ${cmsPostCategories} where ${cmsPostCategories.categoryId} = ${cmsCategories.id} and ${cmsPostCategories.postId} = ${ofPost[0]})`)
        : sql`false`
      : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(cmsCategories).leftJoin(published, eq(published.categoryId, cmsCategories.id)).where(where);
  const totalPages = Math.ceil(total / q.per_page);
  if (total > 0 && q.page > totalPages) throw invalidPage();
  if (total === 0) return { items: [], total, totalPages };
  const dir = q.order === 'desc' ? desc : asc;
  const order =
    q.orderby === 'count'
      ? n
      : q.orderby === 'include'
        ? positionIn(storableIds(q.include), cmsCategories.id)
        : q.orderby === 'include_slugs' && q.slug?.length
          ? positionIn(q.slug, cmsCategories.slug)
          : (CATEGORY_ORDER[q.orderby] ?? CATEGORY_ORDER.name);
  const rows = await db
    .select({ category: cmsCategories, n })
    .from(cmsCategories)
    .leftJoin(published, eq(published.categoryId, cmsCategories.id))
    .where(where)
    .orderBy(dir(order), asc(cmsCategories.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return { items: rows.map((r) => toWpCategory(r.category, Number(r.n), urls)), total, totalPages };
}

/** One category by id. */
export async function findCategory(db: Db, id: number, urls: SiteUrls): Promise<Category> {
  const { items } = await listCategories(
    db,
    { page: 1, per_page: 1, include: [id], exclude: [], order: 'asc', orderby: 'name', hide_empty: false },
    urls,
  );
  if (items.length === 0) throw invalidTermId();
  return items[0];
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
