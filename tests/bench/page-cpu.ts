// What a page costs the server's process (docs/performance.md#cpu-per-page): the CPU time of the process itself, read
// from /proc before and after a run of requests and divided by their number, for
// (a) a signed-in teacher's /boardstories (the frame with its data; the browser draws it),
// (b) a guest's story page that the guest-page cache does not hold (each request's address is new: ?cpu=<n>),
// (c) a guest's story page from that cache, asked as a browser asks (compressed) and uncompressed, and the requests per second
//     of the two side by side.
// On PGlite (in the process) and on PostgreSQL (TEST_DATABASE_URL's server, else a throwaway cluster): with PostgreSQL
// the database's own CPU is in its processes, and the row counts the Lesefunke process only.
//
// Alone (after `npm run build`): node --import tsx tests/bench/page-cpu.ts [pglite|postgres]
import fs from 'node:fs';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { freePort, startServer, type RunningServer } from '../setup/server';
import { startPostgres } from '../deploy/stack';

export const SIGNED_IN_CPU_BUDGET_MS = 3;
export const UNCACHED_GUEST_CPU_BUDGET_MS = 8;
/** A kept page sent compressed: at least this share of the rate of the same page sent as it is. */
export const COMPRESSED_RATE_SHARE = 0.8;

// what Chromium sends with every request
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const TEACHER = { username: 'lehrer@lesefunke.test', password: 'Lesefunke2026!' };
const STORY = '/boardstory/die-mutige-maus';
const CONCURRENCY = 4;
const WARM_UP = 60;
/** Each CPU figure is the median of ROUNDS runs of at least ROUND_MS (and ROUND_MIN requests): a clock tick is 10 ms. */
const ROUNDS = 3;
const ROUND_MS = 1_500;
const ROUND_MIN = 150;
const RATE_SLICE_MS = 2_000;
const RATE_ROUNDS = 4;
const CLOCK_TICK_MS = 10; // USER_HZ on Linux

type Row = { metric: string; value: string; budget: string; ok: boolean | null };
type Ask = { path: string; headers?: Record<string, string> };
type Answer = { status: number; headers: http.IncomingHttpHeaders; bytes: number };

/** User and system time of a process so far, all its threads together. */
function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // the command name may hold spaces and parentheses: the fields start after the last ')'
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

function machineBusy(): { busy: number; total: number } {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = values.map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - ticks[3] - ticks[4], total };
}

// node:http with keep-alive: the client shares the machine with the server, so it must cost little
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(base: string, { path, headers }: Ask): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent, headers }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      })
      .on('error', reject);
  });
}

/** Keeps CONCURRENCY requests in flight until `ms` passed and at least `min` were answered; any status but 200 fails. */
async function run(base: string, ask: (n: number) => Ask, ms: number, min = 0): Promise<{ done: number; seconds: number }> {
  const end = performance.now() + ms;
  let n = 0;
  const start = performance.now();
  const worker = async () => {
    while (performance.now() < end || n < min) {
      const request = ask(n++);
      const res = await get(base, request);
      if (res.status !== 200) throw new Error(`page CPU bench: GET ${request.path} answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { done: n, seconds: (performance.now() - start) / 1000 };
}

/** The server process's CPU per answered request: the median of ROUNDS runs, after a warm-up. */
async function cpuPerRequest(server: RunningServer, ask: (n: number) => Ask) {
  let next = 0;
  const numbered = () => ask(next++);
  await run(server.url, numbered, 0, WARM_UP);
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = cpuMsOf(server.pid);
    const r = await run(server.url, numbered, ROUND_MS, ROUND_MIN);
    rounds.push((cpuMsOf(server.pid) - before) / r.done);
  }
  return { ms: [...rounds].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)], rounds };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEACHER) });
  // every cookie the login sets, as a browser sends them back: the session and its readable hint
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (res.status !== 200 || !cookies.some((c) => c.startsWith('lf_session='))) throw new Error(`page CPU bench: the teacher's login answered ${res.status}`);
  return cookies.join('; ');
}

/** Requests per second of the kept story page compressed (as a browser asks) and not, in alternating slices that share the machine's noise. */
async function compressedRate(base: string) {
  const plain: Ask = { path: STORY };
  const compressed: Ask = { path: STORY, headers: { 'accept-encoding': BROWSER_ENCODINGS } };
  for (const ask of [plain, compressed]) await run(base, () => ask, 0, WARM_UP);
  const first = await get(base, compressed);
  if (!first.headers['content-encoding'] || !/cache;desc=hit/.test(String(first.headers['server-timing'])))
    throw new Error(`page CPU bench: the kept story page came ${first.headers['content-encoding'] ?? 'uncompressed'} (${first.headers['server-timing']}), not compressed from the cache`);
  const totals = new Map([plain, compressed].map((a) => [a, { done: 0, seconds: 0 }]));
  for (let round = 0; round < RATE_ROUNDS; round++) {
    for (const ask of round % 2 ? [compressed, plain] : [plain, compressed]) {
      const r = await run(base, () => ask, RATE_SLICE_MS);
      totals.get(ask)!.done += r.done;
      totals.get(ask)!.seconds += r.seconds;
    }
  }
  const rate = (a: Ask) => totals.get(a)!.done / totals.get(a)!.seconds;
  return { plain: rate(plain), compressed: rate(compressed), encoding: first.headers['content-encoding'], bytes: first.bytes };
}

async function rowsOf(server: RunningServer, engine: string): Promise<Row[]> {
  const cookie = await signIn(server.url);
  const load = machineBusy();
  const signedIn = await cpuPerRequest(server, () => ({ path: '/boardstories', headers: { cookie, 'accept-encoding': BROWSER_ENCODINGS } }));
  // each address once: a guest's page is kept a few seconds by its address (src/server/site/guest-pages.ts)
  const uncached = await cpuPerRequest(server, (n) => ({ path: `${STORY}?cpu=${n}`, headers: { 'accept-encoding': BROWSER_ENCODINGS } }));
  const keptPlain = await cpuPerRequest(server, () => ({ path: STORY }));
  const keptBr = await cpuPerRequest(server, () => ({ path: STORY, headers: { 'accept-encoding': BROWSER_ENCODINGS } }));
  const rate = await compressedRate(server.url);
  const after = machineBusy();
  const busy = (after.busy - load.busy) / (after.total - load.total);
  const ms = (r: { ms: number }) => `${r.ms.toFixed(2)} ms`;
  const of = (r: { rounds: number[] }) => `median of ${r.rounds.map((v) => v.toFixed(2)).join(', ')}`;
  return [
    {
      metric: `${engine}: CPU of the server process per signed-in /boardstories (${of(signedIn)}; machine ${(busy * 100).toFixed(0)} % busy)`,
      value: ms(signedIn),
      budget: `≤ ${SIGNED_IN_CPU_BUDGET_MS} ms`,
      ok: signedIn.ms <= SIGNED_IN_CPU_BUDGET_MS,
    },
    {
      metric: `${engine}: CPU per guest ${STORY} not kept (drawn) (${of(uncached)})`,
      value: ms(uncached),
      budget: `≤ ${UNCACHED_GUEST_CPU_BUDGET_MS} ms`,
      ok: uncached.ms <= UNCACHED_GUEST_CPU_BUDGET_MS,
    },
    { metric: `${engine}: CPU per guest ${STORY} kept, uncompressed (${of(keptPlain)})`, value: ms(keptPlain), budget: '–', ok: null },
    { metric: `${engine}: CPU per guest ${STORY} kept, compressed (${of(keptBr)})`, value: ms(keptBr), budget: '–', ok: null },
    {
      metric: `${engine}: kept ${STORY} compressed (${rate.encoding}, ${rate.bytes} B) against uncompressed (${rate.plain.toFixed(0)} req/s), c=${CONCURRENCY}`,
      value: `${rate.compressed.toFixed(0)} req/s (${(rate.compressed / rate.plain).toFixed(2)}×)`,
      budget: `≥ ${COMPRESSED_RATE_SHARE}×`,
      ok: rate.compressed >= rate.plain * COMPRESSED_RATE_SHARE,
    },
  ];
}

/** The bench's rows (npm run bench): a server of its own on PGlite, then one on PostgreSQL, each with a fresh database. */
export async function pageCpuRows(engines: ('pglite' | 'postgres')[] = ['pglite', 'postgres']): Promise<Row[]> {
  const rows: Row[] = [];
  try {
    for (const engine of engines) {
      const postgres = engine === 'postgres' ? await startPostgres() : undefined;
      try {
        const server = await startServer({ port: await freePort(), env: postgres ? { DATABASE_URL: postgres.url } : {} });
        try {
          rows.push(...(await rowsOf(server, engine === 'postgres' ? 'PostgreSQL' : 'PGlite')));
        } finally {
          await server.stop();
        }
      } finally {
        await postgres?.stop();
      }
    }
  } finally {
    agent.destroy();
  }
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!fs.existsSync('dist/server/entry-server.js')) throw new Error('dist/ has no render bundle: `npm run build` first.');
  const engine = process.argv[2];
  if (engine !== undefined && engine !== 'pglite' && engine !== 'postgres') throw new Error('page CPU bench: pglite or postgres, or nothing for both');
  const rows = await pageCpuRows(engine ? [engine] : undefined);
  for (const r of rows) console.log(`${r.ok === null ? '    ' : r.ok ? 'ok  ' : 'FAIL'}  ${r.value.padEnd(22)} ${r.budget.padEnd(10)} ${r.metric}`);
  if (rows.some((r) => r.ok === false)) process.exitCode = 1;
}
