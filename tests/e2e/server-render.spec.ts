import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { postPath } from '../../src/shared/domain/cms-post';
import { loginAsTeacher } from './content-helpers';
import { appReady, appStartedByItself, holdTheApp, quiet, quietAfterTakeover, themeChoice } from './helpers';

// The public pages come drawn from the server (docs/performance.md#server-rendering): their HTML carries the heading,
// the text and the head tags before any script ran, a browser without JavaScript can read and follow them, and the
// app takes the page over without a mismatch and without asking again for what the page carries.

type Story = { title: string; slug: string; description: string };
const story = async (request: APIRequestContext, slug: string): Promise<Story> => (await request.get(`/api/boardstories/${slug}`)).json();
/** The text of HTML as a reader gets it: tags gone, the entities the server writes decoded, white space as one. */
const textOf = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const firstWords = (text: string, words = 8) => textOf(text).trim().split(' ').slice(0, words).join(' ');
/** A head tag's attribute, read from the HTML as a crawler does. */
const headValue = (html: string, attr: 'name' | 'property', key: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<meta [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`${attr}="${key}"`)).map((tag) => /content="([^"]*)"/.exec(tag)?.[1]);
};
const canonicalOf = (html: string) => [...html.slice(0, html.indexOf('</head>')).matchAll(/<link [^>]*rel="canonical"[^>]*>/g)].map((m) => /href="([^"]*)"/.exec(m[0])?.[1]);

test('the HTML of each public page carries its heading, its text and its head tags, without running a script', async ({ request, baseURL }) => {
  const maus = await story(request, 'die-mutige-maus');
  const about = ((await (await request.get('/cms/wp-json/wp/v2/pages?slug=ueber-lesefunke')).json()) as { title: { rendered: string }; content: { rendered: string } }[])[0];
  const news = ((await (await request.get('/cms/wp-json/wp/v2/posts?per_page=1')).json()) as (Parameters<typeof postPath>[0] & { title: { rendered: string } })[])[0];
  const pages: { path: string; h1: string; text: string; canonical: string | null }[] = [
    { path: '/', h1: 'Lernerfolg durch Lesespaß', text: 'Anmelden', canonical: '/' },
    { path: '/boardstories', h1: 'Boardstory Übersicht', text: maus.title, canonical: '/boardstories' },
    { path: '/boardstory/die-mutige-maus', h1: maus.title, text: firstWords(maus.description), canonical: '/boardstory/die-mutige-maus' },
    { path: '/ueber-lesefunke', h1: textOf(about.title.rendered).trim(), text: firstWords(about.content.rendered), canonical: '/ueber-lesefunke' },
    { path: '/aktuelles', h1: 'Aktuelles', text: textOf(news.title.rendered).trim(), canonical: '/aktuelles' },
    { path: postPath(news), h1: textOf(news.title.rendered).trim(), text: textOf(news.title.rendered).trim(), canonical: postPath(news) },
    { path: '/lizenzen', h1: 'Eine Übersicht unserer Lizenzen', text: 'Jahreslizenzen', canonical: '/lizenzen' },
    { path: '/search?q=maus', h1: 'Alle Ergebnisse zum Begriff „maus“', text: maus.title, canonical: null },
  ];
  for (const want of pages) {
    const res = await request.get(want.path);
    expect(res.status(), want.path).toBe(200);
    const html = await res.text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    expect(textOf(h1 ?? '').trim(), want.path).toBe(want.h1);
    expect(textOf(html.slice(html.indexOf('<body')))).toContain(want.text);
    const titles = [...html.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => textOf(m[1]));
    expect(titles, want.path).toHaveLength(1);
    expect(titles[0], want.path).toMatch(/Lesefunke$/);
    expect(headValue(html, 'name', 'description'), want.path).toHaveLength(1);
    expect(headValue(html, 'property', 'og:title')[0], want.path).toBeTruthy();
    expect(headValue(html, 'property', 'og:image')[0], want.path).toMatch(/^https?:\/\//);
    expect(headValue(html, 'name', 'twitter:card'), want.path).toHaveLength(1);
    if (want.canonical) expect(canonicalOf(html), want.path).toEqual([`${baseURL}${want.canonical}`]);
    else expect(headValue(html, 'name', 'robots')[0], want.path).toContain('noindex');
  }
  // the story's own picture and text for link previews
  const storyHtml = await (await request.get('/boardstory/die-mutige-maus')).text();
  expect(headValue(storyHtml, 'property', 'og:image')[0]).toContain('/media/images/die-mutige-maus');
  expect(textOf(headValue(storyHtml, 'name', 'description')[0] ?? '')).toContain(firstWords(maus.description, 4));
});

test('an unknown page, story or post answers 404 with the not-found page in its HTML', async ({ request }) => {
  for (const path of ['/gibt-es-nicht', '/boardstory/gibt-es-nicht', '/aktuelles/gibt-es-nicht']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(textOf(html), path).toContain('Huch, diese Seite ist uns leider nicht bekannt.');
    expect(headValue(html, 'name', 'robots')[0], path).toContain('noindex');
  }
});

test('a page past the end of a news list is drawn as the empty result it is', async ({ request }) => {
  const res = await request.get('/aktuelles?p=999');
  expect(res.status()).toBe(200);
  expect(textOf(await res.text())).toContain('Keine Beiträge gefunden');
});

/** The app's own scripts a page asked for: everything but the entry and what it needs before the app (src/main.tsx). */
const appScripts = (asked: string[]) => asked.filter((path) => /^\/assets\/.+\.js$/.test(path) && !/^\/assets\/(index|start|workbox-window\.prod\.es5)-/.test(path));

test('a first visit\'s drawn page loads no script of the app with nobody there; a key, a touch or a mouse brings it', async ({ browser }) => {
  // on the heading, which is neither a link nor a button
  const middle = async (page: Page) => {
    const box = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  for (const arrive of [
    (page: Page) => page.keyboard.press('Shift'),
    async (page: Page) => {
      const { x, y } = await middle(page);
      await page.touchscreen.tap(x, y);
    },
    async (page: Page) => {
      const { x, y } = await middle(page);
      await page.mouse.move(x, y);
    },
  ]) {
    const context = await browser.newContext({ serviceWorkers: 'block', locale: 'de-DE', hasTouch: true });
    const page = await context.newPage();
    const errors = watch(page).errors;
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Lernerfolg durch Lesespaß' })).toBeVisible();
    await quiet(page, 1500);
    expect(appScripts(scripts)).toEqual([]);
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
    await arrive(page);
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    expect(appScripts(scripts).some((path) => path.startsWith('/assets/runtime-'))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('a device an earlier visit left a choice on has the app take the drawn page over once it has loaded, with nobody there', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lesefunke.theme', 'dark'));
  await page.goto('/boardstories');
  await appStartedByItself(page);
  // the header's choice says what the device chose
  await expect((await themeChoice(page)).getByRole('radio', { name: 'Dunkel' })).toBeChecked();
});

test('the drawn page\'s "Darstellung" shows the device\'s own choice before the app took it over, and a dark device\'s setting as none', async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: 'block', locale: 'de-DE', colorScheme: 'dark' });
  const page = await context.newPage();
  // the drawn page's closed menu, read without opening it: a click would start the app
  const choice = page.getByRole('banner').getByRole('group', { name: 'Darstellung', includeHidden: true });
  const radio = (name: string) => choice.getByRole('radio', { name, includeHidden: true });
  await page.goto('/boardstories');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // dark by the device's setting, not by a choice of the visitor's
  await expect(radio('Wie die Website')).toBeChecked();
  await expect(radio('Dunkel')).not.toBeChecked();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);

  // a choice made on an earlier visit: the server drew "Wie die Website", the page says "Hoher Kontrast"
  await page.evaluate(() => localStorage.setItem('lesefunke.theme', 'contrast'));
  await page.goto('/boardstories', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'contrast');
  await expect(radio('Hoher Kontrast')).toBeChecked();
  await expect(radio('Wie die Website')).not.toBeChecked();
  await context.close();
});

test('a tap on a drawn page\'s button before the app took it over starts the app at once and is made again then', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // the page's pictures do not arrive (a slow network): the app would otherwise wait for them before it takes over
  await page.route('**/*', (route) => (route.request().resourceType() === 'image' ? undefined : route.fallback()));
  await page.goto('/boardstory/die-mutige-maus', { waitUntil: 'domcontentloaded' });
  const altersstufe = page.getByRole('main').getByRole('region', { name: 'Eigenschaften' }).getByRole('button', { name: 'Altersstufe' });
  await expect(altersstufe).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
  await altersstufe.click();
  await appReady(page);
  // open, not opened and closed again: the app did not hear the tap besides
  await expect(altersstufe).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('text typed into a drawn page\'s field before the takeover is the app\'s: "Suchen" tapped then searches for it', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/boardstories');
  const search = page.getByRole('main').getByRole('search');
  await search.getByRole('combobox').fill('Maus');
  await search.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/boardstories\?q=Maus$/);
  await expect(page.getByRole('main').getByRole('link', { name: /Die mutige Maus/ }).first()).toBeVisible();
  await expect(search.getByRole('combobox')).toHaveValue('Maus');
});

test('choices made on a drawn page before the takeover are the app\'s: the list\'s filter and the header\'s theme apply', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/kostenlose-online-fortbildungen');
  const grid = page.getByRole('main').locator('.section-video-grid');
  const all = await grid.locator('video').count();
  await grid.getByLabel('Kategorie').selectOption('Für Bibliotheken');
  // the header's "Darstellung" opens natively on the drawn page
  const choice = await themeChoice(page);
  await choice.getByRole('radio', { name: 'Dunkel' }).check();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  // the app heard both: the grid shows the chosen category's video, the page is dark and stays so after a reload
  await expect(grid.locator('video')).toHaveCount(1);
  expect(all).toBeGreaterThan(1);
  await expect(grid.getByLabel('Kategorie')).toHaveValue('Für Bibliotheken');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(choice.getByRole('radio', { name: 'Dunkel' })).toBeChecked();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect((await themeChoice(page)).getByRole('radio', { name: 'Dunkel' })).toBeChecked();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalogue and a story are readable and their links lead on', async ({ page, request }) => {
    const maus = await story(request, 'die-mutige-maus');
    await page.goto('/boardstories');
    await expect(page.getByRole('heading', { level: 1, name: 'Boardstory Übersicht' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: new RegExp(maus.title) }).first().click();
    await expect(page).toHaveURL(/\/boardstory\/die-mutige-maus$/);
    await expect(page.getByRole('heading', { level: 1, name: maus.title })).toBeVisible();
    await expect(page.getByText(firstWords(maus.description))).toBeVisible();
    // the header's menu works as plain links
    await page.getByRole('banner').getByRole('link', { name: 'Lesefunke – zur Startseite' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lernerfolg durch Lesespaß' })).toBeVisible();
  });

  test('on a phone the accordions show their text: a story\'s properties, a page\'s questions', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/boardstory/die-mutige-maus');
    const properties = page.getByRole('main').getByRole('region', { name: 'Eigenschaften' });
    // a closed section's text has a box of its own, but its section shows none of it: in view means shown
    await properties.getByRole('button', { name: 'Altersstufe' }).scrollIntoViewIfNeeded();
    await expect(properties.getByText(/Klasse|Kita|Vorschule/).first()).toBeInViewport();
    await page.goto('/ueber-lesefunke');
    await page.getByRole('main').getByRole('button', { name: 'Was ist eine Boardstory?' }).scrollIntoViewIfNeeded();
    await expect(page.getByText(/^Eine Boardstory ist ein illustriertes Bilderbuch als kurzes Video/)).toBeInViewport();
  });
});

/** Console errors and failed page scripts while a page loads, and the data requests and style sheets it asks for. */
function watch(page: Page) {
  const errors: string[] = [];
  const asked: string[] = [];
  const sheets: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(api|cms)\//.test(url.pathname)) asked.push(url.pathname + url.search);
    if (url.pathname.endsWith('.css')) sheets.push(url.pathname);
  });
  return { errors, asked, sheets };
}

test('the app takes each server-drawn page over without a mismatch and without asking for its data or its styles again', async ({ page }) => {
  const pages: { path: string; h1: string; data: RegExp }[] = [
    { path: '/', h1: 'Lernerfolg durch Lesespaß', data: /\/cms\/wp-json\/wp\/v2\/(posts|categories)|\/api\/me$/ },
    { path: '/boardstories', h1: 'Boardstory Übersicht', data: /^\/api\/boardstories(\?|$)|^\/api\/images/ },
    { path: '/boardstory/die-mutige-maus', h1: 'Die mutige Maus', data: /^\/api\/boardstories\/die-mutige-maus/ },
    { path: '/lizenzen', h1: 'Eine Übersicht unserer Lizenzen', data: /^\/api\/licenses/ },
    { path: '/aktuelles', h1: 'Aktuelles', data: /\/cms\/wp-json\/wp\/v2\/posts/ },
    { path: '/ueber-lesefunke', h1: 'Über Lesefunke', data: /\/cms\/wp-json\/wp\/v2\/pages|^\/api\/boardstories\// },
  ];
  for (const want of pages) {
    const seen = watch(page);
    await page.goto(want.path);
    await expect(page.getByRole('heading', { level: 1, name: want.h1 })).toBeVisible();
    await quietAfterTakeover(page);
    expect(seen.errors, want.path).toEqual([]);
    expect(
      seen.asked.filter((path) => want.data.test(path)),
      want.path,
    ).toEqual([]);
    // nor the style sheets the page carries written in (each a request, and a restyle of the whole page)
    const written = (await page.locator('meta[name="lf-route-styles"]').getAttribute('content'))?.split(' ') ?? [];
    expect(written.length, want.path).toBeGreaterThan(0);
    expect(
      seen.sheets.filter((sheet) => written.includes(sheet)),
      want.path,
    ).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
  }
  // taken over: a link now changes the page inside the app, without loading a document
  await page.goto('/boardstories');
  await appReady(page);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('main').getByRole('link', { name: /Die mutige Maus/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a reader who scrolled the drawn page keeps the place when the app takes it over; a link then opens its page at the top', async ({ page }) => {
  // the app's start is held until the reader has scrolled, as on a slow tablet that shows the page a second before
  const release = await holdTheApp(page);
  await page.goto('/boardstories?fulltextsearch=Maus');
  const story = page.getByRole('main').getByRole('link', { name: /Die mutige Maus/ }).first();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  const before = await story.boundingBox();
  release();
  await appReady(page);
  // the router's first render and the route-change effects ran: the place and the link are where the reader saw them
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Boardstory Übersicht' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(300);
  expect(await story.boundingBox()).toEqual(before);
  await story.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a signed-in teacher gets the story page from the browser, with who they are in the page and private to them', async ({ page }) => {
  await page.goto('/login');
  await loginAsTeacher(page);
  const seen = watch(page);
  const response = await page.goto('/boardstory/die-mutige-maus');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const html = await response!.text();
  // not drawn on the server (ARCHITECTURE.md#pages-drawn-on-the-server): the empty frame with the teacher's answers in it
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('lehrer@lesefunke.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  await quietAfterTakeover(page);
  expect(seen.errors).toEqual([]);
  // who is signed in came with the page
  expect(seen.asked.filter((path) => path === '/api/me')).toEqual([]);
});

test("a drawn page's scripts wait for the page and its pictures: none of the app's chunks is asked before the load", async ({ page, request }) => {
  const html = await (await request.get('/boardstory/die-mutige-maus')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('rel="modulepreload"');
  expect(head).toMatch(/<script type="module" fetchpriority="low"[^>]*src="\/assets\/index-/);
  const routeChunks = /<meta name="lf-route-chunks" content="([^"]*)"/.exec(head)?.[1].split(' ') ?? [];
  expect(routeChunks.length).toBeGreaterThan(0);

  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance.getEntriesByType('resource').filter((r) => /\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname));
    return { load: nav.loadEventStart, scripts: scripts.map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })) };
  });
  // the entry and the two helpers it imports (about 2 KB) come with the page
  const later = (path: string) => !/\/assets\/(index|start|rolldown-runtime)-/.test(path);
  const app = timing.scripts.filter((s) => later(s.path));
  // the runtime, the shell, the app and the route's own chunks (preloaded by main.tsx after the load)
  expect(app.map((s) => s.path)).toEqual(expect.arrayContaining([expect.stringMatching(/\/assets\/runtime-/), ...routeChunks.filter(later)]));
  for (const script of app) expect(script.start, script.path).toBeGreaterThanOrEqual(timing.load);
});
