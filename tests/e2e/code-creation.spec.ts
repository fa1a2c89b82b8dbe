import { expect, test, type Page } from '@playwright/test';
import { expectPlaying, loginAs, player, touchPage } from './player-helpers';
import { appReady } from './helpers';

const main = (page: Page) => page.getByRole('main');
const codeArticles = (page: Page) => main(page).getByRole('article', { name: /^Code / });

/** Creates a code in the dialog of the open story page, with the given functions switched off; answers the new code. */
async function createCode(page: Page, off: string[] = []): Promise<string> {
  // the button waits for the list of codes, so what is listed now is what was there before
  await expect(main(page).getByRole('button', { name: 'Neuen Code erstellen' })).toBeEnabled();
  const before = new Set(await codeArticles(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? '')));
  await main(page).getByRole('button', { name: 'Neuen Code erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen Code erstellen' });
  await expect(dialog.getByRole('heading', { name: 'Schritt 1 von 2: Gültigkeit' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByRole('heading', { name: 'Schritt 2 von 2: Funktionen und Material' })).toBeVisible();
  for (const name of off) await dialog.getByRole('group', { name: 'Funktionen' }).getByRole('checkbox', { name, exact: true }).uncheck();
  // the success line shows for half a second before the dialog closes: recorded as it appears, since a
  // polling assertion can fall between two looks on a busy machine
  await page.evaluate(() => {
    const w = window as unknown as { statusTexts: string[] };
    w.statusTexts = [];
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[role="dialog"] [role="status"]')) w.statusTexts.push(el.textContent ?? '');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await dialog.getByRole('button', { name: 'Code erstellen' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { statusTexts: string[] }).statusTexts))
    .toContain('Fertig - Der Code wurde erfolgreich erstellt');
  await expect(dialog).toHaveCount(0);
  let added = '';
  await expect
    .poll(async () => {
      const now = await codeArticles(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
      added = now.find((label) => !before.has(label)) ?? '';
      return added;
    })
    .not.toBe('');
  return added.replace(/^Code /, '');
}

test('the code dialog checks the dates with the spec texts', async ({ page }) => {
  await loginAs(page, 'owner');
  await page.goto('/boardstory/der-kleine-funke');
  await appReady(page);
  await main(page).getByRole('button', { name: 'Neuen Code erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen Code erstellen' });
  const start = dialog.getByRole('textbox', { name: 'Gültig ab' });
  await start.fill('31.02.2026');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByText('Ungültige Datumseingabe. Bitte Datum im Format DD.MM.YYYY eingeben.')).toBeVisible();
  await start.fill('01.01.2020');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByText('Das Startdatum muss in der Zukunft liegen.')).toBeVisible();
  await start.fill('01.01.2099');
  await dialog.getByRole('button', { name: 'Weiter' }).click();
  await expect(dialog.getByText('Ungültige Datumseingabe. Bitte geben Sie ein Datum innerhalb Ihrer Lizenzlaufzeit ein.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toHaveCount(0);
});

test('an owner creates a pupil code with sound off, and a pupil uses it on a fresh browser', async ({ page, browser }) => {
  await loginAs(page, 'owner');
  await page.goto('/boardstory/die-mutige-maus');
  const code = await createCode(page, ['Ton']);
  expect(code).toMatch(/^[A-Z0-9]{10,}$/);
  expect(code).not.toMatch(/[01OIL]/);

  const pupilContext = await browser.newContext({ serviceWorkers: 'block', locale: 'de-DE' });
  const pupil = await pupilContext.newPage();
  await pupil.goto(`/boardstory/die-mutige-maus/${code}`);
  await touchPage(pupil);
  const p = player(pupil);
  await expect(p.getByRole('button', { name: 'Ganze Boardstory' })).toHaveAttribute('aria-pressed', 'true');
  await expect(p.getByRole('button', { name: 'Kein Ton verfügbar' })).toBeDisabled();
  await p.getByRole('button', { name: 'Abspielen' }).click();
  const state = await expectPlaying(pupil);
  expect(state.src).toContain('/media/videos/');
  expect(state.muted).toBe(true);
  await pupilContext.close();
});

test('the class sheet prints one slip with a QR code per code', async ({ page }) => {
  await loginAs(page, 'owner');
  await page.goto('/boardstory/das-lied-der-wale');
  const made = [await createCode(page), await createCode(page)];
  await main(page).getByRole('link', { name: 'Klassenblatt drucken' }).click();
  await expect(page).toHaveURL(/\/klassenblatt\/das-lied-der-wale$/);
  const slips = main(page).getByRole('listitem', { name: /^Zettel für Code / });
  const count = await codeArticlesCount(page);
  await expect(slips).toHaveCount(count);
  for (const code of made) {
    const slip = main(page).getByRole('listitem', { name: `Zettel für Code ${code}` });
    await expect(slip).toContainText(code);
    await expect(slip).toContainText(/Gültig vom \d{2}\.\d{2}\.\d{4} bis \d{2}\.\d{2}\.\d{4}/);
    await expect(slip.getByRole('img', { name: `QR-Code für ${code}` })).toHaveJSProperty('complete', true);
  }
  await expect(main(page).getByRole('img', { name: /^QR-Code für / })).toHaveCount(count);
  await expect(main(page).getByRole('button', { name: 'Drucken' })).toBeVisible();

  // printed: buttons and the site's header stay on screen only, and the browser makes an A4 PDF
  await page.emulateMedia({ media: 'print' });
  await expect(main(page).getByRole('button', { name: 'Drucken' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);
});

async function codeArticlesCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/licenses');
  expect(res.ok()).toBe(true);
  const story = await (await page.request.get('/api/boardstories/das-lied-der-wale')).json();
  const mine = await (await page.request.get(`/api/me/access-codes?boardstory=${story.id}`)).json();
  return mine._embedded.accessCodes.length;
}

test('two tabs of one owner: a code made in one appears in the other within 2 s through /live', async ({ page, context }) => {
  await loginAs(page, 'owner');
  await page.goto('/boardstory/pantomime-im-park');
  const other = await context.newPage();
  const socket = other.waitForEvent('websocket', (ws) => ws.url().includes('/live'));
  await other.goto('/boardstory/pantomime-im-park');
  await expect(other.getByRole('main').getByRole('button', { name: 'Neuen Code erstellen' })).toBeEnabled();
  // the other tab holds its socket before the change is made (Playwright reports its creation, not the
  // end of the handshake, so give that a moment)
  expect((await socket).isClosed()).toBe(false);
  await other.waitForTimeout(500);
  const code = await createCode(page);
  await expect(other.getByRole('main').getByRole('article', { name: `Code ${code}` })).toBeVisible({ timeout: 2_000 });
});
