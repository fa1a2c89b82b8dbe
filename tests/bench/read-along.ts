// Budget (docs/performance.md#budgets): how far the read-along highlight lags behind the narration. A whole demo story
// plays at 1× in headless Chromium with read-along on; each time the highlight changes, the video's time is read in
// the next animation frame (the frame that paints it), and per word lag = that time − the word's timestamp in the
// track. Median ≤ 50 ms and p95 ≤ 120 ms over the story's words.
// Alone: `node --import tsx tests/bench/read-along.ts` (builds nothing: run `npx vite build` first).
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { parseReadAlong } from '../../src/shared/domain/webvtt';
import { chromiumPath } from '../setup/chromium';
import { takenOver } from '../setup/take-over';
import { freePort, startServer } from '../setup/server';

export const LAG_MEDIAN_BUDGET_MS = 50;
export const LAG_P95_BUDGET_MS = 120;
// a pupil code opens the full video without an account; its games are switched off, as they would pause the story
const STORY_PATH = '/boardstory/die-mutige-maus/FUNKE-GUELTIG';

type Change = { t: number; text: string };

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

export async function readAlongLag(url: string) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await (await browser.newContext({ serviceWorkers: 'block', locale: 'de-DE' })).newPage();
    const videos = page.waitForResponse((r) => r.url().includes('/api/videos?') && r.ok());
    await page.goto(`${url}${STORY_PATH}`);
    // someone at the tablet: the app takes the drawn page over, and the player comes
    await takenOver(page);
    const track = ((await (await videos).json()) as { _embedded: { videos: { readAlong: string | null }[] } })._embedded.videos[0].readAlong;
    if (!track) throw new Error(`${STORY_PATH} has no read-along track`);
    const parsed = parseReadAlong(await page.evaluate((u) => fetch(u).then((r) => r.text()), track));
    if ('error' in parsed) throw new Error(parsed.error);
    const region = page.getByRole('region', { name: /^Videoplayer:/ });
    await region.getByRole('button', { name: 'Spiele', exact: true }).click();
    await region.getByRole('button', { name: 'Mitlesen' }).click();
    await region.getByRole('toolbar', { name: 'Satz' }).getByRole('button').first().waitFor();

    await page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('[aria-label^="Videoplayer"] video')!;
      const changes: Change[] = [];
      (window as unknown as { changes: Change[] }).changes = changes;
      let last = '';
      new MutationObserver(() => {
        const text = [...document.querySelectorAll('[aria-label="Mitlesen"] [aria-current="true"]')].map((el) => el.textContent).join(' ');
        if (text === last) return;
        last = text;
        // the frame that paints the change: its video time is what the viewer sees with the sound
        requestAnimationFrame(() => changes.push({ t: video.currentTime, text }));
      }).observe(document.querySelector('[aria-label="Mitlesen"]')!, { subtree: true, attributes: true, attributeFilter: ['aria-current'], childList: true, characterData: true });
    });
    await region.getByRole('button', { name: 'Abspielen' }).click();
    await page.waitForFunction(() => document.querySelector<HTMLVideoElement>('[aria-label^="Videoplayer"] video')?.ended, null, { timeout: 120_000, polling: 500 });
    const changes = await page.evaluate(() => (window as unknown as { changes: Change[] }).changes);

    // each timed word against the first change to it at or after its start's neighbourhood, in order
    const lags: number[] = [];
    let missed = 0;
    let from = 0;
    for (const cue of parsed.cues) {
      for (const w of cue.words) {
        if (w.start === null || w.end === null) continue;
        const at = changes.findIndex((c, i) => i >= from && c.text.split(' ').includes(w.text) && c.t >= w.start! - 0.5 && c.t < w.end! + 0.5);
        if (at === -1) {
          missed++;
          continue;
        }
        // words after one timestamp light up together: they share the change
        from = changes[at].text === w.text ? at + 1 : at;
        lags.push(Math.abs(changes[at].t - w.start) * 1000);
      }
    }
    const sorted = [...lags].sort((a, b) => a - b);
    if (sorted.length === 0) throw new Error('no highlight change was seen');
    return { words: lags.length, missed, medianMs: quantile(sorted, 0.5), p95Ms: quantile(sorted, 0.95), maxMs: sorted[sorted.length - 1] };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = await startServer({ port: await freePort() });
  try {
    console.log(JSON.stringify(await readAlongLag(server.url), null, 2));
  } finally {
    await server.stop();
  }
}
