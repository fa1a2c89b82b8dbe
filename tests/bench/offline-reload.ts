// Budget (docs/performance.md#budgets): a story page seen once reloads offline with its content painted within 1 s (median of 5),
// with the server stopped, so nothing but the service worker and the stored query cache can answer.
// A real browser installs the worker and sees the page online; then the server stops (the caller's
// `stopServer`) and the page reloads 5 times, each timed from the reload until the story's title (h1) shows.
import { chromium } from '@playwright/test';
import { chromiumPath } from '../setup/chromium';

export const OFFLINE_RELOAD_BUDGET_MS = 1_000;
const ROUNDS = 5;
const STORY_PATH = '/boardstory/die-mutige-maus';
const TITLE = 'Die mutige Maus';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Returns the reload times in ms and their median. `stopServer` is called once the page was seen online
 * (the caller's server is stopped for good: run this after every other measurement that needs it).
 */
export async function offlineReloadTimes(url: string, stopServer: () => Promise<void>): Promise<{ roundsMs: number[]; medianMs: number }> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const title = page.getByRole('main').getByRole('heading', { level: 1, name: TITLE });
    await page.goto(`${url}/`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(`${url}${STORY_PATH}`);
    await title.waitFor();
    // the worker caches the catalogue answers as they pass; give the last ones (images) a moment to land
    await page.waitForLoadState('networkidle');

    await stopServer();
    const roundsMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const start = performance.now();
      // 'commit': the document has arrived; the rest of the time is the app drawing the page from its caches
      await page.reload({ waitUntil: 'commit' });
      await title.waitFor({ timeout: 10_000 });
      roundsMs.push(performance.now() - start);
    }
    return { roundsMs, medianMs: median(roundsMs) };
  } finally {
    await browser.close();
  }
}
