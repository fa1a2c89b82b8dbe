// A real deployment as deploy/README.md describes it: PostgreSQL, two Lesefunke processes started together,
// Debian's nginx with deploy/nginx.conf in front. One setup for the whole file (about a minute), the checks in order.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { WebSocket } from 'ws';
import { appReady } from '../e2e/helpers';
import { SEED_MEDIA, spawnLesefunke, startDeployment, stopLesefunke, waitReady, type Deployment } from './stack';


const OWNER = { username: 'owner@lesefunke.test', password: 'Lesefunke2026!' };

let deployment: Deployment;
let distDir: string;
let nginxUrl: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // the processes serve a copy of dist/, so the rebuild at the end builds into it while they run
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-deploy-dist-'));
  fs.cpSync('dist', distDir, { recursive: true });
  deployment = await startDeployment({ count: 2, env: { DIST_DIR: distDir } });
  nginxUrl = deployment.nginx.url;
});

test.afterAll(async () => {
  await deployment?.stop();
  if (distDir) fs.rmSync(distDir, { recursive: true, force: true });
});

const server = (i: number) => deployment.servers[i];

/** A request from a chosen loopback address (127.0.0.2 is a second client as nginx sees it). */
function request(url: string, opts: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string } = {}) {
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        localAddress: opts.from,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...opts.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function login(base: string, from?: string) {
  const res = await request(`${base}/auth/login`, { method: 'POST', body: OWNER, from });
  expect(res.status, `login at ${base}`).toBe(200);
  const cookie = String(res.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const user = JSON.parse(res.body.toString()) as { id: number };
  return { cookie, userId: user.id };
}

async function getJson<T>(url: string, cookie?: string): Promise<T> {
  const res = await request(url, { headers: cookie ? { cookie } : {} });
  expect(res.status, `GET ${url}`).toBe(200);
  return JSON.parse(res.body.toString()) as T;
}

/** A /live socket at `base` for the session of `cookie` (CSRF token from /api/live-token), as the browser opens it. */
const openLive = (base: string, cookie: string, token: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/live?csrf=${encodeURIComponent(token)}`, { headers: { cookie }, origin: base });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`/live handshake at ${base} answered ${res.statusCode}`)));
    ws.once('error', reject);
  });

test('the build copied out of the checkout draws its pages on the server, in each process and through nginx', async () => {
  for (const base of [server(0).url, server(1).url, nginxUrl]) {
    const html = (await request(`${base}/lizenzen`)).body.toString();
    // the heading inside #root, before any script ran: the render bundle found its packages (jsdom) from outside node_modules
    expect(html.slice(html.indexOf('<div id="root">')), base).toMatch(/^<div id="root"><.*<h1[^>]*>Eine Übersicht unserer Lizenzen<\/h1>/s);
  }
});

test('a login through one process is a valid session on the other and through nginx', async () => {
  const { cookie } = await login(server(0).url);
  for (const base of [server(1).url, nginxUrl]) {
    const me = await getJson<{ email: string }>(`${base}/api/me`, cookie);
    expect(me.email).toBe(OWNER.username);
  }
});

test('a pupil code created through one process reaches, within 2 s, /live sockets held by the other and through nginx', async () => {
  const { cookie, userId } = await login(server(0).url);
  const { token } = await getJson<{ token: string }>(`${server(0).url}/api/live-token`, cookie);
  const sockets = [await openLive(server(1).url, cookie, token), await openLive(nginxUrl, cookie, token)];
  try {
    const messages = sockets.map(
      (ws) =>
        new Promise<{ type: string; keys: string[] }>((resolve) =>
          ws.on('message', (data: Buffer) => {
            const message = JSON.parse(data.toString()) as { type: string; keys: string[] };
            if (message.keys?.includes('access-codes')) resolve(message);
          }),
        ),
    );
    // the hub subscribes a socket right after its handshake (one membership lookup)
    await new Promise((r) => setTimeout(r, 300));
    const organizations = await getJson<{ _embedded: { organizations: { id: number }[] } }>(`${server(0).url}/api/organizations?owner=${userId}`, cookie);
    const story = await getJson<{ id: number }>(`${server(0).url}/api/boardstories/der-kleine-funke`);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    const started = Date.now();
    const created = await request(`${server(0).url}/api/access-codes`, {
      method: 'POST',
      headers: { cookie },
      body: {
        boardstory: story.id,
        organization: organizations._embedded.organizations[0].id,
        startingDate: today,
        soundEnabled: true,
        subtitlesEnabled: true,
        autoplayEnabled: false,
        searchGameEnabled: true,
        impulseEnabled: true,
        quizEnabled: true,
        hiddenAttachments: [],
      },
    });
    expect(created.status, created.body.toString()).toBe(201);
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 2_000));
    for (const [i, message] of messages.entries()) {
      expect(await Promise.race([message, timeout]), ['the other process', 'nginx'][i]).toMatchObject({ type: 'changed' });
    }
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    for (const ws of sockets) ws.terminate();
  }
});

test('the login limit counts across both processes per real client address: a stranger is stopped, the owner is not', async () => {
  // 30 wrong passwords per address and window (src/server/http/rate-limit.ts LOGIN_LIMITS.perAddress); nginx hands
  // them to both processes in turn, so the 31st is refused only if both count on the same shared counter
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) {
    const res = await request(`${nginxUrl}/auth/login`, { method: 'POST', body: { username: `fremd${i}@example.org`, password: 'falsch-falsch' }, from: '127.0.0.2' });
    statuses.push(res.status);
  }
  expect(statuses.slice(0, 30).every((s) => s === 401), statuses.join(',')).toBe(true);
  expect(statuses[30]).toBe(429);
  // the owner at another address, through the same nginx: nginx's own address must not be what counts
  const owner = await request(`${nginxUrl}/auth/login`, { method: 'POST', body: OWNER, from: '127.0.0.1' });
  expect(owner.status).toBe(200);
  // a client naming another address in X-Forwarded-For does not escape its own counter: nginx replaces the header
  const spoofed = await request(`${nginxUrl}/auth/login`, {
    method: 'POST',
    body: { username: 'fremd@example.org', password: 'falsch-falsch' },
    from: '127.0.0.2',
    headers: { 'x-forwarded-for': '198.51.100.7' },
  });
  expect(spoofed.status).toBe(429);
});

test('a video range comes from nginx after the app checked the signature; an unsigned one and the internal path are refused', async () => {
  const story = await getJson<{ id: number }>(`${nginxUrl}/api/boardstories/die-mutige-maus`);
  const videos = await getJson<{ _embedded: { videos: { withText: { url: string }[] }[] } }>(
    `${nginxUrl}/api/videos?boardstoryId=${story.id}&accessCode=FUNKE-GUELTIG`,
  );
  const signed = new URL(videos._embedded.videos[0].withText[0].url, nginxUrl);
  const file = path.join(SEED_MEDIA, signed.pathname.replace(/^\/media\//, ''));
  const bytes = fs.readFileSync(file);

  const range = await request(`${nginxUrl}${signed.pathname}${signed.search}`, { headers: { range: 'bytes=100-1123' } });
  expect(range.status).toBe(206);
  expect(range.headers['x-media-server']).toBe('nginx');
  expect(range.headers['content-range']).toBe(`bytes 100-1123/${bytes.length}`);
  expect(range.headers['content-type']).toBe('video/mp4');
  expect(range.body.equals(bytes.subarray(100, 1124))).toBe(true);

  const unsigned = await request(`${nginxUrl}${signed.pathname}`, { headers: { range: 'bytes=0-99' } });
  expect(unsigned.status).toBe(403);
  expect(unsigned.headers['x-media-server']).toBeUndefined();
  const internal = await request(`${nginxUrl}/_media${signed.pathname.replace(/^\/media/, '')}`);
  expect(internal.status).toBe(404);
  expect(internal.body.includes(bytes.subarray(0, 64))).toBe(false);
});

type LoadResult = { gets: number; failedGets: string[]; writes: Map<number, 'acked' | 'unacked'>; failedWrites: string[] };

/**
 * Browsing clients (GET a list, a story, the own account) and writing clients (POST /api/track, each with its own
 * Idempotency-Key and a boardstoryTimestamp that marks the row) through nginx until `stop` resolves. A writer
 * whose POST fails sends it again with the same key, as the app's queue does; 409 means the first is still
 * "running" on a process that died, which the server frees only after a minute, so such a write stays
 * unacknowledged here. `retryWrites: false` counts every failed POST as it is.
 */
function runLoad(cookie: string, storyId: number, stop: Promise<void>, opts: { retryWrites: boolean; firstMark: number }): Promise<LoadResult> {
  const result: LoadResult = { gets: 0, failedGets: [], writes: new Map(), failedWrites: [] };
  let running = true;
  void stop.then(() => (running = false));
  let mark = opts.firstMark;
  const browse = async () => {
    const paths = ['/api/boardstories?page=1&limit=12', '/api/boardstories/der-kleine-funke', '/api/me'];
    for (let i = 0; running; i++) {
      const p = paths[i % paths.length];
      try {
        const res = await fetch(`${nginxUrl}${p}`, { headers: { cookie } });
        await res.arrayBuffer();
        result.gets++;
        if (res.status !== 200) result.failedGets.push(`${p}: ${res.status}`);
      } catch (err) {
        result.failedGets.push(`${p}: ${(err as Error).message}`);
      }
    }
  };
  const write = async () => {
    while (running) {
      const timestamp = mark++;
      const key = `deploy-${timestamp}-${Math.random().toString(36).slice(2)}`;
      result.writes.set(timestamp, 'unacked');
      for (let attempt = 0; attempt < (opts.retryWrites ? 6 : 1); attempt++) {
        let status = 0;
        try {
          const res = await fetch(`${nginxUrl}/api/track`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify({ boardstory: storyId, boardstoryTimestamp: timestamp, event: 'boardstoryWatched' }),
          });
          await res.arrayBuffer();
          status = res.status;
        } catch (err) {
          result.failedWrites.push(`${timestamp}: ${(err as Error).message}`);
        }
        if (status === 200 || status === 201) {
          result.writes.set(timestamp, 'acked');
          break;
        }
        if (status) result.failedWrites.push(`${timestamp}: ${status}`);
        if (status === 409) break;
        await new Promise((r) => setTimeout(r, 300));
      }
    }
  };
  return Promise.all([...Array.from({ length: 6 }, browse), ...Array.from({ length: 2 }, write)]).then(() => result);
}

/** How often each marked tracking row of the owner is stored (marks stay under the player's 24 h, MAX_PLAYER_SECONDS). */
async function storedTimes(userId: number, marks: number[]): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: deployment.pg.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ mark: string; n: string }>(
      'SELECT boardstory_timestamp AS mark, count(*) AS n FROM tracking_events WHERE user_id = $1 AND boardstory_timestamp = ANY($2) GROUP BY 1',
      [userId, marks],
    );
    return new Map(rows.map((r) => [Number(r.mark), Number(r.n)]));
  } finally {
    await client.end();
  }
}

async function restart(i: number) {
  const old = server(i);
  deployment.servers[i] = spawnLesefunke(old.port, deployment.env, old.dataDir);
  await waitReady(deployment.servers[i]);
}

test('kill -9 of one process under load: no GET fails, every acknowledged write is stored exactly once', async () => {
  test.setTimeout(90_000);
  const { cookie, userId } = await login(nginxUrl);
  const story = await getJson<{ id: number }>(`${nginxUrl}/api/boardstories/der-kleine-funke`);
  let stopLoad = () => {};
  const load = runLoad(cookie, story.id, new Promise((r) => (stopLoad = r)), { retryWrites: true, firstMark: 1_000 });
  await new Promise((r) => setTimeout(r, 2_000));
  server(1).child.kill('SIGKILL');
  const killedAt = Date.now();
  await server(1).exited;
  await new Promise((r) => setTimeout(r, 3_000));
  stopLoad();
  const result = await load;

  // that there was load at all; how much depends on what else the machine runs
  expect(result.gets).toBeGreaterThan(10);
  expect(result.failedGets).toEqual([]);
  const acked = [...result.writes].filter(([, s]) => s === 'acked').map(([m]) => m);
  expect(acked.length).toBeGreaterThan(3);
  const stored = await storedTimes(userId, acked);
  const notOnce = acked.filter((m) => stored.get(m) !== 1).map((m) => `${m}: ${stored.get(m) ?? 0}×`);
  expect(notOnce).toEqual([]);
  test.info().annotations.push({
    type: 'kill -9',
    description: `${result.gets} GETs, ${acked.length} writes acknowledged, ${result.writes.size - acked.length} never; attempts that failed and were sent again: ${result.failedWrites.join('; ') || 'none'}`,
  });

  // back to two processes; nginx tries the revived one again once its fail_timeout (10 s) has passed
  await restart(1);
  await new Promise((r) => setTimeout(r, Math.max(0, killedAt + 11_000 - Date.now())));
});

test('SIGTERM of one process under load: not one request fails, its /live sockets close with 1012 (reconnect)', async () => {
  test.setTimeout(90_000);
  const { cookie, userId } = await login(nginxUrl);
  const story = await getJson<{ id: number }>(`${nginxUrl}/api/boardstories/der-kleine-funke`);
  const { token } = await getJson<{ token: string }>(`${nginxUrl}/api/live-token`, cookie);
  const socket = await openLive(server(1).url, cookie, token);
  const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  let stopLoad = () => {};
  const load = runLoad(cookie, story.id, new Promise((r) => (stopLoad = r)), { retryWrites: false, firstMark: 40_000 });
  await new Promise((r) => setTimeout(r, 2_000));
  const exitCode = await stopLesefunke(server(1));
  await new Promise((r) => setTimeout(r, 1_000));
  stopLoad();
  const result = await load;

  // 1012 "service restart": the browser's /live client reconnects on it (through nginx, to the other process)
  expect(await closeCode).toBe(1012);
  expect(exitCode, 'a drained process exits 0, before the SIGKILL of stopLesefunke').toBe(0);
  // that there was load at all; how much depends on what else the machine runs
  expect(result.gets).toBeGreaterThan(10);
  expect(result.failedGets).toEqual([]);
  expect(result.failedWrites).toEqual([]);
  const acked = [...result.writes.keys()];
  const stored = await storedTimes(userId, acked);
  expect(acked.filter((m) => stored.get(m) !== 1)).toEqual([]);
  await restart(1);
});

test('a rebuild with the server running leaves an open page working, and a reload gets the new build', async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${nginxUrl}/`);
  await expect(page.getByRole('heading', { name: 'Lernerfolg durch Lesespaß' })).toBeVisible();
  // the page is drawn on the server: its app (whose router goes on below) starts once someone is there
  await appReady(page);
  const oldEntry = await page.locator('script[type="module"][src]').first().getAttribute('src');

  // `npm run build` into the folder the processes serve, as an operator would on the server (a new build id,
  // so the hashed names change and vite empties the folder first)
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--outDir', distDir, '--emptyOutDir'], { env: { ...process.env, BUILD_ID: `deploy-${Date.now()}` } }, (err, _out, stderr) =>
      err ? reject(new Error(`vite build failed:\n${stderr}`)) : resolve(),
    ),
  );
  const newIndex = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  expect(newIndex).not.toContain(oldEntry!);

  // the open page goes on to a page it has not loaded yet: its chunk is one of the previous build
  await page.evaluate(() => {
    history.pushState(null, '', '/lizenzen');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Eine Übersicht unserer Lizenzen' })).toBeVisible();

  // a reload takes the new build from both processes, without a restart
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Eine Übersicht unserer Lizenzen' })).toBeVisible();
    expect(await page.locator('script[type="module"][src]').first().getAttribute('src')).not.toBe(oldEntry);
  }
  await context.close();
});

test('nginx itself refuses a body larger than the app takes, before a process sees it', async () => {
  const res = await request(`${nginxUrl}/api/newsletter`, { method: 'POST', body: { email: 'x'.repeat(200 * 1024) } });
  expect(res.status).toBe(413);
  // nginx's own page; the app's 413 would be JSON
  expect(res.headers['content-type']).toMatch(/^text\/html/);
});
