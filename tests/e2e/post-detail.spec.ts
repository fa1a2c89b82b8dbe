import { expect, test } from '@playwright/test';
import { accountButton, DEMO_PASSWORD, guestLoginLink, logoutControl, submitLogin } from './helpers';

test('a post shows its hero, title, meta and breadcrumb', async ({ page }) => {
  await page.goto('/aktuelles/bundesweiter-vorlesetag');
  const title = 'Bundesweiter Vorlesetag: Mitmachen mit Lesefunke';
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Lesefunke`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Vorlesetag/);
  await expect(page.getByRole('main').getByRole('img', { name: 'Eine Lehrerin liest einer Gruppe Kinder vor' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Brotkrumen' }).getByRole('listitem');
  await expect(crumbs).toHaveText(['Home', 'Aktuelles', title]);
});

test('a post under the wrong category redirects to its canonical path', async ({ page }) => {
  await page.goto('/blog/bundesweiter-vorlesetag');
  await expect(page).toHaveURL(/\/aktuelles\/bundesweiter-vorlesetag$/);
  await expect(page.getByRole('heading', { level: 1, name: /Bundesweiter Vorlesetag/ })).toBeVisible();
});

test('--preview-- shows a draft by id to an editor only; unknown posts and categories are the 404 page', async ({ page }) => {
  const { request } = page;
  const drafts = await (await request.get('/cms/wp-json/wp/v2/posts?slug=vorschau-winterprogramm')).json();
  expect(drafts).toEqual([]); // a draft is not published
  // drafts are for editors: a guest is refused
  expect((await request.get('/cms/wp-json/lesefunke/v2/preview/1')).status()).toBe(401);
  await submitLogin(page, 'admin@lesefunke.test', DEMO_PASSWORD);
  await expect(accountButton(page, /Adrian Adam/)).toBeVisible();
  // the draft's id: the preview endpoint answers by id, so look for it next to the published posts
  let id = 0;
  for (let candidate = 1; candidate < 80 && !id; candidate++) {
    const res = await request.get(`/cms/wp-json/lesefunke/v2/preview/${candidate}`);
    if (res.ok() && (await res.json()).slug === 'vorschau-winterprogramm') id = candidate;
  }
  expect(id).toBeGreaterThan(0);
  await page.goto(`/aktuelles/--preview--?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vorschau: Unser Winterprogramm' })).toBeVisible();
  await expect(page.getByText(/Vorschau$/)).toBeVisible();

  // logged out, the same preview is a page nobody knows
  await accountButton(page, /Adrian Adam/).click();
  await logoutControl(page).first().click();
  await expect(guestLoginLink(page)).toBeVisible();
  await page.goto(`/aktuelles/--preview--?id=${id}`);
  await expect(page.getByText('Huch, diese Seite ist uns leider nicht bekannt.')).toBeVisible();
  await page.goto('/aktuelles/gibt-es-nicht');
  await expect(page.getByText('Huch, diese Seite ist uns leider nicht bekannt.')).toBeVisible();
  await page.goto('/irgendwas/bundesweiter-vorlesetag');
  await expect(page.getByText('Huch, diese Seite ist uns leider nicht bekannt.')).toBeVisible();
});

test('a CMS page whose meta names a canonical path redirects there', async ({ page }) => {
  await page.goto('/hilfe');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeVisible();
});

test('the theme-world page lists its topic areas, and a topic area opens as a post', async ({ page }) => {
  await page.goto('/themenwelten');
  await expect(page).toHaveTitle('Themenwelten | Lesefunke');
  await page.getByRole('link', { name: 'Freundschaft' }).first().click();
  await expect(page).toHaveURL(/\/themenwelten\/freundschaft$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Themenwelt Freundschaft' })).toBeVisible();
});
