// The load run (docs/performance.md#budgets). BROWSERS connections browse (a page's HTML, the catalogue API, story pages,
// the CMS API, a picture's HEAD and a trailer's first bytes) while WRITERS signed-in demo users add and remove
// bookmarks and send tracking events, for SECONDS. Every browsing user keeps one keep-alive connection, as a
// browser tab does, and reads a page between clicks (THINK_MS); writers pause WRITER_PAUSE_MS between calls.
// A request fails when it errs, answers an unexpected status, or takes longer than TIMEOUT_MS (a timeout).
//
// Alone: node --import tsx tests/bench/load.ts http://localhost:3000 [browsers] [writers] [seconds]
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { freePort, startServer } from '../setup/server';

export const LOAD = { browsers: 200, writers: 20, seconds: 30 };
export const LOAD_P99_BUDGET_MS = 1_000;
const TIMEOUT_MS = 10_000;
const THINK_MS = [3_000, 6_000] as const;
const WRITER_PAUSE_MS = [200, 800] as const;
// argon2 makes every login cost tens of milliseconds of a core: the writers sign in before the clock starts
const WRITER_ACCOUNTS = ['owner', 'lehrer', 'bibliothek', 'leser', 'neu', 'admin'].map((n) => `${n}@lesefunke.test`);
const PASSWORD = 'Lesefunke2026!';

export type LoadResult = {
  requests: number;
  errors: number;
  timeouts: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  perSecond: number;
  /** the first few failures, to explain a failed budget */
  samples: string[];
  /** the slowest request of each kind, `GET /api/boardstories` style */
  slowest: [string, number][];
};

type Call = { method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE'; path: string; kind: string; headers?: Record<string, string>; body?: unknown; expect: number[] };

const between = ([lo, hi]: readonly [number, number]) => lo + Math.random() * (hi - lo);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];

class Recorder {
  times: number[] = [];
  errors = 0;
  timeouts = 0;
  samples: string[] = [];
  slowest = new Map<string, number>();
  fail(what: string, timeout = false) {
    if (timeout) this.timeouts++;
    else this.errors++;
    if (this.samples.length < 10) this.samples.push(what);
  }
  done(kind: string, ms: number) {
    this.times.push(ms);
    if (ms > (this.slowest.get(kind) ?? 0)) this.slowest.set(kind, ms);
  }
}

/** One request on the user's own agent; resolves with the answer's status and body, or null after a failure. */
function send(base: URL, agent: http.Agent, call: Call, rec: Recorder): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders } | null> {
  const payload = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers: Record<string, string> = { ...call.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const start = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: { status: number; body: string; headers: http.IncomingHttpHeaders } | null, failure?: string, timeout = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (failure) rec.fail(`${call.method} ${call.path}: ${failure}`, timeout);
      else rec.done(call.kind, performance.now() - start);
      resolve(failure ? null : answer);
    };
    const req = http.request(
      { host: base.hostname, port: base.port, method: call.method, path: call.path, agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (err) => finish(null, err.message));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const body = Buffer.concat(chunks).toString();
          if (!call.expect.includes(status)) finish(null, `answered ${status} ${body.slice(0, 120)}`);
          else finish({ status, body, headers: res.headers });
        });
      },
    );
    const timer = setTimeout(() => {
      finish(null, `no answer within ${TIMEOUT_MS} ms`, true);
      req.destroy();
    }, TIMEOUT_MS);
    req.on('error', (err) => finish(null, err.message));
    req.end(payload);
  });
}

type Catalogue = { stories: { id: number; slug: string }[]; pages: string[]; tags: number[] };

async function catalogue(url: string): Promise<Catalogue> {
  const json = async (path: string) => {
    const res = await fetch(`${url}${path}`);
    if (!res.ok) throw new Error(`load bench: GET ${path} answered ${res.status}`);
    return res.json();
  };
  const list = await json('/api/boardstories?limit=100');
  const pages = (await json('/cms/wp-json/wp/v2/pages?per_page=100')) as { slug: string }[];
  const tags = (await json('/api/tags'))._embedded.tags as { id: number }[];
  return { stories: list._embedded.boardstories, pages: pages.map((p) => p.slug), tags: tags.map((t) => t.id) };
}

/** The requests of one page view, in the order a browser sends them (its cache is left out on purpose). */
function pageView(cat: Catalogue): Call[] {
  const get = (path: string, kind: string, expect = [200]): Call => ({ method: 'GET', path, kind, expect });
  const shell = [get('/cms/wp-json/acf/v3/options/options', 'GET cms options'), get('/cms/wp-json/lesefunke/v2/menus', 'GET cms menus')];
  const story = pick(cat.stories);
  switch (Math.floor(Math.random() * 4)) {
    case 0:
      return [get('/', 'GET / (html)'), ...shell, get('/api/boardstories?limit=10', 'GET /api/boardstories'), get('/cms/wp-json/wp/v2/posts?per_page=3', 'GET cms posts')];
    case 1:
      return [
        get('/boardstories', 'GET /boardstories (html)'),
        ...shell,
        get(`/api/boardstories?page=${1 + Math.floor(Math.random() * 2)}&limit=12&tags[]=${pick(cat.tags)}`, 'GET /api/boardstories'),
        get('/api/tags', 'GET /api/tags'),
      ];
    case 2:
      return [
        get(`/boardstory/${story.slug}`, 'GET /boardstory/{slug} (html)'),
        ...shell,
        get(`/api/boardstories/${story.slug}`, 'GET /api/boardstories/{slug}'),
        get(`/api/similar-boardstories/${story.id}`, 'GET /api/similar-boardstories'),
        { method: 'HEAD', path: `/media/images/${story.slug}-1-700.webp`, kind: 'HEAD /media/images', expect: [200, 404] },
        { method: 'GET', path: `/media/trailers/${story.slug}.mp4`, kind: 'GET /media/trailers (range)', headers: { range: 'bytes=0-65535' }, expect: [206, 404] },
      ];
    default: {
      const slug = pick(cat.pages);
      return [get(`/${slug}`, 'GET /{page} (html)'), ...shell, get(`/cms/wp-json/wp/v2/pages?slug=${slug}`, 'GET cms page')];
    }
  }
}

async function browse(base: URL, cat: Catalogue, end: number, rec: Recorder) {
  // one connection per user, kept open between pages as a browser does
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // users arrive spread over the first think time, not in one burst
    await sleep(between([0, THINK_MS[1]]));
    while (performance.now() < end) {
      for (const call of pageView(cat)) await send(base, agent, call, rec);
      await sleep(between(THINK_MS));
    }
  } finally {
    agent.destroy();
  }
}

async function signIn(base: URL, email: string): Promise<string> {
  const res = await fetch(new URL('/auth/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`load bench: login of ${email} answered ${res.status}`);
  return cookie;
}

/** Bookmarks its own story (no two writers share a bookmark) and tracks a play of it, as the app sends them. */
async function write(base: URL, cookie: string, storyId: number, end: number, rec: Recorder) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = () => ({ cookie, origin: base.origin, 'idempotency-key': randomUUID() });
  try {
    await sleep(between(WRITER_PAUSE_MS));
    while (performance.now() < end) {
      await send(base, agent, { method: 'POST', path: '/api/bookmarks', kind: 'POST /api/bookmarks', headers: headers(), body: { boardstoryId: storyId }, expect: [201] }, rec);
      await sleep(between(WRITER_PAUSE_MS));
      const started = await send(
        base,
        agent,
        { method: 'POST', path: '/api/track', kind: 'POST /api/track', headers: headers(), body: { boardstory: storyId, boardstoryTimestamp: 0, event: 'boardstoryWatched' }, expect: [201] },
        rec,
      );
      await sleep(between(WRITER_PAUSE_MS));
      if (started) {
        const { trackingToken } = JSON.parse(started.body) as { trackingToken: string };
        const path = `/api/track/${trackingToken}`;
        await send(base, agent, { method: 'PATCH', path, kind: 'PATCH /api/track', headers: headers(), body: { boardstoryTimestamp: 12, hasEnded: true }, expect: [204] }, rec);
        await sleep(between(WRITER_PAUSE_MS));
      }
      await send(base, agent, { method: 'DELETE', path: `/api/bookmarks/${storyId}`, kind: 'DELETE /api/bookmarks', headers: headers(), expect: [204] }, rec);
      await sleep(between(WRITER_PAUSE_MS));
    }
  } finally {
    agent.destroy();
  }
}

const quantile = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);

export async function loadRun(url: string, opts: Partial<typeof LOAD> = {}): Promise<LoadResult> {
  const { browsers, writers, seconds } = { ...LOAD, ...opts };
  const base = new URL(url);
  const cat = await catalogue(url);
  // writer i is account i % 6 on story i % stories: no two writers share a bookmark below lcm(6, stories) writers
  const cookies: string[] = [];
  for (let i = 0; i < writers; i++) cookies.push(await signIn(base, WRITER_ACCOUNTS[i % WRITER_ACCOUNTS.length]));

  const rec = new Recorder();
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all([
    ...Array.from({ length: browsers }, () => browse(base, cat, end, rec)),
    ...cookies.map((cookie, i) => write(base, cookie, cat.stories[i % cat.stories.length].id, end, rec)),
  ]);
  const elapsed = (performance.now() - start) / 1000;
  const sorted = [...rec.times].sort((a, b) => a - b);
  return {
    requests: rec.times.length + rec.errors + rec.timeouts,
    errors: rec.errors,
    timeouts: rec.timeouts,
    p50Ms: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
    perSecond: rec.times.length / elapsed,
    samples: rec.samples,
    slowest: [...rec.slowest.entries()].sort((a, b) => b[1] - a[1]),
  };
}

/** The bench's rows (npm run bench): a server of its own with a fresh database, alone on the machine. */
export async function loadRows(): Promise<{ metric: string; value: string; budget: string; ok: boolean }[]> {
  const server = await startServer({ port: await freePort() });
  try {
    const r = await loadRun(server.url);
    const what = `${LOAD.browsers} browsing + ${LOAD.writers} writing connections for ${LOAD.seconds} s (${r.requests} requests, ${r.perSecond.toFixed(0)}/s)`;
    if (r.samples.length > 0) console.error(`load run failures:\n  ${r.samples.join('\n  ')}`);
    return [
      { metric: `${what}: errors`, value: String(r.errors), budget: '0', ok: r.errors === 0 },
      { metric: `${what}: timeouts (no answer in ${TIMEOUT_MS / 1000} s)`, value: String(r.timeouts), budget: '0', ok: r.timeouts === 0 },
      {
        metric: `${what}: p99 (p50 ${r.p50Ms.toFixed(0)} ms, max ${r.maxMs.toFixed(0)} ms)`,
        value: `${r.p99Ms.toFixed(0)} ms`,
        budget: `≤ ${LOAD_P99_BUDGET_MS} ms`,
        ok: r.p99Ms <= LOAD_P99_BUDGET_MS,
      },
    ];
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url = 'http://localhost:3000', browsers, writers, seconds] = process.argv.slice(2);
  const opts = { browsers: Number(browsers ?? LOAD.browsers), writers: Number(writers ?? LOAD.writers), seconds: Number(seconds ?? LOAD.seconds) };
  const r = await loadRun(url, opts);
  console.log(JSON.stringify({ ...opts, ...r, slowest: r.slowest.map(([k, ms]) => `${k}: ${ms.toFixed(0)} ms`) }, null, 2));
}
