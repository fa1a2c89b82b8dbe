// A name change made while Lesefunke is unreachable waits in the queue (docs/offline.md#queued-writes) and shows the
// new name meanwhile, in "Meine Daten" and the header; it reaches the server when Lesefunke answers again.
import { type Page } from '@playwright/test';
import { DEMO_PASSWORD, submitLogin } from '../e2e/helpers';
import { expect, OFFLINE_WAYS, test } from './offline-modes';

const personalData = (page: Page) => page.getByRole('main').locator('form').filter({ has: page.getByRole('heading', { name: 'Persönliche Daten' }) });
const firstName = (page: Page) => personalData(page).getByLabel('Vorname', { exact: true });
const waiting = (page: Page) => page.getByText('1 Änderung wird gesendet, sobald Lesefunke wieder verbunden ist');

async function saveFirstName(page: Page, name: string) {
  await firstName(page).fill(name);
  await personalData(page).getByRole('button', { name: 'Speichern' }).click();
}

for (const { way, title } of OFFLINE_WAYS) {
  test.describe(title, () => {
    test.use({ way });

    test(`a name change waiting to be sent shows the new name, and the server gets it when Lesefunke is back (${title})`, async ({ page, context, outage }) => {
      test.setTimeout(90_000);
      await page.goto('/');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await submitLogin(page, 'neu@lesefunke.test', DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto('/account');
      const before = await firstName(page).inputValue();
      expect(before).not.toBe('');
      const renamed = `${before}-${way}`;
      const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

      await outage.begin();
      await saveFirstName(page, renamed);
      await expect(waiting(page)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(renamed) })).toBeVisible();
      // away and back within the app: the form is drawn anew from the cached account, which shows the new name
      await page.getByRole('banner').getByRole('link', { name: 'Boardstories', exact: true }).first().click();
      await expect(page).toHaveURL(/\/boardstories$/);
      await page.goBack();
      await expect(firstName(page)).toHaveValue(renamed);
      await expect(waiting(page)).toBeVisible();

      await outage.end();
      await expect(waiting(page)).toBeHidden({ timeout: 20_000 });
      await expect(firstName(page)).toHaveValue(renamed);
      // the bar goes as soon as Lesefunke answers; the queued write may still be on its way
      const serverName = async () => ((await (await fetch(new URL('/api/me', page.url()), { headers: { cookie } })).json()) as { firstName: string }).firstName;
      await expect.poll(serverName, { timeout: 15_000 }).toBe(renamed);

      // the demo account keeps its name for the other tests
      await saveFirstName(page, before);
      await expect.poll(serverName).toBe(before);
    });
  });
}
