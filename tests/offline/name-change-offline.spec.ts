// A name change made while Lesefunke is unreachable waits in the queue (docs/offline.md#queued-writes) and shows the
// new name meanwhile, in "Meine Daten" and the header; it reaches the server when Lesefunke answers again — in each
// way of being offline in turn (docs/offline.md#ways-of-being-offline), each with a name of its own.
import { type Page } from '@playwright/test';
import { DEMO_PASSWORD, submitLogin } from '../e2e/helpers';
import { BACK_ONLINE, EACH_WAY, expect, test } from './offline-modes';

const personalData = (page: Page) => page.getByRole('main').locator('form').filter({ has: page.getByRole('heading', { name: 'Persönliche Daten' }) });
const firstName = (page: Page) => personalData(page).getByLabel('Vorname', { exact: true });
const waiting = (page: Page) => page.getByText('1 Änderung wird gesendet, sobald Lesefunke wieder verbunden ist');

async function saveFirstName(page: Page, name: string) {
  await firstName(page).fill(name);
  await personalData(page).getByRole('button', { name: 'Speichern' }).click();
}

test.use({ way: 'each' });

test('a name change waiting to be sent shows the new name, and the server gets it when Lesefunke is back, in each way', async ({ page, context, outageIn }) => {
  // each way waits for the health probe, which backs off to a minute (src/lib/connectivity.ts probeDelay)
  test.setTimeout(240_000);
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await submitLogin(page, 'neu@lesefunke.test', DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/account');
  const before = await firstName(page).inputValue();
  expect(before).not.toBe('');
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const serverName = async () => ((await (await fetch(new URL('/api/me', page.url()), { headers: { cookie } })).json()) as { firstName: string }).firstName;

  for (const way of EACH_WAY) {
    // a name of its own per way: the name the way before left cannot make this one pass
    const renamed = `${before}-${way}`;
    const outage = outageIn(way);
    await outage.begin();
    await saveFirstName(page, renamed);
    await expect(waiting(page), way).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(renamed) })).toBeVisible();
    // away and back within the app: the form is drawn anew from the cached account, which shows the new name
    await page.getByRole('banner').getByRole('link', { name: 'Boardstories', exact: true }).first().click();
    await expect(page).toHaveURL(/\/boardstories$/);
    await page.goBack();
    await expect(firstName(page), way).toHaveValue(renamed);
    await expect(waiting(page), way).toBeVisible();

    await outage.end();
    await expect(waiting(page), way).toBeHidden(BACK_ONLINE);
    await expect(firstName(page)).toHaveValue(renamed);
    // the bar goes as soon as Lesefunke answers; the queued write may still be on its way
    await expect.poll(serverName, { timeout: 15_000, message: way }).toBe(renamed);
  }

  // the demo account keeps its name for the other tests of the worker's server
  await saveFirstName(page, before);
  await expect.poll(serverName).toBe(before);
});
