// Where the app stores a signed-in user's position (src/lib/local-db-dexie.ts, table resumePositions), read the way a
// school IT person would in the DevTools: straight from IndexedDB, without opening (and so creating) a database
// the app has not made.
import { expect, type Page } from '@playwright/test';
import { localRows } from './helpers';
import { player, playWithKeyboard, videoState } from './player-helpers';

export type StoredPosition = {
  key: string;
  userId: number;
  boardstoryId: number;
  variant: string;
  seconds: number;
  games: { active: number | null; progress: { quiz: { index: number; confirmed: boolean } } };
};

export const storedPositions = (page: Page) => localRows<StoredPosition>(page, 'resumePositions');

/** "m:ss" as the player shows a second. */
export const mss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/**
 * Plays die-mutige-maus from the start with the keyboard, jumps two seek points (10 s, past the impulse at 4 s and
 * outside the search game's window at 9 s) and pauses there with Space.
 */
export async function playAndPauseAt10(page: Page) {
  const frame = player(page).getByRole('group', { name: 'Ganze Boardstory' });
  await expect.poll(() => frame.locator('video').evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
  await playWithKeyboard(page);
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(10.2);
  await page.keyboard.press('Space');
  await expect.poll(async () => (await videoState(page)).paused).toBe(true);
  return (await videoState(page)).time;
}

/**
 * Does `act` (the choice "Weiter ab" or "Von vorn") and answers the time the video was told to play from: read at its 'play'
 * event, as a busy machine may handle a later read when the video has already played on (1.5 s in a CI run).
 * Waits until the video plays on from there.
 */
export async function playsFrom(page: Page, act: () => Promise<void>) {
  const video = player(page).locator('video');
  await video.evaluate((v: HTMLVideoElement) =>
    v.addEventListener('play', () => (v.dataset.playedFrom = String(v.currentTime)), { once: true }),
  );
  await act();
  await expect(video).toHaveAttribute('data-played-from', /\d/);
  const from = Number(await video.getAttribute('data-played-from'));
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(from);
  expect((await videoState(page)).paused).toBe(false);
  return from;
}

/**
 * Keeps the server's copy of the positions out of a test of the device's copy: other tests play die-mutige-maus as the
 * same teacher at the same time, and their positions, kept on the server too (docs/stories-and-player.md#resume-across-devices),
 * would be offered here when taken later. The server is still asked (a server that is down stays down for the page),
 * only its answer's positions are left out. The two copies meet in resume-devices.spec.ts.
 */
export async function withoutServerPositions(page: Page) {
  await page.context().route(/\/api\/me\/positions\/\d+$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch().catch(() => null);
    if (!response) return route.abort('connectionrefused');
    if (!response.ok()) return route.fulfill({ response });
    return route.fulfill({ response, json: { positions: [] } });
  });
}
