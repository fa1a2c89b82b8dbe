// Resume without the server and on a class tablet (docs/stories-and-player.md#resume): a teacher's saved story asks
// "Weiter ab" from IndexedDB with Lesefunke unreachable (way 'server-down', offline-modes.ts); a teacher who leaves
// while the story plays just past 5 s finds it again, online and in each way of being offline; a pupil's turn on a
// class tablet keeps its position and games in memory only, and the next pupil finds nothing of them.
import { type Page } from '@playwright/test';
import { accountButton } from '../e2e/helpers';
import { loginAs, player, playWithKeyboard, touchPage, videoState } from '../e2e/player-helpers';
import { mss, playAndPauseAt10, playsFrom, storedPositions, withoutServerPositions } from '../e2e/resume-helpers';
import { EACH_WAY, expect, installWorker, test } from './offline-modes';

const STORY = '/boardstory/die-mutige-maus';

test.describe('server down, browser online', () => {
  test.use({ way: 'server-down' });

  test('a saved story resumes where it was paused, from the device alone', async ({ page, outage }) => {
    test.setTimeout(120_000);
    await withoutServerPositions(page);
    await installWorker(page);
    await loginAs(page, 'owner');
    await page.goto(STORY);
    await touchPage(page);
    const pack = page.getByRole('main').getByRole('region', { name: 'Offline speichern' });
    await pack.getByRole('button', { name: 'Für offline speichern' }).click();
    await expect(pack.getByText(/Offline gespeichert – bis/)).toBeVisible({ timeout: 30_000 });
    await playAndPauseAt10(page);
    await expect.poll(() => storedPositions(page)).toHaveLength(1);
    const [stored] = await storedPositions(page);
    // the query cache (the page seen online) is written to IndexedDB at most once a second
    await page.waitForTimeout(1_500);

    await outage.begin();
    await page.reload();
    await touchPage(page);
    const from = await playsFrom(page, () => player(page).getByRole('button', { name: `Weiter ab ${mss(stored.seconds)}` }).click());
    expect(Math.abs(from - stored.seconds)).toBeLessThan(1);
    await outage.end();
  });
});

/** Waits, frame by frame, until the playing video is past `seconds`: the moment to leave is its own, not a sleep's. */
const playedPast = (page: Page, seconds: number) =>
  player(page)
    .locator('video')
    .evaluate(
      (v: HTMLVideoElement, past) =>
        new Promise<void>((resolve) => {
          const check = () => (v.currentTime > past && !v.paused ? resolve() : requestAnimationFrame(check));
          check();
        }),
      seconds,
    );

test.describe('leaving while the story plays just past 5 s', () => {
  test.use({ way: 'each' });

  test('"Weiter ab" after an in-app link and after a reload, online and in each way of being offline', async ({ page, outageIn }) => {
    test.setTimeout(300_000);
    await withoutServerPositions(page);
    await installWorker(page);
    await loginAs(page, 'owner');
    await page.goto(STORY);
    await touchPage(page);
    const pack = page.getByRole('main').getByRole('region', { name: 'Offline speichern' });
    await pack.getByRole('button', { name: 'Für offline speichern' }).click();
    await expect(pack.getByText(/Offline gespeichert – bis/)).toBeVisible({ timeout: 30_000 });
    // the query cache (the page seen online) is written to IndexedDB at most once a second
    await page.waitForTimeout(1_500);

    const offer = player(page).getByRole('group', { name: 'Fortsetzen' });
    const inApp = async () => {
      await pack.getByRole('link', { name: 'Alle gespeicherten Geschichten' }).click();
      await page.getByRole('main').getByRole('link', { name: 'Die mutige Maus' }).click();
    };
    const reload = async () => {
      await page.reload();
    };
    let first = true;
    const leaveAndComeBack = async (label: string, leave: () => Promise<void>) => {
      // the story from its start: the first time with play, afterwards with "Von vorn", which forgets the last round's
      if (first) await playWithKeyboard(page);
      else await offer.getByRole('button', { name: 'Von vorn' }).click();
      first = false;
      // Back to the start after 2 s: the regular save while playing (every 5 s of the clock) then comes at some 3 s of
      // the story, under the 5 s that ask nothing, as it did at 4.4–5.0 s when the video started slowly
      await playedPast(page, 2);
      await player(page).getByRole('group', { name: 'Ganze Boardstory' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await videoState(page)).time).toBeLessThan(2);
      await playedPast(page, 5.3);
      await leave();
      await touchPage(page);
      // the second it was left at: 5.3 s, and whatever a busy machine took for the click or the reload
      await expect(offer.getByRole('button', { name: /^Weiter ab/ }), label).toHaveText(/^Weiter ab 0:0[5-9]$/);
    };

    await leaveAndComeBack('online, an in-app link', inApp);
    await leaveAndComeBack('online, a reload', reload);
    for (const way of EACH_WAY) {
      const outage = outageIn(way);
      await outage.begin();
      await leaveAndComeBack(`${way}, an in-app link`, inApp);
      await leaveAndComeBack(`${way}, a reload`, reload);
      await outage.end();
    }
  });
});

const PIN = '4711';
const startScreen = (page: Page) => page.getByRole('heading', { level: 1, name: /Welche Geschichte/ });

/** The owner sets the device up with die-mutige-maus and FUNKE-GUELTIG (as in class-tablet.spec.ts). */
async function setUpClassTablet(page: Page) {
  await loginAs(page, 'owner');
  await accountButton(page, /Sabine Sommer/).click();
  await page.getByRole('link', { name: 'Klassen-Tablet einrichten' }).click();
  const main = page.getByRole('main');
  await main.getByLabel('PIN', { exact: true }).fill(PIN);
  await main.getByLabel('PIN wiederholen').fill(PIN);
  await main.getByRole('group', { name: 'Die mutige Maus' }).getByRole('radio', { name: /FUNKE-GUELTIG/ }).check();
  await main.getByRole('button', { name: 'Klassen-Tablet starten' }).click();
  await expect(startScreen(page)).toBeVisible();
}

test('a pupil\'s turn leaves no position and no game state for the next pupil', async ({ page }) => {
  test.setTimeout(90_000);
  await setUpClassTablet(page);
  // the owner is signed in on the tablet, but a pupil's position never reaches the server either
  const sent: string[] = [];
  page.context().on('request', (request) => {
    if (/\/api\/me\/positions\//.test(request.url())) sent.push(`${request.method()} ${request.url()}`);
  });

  // pupil 1 pauses at 10 s, then answers the quiz's first question at the story's end: nothing of it is on the disk
  await page.getByRole('link', { name: 'Die mutige Maus' }).click();
  await playAndPauseAt10(page);
  await page.keyboard.press('Space');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await player(page).getByRole('button', { name: 'Quiz starten' }).click({ timeout: 15_000 });
  await player(page).getByRole('radio', { name: 'Mila' }).check();
  await player(page).getByRole('button', { name: 'Antwort bestätigen' }).click();
  await expect(player(page).getByRole('group', { name: 'Frage 1 von 3', exact: true }).getByText('Richtig, sehr gut!')).toBeVisible();
  expect(await storedPositions(page)).toEqual([]);
  await page.getByRole('button', { name: 'Fertig' }).click();

  // pupil 2: no question where to go on, the story at its start, the quiz at its intro, still nothing stored
  await expect(startScreen(page)).toBeVisible();
  await page.getByRole('link', { name: 'Die mutige Maus' }).click();
  await expect(player(page).locator('video')).toHaveAttribute('src', /.+/);
  await expect.poll(() => player(page).locator('video').evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
  await expect(player(page).getByRole('group', { name: 'Fortsetzen' })).toHaveCount(0);
  expect((await videoState(page)).time).toBeLessThan(1);
  await playWithKeyboard(page);
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.1);
  for (const key of ['ArrowRight', 'PageDown', 'ArrowRight', 'PageDown']) await page.keyboard.press(key);
  await expect(player(page).getByRole('button', { name: 'Quiz starten' })).toBeVisible({ timeout: 15_000 });
  await expect(player(page).getByRole('group', { name: /^Frage/ })).toHaveCount(0);
  expect(await storedPositions(page)).toEqual([]);
  expect(sent).toEqual([]);
});
