import { expect, test, type Page } from '@playwright/test';
import { appReady, expectImagesLoaded } from './helpers';

/** The stories the overview shows, by the detail links of their cards. */
const storyLinks = (page: Page) =>
  page
    .getByRole('main')
    .locator('a[href^="/boardstory/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);

const pageButton = (page: Page, n: number) =>
  page
    .getByRole('main')
    .getByRole('link', { name: String(n), exact: true })
    .or(page.getByRole('main').getByRole('button', { name: String(n), exact: true }));

test('the overview lists stories with teaser images and pages through them', async ({ page }) => {
  await page.goto('/boardstories');
  // the pictures come once the app has drawn the page (features/boardstories/components/boardstory-card.tsx)
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Boardstory Übersicht' })).toBeVisible();
  await expect(page).toHaveTitle(/\| Lesefunke$/);
  await expectImagesLoaded(page.getByRole('main'), 3);

  await expect.poll(async () => (await storyLinks(page)).length).toBeGreaterThan(1);
  const first = await storyLinks(page);

  await pageButton(page, 2).first().click();
  await expect(page).toHaveURL(/[?&]p=2(&|$)/);
  await expect.poll(async () => (await storyLinks(page)).some((href) => first.includes(href))).toBe(false);
  const second = await storyLinks(page);
  expect(second.length).toBeGreaterThan(0);
  await expectImagesLoaded(page.getByRole('main'), 1);

  await pageButton(page, 1).first().click();
  await expect(page).not.toHaveURL(/[?&]p=2(&|$)/);
  await expect.poll(() => storyLinks(page)).toEqual(first);
});

test('page 2 can be opened directly by its URL', async ({ page }) => {
  await page.goto('/boardstories?p=2');
  await expect(page.getByRole('heading', { name: 'Boardstory Übersicht' })).toBeVisible();
  await expect.poll(async () => (await storyLinks(page)).length).toBeGreaterThan(0);
  const onTwo = await storyLinks(page);
  await page.goto('/boardstories');
  await expect.poll(async () => (await storyLinks(page)).some((href) => onTwo.includes(href))).toBe(false);
});
