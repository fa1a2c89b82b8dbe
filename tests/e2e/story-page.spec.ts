import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, accountButton, appReady, submitLogin } from './helpers';

const MAUS = '/boardstory/die-mutige-maus';
const main = (page: Page) => page.getByRole('main');
const material = (page: Page) => main(page).getByRole('region', { name: 'Material' });
const downloads = (page: Page) => material(page).getByRole('link');
const locked = (page: Page) => material(page).getByRole('button', { name: /nicht verfügbar/ });
const codesBox = (page: Page) => main(page).getByRole('heading', { name: 'Schülercodes' });

async function loginAs(page: Page, who: string, name: RegExp) {
  await submitLogin(page, `${who}@lesefunke.test`, DEMO_PASSWORD);
  await expect(accountButton(page, name)).toBeVisible();
}

test('a guest sees the story with title, canonical link, content, properties and similar stories, but locked material', async ({ page }) => {
  await page.goto(MAUS);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
  await expect(page).toHaveTitle('Die mutige Maus | Lesefunke');
  // the similar stories, the book and the material come once the app has drawn the page
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/boardstory\/die-mutige-maus$/);
  await expect(main(page).getByRole('heading', { name: 'Inhalt' })).toBeVisible();
  // the markdown is rendered: its bold line becomes <strong>
  await expect(main(page).locator('.story-description strong', { hasText: 'Zum Einsatz im Unterricht' })).toBeVisible();
  await appReady(page);
  await expect(main(page).getByRole('heading', { name: 'Kennen Sie schon diese Boardstories?' })).toBeVisible();
  const book = main(page).getByRole('region', { name: 'Das Buch zur Boardstory' });
  await expect(book.getByRole('img', { name: 'Buchcover „Die mutige Maus“' })).toBeVisible();
  await expect(book.getByRole('link', { name: 'Zum Buch' })).toHaveAttribute('href', 'https://www.example.org/buch/die-mutige-maus');
  await expect(codesBox(page)).toHaveCount(0);

  await expect(locked(page)).toHaveCount(3);
  await expect(downloads(page)).toHaveCount(0);
  await material(page).getByRole('button', { name: 'Mehr Material anzeigen' }).click();
  await expect(locked(page)).toHaveCount(4);
  await locked(page).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Um das Material herunterladen zu können, müssen Sie angemeldet sein.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/login\?from=/);
});

test('a guest downloads the material of the free story', async ({ page }) => {
  await page.goto('/boardstory/der-kleine-funke');
  await appReady(page);
  await expect(downloads(page)).toHaveCount(3);
  const href = await downloads(page).first().getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
});

test('an unknown story shows the 404 page', async ({ page }) => {
  await page.goto('/boardstory/gibt-es-nicht');
  await expect(page.getByText('Huch, diese Seite ist uns leider nicht bekannt.')).toBeVisible();
  await main(page).getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a story the server fails to answer shows the 500 page', async ({ page }) => {
  // the page without the story in it, as the service worker's copy of the app serves it: the app asks the API
  await page.route(`**${MAUS}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(/<script type="application\/json" id="lf-state">[\s\S]*?<\/script>/, '') });
  });
  await page.route('**/api/boardstories/die-mutige-maus', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'server_error', error_description: 'internal server error' }) }),
  );
  await page.goto(MAUS);
  await appReady(page);
  await expect(main(page).getByRole('heading', { name: 'Oh nein, unser Server spielt verrückt! Wir sind bald wieder für Sie da.' })).toBeVisible();
  await expect(main(page).getByText('Etwas ist schief gelaufen!')).toBeVisible();
});

test("a licensed teacher downloads material and has the codes box: a school's teachers make codes", async ({ page }) => {
  await loginAs(page, 'lehrer', /Jonas|Lehmann/);
  await page.goto(MAUS);
  await expect(downloads(page)).toHaveCount(3);
  await expect(locked(page)).toHaveCount(0);
  const res = await page.request.get((await downloads(page).first().getAttribute('href'))!);
  expect(res.headers()['content-type']).toBe('application/pdf');
  await expect(codesBox(page)).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Neuen Code erstellen' })).toBeVisible();
});

test('an owner whose licence ended is sent to check the licence and has no codes box', async ({ page }) => {
  await loginAs(page, 'abgelaufen', /Albert|Abel/);
  await page.goto(MAUS);
  await expect(locked(page)).toHaveCount(3);
  await locked(page).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('müssen Sie eine gültige und nicht abgelaufene Lizenz besitzen')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Lizenz prüfen' })).toBeVisible();
  await expect(codesBox(page)).toHaveCount(0);
});

for (const code of ['FUNKE-GUELTIG', 'FUNKE-STUMM']) {
  test(`a pupil with ${code} downloads the material of its story, without the codes box`, async ({ page }) => {
    await page.goto(`${MAUS}/${code}`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Die mutige Maus' })).toBeVisible();
    await appReady(page);
    await expect(downloads(page)).toHaveCount(3);
    await expect(downloads(page).first()).toHaveAttribute('href', new RegExp(`accessCode=${code}$`));
    await expect(page.getByText('Dieser Schüler- oder Verleihcode ist ungültig.', { exact: false })).toHaveCount(0);
    await expect(codesBox(page)).toHaveCount(0);
  });
}

test('a code for another story opens nothing there', async ({ page }) => {
  await page.goto('/boardstory/der-stille-wald/FUNKE-GUELTIG');
  await appReady(page);
  await expect(main(page).getByText('Dieser Schüler- oder Verleihcode ist ungültig. Bitte versuch es noch einmal.')).toBeVisible();
  await expect(locked(page)).toHaveCount(3);
});

test('an owner manages the own codes of the story: link, QR code, copy and note', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, 'owner', /Sabine|Sommer/);
  await page.goto(MAUS);
  await expect(codesBox(page)).toBeVisible();
  const code = main(page).getByRole('article', { name: 'Code FUNKE-GUELTIG' });
  await expect(code).toBeVisible();
  // expired codes are not listed
  await expect(main(page).getByRole('article', { name: 'Code FUNKE-ABGELAUFEN' })).toHaveCount(0);
  const link = code.getByRole('link', { name: /\/boardstory\// });
  // the signed token rides along, so the link can be checked offline (see docs/codes.md#signed-codes)
  await expect(link).toHaveAttribute('href', /\/boardstory\/die-mutige-maus\/FUNKE-GUELTIG\?t=[\w-]+\.[\w-]+$/);
  expect((await link.textContent())!.length).toBeLessThanOrEqual(42);
  await expect(code.getByRole('img', { name: 'QR-Code für FUNKE-GUELTIG' })).toHaveJSProperty('naturalWidth', 800);

  await code.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(code.getByRole('status')).toHaveText('Kopiert!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/boardstory\/die-mutige-maus\/FUNKE-GUELTIG\?t=[\w-]+\.[\w-]+$/);
  await expect(code.getByRole('status')).toHaveText('', { timeout: 5_000 });

  await code.getByLabel('Notiz').fill('Leseecke Klasse 2a');
  await code.getByRole('button', { name: 'Notiz speichern' }).click();
  await expect(code.getByRole('button', { name: 'Notiz speichern' })).toBeDisabled();
  await page.reload();
  await expect(main(page).getByRole('article', { name: 'Code FUNKE-GUELTIG' }).getByLabel('Notiz')).toHaveValue('Leseecke Klasse 2a');
  await expect(downloads(page)).toHaveCount(3);
});

test('an owner deletes a code after confirming, and it is gone for good', async ({ page }) => {
  await loginAs(page, 'owner', /Sabine|Sommer/);
  await page.goto(MAUS);
  // FUNKE-SPAETER has not started yet: the code-entry tests refuse it with or without it existing
  const code = main(page).getByRole('article', { name: 'Code FUNKE-SPAETER' });
  await code.getByRole('button', { name: 'Code löschen' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Soll dieser Code wirklich gelöscht werden?', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Code löschen' }).click();
  await expect(code).toHaveCount(0);
  await page.reload();
  await expect(main(page).getByRole('article', { name: 'Code FUNKE-GUELTIG' })).toBeVisible();
  await expect(main(page).getByRole('article', { name: 'Code FUNKE-SPAETER' })).toHaveCount(0);
});

test("a pupil's code opens its one story: the similar stories link without it, and the next story is not called invalid", async ({ page }) => {
  await page.goto(`${MAUS}/FUNKE-GUELTIG`);
  await appReady(page);
  const similar = main(page).getByRole('region', { name: 'Kennen Sie schon diese Boardstories?' });
  const links = similar.getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/boardstory\/[a-z0-9-]+$/);

  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByText('Dieser Schüler- oder Verleihcode ist ungültig', { exact: false })).toHaveCount(0);
});
