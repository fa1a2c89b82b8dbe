import { expect, test } from '@playwright/test';
import { appReady } from './helpers';

const resultTypes = (page: import('@playwright/test').Page) => page.locator('.search-result__type');

test('the search page mixes all types, and a toggle narrows to one type and back', async ({ page, request }) => {
  const stories = await (await request.get('/api/boardstories?fulltextsearch=maus&limit=100')).json();
  expect(stories.total).toBeGreaterThan(0);

  await page.goto('/search?q=maus');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Ergebnisse zum Begriff „maus“' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Suchbegriff' }).first()).toHaveAttribute('placeholder', 'Suchbegriff eingeben');
  const toggles = page.getByRole('group', { name: 'Ergebnisse filtern' }).getByRole('button');
  await expect(toggles).toHaveText(['Boardstories', 'Themenwelten', 'Didaktik', 'Blog', 'Aktuelles']);
  // mixed: posts (dated, newest first) and boardstories together
  await expect(resultTypes(page).filter({ hasText: 'Boardstory' }).first()).toBeVisible();
  await expect(resultTypes(page).filter({ hasNotText: 'Boardstory' }).first()).toBeVisible();

  const boardstories = page.getByRole('button', { name: 'Boardstories' });
  await boardstories.click();
  await expect(page).toHaveURL(/type=boardstories/);
  await expect(boardstories).toHaveAttribute('aria-pressed', 'true');
  await expect(resultTypes(page)).toHaveCount(Math.min(stories.total, 10));
  await expect(resultTypes(page).filter({ hasNotText: 'Boardstory' })).toHaveCount(0);

  // clicking the active toggle deselects it: all types again
  await boardstories.click();
  await expect(page).not.toHaveURL(/type=/);
  await expect(boardstories).toHaveAttribute('aria-pressed', 'false');
  await expect(resultTypes(page).filter({ hasNotText: 'Boardstory' }).first()).toBeVisible();
});

test('changing the type goes back to page 1; a term without hits says "Keine Treffer"', async ({ page }) => {
  await page.goto('/search?q=e&p=2');
  await appReady(page);
  await expect(page.getByRole('link', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/type=blog/);
  await expect(page).not.toHaveURL(/[?&]p=/);
  await expect(resultTypes(page).first()).toHaveText('Blog');
  await expect(resultTypes(page).filter({ hasNotText: 'Blog' })).toHaveCount(0);

  await page.goto('/search?q=xyzgibtsnicht');
  await expect(page.getByText('Keine Treffer')).toBeVisible();
});

test('the header flyout suggests at most 5 hits and leads to all results', async ({ page }) => {
  await page.goto('/impressum');
  await appReady(page);
  await page.getByRole('banner').getByRole('button', { name: 'Suche' }).click();
  const field = page.getByRole('banner').getByRole('searchbox', { name: 'Suchbegriff' });
  await field.fill('maus');
  await expect(page.getByRole('banner').getByText('Wird gesucht...')).toBeVisible();
  const suggestions = page.getByRole('banner').getByRole('list', { name: 'Vorschläge' }).getByRole('link');
  await expect(suggestions.first()).toBeVisible();
  expect(await suggestions.count()).toBeLessThanOrEqual(5);
  await page.getByRole('banner').getByRole('link', { name: 'Alle Ergebnisse anzeigen' }).click();
  await expect(page).toHaveURL(/\/search\?q=maus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Ergebnisse zum Begriff „maus“' })).toBeVisible();
  // the flyout closed with the route change
  await expect(page.getByRole('banner').getByRole('searchbox')).toHaveCount(0);
});

test('the flyout mixes by the 5-slot rule: many boardstories give way to 2 posts, few leave the posts the rest', async ({ page }) => {
  await page.goto('/impressum');
  await appReady(page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Suche' }).click();
  const field = banner.getByRole('searchbox', { name: 'Suchbegriff' });
  const kinds = banner.getByRole('list', { name: 'Vorschläge' }).getByRole('link').locator('.search-panel__type');

  // "lesen" matches more than 4 boardstories and several posts
  await field.fill('lesen');
  await expect(kinds).toHaveText(['Boardstory', 'Boardstory', 'Boardstory', 'Beitrag', 'Beitrag']);
  // "maus" matches one boardstory and three posts: the posts fill the free slots
  await field.fill('maus');
  await expect(kinds).toHaveText(['Boardstory', 'Beitrag', 'Beitrag', 'Beitrag']);
});
