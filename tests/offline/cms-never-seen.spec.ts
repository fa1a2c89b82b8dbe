// A content page or list never opened on this device (docs/offline.md#ways-of-being-offline): offline it says so and
// offers a retry like every page never seen — not "Oh nein, unser Server spielt verrückt!" or an unknown error — and
// it loads by itself when Lesefunke answers again. In each way of being offline, each with a page of its own.
import { type Page } from '@playwright/test';
import { EACH_WAY, expect, installWorker, test } from './offline-modes';

test.use({ way: 'each' });

const NEVER_SEEN = 'Diese Seite wurde auf diesem Gerät noch nicht geöffnet und kann ohne Internetverbindung nicht angezeigt werden.';
// a CMS page, the blog list and a news post: each way opens one of them first
const heading = (name: RegExp) => (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name });
const PAGES = [
  { path: '/ueber-lesefunke', loaded: heading(/Über Lesefunke/) },
  // the list's frame (heading, filters) is there offline; the posts come when Lesefunke answers
  { path: '/blog', loaded: (page: Page) => page.getByRole('main').getByRole('listitem').first() },
  { path: '/datenschutz', loaded: heading(/Datenschutz/) },
];

test('content pages never seen say offline that they were not opened here, and load when Lesefunke is back, in each way', async ({ page, outageIn }) => {
  test.setTimeout(150_000);
  await installWorker(page);

  for (const [i, way] of EACH_WAY.entries()) {
    const { path, loaded } = PAGES[i];
    const outage = outageIn(way);
    await outage.begin();
    await page.goto(path);
    await expect(page.getByText(NEVER_SEEN), `${way}: ${path}`).toBeVisible();
    await expect(page.getByText('Oh nein, unser Server spielt verrückt!', { exact: false })).toHaveCount(0);
    await expect(page.getByText('Es ist ein unbekannter Fehler aufgetreten', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    await outage.end();
    await expect(page.getByText(NEVER_SEEN)).toHaveCount(0, { timeout: 30_000 });
    await expect(loaded(page), `${way}: ${path} loads by itself`).toBeVisible({ timeout: 30_000 });
  }
});
