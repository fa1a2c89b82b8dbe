// A first visit as short as a page can be (docs/offline.md#app-shell): the page drawn and the service worker active,
// nothing more awaited, is enough for that page to open again and work while Lesefunke is unreachable. A fresh
// device per page and way of being offline (docs/offline.md#ways-of-being-offline): the first visit is the scenario.
import { type Page } from '@playwright/test';
import { appReady } from '../e2e/helpers';
import { expect, OFFLINE_WAYS, test } from './offline-modes';

const main = (page: Page) => page.getByRole('main');
const newsTeasers = (page: Page) => page.locator('.home__slot--news_teaser').getByRole('heading', { level: 3 });

/** What each page shows once drawn; `content` is read on the first visit and must be the same offline. */
const PAGES = [
  {
    path: '/',
    heading: (page: Page) => main(page).getByRole('heading', { level: 1, name: 'Lernerfolg durch Lesespaß' }),
    content: newsTeasers,
  },
  {
    path: '/boardstory/die-mutige-maus',
    heading: (page: Page) => main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' }),
    content: (page: Page) => main(page).getByRole('heading', { level: 2, name: 'Inhalt' }),
  },
];

for (const { path, heading, content } of PAGES) {
  for (const { way, title } of OFFLINE_WAYS) {
    test.describe(title, () => {
      test.use({ way });

      test(`${path} of a first visit that ended once it was drawn and the worker active opens and works offline (${title})`, async ({ page, outage }) => {
        test.setTimeout(90_000);
        await page.goto(path);
        await expect(heading(page)).toBeVisible();
        const shown = await content(page).allTextContents();
        expect(shown.length).toBeGreaterThan(0);
        // the worker's first install has ended: the moment a reader may leave
        await page.evaluate(() => navigator.serviceWorker.ready);

        await outage.begin();
        await page.reload();
        await expect(heading(page)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toHaveCount(0);
        await expect(content(page)).toHaveText(shown);
        // the app runs on the page: it says the device is offline and a tap reaches its handlers
        await appReady(page);
        await expect(page.getByText('Sie sind offline. Bereits angesehene Seiten bleiben verfügbar.')).toBeVisible();
        await outage.end();
      });
    });
  }
}
