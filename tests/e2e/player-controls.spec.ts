import { expect, test } from '@playwright/test';
import { expectPlaying, loginAs, player, videoState } from './player-helpers';

test('the tiger creation opens in a new window with a signed URL', async ({ page }) => {
  await loginAs(page, 'lehrer');
  await page.goto('/boardstory/das-lied-der-wale');
  const popup = page.waitForEvent('popup');
  await player(page).getByRole('button', { name: /^Tigerkreation/ }).click();
  expect((await popup).url()).toMatch(/\/media\/tiger\/das-lied-der-wale\.mp4\?exp=\d+&sig=/);
  // stories without one keep the button disabled
  await page.goto('/boardstory/die-mutige-maus');
  await expect(player(page).getByRole('button', { name: /^Tigerkreation/ })).toBeDisabled();
});

test('a video that cannot load shows the error icon', async ({ page }) => {
  await page.route('**/media/trailers/**', (route) => route.abort());
  await page.goto('/boardstory/die-mutige-maus');
  await player(page).getByRole('button', { name: 'Abspielen' }).click();
  await expect(player(page).getByRole('img', { name: 'Das Video kann gerade nicht abgespielt werden.' })).toBeVisible();
});

test('in fullscreen the controls hide after 2.5 s, and after 1.3 s once the mouse moved', async ({ page }) => {
  await page.goto('/boardstory/die-mutige-maus');
  const p = player(page);
  const frame = p.getByRole('group', { name: 'Trailer' });
  await p.getByRole('button', { name: 'Vollbild' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toBe('Trailer');
  await expect(p.getByRole('button', { name: 'Vollbild beenden' })).toBeVisible();
  await expect(frame).not.toHaveClass(/controls-hidden/);
  await page.waitForTimeout(2_000);
  await expect(frame).not.toHaveClass(/controls-hidden/);
  await expect(frame).toHaveClass(/controls-hidden/, { timeout: 1_500 });
  await page.mouse.move(200, 200);
  await page.mouse.move(220, 210);
  await expect(frame).not.toHaveClass(/controls-hidden/);
  await expect(frame).toHaveClass(/controls-hidden/, { timeout: 2_000 });
  await page.mouse.move(200, 220);
  await p.getByRole('button', { name: 'Vollbild beenden' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(p.getByRole('button', { name: 'Vollbild' })).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });

  test('the games toggle points to the app', async ({ page }) => {
    await page.goto('/boardstory/die-mutige-maus/FUNKE-GUELTIG');
    await player(page).getByRole('button', { name: 'Spiele', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Spiele' });
    await expect(dialog).toContainText('Spiele sind nur in der App verfügbar. Lade dir hier die App herunter, um Spiele zu spielen.');
    await expect(dialog.getByRole('link', { name: 'Zum App Store' })).toHaveAttribute('href', /apps\.apple\.com/);
    // and the video plays on without games
    await page.keyboard.press('Escape');
    await player(page).getByRole('button', { name: 'Abspielen' }).click();
    await expectPlaying(page);
    expect((await videoState(page)).src).toContain('/media/videos/');
  });
});
