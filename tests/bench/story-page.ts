// Budget (docs/performance.md#budgets): the story page's own JavaScript (what it loads beyond the shell that every page shares)
// at most 250 KB gzip, with video.js and the games in chunks of their own.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../setup/chromium';
import { takenOver } from '../setup/take-over';

export const STORY_JS_BUDGET = 250_000;
// a story with games, opened by a pupil code so the full video (and so the games) may load
const STORY_PATH = '/boardstory/die-mutige-maus/FUNKE-GUELTIG';

type Script = { url: string; gzip: number; body: string };

async function scriptsOf(url: string, path: string): Promise<Script[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
  try {
    const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
    const pending: Promise<Script>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && res.ok())
        pending.push(res.body().then((body) => ({ url: new URL(res.url()).pathname, gzip: gzipSync(body, { level: 9 }).length, body: body.toString() })));
    });
    await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    // someone at the tablet: the app takes the drawn page over (src/main.tsx), and the player (video.js) comes only
    // then, and it is part of the story page
    await takenOver(page);
    if (path === STORY_PATH) await page.getByRole('button', { name: 'Ganze Boardstory' }).waitFor();
    await page.waitForLoadState('networkidle');
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

// strings found only in video.js and only in the games' code
const VIDEOJS_MARK = 'vjs-tech';
const GAMES_MARK = 'Auf zur Suche';

export async function storyPageSizes(url: string) {
  const shell = new Set((await scriptsOf(url, '/')).map((s) => s.url));
  const story = await scriptsOf(url, STORY_PATH);
  const own = story.filter((s) => !shell.has(s.url));
  const videojs = story.filter((s) => s.body.includes(VIDEOJS_MARK));
  const shellScripts = story.filter((s) => shell.has(s.url));
  return {
    own: own.reduce((n, s) => n + s.gzip, 0),
    files: own.length,
    // video.js must sit in one lazy chunk of the player, never in the shell
    videojsSeparate: videojs.length === 1 && !shell.has(videojs[0].url),
    // the games come as their own chunk only when a game starts, so nothing loaded up front contains them
    gamesSeparate: !story.some((s) => s.body.includes(GAMES_MARK)) && !shellScripts.some((s) => s.body.includes(VIDEOJS_MARK)),
  };
}
