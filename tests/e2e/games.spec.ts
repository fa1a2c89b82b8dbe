import { expect, test, type Page } from '@playwright/test';
import type { GameList, SearchGame } from '../../src/shared/schemas/games';
import { expectReadableInEachTheme } from './contrast';
import { expectPlaying, player, playWithKeyboard, touchPage, videoState } from './player-helpers';

// die-mutige-maus: an impulse at 4 s, the search game at 9 s, the quiz at the end (position -1)
const STORY = '/boardstory/die-mutige-maus/FUNKE-GUELTIG';

async function searchGame(page: Page): Promise<SearchGame> {
  const story = await (await page.request.get('/api/boardstories/die-mutige-maus')).json();
  const games = (await (await page.request.get(`/api/games?boardstoryId=${story.id}&accessCode=FUNKE-GUELTIG`)).json()) as GameList;
  return games._embedded.games.find((g): g is SearchGame => g.gameType === 'search')!;
}

/** Moves the crosshair (starting at 5000/5000, 500 per arrow, 100 with Shift) onto a point and picks it. */
async function pickWithKeyboard(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const press = async (key: string, units: number) => {
    for (let i = 0; i < Math.floor(units / 500); i++) await page.keyboard.press(key);
    for (let i = 0; i < Math.floor((units % 500) / 100); i++) await page.keyboard.press(`Shift+${key}`);
  };
  await press(to.x < from.x ? 'ArrowLeft' : 'ArrowRight', Math.abs(to.x - from.x));
  await press(to.y < from.y ? 'ArrowUp' : 'ArrowDown', Math.abs(to.y - from.y));
  await page.keyboard.press('Enter');
}

test('the impulse opens from its marker with the keyboard, pauses the video and resumes it on close', async ({ page }) => {
  await page.goto(STORY);
  await touchPage(page);
  await playWithKeyboard(page);
  await expectPlaying(page);
  const marker = player(page).getByRole('button', { name: 'Impuls öffnen' });
  await expect(marker).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Ein Impuls ist erschienen.' })).toBeAttached();
  await marker.focus();
  await page.keyboard.press('Enter');
  const popup = player(page).getByRole('group', { name: 'Impuls' });
  await expect(popup).toContainText('Mäuse haben sehr gute Ohren.');
  await expectReadableInEachTheme(popup);
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  await expect(popup.getByRole('button', { name: 'Schließen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup).toBeHidden();
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
});

test('the search game is played to its end with the keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  const game = await searchGame(page);
  await page.goto(STORY);
  await touchPage(page);
  await playWithKeyboard(page);
  await expectPlaying(page);
  const intro = player(page).getByRole('group', { name: 'Suchspiel' });
  await expect(intro).toContainText(game.hint, { timeout: 15_000 });
  expect((await videoState(page)).paused).toBe(true);
  await expect(intro.getByRole('button', { name: 'Auf zur Suche' })).toBeFocused();
  await expectReadableInEachTheme(intro);
  await page.keyboard.press('Enter');

  const surface = player(page).getByRole('application');
  await expect(surface).toBeFocused();
  // a miss first: the top-left corner holds no answer
  await pickWithKeyboard(page, { x: 5000, y: 5000 }, { x: 0, y: 0 });
  await expect(page.getByRole('status')).toHaveText('Da ist leider nichts. Such weiter!');
  let at = { x: 0, y: 0 };
  for (const [i, a] of game.answers.entries()) {
    const centre = { x: Math.round((a.topLeft.x + a.bottomRight.x) / 200) * 100, y: Math.round((a.topLeft.y + a.bottomRight.y) / 200) * 100 };
    await pickWithKeyboard(page, at, centre);
    at = centre;
    await expect(player(page).getByText(`${i + 1} von ${game.answers.length} gefunden`)).toBeVisible();
    if (i === 0) await expectReadableInEachTheme(player(page).locator('.game-layer'));
  }
  const success = player(page).getByRole('group', { name: 'Geschafft' });
  await expect(success).toContainText('Super, du hast alles gefunden!');
  await expect(success.getByRole('button', { name: 'Weiter' })).toBeFocused();
  await expectReadableInEachTheme(success);
  await page.keyboard.press('Enter');
  await expect(success).toBeHidden();
  await expect.poll(async () => (await videoState(page)).paused).toBe(false);
});

test('the quiz at the story end is played to its result with the keyboard', async ({ page }) => {
  await page.goto(STORY);
  await touchPage(page);
  const frame = player(page).getByRole('group', { name: 'Ganze Boardstory' });
  await expect(frame.locator('video')).toHaveAttribute('src', /.+/);
  await expect.poll(() => frame.locator('video').evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
  // four jumps from seek point to seek point (every 5 s) reach the end of the 20-second story; they land
  // outside the search game's 500 ms window, so only the quiz at the end stops the story
  const ended = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/api/track/') && r.postDataJSON()?.hasEnded === true);
  await playWithKeyboard(page);
  await expectPlaying(page, 0.1);
  for (const key of ['ArrowRight', 'PageDown', 'ArrowRight', 'PageDown']) await page.keyboard.press(key);
  const intro = player(page).getByRole('group', { name: 'Quiz' });
  await expect(intro).toContainText('Was weißt du noch über Mila, die mutige Maus?', { timeout: 15_000 });
  // the end of the video is tracked with hasEnded
  expect((await ended).postDataJSON().boardstoryTimestamp).toBeGreaterThan(19);
  // the start screen's heading "Quiz" was white on the white panel
  await expect(intro.getByRole('heading', { name: 'Quiz' })).toBeVisible();
  await expectReadableInEachTheme(intro);
  await page.keyboard.press('Enter');

  const answers = ['Mila', 'Käse', 'Im Gras'];
  for (const [i, answer] of answers.entries()) {
    const question = player(page).getByRole('group', { name: `Frage ${i + 1} von 3`, exact: true });
    await expect(question).toBeVisible();
    const option = question.getByRole('radio', { name: answer });
    await option.focus();
    await page.keyboard.press('Space');
    await expect(option).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(question.getByText('Richtig, sehr gut!')).toBeVisible();
    if (i === 0) await expectReadableInEachTheme(question);
    await expect(question.getByRole('button', { name: i === 2 ? 'Zum Ergebnis »' : 'Nächste Frage' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  const result = player(page).getByRole('group', { name: 'Quiz-Ergebnis' });
  await expect(result).toContainText('Herzlichen Glückwunsch!');
  await expect(result).toContainText('Du hast alle 3 Fragen richtig beantwortet.');
  await expect(result.getByRole('button', { name: 'Quiz wiederholen' })).toBeVisible();
  await expectReadableInEachTheme(result);
  await page.keyboard.press('Enter');
  await expect(result).toBeHidden();
});

test('a tablet too busy to report the time as the story passes the search game still stops for it', async ({ page }) => {
  test.setTimeout(60_000);
  const game = await searchGame(page);
  await page.goto(STORY);
  await touchPage(page);
  // shortly before the game's position the page is kept busy for 1.5 s: the video plays on, but no time is reported
  // until it is well past the game's 500 ms window
  await page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement, at) => {
      const block = () => {
        if (video.currentTime < at - 0.4) return;
        video.removeEventListener('timeupdate', block);
        const until = performance.now() + 1500;
        while (performance.now() < until);
        // the time the player is told next, in the same event as its own listener
        video.addEventListener('timeupdate', () => ((window as unknown as { reportedNext: number }).reportedNext = video.currentTime), { once: true });
      };
      video.addEventListener('timeupdate', block);
    }, game.position);
  await playWithKeyboard(page);
  await expectPlaying(page);
  const intro = player(page).getByRole('group', { name: 'Suchspiel' });
  await expect(intro).toContainText(game.hint, { timeout: 15_000 });
  // the busy spell really jumped the window: the first time reported after it was past it
  expect(await page.evaluate(() => (window as unknown as { reportedNext: number }).reportedNext)).toBeGreaterThan(game.position + 0.5);
  expect((await videoState(page)).paused).toBe(true);
});
