// Read-along, tap a word, speed (docs/stories-and-player.md#read-along), against the real server and its demo track:
// every expected word is computed from the track the test fetches itself, never written down here.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { parseReadAlong, type ReadAlongCue } from '../../src/shared/domain/webvtt';
import { expectPlaying, loginAs, player, touchPage, videoState } from './player-helpers';

const STORY = 'die-mutige-maus';
/** one frame of the demo videos (12 per second): how far a replay may stop from the word's end */
const FRAME = 1 / 12;
/** how far behind the video's time the highlight may be while a sample is taken (media seconds, at 1×) */
const LAG = 0.12;

const readAlong = (page: Page) => player(page).getByRole('group', { name: 'Mitlesen' });
const sentence = (page: Page) => readAlong(page).getByRole('toolbar', { name: 'Satz' });
const toggle = (page: Page) => player(page).getByRole('button', { name: 'Mitlesen' });

/** The words spoken at `t` by the track: those whose start ≤ t < end, as one string. */
function spokenAt(cues: ReadAlongCue[], t: number): string {
  const words = cues.flatMap((c) => c.words).filter((w) => w.start !== null && w.end !== null && w.start <= t && t < w.end);
  return words.map((w) => w.text).join(' ');
}

/** A teacher opens the story with read-along on and games off (they would pause the video); answers the track. */
async function openWithReadAlong(page: Page): Promise<ReadAlongCue[]> {
  await loginAs(page, 'lehrer');
  // asked once the page is taken over and touched: the page's load and the app's start come first
  const videos = page.waitForResponse((r) => r.url().includes('/api/videos?') && r.ok(), { timeout: 20_000 });
  await page.goto(`/boardstory/${STORY}`);
  await touchPage(page);
  const url = ((await (await videos).json()) as { _embedded: { videos: { readAlong: string | null }[] } })._embedded.videos[0].readAlong;
  expect(url, 'the story has a read-along track').toBeTruthy();
  const parsed = parseReadAlong(await page.evaluate((u) => fetch(u).then((r) => r.text()), url!));
  if ('error' in parsed) throw new Error(parsed.error);
  await player(page).getByRole('button', { name: 'Spiele', exact: true }).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(sentence(page).getByRole('button').first()).toBeVisible();
  return parsed.cues;
}

type Sample = { t: number; spoken: string };

/** What the page shows on each frame for `ms`: the video's time and the highlighted words, read together. */
const sample = (page: Page, ms: number) =>
  page.evaluate(
    (ms) =>
      new Promise<Sample[]>((resolve) => {
        const video = document.querySelector<HTMLVideoElement>('[aria-label^="Videoplayer"] video')!;
        const samples: Sample[] = [];
        const end = performance.now() + ms;
        const tick = () => {
          const spoken = [...document.querySelectorAll('[aria-label="Mitlesen"] [aria-current="true"]')].map((el) => el.textContent).join(' ');
          samples.push({ t: video.currentTime, spoken });
          if (performance.now() < end) requestAnimationFrame(tick);
          else resolve(samples);
        };
        requestAnimationFrame(tick);
      }),
    ms,
  );

/** What may show at `t`: the words of any moment up to LAG (at 1×) before it. */
const shownNear = (cues: ReadAlongCue[], t: number, rate: number) =>
  new Set(Array.from({ length: 13 }, (_, i) => spokenAt(cues, t - (LAG * rate * i) / 12)));

/** Each sample shows the words of its time (or, just after a change, those a moment before); several were seen. */
function expectFollows(cues: ReadAlongCue[], samples: Sample[], rate: number) {
  const wrong = samples.filter((s) => !shownNear(cues, s.t, rate).has(s.spoken));
  expect(wrong.map((s) => `${s.t.toFixed(3)} s: shown „${s.spoken}“, spoken „${spokenAt(cues, s.t)}“`)).toEqual([]);
  expect(new Set(samples.map((s) => s.spoken).filter(Boolean)).size).toBeGreaterThanOrEqual(3);
}

/** The middle of a word of the track, away from the first sentence. */
const wordOf = (cues: ReadAlongCue[], cue: number, word: number) => {
  const w = cues[cue].words[word];
  return { text: w.text, start: w.start!, end: w.end!, middle: (w.start! + w.end!) / 2 };
};

/** A seek as the seek bar makes it (the bar's own handling is player-controls.spec's; here the exact time counts). */
async function seekTo(page: Page, seconds: number) {
  await player(page)
    .locator('video')
    .evaluate((v: HTMLVideoElement, s) => (v.currentTime = s), seconds);
  await expect.poll(async () => Math.abs((await videoState(page)).time - seconds)).toBeLessThan(0.15);
}

/** Records the time at which the video next starts playing (a replay's start). */
const recordStart = (page: Page) =>
  player(page)
    .locator('video')
    .evaluate((v: HTMLVideoElement) => {
      const w = window as unknown as { startedAt?: number };
      delete w.startedAt;
      // at 'play' the time is where the replay was told to start; by the time 'playing' is handled on a busy
      // machine the video has already moved on (0.13 s in a CI run)
      v.addEventListener('play', () => (w.startedAt = v.currentTime), { once: true });
    });
const startedAt = (page: Page) => page.evaluate(() => (window as unknown as { startedAt?: number }).startedAt ?? null);

/** Waits for a replay to start and to pause again; answers where it started and where it stopped. */
async function replayed(page: Page) {
  await expect.poll(() => startedAt(page), { message: 'the replay starts' }).not.toBeNull();
  await expect.poll(async () => (await videoState(page)).paused, { message: 'the replay pauses', timeout: 15_000 }).toBe(true);
  return { from: (await startedAt(page))!, to: (await videoState(page)).time };
}

test('the highlight follows the narration at 1× and 0.7×, after a seek and after the text switch', async ({ page }) => {
  test.setTimeout(60_000);
  const cues = await openWithReadAlong(page);
  const p = player(page);
  await p.getByRole('button', { name: 'Abspielen' }).click();
  await expectPlaying(page, 2);
  expectFollows(cues, await sample(page, 3_000), 1);

  await p.getByLabel('Tempo').selectOption('0,7×');
  expect(await p.locator('video').evaluate((v: HTMLVideoElement) => [v.playbackRate, v.preservesPitch])).toEqual([0.7, true]);
  expectFollows(cues, await sample(page, 3_000), 0.7);

  // paused and sought into a later word: exactly that word, and its sentence
  await p.getByRole('button', { name: 'Pause' }).click();
  const later = wordOf(cues, cues.length - 1, 1);
  await seekTo(page, later.middle);
  await expect(sentence(page).locator('[aria-current="true"]')).toHaveText(spokenAt(cues, (await videoState(page)).time));
  await expect(sentence(page)).toHaveText(cues[cues.length - 1].words.map((w) => w.text).join(' '));

  // back to the start and playing with the text in the picture (read-along off, or the sentence would show twice),
  // then "Mitlesen" reloads the video without its text: the highlight goes on with it
  await seekTo(page, cues[1].start);
  await p.getByRole('button', { name: 'Text', exact: true }).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await videoState(page)).src).toContain('-text.mp4');
  await p.getByRole('button', { name: 'Abspielen' }).click();
  await expectPlaying(page, cues[1].start + 0.3);
  await toggle(page).click();
  await expect.poll(async () => (await videoState(page)).src).toContain('-notext.mp4');
  await expectPlaying(page, cues[1].start + 0.5);
  expectFollows(cues, await sample(page, 2_500), 0.7);
});

test('a tapped word plays from its start and stops at its end; "Satz wiederholen" plays the sentence', async ({ page }) => {
  // a login, the story page and two replays waited for in real time: beside a second worker over 30 s
  test.setTimeout(60_000);
  const cues = await openWithReadAlong(page);
  const word = wordOf(cues, 1, 2);
  await seekTo(page, cues[1].start);
  await recordStart(page);
  // by keyboard: Enter on the word in the sentence
  await sentence(page).getByRole('button', { name: word.text, exact: true }).focus();
  await page.keyboard.press('Enter');
  const tapped = await replayed(page);
  expect(Math.abs(tapped.from - word.start)).toBeLessThan(FRAME);
  expect(tapped.to).toBeGreaterThan(word.start);
  expect(tapped.to).toBeLessThan(word.end + FRAME);
  await expect(sentence(page).locator('[aria-current="true"]')).toHaveText(word.text);

  // the sentence again, from its start to its end, by touch
  await recordStart(page);
  await readAlong(page).getByRole('button', { name: 'Satz wiederholen' }).click();
  const again = await replayed(page);
  expect(Math.abs(again.from - cues[1].start)).toBeLessThan(FRAME);
  expect(again.to).toBeGreaterThan(cues[1].end - 3 * FRAME);
  expect(again.to).toBeLessThan(cues[1].end + FRAME);

  // with the games' panel over the picture a word cannot be tapped: it would play the story under the panel
  const games = player(page).getByRole('button', { name: 'Spiele', exact: true });
  if ((await games.getAttribute('aria-pressed')) !== 'true') await games.click();
  await player(page).getByRole('button', { name: 'Spieleübersicht' }).click();
  await expect(readAlong(page).getByRole('button', { name: 'Satz wiederholen' })).toBeDisabled();
  // inert: neither a tap nor the keyboard reaches the words
  await expect(sentence(page)).toHaveAttribute('inert', '');
  expect((await videoState(page)).paused).toBe(true);
});

test('the speed and the read-along choice are remembered on the device after a reload', async ({ page }) => {
  await openWithReadAlong(page);
  const p = player(page);
  await p.getByLabel('Tempo').selectOption('0,85×');
  await readAlong(page).getByLabel('Größe').selectOption('Sehr groß');
  await page.reload();
  await touchPage(page);
  await expect(p.getByLabel('Tempo')).toHaveValue('0.85');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(readAlong(page).getByLabel('Größe')).toHaveValue('larger');
  // applied to the video once its source is there
  await expect(p.locator('video')).toHaveAttribute('src', /.+/);
  await expect.poll(() => p.locator('video').evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(0.85);
});

test('a pupil code with text switched off has no read-along, even where the device had it on', async ({ page, browser }) => {
  // a login and two story pages in a second context, each taken over and touched: beside a second worker over 30 s
  test.setTimeout(60_000);
  await loginAs(page, 'owner');
  const order = (await (await page.request.get('/api/orders/current')).json()) as { organizationId: number };
  const story = (await (await page.request.get(`/api/boardstories/${STORY}`)).json()) as { id: number };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const switches = { soundEnabled: true, autoplayEnabled: true, searchGameEnabled: true, impulseEnabled: true, quizEnabled: true };
  const res = await page.request.post('/api/access-codes', {
    data: { boardstory: story.id, organization: order.organizationId, startingDate: today, hiddenAttachments: [], note: 'Ohne Text', subtitlesEnabled: false, ...switches },
  });
  expect(res.status()).toBe(201);
  const code = ((await res.json()) as { code: string }).code;

  const pupilContext = await browser.newContext({ serviceWorkers: 'block', locale: 'de-DE' });
  await pupilContext.addInitScript(() => localStorage.setItem('lesefunke-read-along', JSON.stringify({ on: true })));
  const pupil = await pupilContext.newPage();
  // the same device with a code that allows text reads along: the stored choice is really on
  await pupil.goto(`/boardstory/${STORY}/FUNKE-GUELTIG`);
  await touchPage(pupil);
  await expect(toggle(pupil)).toHaveAttribute('aria-pressed', 'true');
  await expect(readAlong(pupil)).toBeVisible();

  await pupil.goto(`/boardstory/${STORY}/${code}`);
  await touchPage(pupil);
  await expect(player(pupil).getByRole('button', { name: 'Kein Text' })).toBeDisabled();
  await expect(player(pupil).getByLabel('Tempo')).toBeVisible();
  await expect(toggle(pupil)).toHaveCount(0);
  await expect(readAlong(pupil)).toHaveCount(0);
  await pupilContext.close();
});

// the three themes (Standard, Hoher Kontrast, Dunkel: the header's "Darstellung"), switched in place on <html> as it does
const THEMES = ['standard', 'contrast', 'dark'];

test('axe: the player with read-along on has no serious or critical violation in each theme', async ({ page }) => {
  const cues = await openWithReadAlong(page);
  await seekTo(page, wordOf(cues, 0, 1).middle);
  await expect(sentence(page).locator('[aria-current="true"]')).not.toHaveCount(0);
  const report: string[] = [];
  for (const theme of THEMES) {
    await page.evaluate(async (theme) => {
      document.documentElement.dataset.theme = theme;
      // axe must read the colours a theme's transitions end at
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
    }, theme);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).include('[aria-label^="Videoplayer"]').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    report.push(...serious.map((v) => `${theme}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`));
  }
  expect(report).toEqual([]);
});
