/**
 * Records what a real WordPress with the Lesefunke plugin answers to the requests the app and the
 * `wpapi` client library make, so a contract test can hold the built-in content service to the same
 * answers. Run after scripts/wordpress/setup.sh (with the same LESEFUNKE_DEMO_NOW, see below):
 *
 *   node --import tsx scripts/wordpress/record.ts [OUT_DIR]     (default tests/contract/wordpress-recordings)
 *
 * Each request becomes OUT_DIR/<name>.json: {name, note, request: {method, path, query, auth},
 * response: {status, headers, body}}. OUT_DIR/_index.json lists them with the WordPress version, the
 * seed time the demo dates count back from, the id mappings, and the normalisation applied:
 *  - the WordPress origin becomes {{api}} (for …/wp-json) and {{site}} (anything else), so
 *    {{api}} stands for the built-in service's /cms/wp-json
 *  - menu item ids (WordPress posts of type nav_menu_item) become the built-in service's menu ids
 *  - dates of media (made at install time, not part of the demo content) become {{install-time}}
 *  - the index at /wp-json/ keeps only the content routes, without argument descriptions
 * Post, page and category ids are the built-in's already (the import keeps them); media ids are
 * WordPress' own and listed in _index.json.
 */
import fs from 'node:fs';
import path from 'node:path';

const SITE = (process.env.LESEFUNKE_WP_URL ?? 'http://127.0.0.1:8089').replace(/\/$/, '');
const API = `${SITE}/wp-json`;
const APP_PASSWORD = process.env.LESEFUNKE_WP_APP_PASSWORD ?? 'LesefunkeDemoVorschau26x';
const AUTH = `Basic ${Buffer.from(`admin:${APP_PASSWORD}`).toString('base64')}`;
const OUT = process.argv[2] ?? 'tests/contract/wordpress-recordings';
const DEMO = process.env.LESEFUNKE_DEMO_CONTENT ?? '.tmp/wordpress/demo-content.json';
const KEPT_HEADERS = ['x-wp-total', 'x-wp-totalpages', 'link', 'cache-control', 'content-type', 'allow', 'access-control-expose-headers'];

type Case = { name: string; path: string; query?: string; auth?: boolean; method?: 'GET' | 'HEAD'; note: string };

/** wpapi writes arrays as bracket lists (qs, arrayFormat "brackets"); the app writes comma lists. */
const brackets = (name: string, values: (string | number)[]) => values.map((v) => `${encodeURIComponent(`${name}[]`)}=${v}`).join('&');
const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

const demo = JSON.parse(fs.readFileSync(DEMO, 'utf8')) as {
  now: string;
  menus: Record<string, { id: number; children: unknown[] }[]>;
};
const seedYear = new Date(demo.now).getUTCFullYear();

// news = aktuelles (1), blog (4), for_guests (5): the demo's category ids, the same in both services
const cases: Case[] = [
  // discovery and index
  { name: 'discovery-head', method: 'HEAD', path: '/', note: 'wpapi discover(): the site root names the API in a Link header (rel="https://api.w.org/")' },
  { name: 'index', path: '/wp-json/', note: 'the API index wpapi reads routes from (trimmed to the content routes)' },
  // wp/v2/posts as the app asks for them
  { name: 'posts-default', path: '/wp-json/wp/v2/posts', note: 'no parameters: 10 newest published posts, X-WP-Total counts all published' },
  { name: 'posts-news-page-1', path: '/wp-json/wp/v2/posts', query: q({ categories: '1', per_page: 10, page: 1 }), note: 'app: /aktuelles for guests, first page' },
  { name: 'posts-news-page-2', path: '/wp-json/wp/v2/posts', query: q({ categories: '1', per_page: 10, page: 2 }), note: 'app: /aktuelles, second (last) page; Link has rel="prev" only' },
  { name: 'posts-news-logged-in', path: '/wp-json/wp/v2/posts', query: q({ categories: '1', categories_exclude: '5', per_page: 10, page: 1 }), note: 'app: news for logged-in readers hide for_guests (comma lists)' },
  { name: 'posts-news-guests-only', path: '/wp-json/wp/v2/posts', query: q({ categories: '1,5', per_page: 3, page: 1 }), note: 'app: news teaser, comma list of two categories (any of them)' },
  { name: 'posts-blog', path: '/wp-json/wp/v2/posts', query: q({ categories: '4', per_page: 9, page: 1 }), note: 'app: /blog, 9 a page' },
  { name: 'posts-year', path: '/wp-json/wp/v2/posts', query: q({ categories: '1', per_page: 10, page: 1, after: `${seedYear - 1}-12-31T23:59:59+01:00`, before: `${seedYear + 1}-01-01T00:00:00+01:00` }), note: 'app: year filter (news-filters.ts yearBounds), dates with offset' },
  { name: 'posts-search', path: '/wp-json/wp/v2/posts', query: q({ search: 'Boardstory', per_page: 5, page: 1 }), note: 'app: search suggestions' },
  { name: 'posts-search-none', path: '/wp-json/wp/v2/posts', query: q({ search: 'gibtesnichtxyz', per_page: 10, page: 1 }), note: 'no hit: 200 [] with X-WP-Total 0 and X-WP-TotalPages 0' },
  { name: 'posts-by-slug', path: '/wp-json/wp/v2/posts', query: q({ slug: 'wie-eine-boardstory-entsteht' }), note: 'app: post detail by slug (array of one)' },
  { name: 'posts-by-slug-missing', path: '/wp-json/wp/v2/posts', query: q({ slug: 'gibt-es-nicht' }), note: 'app: unknown slug is 200 [] (the app shows not-found)' },
  { name: 'posts-by-slug-draft', path: '/wp-json/wp/v2/posts', query: q({ slug: 'vorschau-winterprogramm' }), note: 'a draft is not listed for visitors: 200 []' },
  { name: 'posts-sticky', path: '/wp-json/wp/v2/posts', query: q({ sticky: 'true', _fields: 'id,slug,sticky,acf' }), note: 'the pinned post: acf.highlighted and WordPress sticky agree' },
  // as wpapi asks
  { name: 'posts-wpapi-categories', path: '/wp-json/wp/v2/posts', query: `${brackets('categories', [1, 4])}&per_page=5`, note: 'wpapi .categories([1,4]): bracket array' },
  { name: 'posts-wpapi-exclude', path: '/wp-json/wp/v2/posts', query: `${brackets('categories', [1])}&${brackets('categories_exclude', [5])}&per_page=5`, note: 'wpapi .categories([1]).excludeCategories([5])' },
  { name: 'posts-orderby-title', path: '/wp-json/wp/v2/posts', query: q({ orderby: 'title', order: 'asc', per_page: 5, _fields: 'id,slug,title' }), note: 'orderby/order' },
  { name: 'posts-orderby-date-asc', path: '/wp-json/wp/v2/posts', query: q({ orderby: 'date', order: 'asc', per_page: 3, _fields: 'id,slug,date,date_gmt' }), note: 'oldest first' },
  { name: 'posts-embed', path: '/wp-json/wp/v2/posts', query: q({ categories: '4', per_page: 2, _embed: '1' }), note: '_embed: author, wp:featuredmedia, wp:term' },
  { name: 'posts-embed-featuredmedia', path: '/wp-json/wp/v2/posts', query: q({ per_page: 2, _embed: 'wp:featuredmedia', _fields: 'id,slug,featured_media,_links,_embedded' }), note: '_embed of one relation, with _fields (WordPress keeps _links/_embedded only when named)' },
  { name: 'posts-fields', path: '/wp-json/wp/v2/posts', query: q({ per_page: 3, _fields: 'id,slug,title,acf.short_text' }), note: '_fields with a nested field' },
  { name: 'post-by-id', path: '/wp-json/wp/v2/posts/1', note: 'single post (the pinned one), full shape' },
  { name: 'post-by-id-missing', path: '/wp-json/wp/v2/posts/9999', note: 'unknown id: 404 rest_post_invalid_id' },
  { name: 'post-by-id-draft', path: '/wp-json/wp/v2/posts/17', note: 'a draft by id for a visitor: 401 rest_forbidden' },
  { name: 'post-by-id-page', path: '/wp-json/wp/v2/posts/40', note: 'a page id on the posts route: 404 rest_post_invalid_id' },
  // errors
  { name: 'posts-page-past-end', path: '/wp-json/wp/v2/posts', query: q({ categories: '1', per_page: 10, page: 99 }), note: '400 rest_post_invalid_page_number' },
  { name: 'posts-page-past-end-empty', path: '/wp-json/wp/v2/posts', query: q({ search: 'gibtesnichtxyz', page: 2 }), note: 'past the end of an empty result: 200 []' },
  { name: 'posts-orderby-invalid', path: '/wp-json/wp/v2/posts', query: q({ orderby: 'beliebt' }), note: '400 rest_invalid_param with params and details' },
  { name: 'posts-order-invalid', path: '/wp-json/wp/v2/posts', query: q({ order: 'up' }), note: '400 rest_invalid_param' },
  { name: 'posts-per-page-too-large', path: '/wp-json/wp/v2/posts', query: q({ per_page: 101 }), note: '400 rest_invalid_param (per_page 1–100)' },
  { name: 'posts-page-zero', path: '/wp-json/wp/v2/posts', query: q({ page: 0 }), note: '400 rest_invalid_param (page ≥ 1)' },
  { name: 'posts-categories-invalid', path: '/wp-json/wp/v2/posts', query: q({ categories: 'abc' }), note: 'not an id list: 400 rest_invalid_param' },
  { name: 'no-route', path: '/wp-json/wp/v2/gibtesnicht', note: '404 rest_no_route' },
  // pages
  { name: 'pages-faq', path: '/wp-json/wp/v2/pages', query: q({ slug: 'faq' }), note: 'app: content page with acf.sections (text, accordion)' },
  { name: 'pages-ueber-lesefunke', path: '/wp-json/wp/v2/pages', query: q({ slug: 'ueber-lesefunke' }), note: 'app: content page with every section type and a featured image' },
  { name: 'pages-themenwelten', path: '/wp-json/wp/v2/pages', query: q({ slug: 'themenwelten' }), note: 'app: template topic-areas, acf.topic_areas expanded from post ids' },
  { name: 'pages-hilfe', path: '/wp-json/wp/v2/pages', query: q({ slug: 'hilfe' }), note: 'app: yoast_head_json.canonical (redirect to /faq)' },
  { name: 'pages-missing', path: '/wp-json/wp/v2/pages', query: q({ slug: 'gibt-es-nicht' }), note: 'unknown page slug: 200 []' },
  { name: 'page-by-id', path: '/wp-json/wp/v2/pages/42', note: 'single page (impressum) by id' },
  // categories
  { name: 'categories', path: '/wp-json/wp/v2/categories', query: q({ per_page: 100 }), note: 'app: all categories, by name, with published-post counts' },
  { name: 'categories-by-slug', path: '/wp-json/wp/v2/categories', query: q({ slug: 'blog' }), note: 'wpapi .categories().slug("blog")' },
  { name: 'categories-by-slugs-wpapi', path: '/wp-json/wp/v2/categories', query: brackets('slug', ['aktuelles', 'for_guests']), note: 'bracket array of slugs' },
  // the plugin's routes
  { name: 'options', path: '/wp-json/acf/v3/options/options', note: 'app: {acf: options page}' },
  { name: 'menus', path: '/wp-json/lesefunke/v2/menus', note: 'app: header items and footer columns' },
  { name: 'years', path: '/wp-json/lesefunke/v2/posts/years', note: 'years with published posts, newest first' },
  { name: 'years-news', path: '/wp-json/lesefunke/v2/posts/years', query: q({ categories: '1' }), note: 'app: year filter of /aktuelles (comma list)' },
  { name: 'years-blog-brackets', path: '/wp-json/lesefunke/v2/posts/years', query: brackets('categories', [4]), note: 'bracket array' },
  { name: 'years-invalid', path: '/wp-json/lesefunke/v2/posts/years', query: q({ categories: 'abc' }), note: '400 rest_invalid_param' },
  { name: 'videos', path: '/wp-json/lesefunke/v2/videos', note: 'explanatory videos' },
  { name: 'videos-category', path: '/wp-json/lesefunke/v2/videos', query: q({ category: 'erste schritte' }), note: 'one category, case-insensitive' },
  { name: 'preview-anonymous', path: '/wp-json/lesefunke/v2/preview/17', note: 'no login: 401 rest_forbidden' },
  { name: 'preview-draft', path: '/wp-json/lesefunke/v2/preview/17', auth: true, note: 'an editor (application password): the draft, shaped like wp/v2/posts/{id}, Cache-Control no-store' },
  { name: 'preview-page', path: '/wp-json/lesefunke/v2/preview/40', auth: true, note: 'a page by id' },
  { name: 'preview-missing', path: '/wp-json/lesefunke/v2/preview/9999', auth: true, note: 'an editor, unknown id: 404 rest_post_invalid_id' },
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const replaceOrigin = (s: string) => s.split(API).join('{{api}}').split(SITE).join('{{site}}');

function normalise(value: Json, inAttachment = false): Json {
  if (typeof value === 'string') return replaceOrigin(value);
  if (Array.isArray(value)) return value.map((v) => normalise(v, inAttachment));
  if (value && typeof value === 'object') {
    const attachment = inAttachment || value.type === 'attachment';
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        attachment && ['date', 'date_gmt', 'modified', 'modified_gmt'].includes(k) && typeof v === 'string' ? '{{install-time}}' : normalise(v, attachment),
      ]),
    );
  }
  return value;
}

/** The index keeps what a client discovers: namespaces, auth, and the content routes with their args. */
function trimIndex(index: Record<string, Json>): Json {
  const routes = index.routes as Record<string, Record<string, Json>>;
  const wanted = /^\/(wp\/v2\/(posts|pages|categories)(\/|$)|wp\/v2\/?$|lesefunke\/v2|acf\/v3|$)/;
  const kept: Record<string, Json> = {};
  for (const [route, def] of Object.entries(routes)) {
    if (!wanted.test(route) || /revisions|autosaves/.test(route)) continue;
    kept[route] = {
      namespace: def.namespace,
      methods: def.methods,
      endpoints: (def.endpoints as { methods: Json; args: Record<string, Record<string, Json>> }[]).map((e) => ({
        methods: e.methods,
        args: Object.fromEntries(
          Object.entries(e.args).map(([name, a]) => [name, Object.fromEntries(Object.entries(a).filter(([k]) => ['type', 'default', 'enum', 'required', 'items', 'minimum', 'maximum'].includes(k)))]),
        ),
      })),
    };
  }
  const { name, description, url, home, gmt_offset, timezone_string, namespaces, authentication } = index;
  return { name, description, url, home, gmt_offset, timezone_string, namespaces, authentication, routes: kept };
}

/** WordPress' menu item ids → the built-in's, pairing both menu trees in order. */
function menuIdMap(recorded: { header: MenuJson[]; footer: { title: string; items: MenuJson[] }[] }): Map<number, number> {
  type MenuJson = { ID: number; children: MenuJson[] };
  type DemoItem = { id: number; children: DemoItem[] };
  const map = new Map<number, number>();
  const pair = (wp: MenuJson[], built: DemoItem[]) => {
    if (wp.length !== built.length) throw new Error('menus differ from the demo content');
    wp.forEach((w, i) => {
      map.set(w.ID, built[i].id);
      pair(w.children, built[i].children);
    });
  };
  pair(recorded.header, demo.menus.header as DemoItem[]);
  // footer columns are menu items too, but the answer shows only their title: pair their children
  recorded.footer.forEach((column, i) => pair(column.items, (demo.menus.footer[i] as DemoItem).children));
  return map;
}
type MenuJson = { ID: number; menu_item_parent: number; children: MenuJson[] };
function renumberMenu(items: MenuJson[], map: Map<number, number>, parentIds: Map<number, number>): void {
  for (const item of items) {
    item.ID = map.get(item.ID) ?? item.ID;
    item.menu_item_parent = map.get(item.menu_item_parent) ?? parentIds.get(item.menu_item_parent) ?? item.menu_item_parent;
    renumberMenu(item.children, map, parentIds);
  }
}

async function record(c: Case) {
  const url = `${SITE}${c.path}${c.query ? `?${c.query}` : ''}`;
  const res = await fetch(url, { method: c.method ?? 'GET', headers: c.auth ? { Authorization: AUTH } : {}, redirect: 'manual' });
  const headers: Record<string, string> = {};
  for (const h of KEPT_HEADERS) {
    const v = res.headers.get(h);
    if (v !== null) headers[h] = replaceOrigin(v);
  }
  const text = await res.text();
  let body: Json = null;
  if (text) body = (res.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as Json) : text.slice(0, 2000);
  if (c.name === 'index') body = trimIndex(body as Record<string, Json>);
  return {
    name: c.name,
    note: c.note,
    request: { method: c.method ?? 'GET', path: c.path, query: c.query ? decodeURIComponent(c.query.replace(/\+/g, ' ')) : '', auth: !!c.auth },
    response: { status: res.status, headers, body: normalise(body) },
  };
}

const wpVersion = (await (await fetch(`${API}/`)).json()) as { namespaces: string[] };
const generator = await (await fetch(`${SITE}/?feed=rss2`)).text();
const version = /wordpress\.org\/\?v=([\d.]+)/.exec(generator)?.[1] ?? 'unknown';

fs.mkdirSync(OUT, { recursive: true });
for (const f of fs.readdirSync(OUT)) if (f.endsWith('.json')) fs.rmSync(path.join(OUT, f));
const index: { name: string; method: string; path: string; query: string; auth: boolean; status: number; note: string }[] = [];
let menuIds: Record<string, number> = {};
// media ids are WordPress' own (the built-in service has none): which id is which picture
const media = (await (await fetch(`${API}/wp/v2/media?per_page=100&orderby=id&order=asc&_fields=id,source_url`)).json()) as { id: number; source_url: string }[];
const mediaIds = Object.fromEntries(media.map((m) => [String(m.id), replaceOrigin(m.source_url)]));
for (const c of cases) {
  const rec = await record(c);
  if (c.name === 'menus') {
    const body = rec.response.body as unknown as { header: MenuJson[]; footer: { title: string; items: MenuJson[] }[] };
    const map = menuIdMap(body as never);
    // footer column ids (parents of the footer links) map to the built-in column ids
    const columnIds = new Map<number, number>();
    body.footer.forEach((column, i) => column.items.forEach((item) => columnIds.set(item.menu_item_parent, (demo.menus.footer[i] as { id: number }).id)));
    renumberMenu(body.header, map, columnIds);
    body.footer.forEach((column) => renumberMenu(column.items, map, columnIds));
    menuIds = Object.fromEntries([...map, ...columnIds].map(([wp, built]) => [String(wp), built]));
  }
  fs.writeFileSync(path.join(OUT, `${c.name}.json`), `${JSON.stringify(rec, null, 2)}\n`);
  index.push({ name: c.name, method: rec.request.method, path: c.path, query: rec.request.query, auth: rec.request.auth, status: rec.response.status, note: c.note });
  console.log(`${rec.response.status} ${c.name}`);
}
fs.writeFileSync(
  path.join(OUT, '_index.json'),
  `${JSON.stringify(
    {
      wordpress: version,
      namespaces: wpVersion.namespaces,
      made_by: 'scripts/wordpress/setup.sh, then scripts/wordpress/record.ts',
      seed_now: demo.now,
      normalised: {
        '{{api}}': `${API} (the built-in service: /cms/wp-json)`,
        '{{site}}': `${SITE} (WordPress' own pages and uploads)`,
        '{{install-time}}': 'dates of media, made when setup.sh ran',
        'menu ids': 'WordPress nav_menu_item ids replaced by the built-in menu ids (menu_ids: WordPress → built-in)',
      },
      menu_ids: menuIds,
      media_ids: mediaIds,
      recordings: index,
    },
    null,
    2,
  )}\n`,
);
console.log(`${index.length} recordings in ${OUT}`);
