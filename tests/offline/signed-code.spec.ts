// Pupil codes without the server (docs/codes.md#offline-check): a signed link opens its story offline on a device that was online
// once (it keeps the public key), refuses itself after its end, a code typed offline opens only where the device
// holds a signed copy and otherwise says the device is offline, and a revoked code is refused once online again.
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { touchPage } from '../e2e/player-helpers';

const INVALID = 'Dieser Schüler- oder Verleihcode ist ungültig. Bitte versuch es noch einmal.';
const OFFLINE = 'Sie sind offline. Der Code wird geprüft, sobald das Gerät wieder mit dem Internet verbunden ist.';
type MadeCode = { id: number; code: string; expirationDate: string; signedToken: string };

let owner: APIRequestContext;
const made: MadeCode[] = [];
test.beforeAll(async ({ baseURL }) => {
  owner = await request.newContext({ baseURL });
  const login = await owner.post('/auth/login', { data: { username: 'owner@lesefunke.test', password: 'Lesefunke2026!' } });
  expect(login.status()).toBe(200);
});
test.afterAll(async () => {
  for (const { id } of made) await owner.delete(`/api/access-codes/${id}`);
  await owner.dispose();
});

/** A fresh code of the owner for the mouse story, with sound off so the player's switches show it came along. */
async function makeCode(): Promise<MadeCode> {
  const { organizationId } = (await (await owner.get('/api/orders/current')).json()) as { organizationId: number };
  const { id: boardstory } = (await (await owner.get('/api/boardstories/die-mutige-maus')).json()) as { id: number };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const on = { subtitlesEnabled: true, autoplayEnabled: true, searchGameEnabled: true, impulseEnabled: true, quizEnabled: true };
  const res = await owner.post('/api/access-codes', {
    data: { boardstory, organization: organizationId, startingDate: today, soundEnabled: false, ...on, hiddenAttachments: [] },
  });
  expect(res.status()).toBe(201);
  const code = (await res.json()) as MadeCode;
  expect(code.signedToken).toMatch(/^[\w-]+\.[\w-]+$/);
  made.push(code);
  return code;
}

const signedLink = (code: MadeCode) => `/boardstory/die-mutige-maus/${code.code}?t=${code.signedToken}`;
const main = (page: Page) => page.getByRole('main');
const fullVideo = (page: Page) => page.getByRole('region', { name: /^Videoplayer:/ }).getByRole('button', { name: 'Ganze Boardstory' });

/** The app once online: its worker controls the page and it has fetched the code-signing key. */
async function prepareDevice(page: Page) {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lesefunke-code-key'))).toMatch(/^[\w-]{43}$/);
}

/** A new code's signed link, opened once online on a prepared device; answers the code. */
async function openSignedLinkOnce(page: Page) {
  const code = await makeCode();
  await prepareDevice(page);
  await page.goto(signedLink(code));
  await touchPage(page);
  await expect(fullVideo(page)).toHaveAttribute('aria-pressed', 'true');
  // the story's answers reach the worker's catalogue cache as the page loads
  await page.waitForTimeout(1_500);
  return code;
}

test('a signed link opened online once opens its story offline, with the code’s own switches', async ({ page, context }) => {
  test.setTimeout(60_000);
  await openSignedLinkOnce(page);

  await context.setOffline(true);
  await page.reload();
  await touchPage(page);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  await expect(fullVideo(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Kein Ton verfügbar' })).toBeDisabled();
  await expect(page.getByText(INVALID)).toHaveCount(0);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await context.setOffline(false);
});

test('offline, a signed link after its end date is refused', async ({ page, context }) => {
  test.setTimeout(60_000);
  const code = await openSignedLinkOnce(page);

  await context.setOffline(true);
  await page.clock.setSystemTime(new Date(Date.parse(code.expirationDate) + 60 * 60_000));
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveText(INVALID);
  await touchPage(page);
  await expect(fullVideo(page)).not.toHaveAttribute('aria-pressed', 'true');
  await context.setOffline(false);
});

test('a code typed offline opens where the device holds it, and elsewhere says the device is offline', async ({ page, context }) => {
  test.setTimeout(60_000);
  const code = await makeCode();
  await prepareDevice(page);
  // the story itself was seen once (a class tablet would have saved it as a story pack)
  await page.goto('/boardstory/die-mutige-maus');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  await page.waitForTimeout(1_500);
  await context.setOffline(true);
  await page.goto('/boardstories');
  const form = page.getByRole('contentinfo').locator('form.code-entry').first();
  await form.getByRole('textbox').fill(code.code);
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByRole('alert')).toHaveText(OFFLINE);

  // a class tablet: the teacher brought the code along (features/access-codes/offline/offline-codes.ts keeps signed tokens like this)
  await page.evaluate((token) => localStorage.setItem('lesefunke-offline-codes', JSON.stringify([{ token, source: 'class' }])), code.signedToken);
  await form.getByRole('textbox').fill(code.code.toLowerCase());
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(new RegExp(`/boardstory/die-mutige-maus/${code.code}$`));
  await expect(page.getByRole('button', { name: 'Kein Ton verfügbar' })).toBeDisabled();
  await expect(page.getByText(INVALID)).toHaveCount(0);

  // the login cannot go on offline either, and says so
  await page.goto('/login');
  await main(page).getByLabel('E-Mail-Adresse', { exact: true }).fill('owner@lesefunke.test');
  await main(page).getByLabel('Passwort', { exact: true }).fill('Lesefunke2026!');
  await main(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(main(page).getByRole('alert')).toHaveText('Sie sind offline. Die Anmeldung ist möglich, sobald das Gerät wieder verbunden ist.');
  await context.setOffline(false);
});

test('a code revoked while the device was offline is refused once it is back, and the device forgets its copy', async ({ page, context }) => {
  test.setTimeout(60_000);
  const code = await makeCode();
  await prepareDevice(page);
  await page.evaluate((token) => localStorage.setItem('lesefunke-offline-codes', JSON.stringify([{ token, source: 'class' }])), code.signedToken);
  await page.goto(signedLink(code));
  await touchPage(page);
  await expect(fullVideo(page)).toHaveAttribute('aria-pressed', 'true');

  await context.setOffline(true);
  expect((await owner.delete(`/api/access-codes/${code.id}`)).status()).toBe(204);
  await context.setOffline(false);
  await expect(main(page).getByRole('alert')).toHaveText(INVALID);
  await expect(page.getByRole('button', { name: 'Kein Ton verfügbar' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lesefunke-offline-codes'))).toBe('[]');
  // and on the next visit
  await page.reload();
  await touchPage(page);
  await expect(main(page).getByRole('alert')).toHaveText(INVALID);
});
