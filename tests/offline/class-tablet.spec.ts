// Class tablet mode (docs/codes.md#class-tablet): a teacher hands the device to a class; each pupil's turn leaves nothing behind
// for the next one, and only the teacher's PIN gives the device back. The class mode survives a reload in each way of
// being offline (docs/offline.md#ways-of-being-offline) in turn, on the worker's own server (offline-modes.ts).
import { type Page } from '@playwright/test';
import { accountButton } from '../e2e/helpers';
import { expectPlaying, loginAs, player, playWithKeyboard, videoState } from '../e2e/player-helpers';
import { EACH_WAY, expect, installWorker, test } from './offline-modes';

test.use({ way: 'each' });

const PIN = '4711';

const startScreen = (page: Page) => page.getByRole('heading', { level: 1, name: /Welche Geschichte/ });

/** Plays die-mutige-maus (20 s) to its end with the keyboard, where the quiz waits at its intro. */
async function playToQuiz(page: Page) {
  const frame = player(page).getByRole('group', { name: 'Ganze Boardstory' });
  await expect.poll(() => frame.locator('video').evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
  await playWithKeyboard(page);
  await expectPlaying(page, 0.1);
  for (const key of ['ArrowRight', 'PageDown', 'ArrowRight', 'PageDown']) await page.keyboard.press(key);
  const intro = player(page).getByRole('group', { name: 'Quiz' });
  await expect(intro.getByRole('button', { name: 'Quiz starten' })).toBeVisible({ timeout: 15_000 });
  return intro;
}

/** The owner sets the device up with die-mutige-maus and FUNKE-GUELTIG, the PIN typed wrong once in the repeat. */
async function setUpClassTablet(page: Page) {
  await installWorker(page);
  await loginAs(page, 'owner');
  // the teacher finds the setup in the account flyout
  await accountButton(page, /Sabine Sommer/).click();
  await page.getByRole('link', { name: 'Klassen-Tablet einrichten' }).click();
  await expect(page).toHaveTitle('Klassen-Tablet einrichten | Lesefunke');
  const main = page.getByRole('main');
  await main.getByLabel('PIN', { exact: true }).fill(PIN);
  await main.getByLabel('PIN wiederholen').fill('4712');
  const story = main.getByRole('group', { name: 'Die mutige Maus' });
  await story.getByRole('radio', { name: /FUNKE-GUELTIG/ }).check();
  await main.getByRole('button', { name: 'Klassen-Tablet starten' }).click();
  await expect(main.getByText('Die PINs müssen übereinstimmen.')).toBeVisible();
  await main.getByLabel('PIN wiederholen').fill(PIN);
  await main.getByRole('button', { name: 'Klassen-Tablet starten' }).click();
  await expect(page).toHaveURL(/\/klasse$/);
  await expect(startScreen(page)).toBeVisible();
}

test('a class tablet: set up with a PIN, two pupils in turn, left with the PIN', async ({ page, outageIn }) => {
  test.setTimeout(120_000);
  await setUpClassTablet(page);

  // the pupils' start screen; the teacher is logged out, and no menu or login leads anywhere else
  await expect(page).toHaveTitle('Klassen-Tablet | Lesefunke');
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await expect(page.getByRole('banner').getByRole('link')).toHaveCount(0);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/klasse$/);
  await page.goto('/boardstories');
  await expect(page).toHaveURL(/\/klasse$/);
  // class mode survives a reload, offline too, in each way
  for (const way of EACH_WAY) {
    const outage = outageIn(way);
    await outage.begin();
    await page.reload();
    await expect(startScreen(page), way).toBeVisible();
    await expect(page.getByRole('link', { name: 'Die mutige Maus' }), way).toBeVisible();
    await outage.end();
  }

  // pupil 1 opens the tile, plays to the quiz and answers a question, then is done
  await page.getByRole('link', { name: 'Die mutige Maus' }).click();
  await expect(page).toHaveURL(/\/boardstory\/die-mutige-maus\/FUNKE-GUELTIG/);
  const quiz = await playToQuiz(page);
  await quiz.getByRole('button', { name: 'Quiz starten' }).click();
  const question = player(page).getByRole('group', { name: 'Frage 1 von 3', exact: true });
  await question.getByRole('radio', { name: 'Mila' }).check();
  await page.keyboard.press('Enter');
  await expect(question.getByText('Richtig, sehr gut!')).toBeVisible();
  // a half-typed code would stay too if the turn did not end
  await page.getByRole('button', { name: 'Fertig' }).click();

  // pupil 2: an empty code field, no pupil session, the story starts from the beginning and its quiz at the intro
  await expect(startScreen(page)).toBeVisible();
  await expect(page.getByLabel('Dein Code')).toHaveValue('');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.getByRole('link', { name: 'Die mutige Maus' }).click();
  await expect(player(page).locator('video')).toHaveAttribute('src', /.+/);
  expect((await videoState(page)).time).toBeLessThan(1);
  await expect(player(page).getByRole('group', { name: /^(Quiz|Frage)/ })).toHaveCount(0);
  const intro = await playToQuiz(page);
  await expect(intro).toContainText('Was weißt du noch über Mila, die mutige Maus?');
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(startScreen(page)).toBeVisible();

  // leaving needs the PIN: wrong ones are refused, and after three the next try waits
  await page.getByRole('button', { name: 'Lehrkraft' }).click();
  const dialog = page.getByRole('dialog', { name: 'PIN eingeben' });
  const leave = dialog.getByRole('button', { name: 'Klassen-Modus beenden' });
  for (const wrong of ['0000', '1111', '2222']) {
    await dialog.getByLabel('PIN').fill(wrong);
    await leave.click();
    await expect(dialog.getByText('Die PIN ist falsch.')).toBeVisible();
  }
  await expect(dialog.getByText(/Bitte warten Sie noch \d+ Sekunden/)).toBeVisible();
  await dialog.getByLabel('PIN').fill(PIN);
  await expect(leave).toBeDisabled();
  await expect(leave).toBeEnabled({ timeout: 10_000 });
  await leave.click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lesefunke-class-tablet'))).toBeNull();
});

test('a turn ends by itself: a minute after the story ends, or after five minutes without input', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await setUpClassTablet(page);

  // a code half typed and left: after five quiet minutes the next pupil finds the field empty
  await page.getByLabel('Dein Code').fill('FUNKE');
  await page.clock.fastForward('04:50');
  await expect(page.getByLabel('Dein Code')).toHaveValue('FUNKE');
  await page.clock.fastForward('00:15');
  await expect(page.getByLabel('Dein Code')).toHaveValue('');

  // at the story's end the turn ends a minute after the last input, not five
  await page.getByRole('link', { name: 'Die mutige Maus' }).click();
  await playToQuiz(page);
  await page.clock.fastForward('00:30');
  await expect(page).toHaveURL(/\/boardstory\//);
  await page.clock.fastForward('00:35');
  await expect(page).toHaveURL(/\/klasse$/);
  await expect(startScreen(page)).toBeVisible();
});
