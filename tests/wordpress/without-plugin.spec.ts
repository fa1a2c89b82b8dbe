// A WordPress without the Lesefunke plugin and without the site's categories, as a school's IT may first connect
// one: the plugin's routes answer WordPress' own 404 rest_no_route and the only category is WordPress' default.
// The real WordPress of scripts/wordpress/setup.sh answers everything else; its plugin stays active for the other
// specs (which may run at the same time), so this page sees the missing parts through page.route.
import { expect, test, type Page } from '@playwright/test';
import { cardTitles } from '../e2e/content-helpers';

const NO_ROUTE = { code: 'rest_no_route', message: 'No route was found matching the URL and request method.', data: { status: 404 } };
const DEFAULT_CATEGORY = { id: 1, count: 1, description: '', link: 'http://127.0.0.1:8089/category/allgemein/', name: 'Allgemein', slug: 'allgemein', taxonomy: 'category', parent: 0, meta: [] };

async function withoutPlugin(page: Page) {
  // The server would draw each page from the real WordPress (ARCHITECTURE.md#pages-drawn-on-the-server), which has the
  // plugin: the page starts instead from the app's frame as the service worker hands it out (/index.html, no
  // drawing, no answers in it), so every answer the app shows comes through the routes below.
  const frame = await (await page.request.get('/index.html')).text();
  await page.route('**/*', (r) => (r.request().resourceType() === 'document' ? r.fulfill({ contentType: 'text/html; charset=utf-8', body: frame }) : r.fallback()));
  for (const route of ['**/cms/wp-json/acf/**', '**/cms/wp-json/lesefunke/**']) {
    await page.route(route, (r) => r.fulfill({ status: 404, contentType: 'application/json; charset=UTF-8', json: NO_ROUTE }));
  }
  await page.route('**/cms/wp-json/wp/v2/categories?**', (r) => r.fulfill({ contentType: 'application/json; charset=UTF-8', headers: { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' }, json: [DEFAULT_CATEGORY] }));
}

test('the front page says what there is and leads to the stories; the header falls back to its own menu', async ({ page }) => {
  await withoutPlugin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Lernerfolg durch Lesespaß' })).toBeVisible();
  await expect(main.getByText('Boardstories für Schule und Bibliothek.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Lesefunke kostenlos testen' })).toBeVisible();
  for (const name of ['Boardstories', 'Themen', 'Lizenzen']) await expect(page.getByRole('banner').getByRole('link', { name, exact: true }).first()).toBeVisible();
  await main.getByRole('link', { name: 'Zu den Boardstories' }).click();
  await expect(page).toHaveURL(/\/boardstories$/);
});

test('/aktuelles and /blog list no post that is in none of their categories', async ({ page }) => {
  await withoutPlugin(page);
  for (const [path, heading] of [['/aktuelles', 'Aktuelles'], ['/blog', 'Blog']]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // WordPress has posts (the demo's, here in categories this WordPress does not name): none may show
    await expect(page.getByText('Keine Beiträge gefunden')).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);
  }
});
