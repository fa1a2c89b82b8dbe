// Resume (docs/stories-and-player.md#resume): a signed-in teacher's position and games' state are kept on the device
// per story and variant, and coming back asks "Weiter ab m:ss" or "Von vorn".
import { expect, test } from '@playwright/test';
import { accountButton, guestLoginLink, logoutControl } from './helpers';
import { loginAs, player, touchPage } from './player-helpers';
import { mss, playAndPauseAt10, playsFrom, storedPositions, withoutServerPositions } from './resume-helpers';

const STORY = '/boardstory/die-mutige-maus';

test('after a reload "Weiter ab" goes on within a second of where the teacher paused; "Von vorn" starts over; the logout removes it', async ({ page }) => {
  // a login, three loads of the story page with its video and a logout: beside a second worker over 30 s
  test.setTimeout(60_000);
  await withoutServerPositions(page);
  await loginAs(page, 'owner');
  await page.goto(STORY);
  await touchPage(page);
  const paused = await playAndPauseAt10(page);
  // the pause is written at once (within the store's one-second throttle)
  await expect.poll(async () => (await storedPositions(page)).map((p) => p.variant)).toEqual(['text']);
  const [stored] = await storedPositions(page);
  expect(Math.abs(stored.seconds - paused)).toBeLessThan(0.5);

  await page.reload();
  await touchPage(page);
  const offer = player(page).getByRole('group', { name: 'Fortsetzen' });
  const resume = offer.getByRole('button', { name: `Weiter ab ${mss(stored.seconds)}` });
  await expect(resume).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Von vorn' })).toBeVisible();
  const from = await playsFrom(page, async () => {
    await resume.focus();
    await page.keyboard.press('Enter');
  });
  await expect(offer).toBeHidden();
  expect(Math.abs(from - stored.seconds)).toBeLessThan(1);

  // pause again and come back: "Von vorn" plays from the start
  await page.keyboard.press('Space');
  await page.reload();
  await touchPage(page);
  // read where it was told to play from, not where it got to: a busy machine's later read found it 3.4 s on
  const fromStart = await playsFrom(page, () => offer.getByRole('button', { name: 'Von vorn' }).click());
  expect(fromStart).toBeLessThan(1);

  // the position is the teacher's: it goes with the logout
  await page.keyboard.press('Space');
  await expect.poll(() => storedPositions(page)).toHaveLength(1);
  await accountButton(page, /Sabine Sommer/).click();
  await logoutControl(page).first().click();
  await expect(guestLoginLink(page)).toBeVisible();
  await expect.poll(() => storedPositions(page)).toEqual([]);
});

test('a quiz half answered at the story end comes back with its answer; a finished story asks nothing', async ({ page }) => {
  await withoutServerPositions(page);
  await loginAs(page, 'owner');
  await page.goto(STORY);
  await touchPage(page);
  const video = player(page).locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0);
  await video.evaluate((v: HTMLVideoElement) => ((v.currentTime = 18.5), v.play()));
  const intro = player(page).getByRole('group', { name: 'Quiz' });
  await intro.getByRole('button', { name: 'Quiz starten' }).click();
  const question = player(page).getByRole('group', { name: 'Frage 1 von 3', exact: true });
  await question.getByRole('radio', { name: 'Mila' }).check();
  await question.getByRole('button', { name: 'Antwort bestätigen' }).click();
  await expect(question.getByText('Richtig, sehr gut!')).toBeVisible();
  // the answer is stored as it is given, with the quiz open at the story's end
  await expect.poll(async () => (await storedPositions(page))[0]?.games.progress.quiz.confirmed).toBe(true);
  expect((await storedPositions(page))[0].seconds).toBeGreaterThan(19);

  await page.reload();
  await touchPage(page);
  await player(page).getByRole('button', { name: /^Weiter ab 0:(19|20)$/ }).click();
  // the question as it was left: answered, its feedback shown, the next one to come
  await expect(question.getByText('Richtig, sehr gut!')).toBeVisible();
  await expect(question.getByRole('button', { name: 'Nächste Frage' })).toBeVisible();
  await expect(question.getByRole('radio', { name: 'Mila' })).toBeChecked();

  // finished: the quiz ends, the story counts as seen to its end, and the next visit starts without asking
  for (const answer of ['Käse', 'Im Gras']) {
    await player(page).getByRole('button', { name: 'Nächste Frage' }).click();
    await player(page).getByRole('radio', { name: answer }).check();
    await player(page).getByRole('button', { name: 'Antwort bestätigen' }).click();
  }
  await player(page).getByRole('button', { name: 'Zum Ergebnis »' }).click();
  await player(page).getByRole('button', { name: 'Quiz beenden' }).click();
  await expect.poll(() => storedPositions(page)).toEqual([]);
  await page.reload();
  await touchPage(page);
  await expect(video).toHaveAttribute('src', /.+/);
  await expect(player(page).getByRole('group', { name: 'Fortsetzen' })).toHaveCount(0);
});
