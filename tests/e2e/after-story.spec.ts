// The after-story panel (docs/stories-and-player.md#after-the-story), by keyboard alone: it opens when the story (and
// its game at the end) is over, its heading takes the focus, it starts each game again and ticks those played; a
// teacher opens it at any time without playing the video.
import { expect, test, type Page } from '@playwright/test';
import { loginAs, player, playWithKeyboard, touchPage, videoState } from './player-helpers';
import { appReady } from './helpers';
import { expectReadableInEachTheme } from './contrast';

const panelHeading = (page: Page) => player(page).getByRole('heading', { name: 'Spiele zur Geschichte' });

/** Tab until `name` has the focus (a few steps at most), then press Enter. */
async function tabTo(page: Page, name: string | RegExp) {
  const target = player(page).getByRole('button', { name, exact: typeof name === 'string' });
  for (let i = 0; i < 6 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
}

test('after the story: the panel by keyboard, a game started from it, ticked when played', async ({ page }) => {
  await page.goto('/boardstory/die-mutige-maus/FUNKE-GUELTIG');
  await appReady(page);
  await touchPage(page);
  await expect.poll(() => player(page).locator('video').evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
  // a pupil's code: no way to the games but the story's end
  await expect(player(page).getByRole('button', { name: 'Spieleübersicht' })).toHaveCount(0);
  await playWithKeyboard(page);
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.1);
  // four jumps reach the end; they land outside the search game's window, so the quiz at the end comes first
  for (const key of ['ArrowRight', 'PageDown', 'ArrowRight', 'PageDown']) await page.keyboard.press(key);
  await expect(player(page).getByRole('button', { name: 'Quiz starten' })).toBeFocused({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  for (const answer of ['Mila', 'Käse', 'Im Gras']) {
    await player(page).getByRole('radio', { name: answer }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
  }
  await expect(player(page).getByRole('button', { name: 'Quiz beenden' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(panelHeading(page)).toBeFocused();
  await expect(player(page).getByRole('button', { name: 'Quiz (gespielt)' })).toBeVisible();
  await tabTo(page, 'Suchspiel');
  await expect(player(page).getByRole('button', { name: 'Auf zur Suche' })).toBeFocused();
  // given up by keyboard: help, solve, go on
  await tabTo(page, 'Hilfe');
  await tabTo(page, 'Jetzt auflösen');
  await expect(player(page).getByRole('button', { name: 'Weiter' })).toBeFocused();
  await page.keyboard.press('Enter');

  // back at the panel, not in the video
  await expect(panelHeading(page)).toBeFocused();
  await expect(player(page).getByRole('button', { name: 'Suchspiel (gespielt)' })).toBeVisible();
  expect((await videoState(page)).paused).toBe(true);
  await tabTo(page, 'Schließen');
  await expect(panelHeading(page)).toHaveCount(0);
});

test('a teacher opens the games any time and plays an impulse without the video', async ({ page }) => {
  await loginAs(page, 'owner');
  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  await touchPage(page);
  const overview = player(page).getByRole('button', { name: 'Spieleübersicht' });
  await expect(player(page).locator('video')).toHaveAttribute('src', /.+/);
  await overview.focus();
  await page.keyboard.press('Enter');
  await expect(panelHeading(page)).toBeFocused();
  await expect(player(page).getByRole('listitem')).toHaveText(['Impuls', 'Suchspiel', 'Quiz']);
  await tabTo(page, 'Impuls');
  const popup = player(page).getByRole('group', { name: 'Impuls' });
  await expect(popup).toContainText('Mäuse haben sehr gute Ohren.');
  await expect(popup.getByRole('button', { name: 'Schließen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panelHeading(page)).toBeFocused();
  await expect(player(page).getByRole('button', { name: 'Impuls (gespielt)' })).toBeVisible();
  const { time, paused } = await videoState(page);
  expect(paused).toBe(true);
  expect(time).toBeLessThan(1);
  await expectReadableInEachTheme(player(page).locator('.game-layer'));

  // while a game's screen shows, the overview takes its place (it did nothing there)
  await tabTo(page, 'Suchspiel');
  const searchIntro = player(page).getByRole('group', { name: 'Suchspiel' });
  await expect(searchIntro.getByRole('button', { name: 'Auf zur Suche' })).toBeFocused();
  await overview.click();
  await expect(panelHeading(page)).toBeVisible();
  await expect(searchIntro).toHaveCount(0);
  expect((await videoState(page)).paused).toBe(true);
});
