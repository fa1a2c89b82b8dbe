// Budget (docs/performance.md#budgets): Lighthouse mobile (its default: a mid-range phone, simulated slow 4G) on the front page, the
// catalogue and a story page, each drawn on the server: performance ≥ 99, the first paint within 1 s and the largest
// within 1.5 s, the median of five runs each (a single run swings with the Total Blocking Time of a shared machine).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../setup/chromium';

export const LIGHTHOUSE_PAGES = ['/', '/boardstories', '/boardstory/die-mutige-maus'];
export const PERFORMANCE_BUDGET = 99;
export const FCP_BUDGET_MS = 1_000;
export const LCP_BUDGET_MS = 1_500;
const RUNS = 5;

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type LighthouseResult = { path: string; scores: number[]; lcps: number[]; fcps: number[]; score: number; lcpMs: number; fcpMs: number; hints: string[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The audits that cost the most on a page, for the table when a budget fails. */
function hintsOf(audits: Record<string, { score: number | null; title: string; displayValue?: string; details?: { type?: string } }>): string[] {
  return Object.values(audits)
    .filter((a) => a.details?.type === 'opportunity' && a.score !== null && a.score < 0.9)
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/** Errors Lighthouse itself calls passing ("Please run Lighthouse again"): its trace missed the navigation. */
const RETRIED = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP']);

async function oneRun(pageUrl: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(pageUrl, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' }))?.lhr;
    if (!lhr?.runtimeError || !RETRIED.has(lhr.runtimeError.code) || attempt === 3) return lhr;
  }
}

export async function lighthouseScores(url: string, paths = LIGHTHOUSE_PAGES): Promise<LighthouseResult[]> {
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const scores: number[] = [];
      const lcps: number[] = [];
      const fcps: number[] = [];
      let hints: string[] = [];
      for (let run = 0; run < RUNS; run++) {
        // each run starts with the storage cleared (Lighthouse's default): a first visit, no service worker yet
        const lhr = await oneRun(`${url}${path}`, chrome.port);
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
        scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
        lcps.push(lhr.audits['largest-contentful-paint'].numericValue ?? Infinity);
        fcps.push(lhr.audits['first-contentful-paint'].numericValue ?? Infinity);
        hints = hintsOf(lhr.audits as Parameters<typeof hintsOf>[0]);
      }
      results.push({ path, scores, lcps, fcps, score: median(scores), lcpMs: median(lcps), fcpMs: median(fcps), hints });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
