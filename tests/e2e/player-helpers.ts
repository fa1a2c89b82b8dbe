// The story player as a user finds it: by its region, its German buttons and the <video> inside.
import { expect, type Page } from '@playwright/test';
import { appReady, DEMO_PASSWORD, submitLogin } from './helpers';

export const player = (page: Page) => page.getByRole('region', { name: /^Videoplayer:/ });

/**
 * Someone at the device: a touch on the story's title. A story page that only loaded shows the teaser with its
 * play button; the player itself comes once someone touches, types or scrolls (routes/boardstory/-components).
 */
export async function touchPage(page: Page) {
  // on a page the server drew, a touch before the takeover reaches no handler (CI: the player never came)
  await appReady(page);
  await page.getByRole('heading', { level: 1 }).click();
}

/**
 * The <video> element's state, read from the page. `src` is the source video.js plays: for an HLS story its master
 * playlist (the element itself then plays a Media Source blob), else the MP4.
 */
export const videoState = (page: Page) =>
  player(page)
    .locator('video')
    .evaluate((v: HTMLVideoElement) => {
      // video.js keeps its player on the element it wraps the <video> in
      let el: (Element & { player?: { currentSrc: () => string } | null }) | null = v;
      while (el && !el.player) el = el.parentElement;
      const vjs = el?.player;
      return { time: v.currentTime, paused: v.paused, src: vjs?.currentSrc() || v.currentSrc, muted: v.muted, ended: v.ended };
    });

/** Waits until the video really plays (time moves), then answers its state. */
export async function expectPlaying(page: Page, after = 0.3) {
  await expect.poll(async () => (await videoState(page)).time, { message: 'video time moves', timeout: 15_000 }).toBeGreaterThan(after);
  expect((await videoState(page)).paused).toBe(false);
  return videoState(page);
}

export async function loginAs(page: Page, who: string) {
  await submitLogin(page, `${who}@lesefunke.test`, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Starts playback with the keyboard: focus the picture's frame and press space (see docs/stories-and-player.md#keyboard).
 * Space toggles, so it is pressed again only while the video says it is paused: as a user at a loaded machine does
 * whose press came as the player was still being set up (the keys still have to work, the press is just repeated).
 */
export async function playWithKeyboard(page: Page) {
  const frame = player(page).getByRole('group', { name: /^(Ganze Boardstory|Trailer)$/ });
  const video = frame.locator('video');
  await expect(video).toHaveAttribute('src', /.+/);
  await expect(async () => {
    if (await video.evaluate((v: HTMLVideoElement) => v.paused)) {
      await frame.focus();
      await page.keyboard.press('Space');
    }
    // play() clears `paused` at once, before a frame has been drawn
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused), { timeout: 3_000 }).toBe(false);
  }).toPass({ timeout: 15_000 });
}
