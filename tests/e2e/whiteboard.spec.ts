// A lesson at the whiteboard (docs/stories-and-player.md#at-the-whiteboard): the player fits the screen with its read-along
// line and control bar, the sentence never shows twice, the keys work after a click on play, and "Mitlesen" stands out.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPlaying, loginAs, player, touchPage, videoState } from './player-helpers';

const STORY = 'die-mutige-maus';

const mitlesen = (page: Page) => player(page).getByRole('button', { name: 'Mitlesen' });
const readAlongLine = (page: Page) => player(page).getByRole('group', { name: 'Mitlesen' });
const sentence = (page: Page) => readAlongLine(page).getByRole('toolbar', { name: 'Satz' });
const controlBar = (page: Page) => player(page).getByRole('button', { name: 'Vollbild' }).locator('xpath=..');
const picture = (page: Page) => player(page).locator('video');

/** A teacher on the story page with the player there and its games off (a game would pause the story). */
async function openAsTeacher(page: Page, readAlongOn: boolean) {
  await loginAs(page, 'lehrer');
  // the device's stored choice, set once: a reload later reads what the player stored
  await page.evaluate((on) => localStorage.setItem('lesefunke-read-along', JSON.stringify({ on })), readAlongOn);
  await page.goto(`/boardstory/${STORY}`);
  await touchPage(page);
  await expect(picture(page)).toHaveAttribute('src', /.+/);
  await expect(mitlesen(page)).toHaveAttribute('aria-pressed', String(readAlongOn));
}

const box = async (l: Locator) => (await l.boundingBox())!;

/** Top and bottom of what must be seen together: the picture, the read-along line and the whole control bar. */
async function playerSpan(page: Page) {
  const video = await box(picture(page));
  const line = await box(readAlongLine(page));
  const bar = await box(controlBar(page));
  return { top: video.y, videoHeight: video.height, lineBottom: line.y + line.height, barBottom: bar.y + bar.height };
}

test('at 1920×1080 the picture, the read-along line and the control bar are all on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openAsTeacher(page, true);
  await expect(sentence(page)).toBeVisible();
  expect(await page.evaluate(() => scrollY)).toBe(0);
  const span = await playerSpan(page);
  expect(span.barBottom).toBeLessThanOrEqual(1080);
  expect(span.lineBottom).toBeLessThanOrEqual(1080);
  // still the whiteboard's picture, not a thumbnail: more than half the screen's height
  expect(span.videoHeight).toBeGreaterThan(540);
});

// a laptop and a tablet: the header stays on top, so the player fits the rest once scrolled to
for (const { width, height } of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]) {
  test(`at ${width}×${height} the whole player fits below the header once scrolled to`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openAsTeacher(page, true);
    await expect(sentence(page)).toBeVisible();
    // as a focus or a key scrolls it: the frame's top below the sticky header
    await player(page)
      .getByRole('group', { name: 'Ganze Boardstory' })
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const header = await box(page.getByRole('banner'));
    const span = await playerSpan(page);
    expect(span.top).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(span.barBottom).toBeLessThanOrEqual(height);
    expect(span.videoHeight).toBeGreaterThan(height / 3);
  });
}

test('in fullscreen at 1920×1080 the picture is as high as the screen, as before', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openAsTeacher(page, false);
  await player(page).getByRole('button', { name: 'Vollbild' }).click();
  await expect(player(page).getByRole('button', { name: 'Vollbild beenden' })).toBeVisible();
  // 4:3 on a 16:9 screen: as high as the screen
  await expect.poll(async () => Math.round((await box(picture(page))).height)).toBe(1080);
});

test('with the text in the picture the sentence is not shown again below it', async ({ page }) => {
  await openAsTeacher(page, false);
  const p = player(page);
  const text = p.getByRole('button', { name: 'Text', exact: true });
  await expect(text).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await videoState(page)).src).toMatch(/-text\.(mp4|m3u8)/);
  await expect(readAlongLine(page)).toHaveCount(0);

  // "Mitlesen" brings the sentence under the picture, and the picture without its text
  await mitlesen(page).click();
  await expect(sentence(page)).toBeVisible();
  await expect.poll(async () => (await videoState(page)).src).toContain('-notext');
  await expect(text).toHaveAttribute('aria-pressed', 'false');

  // the text back in the picture: the line goes, "Mitlesen" is off
  await text.click();
  await expect.poll(async () => (await videoState(page)).src).toMatch(/-text\.(mp4|m3u8)/);
  await expect(mitlesen(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(readAlongLine(page)).toHaveCount(0);
});

test('the keys work right after a click on the control bar’s play button, not while typing elsewhere', async ({ page }) => {
  await openAsTeacher(page, false);
  const p = player(page);
  await p.getByRole('button', { name: 'Spiele', exact: true }).click();
  await p.getByRole('button', { name: 'Abspielen' }).click();
  await expectPlaying(page);
  await expect(p.getByRole('button', { name: 'Pause' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  // paused, so only the keys move the time: forward to the next seek point (or 10 s), and back
  const before = (await videoState(page)).time;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(before + 1);
  const forward = (await videoState(page)).time;
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await videoState(page)).time).toBeLessThan(forward - 1);
  expect((await videoState(page)).paused).toBe(true);
  await page.keyboard.press('Space');
  await expectPlaying(page, (await videoState(page)).time + 0.2);

  // typing a code in the footer's field is typing, not the player's keys
  const field = page.getByRole('contentinfo').getByRole('textbox', { name: 'Schüler- & Verleihcode' }).first();
  await field.click();
  const at = (await videoState(page)).time;
  await page.keyboard.type('FUNKE ');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('PageDown');
  await expect(field).toHaveValue('FUNKE ');
  const after = await videoState(page);
  expect(after.paused).toBe(false);
  expect(after.time).toBeGreaterThan(at);
  expect(after.time).toBeLessThan(at + 5);
});

test('the keys work right after the teaser’s big play button was clicked', async ({ page }) => {
  await page.goto(`/boardstory/${STORY}`);
  const p = player(page);
  await p.getByRole('button', { name: 'Abspielen' }).click();
  await expectPlaying(page);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
});

test('"Mitlesen" stands out in the control bar and is remembered on the device after a reload', async ({ page }) => {
  await openAsTeacher(page, false);
  const toggle = mitlesen(page);
  const sound = player(page).getByRole('button', { name: 'Ton', exact: true });
  // an icon beside its name, and a shape of its own among the bar's look-alike toggles
  await expect(toggle).toHaveText('Mitlesen');
  await expect(toggle.locator('svg')).toBeVisible();
  const shape = (l: Locator) => l.evaluate((el) => getComputedStyle(el).borderRadius);
  expect(await shape(toggle)).not.toBe(await shape(sound));
  // the first of the bar's switches, right after the time
  const switches = player(page).locator('.player-controls button[aria-pressed]');
  await expect(switches.first()).toHaveAccessibleName('Mitlesen');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(sentence(page)).toBeVisible();
  await page.reload();
  await touchPage(page);
  await expect(mitlesen(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(sentence(page)).toBeVisible();
});
