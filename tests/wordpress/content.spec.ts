// The content screens against Debian's WordPress 6.1 with the Lesefunke plugin (scripts/wordpress/setup.sh),
// reached through the server's proxy (CMS_BASE): what the lists show is checked against what WordPress says.
import { expect, test, type Page } from '@playwright/test';
import { cardTitles, categoryIds, loginAsTeacher, posts, type ApiPost } from '../e2e/content-helpers';
import { DEMO_PASSWORD, expectImagesLoaded, guestLoginLink, submitLogin } from '../e2e/helpers';

const WORDPRESS = new URL(process.env.CMS_BASE ?? 'http://127.0.0.1:8089/wp-json').origin;
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#8211;/g, '–').replace(/&amp;/g, '&');

/** Every link of the main area stays in the app: none leads to WordPress' own pages. */
async function expectNoWordPressLinks(page: Page) {
  const hrefs = await page.getByRole('main').locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => h.startsWith(WORDPRESS))).toEqual([]);
}

test('the content API is WordPress, on our origin', async ({ request }) => {
  const res = await request.get('/cms/wp-json/wp/v2/posts?per_page=2');
  expect(res.status()).toBe(200);
  expect(res.headers()['x-wp-totalpages']).toBeTruthy();
  expect(res.headers()['link']).toMatch(/^<https?:\/\/[^/>]+\/cms\/wp-json\/wp\/v2\/posts\?.*page=2>; rel="next"$/);
  const [post] = await res.json();
  // WordPress' own fields, which the built-in service does not invent
  expect(post.guid.rendered).toContain(WORDPRESS);
  expect(post.link.startsWith(WORDPRESS)).toBe(true);
});

test('the guest home page shows the WordPress options blocks and the three newest guest news', async ({ page, request }) => {
  const ids = await categoryIds(request);
  const guestNews = await posts(request, { categories: String(ids.for_guests), categories_exclude: String(ids.blog) });
  await page.goto('/');
  for (const name of ['Lernerfolg durch Lesespaß', 'Geschichten, die Lust aufs Lesen machen', 'Unser Angebot']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  const news = page.locator('.home-news__list').getByRole('heading', { level: 3 });
  await expect(news).toHaveText(guestNews.slice(0, 3).map((p) => text(p.title.rendered)));
  await expect(page.locator('.home-news__list a').first()).toHaveAttribute('href', /^\/aktuelles\/[a-z0-9-]+$/);
  await expectNoWordPressLinks(page);
});

test('/aktuelles: pinned post, pages of 10, category and year filters, a page past the end', async ({ page, request }) => {
  const ids = await categoryIds(request);
  const guestNews = await posts(request, { categories: String(ids.for_guests), categories_exclude: String(ids.blog) });
  await page.goto('/aktuelles');
  await expect(page.locator('.post-card--pinned').getByRole('heading', { name: text(guestNews.find((p) => p.acf.highlighted)!.title.rendered) })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(guestNews.map((p) => text(p.title.rendered)));
  await expectImagesLoaded(page.getByRole('main'), 3);
  const pictures = await page.getByRole('main').locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc));
  expect(pictures.some((src) => src.startsWith(`${WORDPRESS}/wp-content/uploads/`))).toBe(true);
  await expectNoWordPressLinks(page);

  const all = await posts(request, { categories: [ids.aktuelles, ids.themenwelten, ids.didaktik].join(','), categories_exclude: String(ids.for_guests) });
  expect(all.length).toBeGreaterThan(10);
  await loginAsTeacher(page);
  await page.goto('/aktuelles');
  await expect(cardTitles(page)).toHaveText(all.slice(0, 10).map((p) => text(p.title.rendered)));
  await page.getByRole('link', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/[?&]p=2/);
  await expect(cardTitles(page)).toHaveText(all.slice(10, 20).map((p) => text(p.title.rendered)));

  await page.getByRole('button', { name: 'Kategorie: Alle Kategorien' }).click();
  await page.getByRole('button', { name: 'Didaktik', exact: true }).click();
  await expect(page).toHaveURL(/category=didaktik/);
  await expect(page).not.toHaveURL(/[?&]p=/);
  const didactics = await posts(request, { categories: String(ids.didaktik), categories_exclude: String(ids.for_guests) });
  await expect(cardTitles(page)).toHaveText(didactics.slice(0, 10).map((p) => text(p.title.rendered)));

  // the year filter's years come from the plugin's years route
  const year = new Date(all.at(-1)!.date).getFullYear();
  await page.goto('/aktuelles');
  await page.getByRole('button', { name: 'Jahr: Alle Jahre' }).click();
  await page.getByRole('list', { name: 'Jahr' }).getByRole('button', { name: String(year) }).click();
  await expect(page).toHaveURL(new RegExp(`year=${year}`));
  const ofYear = all.filter((p) => new Date(p.date).getFullYear() === year);
  await expect(cardTitles(page)).toHaveText(ofYear.slice(0, 10).map((p) => text(p.title.rendered)));

  // WordPress answers 400 rest_post_invalid_page_number in its own error shape
  await page.goto('/aktuelles?p=999');
  await expect(page.getByText('Keine Beiträge gefunden')).toBeVisible();
});

test('/blog shows 9 posts a page; a card opens the post in the app with its WordPress picture', async ({ page, request }) => {
  const ids = await categoryIds(request);
  const blog = await posts(request, { categories: String(ids.blog) });
  expect(blog.length).toBeGreaterThan(9);
  await page.goto('/blog');
  await expect(cardTitles(page)).toHaveText(blog.slice(0, 9).map((p) => text(p.title.rendered)));
  await page.getByRole('navigation', { name: 'Seitennavigation' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(cardTitles(page)).toHaveText(blog.slice(9, 18).map((p) => text(p.title.rendered)));

  const first = blog[9]!;
  await page.getByRole('main').getByRole('link', { name: new RegExp(text(first.title.rendered)) }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${first.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: text(first.title.rendered) })).toBeVisible();
  await expect(page).toHaveTitle(/\| Lesefunke$/);
  const hero = page.locator('.post-detail__hero');
  await expect(hero).toHaveAttribute('src', new RegExp(`^${WORDPRESS}/wp-content/uploads/`));
  await expectImagesLoaded(page.locator('.post-detail'), 1);
  // the date is the post's day in Berlin, from date_gmt
  await expect(page.locator('.post-detail__meta time')).toHaveText(/^\d\d\.\d\d\.\d{4}$/);

  // a post asked for under another category goes to its own path
  await page.goto(`/aktuelles/${first.slug}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${first.slug}$`));
});

test('/faq shows its sections, /ueber-lesefunke opens, and /hilfe leads to /faq', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Was ist eine Boardstory?' })).toBeVisible();
  await page.goto('/ueber-lesefunke');
  await expect(page.getByRole('heading', { level: 1, name: 'Über Lesefunke' })).toBeVisible();
  await expect(page.getByText('Oh nein, unser Server spielt verrückt!')).toHaveCount(0);
  await page.goto('/hilfe');
  await expect(page).toHaveURL(/\/faq$/);
  // the server asks WordPress whether the page exists: a crawler gets the 404 the reader sees
  const missing = await page.goto('/gibt-es-in-wordpress-nicht');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Huch, diese Seite ist uns leider nicht bekannt.')).toBeVisible();
});

test('the server knows WordPress’ pages and posts: unknown ones answer 404, the sitemap lists the known ones', async ({ request }) => {
  const all = (await posts(request, {})) as (ApiPost & { category_slugs: string[] })[];
  const pages = (await (await request.get('/cms/wp-json/wp/v2/pages?per_page=100&_fields=slug')).json()) as { slug: string }[];
  const blogPost = all.find((p) => p.category_slugs.includes('blog'))!;
  for (const url of ['/faq', `/blog/${blogPost.slug}`]) expect((await request.get(url)).status(), url).toBe(200);
  for (const url of ['/gibt-es-in-wordpress-nicht', '/blog/gibt-es-in-wordpress-nicht', `/unbekannt/${blogPost.slug}`, `/${blogPost.slug}`]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(404);
    // the not-found page, drawn by the server (ARCHITECTURE.md#pages-drawn-on-the-server)
    expect(await res.text(), url).toContain('Huch, diese Seite ist uns leider nicht bekannt.');
  }

  const xml = await (await request.get('/sitemap.xml')).text();
  const listed = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]).filter((p) => p !== '/' && !p.startsWith('/boardstor'));
  // every page, and every post under the first of its categories with a route; a post only for guests is news
  const routed = ['aktuelles', 'themenwelten', 'didaktik', 'blog'];
  const expected = [
    ...pages.map((p) => `/${p.slug}`),
    ...all.filter((p) => p.category_slugs.some((c) => routed.includes(c))).map((p) => `/${p.category_slugs.find((c) => routed.includes(c))}/${p.slug}`),
  ];
  expect(pages.length).toBeGreaterThan(1);
  expect(listed.sort()).toEqual(expected.sort());
});

test('header and footer menus come from the WordPress menus', async ({ page, request }) => {
  const menus = (await (await request.get('/cms/wp-json/lesefunke/v2/menus')).json()) as {
    header: { title: string }[];
    footer: { title: string; items: { title: string; url: string }[] }[];
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const header = page.getByRole('banner');
  // more than the fallback menu of three
  expect(menus.header.length).toBeGreaterThan(3);
  for (const { title } of menus.header) await expect(header.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const column of menus.footer) {
    await expect(footer.getByText(column.title, { exact: true }).first()).toBeVisible();
    for (const item of column.items) await expect(footer.getByRole('link', { name: item.title, exact: true }).first()).toHaveAttribute('href', item.url);
  }
});

test('the site search finds WordPress posts and links them in the app', async ({ page }) => {
  await page.goto('/search?q=Vorlesetag&type=aktuelles');
  const hit = page.locator('.search-result__link').first();
  await expect(hit).toBeVisible();
  await expect(hit).toHaveAttribute('href', /^\/aktuelles\/[a-z0-9-]+$/);
  await expect(page.locator('.search-result__type').first()).toHaveText('Aktuelles');
  await page.goto('/search?q=Boardstory');
  await expect(page.locator('.search-result__type').filter({ hasNotText: 'Boardstory' }).first()).toBeVisible();
  await expectNoWordPressLinks(page);
});

test('a draft preview shows to an administrator only, through the app’s application password', async ({ page }) => {
  // post 17 is the demo draft (tests/contract/wordpress-recordings/preview-draft.json)
  await page.goto('/aktuelles/--preview--?id=17');
  await expect(page.getByText('Huch, diese Seite ist uns leider nicht bekannt.')).toBeVisible();
  await page.goto('/');
  await submitLogin(page, 'admin@lesefunke.test', DEMO_PASSWORD);
  await expect(guestLoginLink(page)).toHaveCount(0);
  await page.goto('/aktuelles/--preview--?id=17');
  await expect(page.getByRole('heading', { level: 1, name: 'Vorschau: Unser Winterprogramm' })).toBeVisible();
  await expect(page.locator('.post-detail__meta')).toContainText('Vorschau');
});
