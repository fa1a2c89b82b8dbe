import { expect, test } from '@playwright/test';
import { expectPlaying, loginAs, player, touchPage, videoState } from './player-helpers';
import { appReady } from './helpers';

test('the tiger creation is selected first and opens in a new window with a signed URL only on a click', async ({ page }) => {
  await loginAs(page, 'lehrer');
  const popups: string[] = [];
  page.on('popup', (p) => popups.push(p.url()));
  await page.goto('/boardstory/das-lied-der-wale');
  await appReady(page);
  await touchPage(page);
  // the spec's priority: tiger creation, then video, then trailer
  await expect(player(page).getByRole('button', { name: /^Tigerkreation \(/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(player(page).getByRole('button', { name: 'Ganze Boardstory' })).toHaveAttribute('aria-pressed', 'false');
  const open = player(page).getByRole('button', { name: /^Tigerkreation öffnen/ });
  await expect(open).toBeVisible();
  expect(popups).toEqual([]);
  let popup = page.waitForEvent('popup');
  await open.click();
  expect((await popup).url()).toMatch(/\/media\/tiger\/das-lied-der-wale\.mp4\?exp=\d+&sig=/);
  // the full video is one click away, and the tiger creation's own button opens it again
  await player(page).getByRole('button', { name: 'Ganze Boardstory' }).click();
  await expect(player(page).getByRole('button', { name: 'Ganze Boardstory' })).toHaveAttribute('aria-pressed', 'true');
  await expect(player(page).getByRole('group', { name: 'Ganze Boardstory' })).toBeVisible();
  popup = page.waitForEvent('popup');
  await player(page).getByRole('button', { name: /^Tigerkreation \(/ }).click();
  expect((await popup).url()).toMatch(/\/media\/tiger\/das-lied-der-wale\.mp4\?exp=\d+&sig=/);
  await expect(player(page).getByRole('button', { name: /^Tigerkreation \(/ })).toHaveAttribute('aria-pressed', 'true');
  // stories without one keep the button disabled
  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  await touchPage(page);
  await expect(player(page).getByRole('button', { name: /^Tigerkreation/ })).toBeDisabled();
});

test('a video that cannot load shows the error icon', async ({ page }) => {
  await page.route('**/media/trailers/**', (route) => route.abort());
  await page.goto('/boardstory/die-mutige-maus');
  await appReady(page);
  await touchPage(page);
  await player(page).getByRole('button', { name: 'Abspielen' }).click();
  await expect(player(page).getByRole('img', { name: 'Das Video kann gerade nicht abgespielt werden.' })).toBeVisible();
});

test('in fullscreen the controls hide after 2.5 s, and after 1.3 s once the mouse moved', async ({ page }) => {
  await page.goto('/boardstory/die-mutige-maus');
  await touchPage(page);
  const p = player(page);
  const frame = p.getByRole('group', { name: 'Trailer' });
  await expect(frame).toBeVisible();
  // timed in the page, so a busy test machine does not blur the two delays
  await page.evaluate(() => {
    const log = { entered: 0, moved: 0, hidden: [] as number[] };
    Object.assign(window, { fsLog: log });
    document.addEventListener('fullscreenchange', () => document.fullscreenElement && (log.entered = performance.now()));
    document.addEventListener('mousemove', () => (log.moved = performance.now()), true);
    const el = document.querySelector('.player-frame')!;
    new MutationObserver(() => el.classList.contains('controls-hidden') && log.hidden.push(performance.now())).observe(el, { attributeFilter: ['class'] });
  });
  const log = () => page.evaluate(() => (window as unknown as { fsLog: { entered: number; moved: number; hidden: number[] } }).fsLog);

  await p.getByRole('button', { name: 'Vollbild' }).focus();
  await page.keyboard.press('Enter');
  await expect(p.getByRole('button', { name: 'Vollbild beenden' })).toBeAttached();
  await expect(frame).toHaveClass(/controls-hidden/, { timeout: 5_000 });
  const first = await log();
  expect(first.hidden[0] - first.entered).toBeGreaterThan(2_400);
  expect(first.hidden[0] - first.entered).toBeLessThan(3_500);

  await page.mouse.move(200, 200);
  await page.mouse.move(230, 220);
  await expect(frame).not.toHaveClass(/controls-hidden/);
  await expect(frame).toHaveClass(/controls-hidden/, { timeout: 5_000 });
  const second = await log();
  expect(second.hidden[1] - second.moved).toBeGreaterThan(1_200);
  expect(second.hidden[1] - second.moved).toBeLessThan(2_200);

  await page.mouse.move(240, 230);
  await p.getByRole('button', { name: 'Vollbild beenden' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(p.getByRole('button', { name: 'Vollbild' })).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });

  test('the games toggle points to the app', async ({ page }) => {
    await page.goto('/boardstory/die-mutige-maus/FUNKE-GUELTIG');
    await appReady(page);
    await touchPage(page);
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
