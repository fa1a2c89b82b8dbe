// With WordPress behind the proxy the content stays on our origin, so the service worker keeps it as with
// the built-in service: a news post seen once opens again offline.
import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

test('a news post seen online opens again after an offline reload', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/aktuelles');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const card = page.locator('.post-card__link').first();
  await expect(card).toBeVisible();
  const title = (await card.getByRole('heading', { level: 2 }).textContent())!;
  await card.click();
  await expect(page).toHaveURL(/\/aktuelles\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // the worker's content cache holds the post's answer from WordPress
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('cms')).keys()).some((r) => new URL(r.url).pathname === '/cms/wp-json/wp/v2/posts')))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Huch, diese Seite ist uns leider nicht bekannt.')).toHaveCount(0);
  await context.setOffline(false);
});
