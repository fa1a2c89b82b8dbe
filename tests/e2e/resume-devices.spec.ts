// Resume across devices (docs/stories-and-player.md#resume): a signed-in teacher's position is kept on the server as
// well, so a story paused on the laptop offers "Weiter ab" on the whiteboard, and whichever position was taken last
// wins on either device. Two browser contexts are two devices: each its own IndexedDB, the same account.
import { expect, test, type Page } from '@playwright/test';
import { loginAs, player, playWithKeyboard, touchPage, videoState } from './player-helpers';
import { mss, playsFrom, storedPositions } from './resume-helpers';

// a 12 s story no other test plays as this teacher, so no other test's position interferes
const STORY = '/boardstory/kuebra-und-der-mond';

/** Stops the video at `seconds` (a position 5 s in and 5 s before the end is offered) and waits until the server has it. */
async function pauseAt(page: Page, seconds: number) {
  const sent = page.waitForResponse((r) => /\/api\/me\/positions\/\d+$/.test(r.url()) && r.request().method() === 'PUT' && r.ok());
  await player(page)
    .locator('video')
    .evaluate((v: HTMLVideoElement, at) => ((v.currentTime = at), v.pause()), seconds);
  const answer = (await (await sent).json()) as { seconds: number | null };
  expect(answer.seconds).toBeCloseTo(seconds, 0);
}

test('a position paused on one device is offered on the other, and a newer one there wins back', async ({ browser }) => {
  test.setTimeout(120_000);
  const laptop = await (await browser.newContext()).newPage();
  const whiteboard = await (await browser.newContext()).newPage();

  await loginAs(laptop, 'lehrer');
  await laptop.goto(STORY);
  await touchPage(laptop);
  await playWithKeyboard(laptop);
  await expect.poll(async () => (await videoState(laptop)).time).toBeGreaterThan(0.1);
  await pauseAt(laptop, 6.2);
  await expect.poll(async () => (await storedPositions(laptop)).map((p) => Math.round(p.seconds * 10))).toEqual([62]);
  // the teacher leaves the story on the laptop
  await laptop.goto('/');

  // the whiteboard has never seen this story: its offer is the laptop's position
  await loginAs(whiteboard, 'lehrer');
  expect(await storedPositions(whiteboard)).toEqual([]);
  await whiteboard.goto(STORY);
  await touchPage(whiteboard);
  const offer = player(whiteboard).getByRole('group', { name: 'Fortsetzen' });
  const from = await playsFrom(whiteboard, () => offer.getByRole('button', { name: `Weiter ab ${mss(6.2)}` }).click());
  expect(Math.abs(from - 6.2)).toBeLessThan(1);
  await pauseAt(whiteboard, 5.4);

  // back on the laptop: its own copy (0:06) is older than the whiteboard's (0:05), which wins
  await laptop.goto(STORY);
  await touchPage(laptop);
  await expect(player(laptop).getByRole('button', { name: `Weiter ab ${mss(5.4)}` })).toBeVisible();
  await expect(player(laptop).getByRole('button', { name: `Weiter ab ${mss(6.2)}` })).toHaveCount(0);
  // the device keeps the newer position for an offline start
  await expect.poll(async () => (await storedPositions(laptop)).map((p) => Math.round(p.seconds * 10))).toEqual([54]);
  await laptop.context().close();
  await whiteboard.context().close();
});
