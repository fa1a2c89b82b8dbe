import { expect, test } from '@playwright/test';
import { appReady, expectImagesLoaded, holdRequests } from './helpers';

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/gibt-es-nicht-xyz');
  await expect(page.getByText('Huch, diese Seite ist uns leider nicht bekannt.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
});

test('an unknown API path is a JSON 404, not the app shell', async ({ request }) => {
  const res = await request.get('/api/gibt-es-nicht-xyz');
  expect(res.status()).toBe(404);
  expect(res.headers()['content-type']).toContain('application/json');
  const body = await res.json();
  expect(body).toEqual({ error: expect.any(String), error_description: expect.any(String) });
});

test('a CMS page shows its title and uses the title template', async ({ page }) => {
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page).toHaveTitle('Impressum | Lesefunke');
});

test('/kostenlose-webinare redirects to /kostenlose-online-fortbildungen', async ({ page }) => {
  await page.goto('/kostenlose-webinare');
  await expect(page).toHaveURL(/\/kostenlose-online-fortbildungen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kostenlose Online-Fortbildungen' })).toBeVisible();
});

test('/boardstory without a story redirects to /boardstories', async ({ page }) => {
  await page.goto('/boardstory');
  await expect(page).toHaveURL(/\/boardstories$/);
  await expect(page.getByRole('heading', { name: 'Boardstory Übersicht' })).toBeVisible();
});

test('an old address met inside the app (no server asked) leads on as the server\'s 301 does', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Lernerfolg durch Lesespaß' })).toBeVisible();
  // the page comes drawn from the server: the router listens once the app has taken it over
  await appReady(page);
  // the router's own history, as a link or the service worker's app shell would reach it
  await page.evaluate(() => {
    history.pushState(null, '', '/requestResetPassword');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/request-password-reset$/);
});

test('the guest front page shows its CMS blocks', async ({ page }) => {
  await page.goto('/');
  // headlines of the seeded guest blocks (src/server/seed/cms-options.ts), top to bottom
  const headlines = ['Lernerfolg durch Lesespaß', 'Geschichten, die Lust aufs Lesen machen', 'Unser Angebot'];
  for (const name of headlines) await expect(page.getByRole('heading', { name })).toBeVisible();
  const tops = await Promise.all(headlines.map(async (name) => (await page.getByRole('heading', { name }).boundingBox())!.y));
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);
  await expect(page.getByRole('banner').getByText('Jetzt testen!').first()).toBeVisible();
  await expectImagesLoaded(page.getByRole('main'), 1);
});

test('a CMS page keeps the room of its banner picture while it loads: the text below does not jump', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdRequests(page, '**/media/cms/fortbildungen*');
    // the server's page as it first paints: the picture is still on its way (and the app waits for it)
    await page.goto('/kostenlose-online-fortbildungen', { waitUntil: 'domcontentloaded' });
    const text = page.getByRole('main').getByText(/^In unseren kostenlosen Online-Fortbildungen/);
    const before = await text.boundingBox();
    expect(before!.y).toBeGreaterThan(width / 2);
    release();
    await expect.poll(() => page.locator('.page-hero').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await appReady(page);
    expect(await text.boundingBox()).toEqual(before);
  }
});
