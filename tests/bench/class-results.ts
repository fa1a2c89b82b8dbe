// Class results at a publisher's scale (docs/performance.md#class-results): 10 million pupils' turns and 1 million game
// results over 100,000 codes of 500 organisations, made inside PostgreSQL with generate_series, then the server's time
// (in-process, the whole app from request to answer) for
// (a) a teacher's view of one code, GET /api/access-codes/{id}/results, and
// (b) a school owner's overview with the school's per-story totals, GET /api/results (1,000 codes, 100,000 turns).
// PostgreSQL only (PGlite is the single-school database): on TEST_DATABASE_URL's or DATABASE_URL's server, in a
// database of its own that is dropped at the end; without either it says so and measures nothing.
//
// Alone: npm run bench:results
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { accessCodes, organizationMembers, users } from '../../src/server/db/schema';
import { createMailer } from '../../src/server/mail/mailer';
import { seedIfEmpty } from '../../src/server/seed';
import { encryptCode, hashCode } from '../../src/server/services/code-crypto';

export const CODE_VIEW_BUDGET_MS = 50;
export const SCHOOL_TOTAL_BUDGET_MS = 200;

const TURNS = 10_000_000;
const GAME_RESULTS = 1_000_000;
const CODES = 100_000;
const CODES_PER_ORG = 200;
/** The demo school's codes: the first ones, so it is one of the organisations like any other, with 100,000 turns. */
const SCHOOL_CODES = 1_000;
const SAMPLES = 30;
const WARM_UP = 5;

type Row = { metric: string; value: string; budget: string; ok: boolean | null };

/** A whole number written into the statement: generate_series and friends take no untyped parameter. */
const n = (value: number) => sql.raw(String(Math.trunc(value)));

async function admin(server: string, statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Median and p95 of `SAMPLES` calls after `WARM_UP`, in milliseconds. */
async function timed(call: () => Response | Promise<Response>): Promise<{ median: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    const start = performance.now();
    const res = await call();
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`class results bench: answered ${res.status}`);
    if (i >= WARM_UP) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], p95: times[Math.floor(times.length * 0.95)] };
}

export async function classResultsRows(): Promise<Row[]> {
  const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!server) {
    console.log('class results bench: skipped, it needs PostgreSQL (TEST_DATABASE_URL or DATABASE_URL)');
    return [{ metric: 'class results at scale: skipped without TEST_DATABASE_URL or DATABASE_URL (PostgreSQL only)', value: '–', budget: '–', ok: null }];
  }
  const name = `lesefunke_bench_${randomBytes(6).toString('hex')}`;
  await admin(server, `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  try {
    const { db } = database;
    const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0' });
    const log = console.log;
    console.log = () => {};
    await seedIfEmpty(db, config).finally(() => (console.log = log));
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@lesefunke.test'));
    const [{ school }] = await db
      .select({ school: organizationMembers.organizationId })
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, owner.id));

    const started = performance.now();
    const step = (what: string) => console.log(`class results bench: ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    // the load is the bench's, not what it measures: no foreign-key triggers while it runs (the rows are made consistent)
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      // the stories with games, so that game results name a game of their turn's story
      await tx.execute(sql`CREATE TEMP TABLE bench_stories ON COMMIT DROP AS
        SELECT boardstory_id AS id, row_number() OVER (ORDER BY boardstory_id) - 1 AS k FROM games GROUP BY boardstory_id`);
      await tx.execute(sql`CREATE TEMP TABLE bench_games ON COMMIT DROP AS
        SELECT g.id, g.boardstory_id, g.game_type, row_number() OVER (PARTITION BY g.boardstory_id ORDER BY g.id) - 1 AS k,
               count(*) OVER (PARTITION BY g.boardstory_id) AS n
        FROM games g`);
      // 499 more organisations beside the demo school, with the school's licence period
      await tx.execute(sql`INSERT INTO organizations (type, name)
        SELECT 'SCHOOL', 'Schule ' || i FROM generate_series(1, ${n(CODES / CODES_PER_ORG - SCHOOL_CODES / CODES_PER_ORG)}) i`);
      await tx.execute(sql`CREATE TEMP TABLE bench_orgs ON COMMIT DROP AS
        SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM organizations WHERE name LIKE 'Schule %'`);

      const [{ last: lastDemoCode }] = await tx.select({ last: sql<number>`max(${accessCodes.id})` }).from(accessCodes);
      // the school's licence began 300 days ago: its period holds every turn made below
      await tx.execute(sql`UPDATE orders SET valid_from = now() - interval '300 days' WHERE organization_id = ${school}`);
      // the school's codes must open (their text is decrypted for the overview); the others only need to exist
      const values = Array.from({ length: SCHOOL_CODES }, (_, i) => {
        const text = `BENCH${String(i).padStart(6, '0')}`;
        return { codeHash: hashCode(text), codeCiphertext: encryptCode(config.secret, text) };
      });
      const stories = ((await tx.execute(sql`SELECT id FROM bench_stories ORDER BY k`)) as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
      const storyCount = stories.length;
      const now = Date.now();
      for (let i = 0; i < values.length; i += 500) {
        await tx.insert(accessCodes).values(
          values.slice(i, i + 500).map((v, j) => ({
            ...v,
            boardstoryId: stories[(i + j) % storyCount],
            organizationId: school,
            createdBy: owner.id,
            startingDate: new Date(now - 30 * 86_400_000),
            expirationDate: new Date(now + 30 * 86_400_000),
          })),
        );
      }
      await tx.execute(sql`INSERT INTO access_codes (code_hash, code_ciphertext, boardstory_id, organization_id, starting_date, expiration_date)
        SELECT md5('bench' || i), 'x', s.id, o.id, now() - interval '30 days', now() + interval '30 days'
        FROM generate_series(${n(SCHOOL_CODES)}, ${n(CODES - 1)}) i
        JOIN bench_stories s ON s.k = i % ${n(storyCount)}
        JOIN bench_orgs o ON o.k = (i - ${n(SCHOOL_CODES)}) / ${n(CODES_PER_ORG)}`);
      await tx.execute(sql`CREATE TEMP TABLE bench_codes ON COMMIT DROP AS
        SELECT id, boardstory_id, organization_id, row_number() OVER (ORDER BY id) - 1 AS k FROM access_codes WHERE id > ${n(lastDemoCode)}`);
      step('codes made');

      // the turns' indexes are built once after the load rather than row by row during it
      const indexes = (await tx.execute(sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'turns' AND indexname LIKE 'turns\\_%\\_idx'`)) as unknown as {
        rows: { indexname: string; indexdef: string }[];
      };
      for (const index of indexes.rows) await tx.execute(sql.raw(`DROP INDEX ${index.indexname}`));
      // 100 turns per code, one every other day over 200 days, a third finished, the rest spread over the story; their
      // hashes in order, so that the unique index grows at its end (the load's speed is not what is measured)
      await tx.execute(sql`INSERT INTO turns (turn_hash, access_code_id, boardstory_id, organization_id, furthest_seconds, ended, started_at, last_report_at)
        SELECT lpad(i::text, 22, '0'), c.id, c.boardstory_id, c.organization_id, (i * 7) % 600, i % 3 = 0,
               date_trunc('hour', now()) - (i / ${n(CODES)}) * interval '2 days', date_trunc('hour', now()) - (i / ${n(CODES)}) * interval '2 days'
        FROM generate_series(0, ${n(TURNS - 1)}) i JOIN bench_codes c ON c.k = i % ${n(CODES)}`);
      step(`${TURNS.toLocaleString('en')} turns made`);
      for (const index of indexes.rows) await tx.execute(sql.raw(index.indexdef));
      step('indexes built');
      // one game result for every tenth turn, of a game of its story: a quiz's first answer, a search's objects, an impulse
      await tx.execute(sql`INSERT INTO turn_games (turn_id, game_id, item, option, found, seconds)
        SELECT t.id, g.id, 0,
               CASE WHEN g.game_type = 'quiz' THEN (t.id % 3)::smallint END,
               CASE WHEN g.game_type = 'search' THEN (t.id % 3)::smallint END,
               CASE WHEN g.game_type = 'search' THEN (t.id % 40)::real END
        FROM turns t JOIN bench_games g ON g.boardstory_id = t.boardstory_id AND g.k = (t.id / 10) % g.n
        WHERE t.id % 10 = 0 LIMIT ${n(GAME_RESULTS)}`);
      step(`${GAME_RESULTS.toLocaleString('en')} game results made`);
    });
    await db.execute(sql`VACUUM ANALYZE turns`);
    await db.execute(sql`VACUUM ANALYZE turn_games`);
    await db.execute(sql`VACUUM ANALYZE access_codes`);
    step('vacuumed');

    const counts = (await db.execute(sql`SELECT (SELECT count(*) FROM turns)::int AS turns, (SELECT count(*) FROM turn_games)::int AS games`)) as unknown as {
      rows: { turns: number; games: number }[];
    };
    if (counts.rows[0].turns < TURNS || counts.rows[0].games < GAME_RESULTS) throw new Error(`class results bench: made ${JSON.stringify(counts.rows[0])}`);

    const app = createApp({ db, config, mailer: createMailer(db, { from: config.mailFrom, devOutbox: false }) });
    const login = await app.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner@lesefunke.test', password: 'Lesefunke2026!' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    // a code of the school in the middle of its list, with its 100 turns and 10 game results
    const [code] = await db.select({ id: accessCodes.id }).from(accessCodes).where(eq(accessCodes.codeHash, hashCode('BENCH000500')));
    const view = await timed(() => app.request(`/api/access-codes/${code.id}/results`, { headers: { cookie } }));
    const overview = await timed(() => app.request('/api/results', { headers: { cookie } }));
    const scale = `${(TURNS / 1e6).toFixed(0)} M turns, ${(GAME_RESULTS / 1e6).toFixed(0)} M game results, ${CODES.toLocaleString('en')} codes`;
    return [
      {
        metric: `class results: one code's view (${scale}; median of ${SAMPLES}, p95 ${view.p95.toFixed(1)} ms)`,
        value: `${view.median.toFixed(1)} ms`,
        budget: `≤ ${CODE_VIEW_BUDGET_MS} ms`,
        ok: view.median <= CODE_VIEW_BUDGET_MS,
      },
      {
        metric: `class results: a school owner's overview and totals (${SCHOOL_CODES.toLocaleString('en')} codes, ${((TURNS / CODES) * SCHOOL_CODES).toLocaleString('en')} turns; median of ${SAMPLES}, p95 ${overview.p95.toFixed(1)} ms)`,
        value: `${overview.median.toFixed(1)} ms`,
        budget: `≤ ${SCHOOL_TOTAL_BUDGET_MS} ms`,
        ok: overview.median <= SCHOOL_TOTAL_BUDGET_MS,
      },
    ];
  } finally {
    await database.close();
    await admin(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = await classResultsRows();
  for (const row of rows) console.log(`${row.metric}  ${row.value}  ${row.budget}  ${row.ok === null ? '' : row.ok ? 'ok' : 'FAIL'}`);
  if (rows.some((r) => r.ok === false)) {
    console.error('\nA budget failed.');
    process.exitCode = 1;
  }
}
