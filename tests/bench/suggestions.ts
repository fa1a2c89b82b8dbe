// The suggestions budget (docs/performance.md#budgets): server time of a `fulltextsearch` request over a generated
// catalogue of 100,000 stories against the same request over the 25 demo stories, at most 2×, with the same first
// five the database's own ranking gives. Both run in this process on fresh in-memory databases (never in the seed),
// through the whole Hono app, so the time is what the server spends on the request.
// `node --import tsx tests/bench/suggestions.ts` measures this budget alone (npm run bench measures it with the rest).
import { pathToFileURL } from 'node:url';
import { desc } from 'drizzle-orm';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/seed';
import { createMailer } from '../../src/server/mail/mailer';
import { generateCatalogue } from '../../src/server/seed/big-catalogue';
import { buildSearchIndexOf } from '../../src/server/services/search-index-loader';
import { searchCondition, searchRank } from '../../src/server/services/boardstory-search';
import { boardstories } from '../../src/server/db/schema';
import type { BoardstoryList } from '../../src/shared/schemas/boardstories';

const STORIES = 100_000;
const FACTOR = 2;
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
  // what a running server has long done before anyone types: build its search index of the catalogue
  await buildSearchIndexOf(database.db);
  return {
    app: createApp({ db: database.db, config, mailer: createMailer(database.db, { from: config.mailFrom }) }),
    db: database.db,
    close: database.close,
  };
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
    const answer = (await (await big.app.request(QUERY)).json()) as BoardstoryList;
    // the first five as the database ranks them itself (the search before the index in memory)
    const term = new URL(QUERY, 'http://x').searchParams.get('fulltextsearch')!;
    const expected = await big.db
      .select({ id: boardstories.id })
      .from(boardstories)
      .where(searchCondition(term))
      .orderBy(desc(searchRank(term)), desc(boardstories.publishedAt), desc(boardstories.id))
      .limit(5);
    const sameResults = answer._embedded.boardstories.map((s) => s.id).join() === expected.map((s) => s.id).join();
    const times = { demo: [] as number[], big: [] as number[] };
    // warm up both, then alternate rounds so both share the same machine noise
    await timeRequests(demo.app, []);
    await timeRequests(big.app, []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const which of round % 2 ? (['big', 'demo'] as const) : (['demo', 'big'] as const)) {
        await timeRequests(which === 'demo' ? demo.app : big.app, times[which]);
      }
    }
    return { query: QUERY, hits: answer.total, sameResults, demoMs: median(times.demo), bigMs: median(times.big) };
  } finally {
    await Promise.all([demo.close(), big.close()]);
  }
}

/** The budget's rows for the bench table: the demo time, and the big catalogue's against it. */
export async function suggestionRows() {
  const ms = (n: number) => `${n.toFixed(2)} ms`;
  const s = await suggestionTimes(STORIES);
  return [
    { metric: `${s.query} over 25 demo stories (median server time)`, value: ms(s.demoMs), budget: '–', ok: null },
    {
      metric: `same over ${STORIES.toLocaleString('en')} generated stories (${s.hits} hits)`,
      value: `${ms(s.bigMs)} (${(s.bigMs / s.demoMs).toFixed(1)}×)`,
      budget: `≤ ${ms(s.demoMs * FACTOR)} (${FACTOR}×)`,
      ok: s.bigMs <= s.demoMs * FACTOR,
    },
    {
      metric: `its first five as the database ranks them`,
      value: s.sameResults ? 'the same' : 'different',
      budget: 'the same',
      ok: s.sameResults,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await suggestionRows();
  for (const row of rows) console.log(`${row.metric}: ${row.value} (budget ${row.budget})${row.ok === false ? ' FAIL' : ''}`);
  if (rows.some((r) => r.ok === false)) process.exitCode = 1;
}
