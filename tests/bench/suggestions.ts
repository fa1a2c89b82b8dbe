// The suggestions budget (docs/performance.md#budgets): server time of a `fulltextsearch` request over generated catalogues
// of 10,000 stories (the budget: at most 3×) and 100,000 stories (the goal of 2×, not met yet: reported, not
// counted, see docs/performance.md#suggestions) against the same request over the 25 demo stories. Both run in this process on fresh in-memory
// databases (never in the seed), through the whole Hono app, so the time is what the server spends on the request.
// `node --import tsx tests/bench/suggestions.ts` measures this budget alone (npm run bench measures it with the rest).
import { pathToFileURL } from 'node:url';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/seed';
import { createMailer } from '../../src/server/mail/mailer';
import { generateCatalogue } from '../../src/server/seed/big-catalogue';

/** The catalogue sizes measured: the budget's, and the goal's that the ranking cannot meet yet. */
const CATALOGUES = { budget: { stories: 10_000, factor: 3 }, goal: { stories: 100_000, factor: 2 } } as const;
// what the search box sends after the debounce: a story's word, typed halfway, first page of five
const QUERY = '/api/boardstories?limit=5&fulltextsearch=Mau';
const ROUNDS = 6;
const PER_ROUND = 50;

async function appWith(extraStories: number) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0' });
  const database = await openDatabase({ dataDir: 'memory://' });
  const log = console.log;
  console.log = () => {}; // the seed announces itself
  try {
    await seedIfEmpty(database.db, config);
  } finally {
    console.log = log;
  }
  if (extraStories) await generateCatalogue(database.db, extraStories);
  return { app: createApp({ db: database.db, config, mailer: createMailer(database.db, { from: config.mailFrom }) }), close: database.close };
}

async function timeRequests(app: Awaited<ReturnType<typeof appWith>>['app'], times: number[]) {
  for (let i = 0; i < PER_ROUND; i++) {
    const start = performance.now();
    const res = await app.request(QUERY);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${QUERY} answered ${res.status}`);
    times.push(performance.now() - start);
  }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** Median server time of the suggestion request on the demo and on a big catalogue, and the big one's hit count. */
async function suggestionTimes(stories: number) {
  const demo = await appWith(0);
  const big = await appWith(stories);
  try {
    const hits = (await (await big.app.request(QUERY)).json()).total as number;
    const times = { demo: [] as number[], big: [] as number[] };
    // warm up both, then alternate rounds so both share the same machine noise
    await timeRequests(demo.app, []);
    await timeRequests(big.app, []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const which of round % 2 ? (['big', 'demo'] as const) : (['demo', 'big'] as const)) {
        await timeRequests(which === 'demo' ? demo.app : big.app, times[which]);
      }
    }
    return { query: QUERY, hits, demoMs: median(times.demo), bigMs: median(times.big) };
  } finally {
    await Promise.all([demo.close(), big.close()]);
  }
}

/** The budget's rows for the bench table: the demo time, and the big catalogue's against it. */
export async function suggestionRows() {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const rows = [];
  for (const [kind, { stories, factor }] of Object.entries(CATALOGUES)) {
    const s = await suggestionTimes(stories);
    rows.push(
      { metric: `${s.query} over 25 demo stories (median server time)`, value: ms(s.demoMs), budget: '–', ok: null },
      {
        metric: `same over ${stories.toLocaleString('en')} generated stories (${s.hits} hits)`,
        value: `${ms(s.bigMs)} (${(s.bigMs / s.demoMs).toFixed(1)}×)`,
        budget: kind === 'budget' ? `≤ ${ms(s.demoMs * factor)} (${factor}×)` : `goal ${factor}× (not met yet)`,
        ok: kind === 'budget' ? s.bigMs <= s.demoMs * factor : null,
      },
    );
  }
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await suggestionRows();
  for (const row of rows) console.log(`${row.metric}: ${row.value} (budget ${row.budget})${row.ok === false ? ' FAIL' : ''}`);
  if (rows.some((r) => r.ok === false)) process.exitCode = 1;
}
