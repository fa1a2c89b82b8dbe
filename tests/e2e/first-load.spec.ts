import { expect, test } from '@playwright/test';
import { quietAfterTakeover } from './helpers';

// The first screen (docs/performance.md#first-load) comes from the page the server sends (its data block), not from requests the app
// makes after its JavaScript ran; and a guest's visit logs no error (the 401 of /api/me used to).

/** The requests a first screen used to wait for: who is signed in, and the CMS options and menus of header and footer. */
const WATERFALL = /\/api\/me$|\/cms\/wp-json\/acf\/v3\/options\/options|\/cms\/wp-json\/lesefunke\/v2\/menus/;

test('the guest front page shows its content without asking /api/me or the CMS, and logs no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (WATERFALL.test(new URL(request.url()).pathname)) asked.push(request.url());
  });

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Lernerfolg durch Lesespaß' })).toBeVisible();
  // the header's menu and the footer come from the same data block
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  await quietAfterTakeover(page);
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
});

test('a story page and the catalogue render from the page data, without asking the API for them', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (WATERFALL.test(path) || path.startsWith('/api/boardstories')) asked.push(path);
  });
  await page.goto('/boardstory/die-mutige-maus');
  await expect(page.getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  await page.goto('/boardstories');
  await expect(page.getByRole('main').getByRole('link', { name: /Die mutige Maus/ }).first()).toBeVisible();
  expect(asked).toEqual([]);
});

test('an unknown page answers 404 and the app shows its 404 page', async ({ page }) => {
  const response = await page.goto('/diese-seite-gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/nicht bekannt/);
});
