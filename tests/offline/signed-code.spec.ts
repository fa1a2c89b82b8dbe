// Pupil codes without the server (docs/codes.md#offline-check): a signed link opens its story offline on a device that was online
// once (it keeps the public key), refuses itself after its end, a code typed offline opens only where the device
// holds a signed copy and otherwise says the device is offline, and a revoked code is refused once online again —
// each in every way of being offline in turn (docs/offline.md#ways-of-being-offline), with a new code per way.
import { type APIRequestContext, type Page } from '@playwright/test';
import { touchPage } from '../e2e/player-helpers';
import { EACH_WAY, expect, installWorker, test as offlineTest } from './offline-modes';

const INVALID = 'Dieser Schüler- oder Verleihcode ist ungültig. Bitte versuch es noch einmal.';
const OFFLINE = 'Sie sind offline. Der Code wird geprüft, sobald das Gerät wieder mit dem Internet verbunden ist.';
type MadeCode = { id: number; code: string; expirationDate: string; signedToken: string };
type Owner = { api: APIRequestContext; made: MadeCode[] };

// The codes are made by the school's owner through an API context of its own, apart from the page: the device is a
// pupil's, never signed in. It was once a beforeAll (one login for the file, the codes deleted after the last test);
// a beforeAll sees the run's shared server only, while the three ways need the worker's own server, which is the
// test's baseURL: so it is a fixture of each test now, and deletes the codes it made, leaving the owner's codes as they were.
const test = offlineTest.extend<{ owner: Owner }>({
  owner: async ({ baseURL, playwright }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    const login = await api.post('/auth/login', { data: { username: 'owner@lesefunke.test', password: 'Lesefunke2026!' } });
    expect(login.status()).toBe(200);
    const made: MadeCode[] = [];
    await use({ api, made });
    // a test that failed during "server down" may end before the server is back: its codes then stay on the
    // worker's server, which only this worker's tests see
    for (const { id } of made) await api.delete(`/api/access-codes/${id}`).catch(() => undefined);
    await api.dispose();
  },
});
test.use({ way: 'each' });

/** A fresh code of the owner for the mouse story, with sound off so the player's switches show it came along. */
async function makeCode({ api, made }: Owner): Promise<MadeCode> {
  const { organizationId } = (await (await api.get('/api/orders/current')).json()) as { organizationId: number };
  const { id: boardstory } = (await (await api.get('/api/boardstories/die-mutige-maus')).json()) as { id: number };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const on = { subtitlesEnabled: true, autoplayEnabled: true, searchGameEnabled: true, impulseEnabled: true, quizEnabled: true };
  const res = await api.post('/api/access-codes', {
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
const heldCodes = (page: Page) => page.evaluate(() => localStorage.getItem('lesefunke-offline-codes'));

/** The app once online: its worker controls the page and it has fetched the code-signing key. */
async function prepareDevice(page: Page) {
  await installWorker(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lesefunke-code-key'))).toMatch(/^[\w-]{43}$/);
}

/** A new code's signed link, opened once online on a prepared device; answers the code. */
async function openSignedLinkOnce(page: Page, owner: Owner) {
  const code = await makeCode(owner);
  await page.goto(signedLink(code));
  await touchPage(page);
  await expect(fullVideo(page)).toHaveAttribute('aria-pressed', 'true');
  // the story's answers reach the worker's catalogue cache as the page loads
  await page.waitForTimeout(1_500);
  return code;
}

// one test for both, as they need the same start (a new code's link opened online once) and one server restart costs ~15 s
test('a signed link opened online once opens its story offline with the code’s own switches, and is refused after its end date, in each way', async ({
  page,
  owner,
  outageIn,
}) => {
  test.setTimeout(120_000);
  await prepareDevice(page);
  for (const way of EACH_WAY) {
    // a new code per way, opened online with the clock at the real time
    const code = await openSignedLinkOnce(page, owner);
    const outage = outageIn(way);
    await outage.begin();
    await page.reload();
    await touchPage(page);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' }), way).toBeVisible();
    await expect(fullVideo(page), way).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Kein Ton verfügbar' }), way).toBeDisabled();
    await expect(page.getByText(INVALID)).toHaveCount(0);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);

    // still offline, an hour after the code's end
    await page.clock.setSystemTime(new Date(Date.parse(code.expirationDate) + 60 * 60_000));
    await page.reload();
    await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' }), way).toBeVisible();
    await expect(main(page).getByRole('alert'), way).toHaveText(INVALID);
    await touchPage(page);
    await expect(fullVideo(page), way).not.toHaveAttribute('aria-pressed', 'true');
    await outage.end();
    await page.clock.setSystemTime(new Date());
  }
});

test('a code typed offline opens where the device holds it, and elsewhere says the device is offline, in each way', async ({ page, owner, outageIn }) => {
  test.setTimeout(90_000);
  await prepareDevice(page);
  // the story itself was seen once (a class tablet would have saved it as a story pack)
  await page.goto('/boardstory/die-mutige-maus');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  await page.waitForTimeout(1_500);

  for (const way of EACH_WAY) {
    // a new code per way: the device does not hold it yet
    const code = await makeCode(owner);
    const outage = outageIn(way);
    await outage.begin();
    await page.goto('/boardstories');
    const form = page.getByRole('contentinfo').locator('form.code-entry').first();
    await form.getByRole('textbox').fill(code.code);
    await form.getByRole('button', { name: 'OK' }).click();
    await expect(form.getByRole('alert'), way).toHaveText(OFFLINE);

    // a class tablet: the teacher brought the code along (features/access-codes/offline/offline-codes.ts keeps signed tokens like this)
    await page.evaluate((token) => localStorage.setItem('lesefunke-offline-codes', JSON.stringify([{ token, source: 'class' }])), code.signedToken);
    await form.getByRole('textbox').fill(code.code.toLowerCase());
    await form.getByRole('button', { name: 'OK' }).click();
    await expect(page, way).toHaveURL(new RegExp(`/boardstory/die-mutige-maus/${code.code}$`));
    await expect(page.getByRole('button', { name: 'Kein Ton verfügbar' }), way).toBeDisabled();
    await expect(page.getByText(INVALID)).toHaveCount(0);

    // the login cannot go on offline either, and says so
    await page.goto('/login');
    await main(page).getByLabel('E-Mail-Adresse', { exact: true }).fill('owner@lesefunke.test');
    await main(page).getByLabel('Passwort', { exact: true }).fill('Lesefunke2026!');
    await main(page).getByRole('button', { name: 'Anmelden', exact: true }).click();
    await expect(main(page).getByRole('alert'), way).toHaveText('Sie sind offline. Die Anmeldung ist möglich, sobald das Gerät wieder verbunden ist.');
    await outage.end();
  }
});

test('a code revoked while the device was offline is refused once it is back, and the device forgets its copy, in each way', async ({ page, owner, outageIn }) => {
  test.setTimeout(120_000);
  await prepareDevice(page);
  for (const way of EACH_WAY) {
    const code = await makeCode(owner);
    await page.evaluate((token) => localStorage.setItem('lesefunke-offline-codes', JSON.stringify([{ token, source: 'class' }])), code.signedToken);
    await page.goto(signedLink(code));
    await touchPage(page);
    await expect(fullVideo(page)).toHaveAttribute('aria-pressed', 'true');

    const outage = outageIn(way);
    if (way === 'server-down') {
      // the owner cannot reach a stopped server either: the code is revoked just before it stops, and the device,
      // which asks nothing meanwhile, still holds its copy
      expect((await owner.api.delete(`/api/access-codes/${code.id}`)).status()).toBe(204);
      expect(await heldCodes(page), way).not.toBe('[]');
      await expect(main(page).getByText(INVALID)).toHaveCount(0);
      await outage.begin();
      // a browser that is online learns of the stopped server from its next call: a reload's look at the server,
      // while the page opens from the device's copy
      await page.reload();
      await touchPage(page);
      await expect(page.getByText(/Sie sind offline/).first(), way).toBeVisible();
      await expect(fullVideo(page), way).toHaveAttribute('aria-pressed', 'true');
      await expect(main(page).getByText(INVALID)).toHaveCount(0);
    } else {
      await outage.begin();
      expect((await owner.api.delete(`/api/access-codes/${code.id}`)).status()).toBe(204);
    }
    await outage.end();
    // with the server down, the page hears it is back from the health probe, which backs off to a few seconds
    await expect(main(page).getByRole('alert'), way).toHaveText(INVALID, { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Kein Ton verfügbar' })).toHaveCount(0);
    await expect.poll(() => heldCodes(page), { message: way }).toBe('[]');
    // and on the next visit
    await page.reload();
    await touchPage(page);
    await expect(main(page).getByRole('alert'), way).toHaveText(INVALID);
  }
});
