import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { LIVE_PATH } from '../shared/schemas/live';
import type { Db } from './db/client';
import { listeningAt, readiness, runDaily } from './lifecycle';
import { DEMO_PASSWORD } from './seed/accounts';
import { openTestDatabase } from './testing/test-database';
import type { Database } from './db/client';

// A process behind nginx (docs/deployment.md#lifecycle): 503 from GET /api/ready while it starts or drains (then
// with Connection: close, as every answer of a draining process); on SIGTERM the requests it accepted all finish, /live sockets hear 1012 (the browser reconnects), the exit is 0.

describe('GET /api/ready', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('is 200 while serving with a database that answers', async () => {
    const res = await readiness('ready', database.db);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('is 503 with the error shape while starting or draining, or when the database does not answer in time', async () => {
    const hanging = { execute: () => new Promise(() => {}) } as unknown as Db;
    const failing = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const cases = [
      [await readiness('starting', undefined), 'server is starting'],
      [await readiness('draining', database.db), 'server is stopping'],
      [await readiness('ready', failing), 'database does not answer'],
      [await readiness('ready', hanging), 'database does not answer'],
    ] as const;
    for (const [res, description] of cases) {
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ error: 'unavailable', error_description: description });
    }
  });
});

describe('runDaily', () => {
  it('runs the job at the start and after each interval, goes on after a failure, and stops when told', async () => {
    const runs: number[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const job = runDaily('Probe', async () => {
      runs.push(runs.length);
      if (runs.length === 2) throw new Error('kaputt');
    }, 20);
    await job.firstRun;
    expect(runs).toEqual([0]);
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(3));
    expect(error).toHaveBeenCalledWith('Probe fehlgeschlagen: kaputt');
    job.stop();
    const stoppedAt = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toHaveLength(stoppedAt);
    error.mockRestore();
  });
});

describe('the start line', () => {
  it('names the address the process listens on', () => {
    expect(listeningAt({ address: '127.0.0.1', family: 'IPv4', port: 3001 })).toBe('http://127.0.0.1:3001');
    expect(listeningAt({ address: '::1', family: 'IPv6', port: 3001 })).toBe('http://[::1]:3001');
    expect(listeningAt({ address: '10.0.0.5', family: 'IPv4', port: 80 })).toBe('http://10.0.0.5:80');
    for (const address of ['::', '0.0.0.0']) {
      expect(listeningAt({ address, family: address === '::' ? 'IPv6' : 'IPv4', port: 3001 })).toBe('http://localhost:3001 (alle Adressen dieses Rechners)');
    }
  });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** A request on the agent's connections; `trickle` sends the body in two halves, `pauseMs` apart (a slow client). */
function request(agent: http.Agent, port: number, opts: { method?: string; path: string; headers?: http.OutgoingHttpHeaders; body?: string; pauseMs?: number }) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ agent, host: '127.0.0.1', port, method: opts.method ?? 'GET', path: opts.path, headers: opts.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', (err: NodeJS.ErrnoException) => reject(Object.assign(err, { reused: req.reusedSocket })));
    if (!opts.body) return req.end();
    const half = Math.floor(opts.body.length / 2);
    req.write(opts.body.slice(0, half));
    setTimeout(() => req.end(opts.body!.slice(half)), opts.pauseMs ?? 0);
  });
}

/**
 * Not accepted, so not failed: a new connection to a closed port, or a request on a kept-alive connection the
 * server closed while it was idle (the client, as nginx does, sends it again elsewhere).
 */
const notAccepted = (err: NodeJS.ErrnoException & { reused?: boolean }) => err.code === 'ECONNREFUSED' || (err.reused === true && err.code === 'ECONNRESET');

describe('SIGTERM under load', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-drain-'));
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lesefunke-drain-dist-'));
  afterAll(() => {
    for (const dir of [dataDir, distDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finishes every accepted request, closes /live with 1012 and exits with 0 within SHUTDOWN_TIMEOUT', async () => {
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="de"><head><title>Lesefunke</title></head><body><div id="root"></div></body></html>');
    const port = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'test', LOG_REQUESTS: '0', SHUTDOWN_TIMEOUT: '8' };
    // PGlite in its own folder: the PostgreSQL test server is for the in-process tests
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    // starting: the port answers before the database is ready, with 503 from /api/ready and every other path
    const agent = new http.Agent({ keepAlive: true });
    const seen: string[] = [];
    for (let ready = false; !ready; ) {
      expect(child.exitCode, output).toBeNull();
      const answer = await request(agent, port, { path: '/api/ready' }).catch(() => null);
      if (answer) seen.push(`${answer.status} ${answer.body}`);
      ready = answer?.status === 200;
      if (!ready) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toContain('503 {"error":"unavailable","error_description":"server is starting"}');
    expect(seen.at(-1)).toBe('200 {"status":"ready"}');
    // HOST=127.0.0.1: the address it listens on, not a localhost that may resolve elsewhere
    await expect.poll(() => output).toContain(`Lesefunke startet auf http://127.0.0.1:${port}\n`);
    await expect.poll(() => output).toContain(`Lesefunke läuft auf http://127.0.0.1:${port}\n`);

    const login = await request(agent, port, {
      method: 'POST',
      path: '/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'lehrer@lesefunke.test', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = String(login.headers['set-cookie']?.[0]).split(';')[0];
    // the same answer for anyone; only GET and HEAD: a write to it is the JSON 404 of every unknown API path
    expect((await request(agent, port, { path: '/api/ready?x=%3Cscript%3E', headers: { cookie } })).body).toBe('{"status":"ready"}');
    const write = await request(agent, port, { method: 'POST', path: '/api/ready', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(write.status).toBe(404);
    expect(JSON.parse(write.body)).toMatchObject({ error: 'not_found' });
    const { token } = JSON.parse((await request(agent, port, { path: '/api/live-token', headers: { cookie } })).body) as { token: string };
    const socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_PATH}?csrf=${encodeURIComponent(token)}`, { headers: { cookie, origin: `http://127.0.0.1:${port}` } });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const liveClosed = new Promise<number>((resolve) => socket.once('close', resolve));

    // load: a slow login whose body is still arriving at SIGTERM, and four clients browsing on kept-alive connections
    const slowBody = JSON.stringify({ username: 'lehrer@lesefunke.test', password: DEMO_PASSWORD });
    const slow = request(new http.Agent({ keepAlive: true }), port, { method: 'POST', path: '/auth/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(slowBody) }, body: slowBody, pauseMs: 1_500 });
    let stopped = false;
    const failures: string[] = [];
    let served = 0;
    const browse = async (paths: string[]) => {
      const own = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; ; i++) {
        try {
          const answer = await request(own, port, { path: paths[i % paths.length] });
          if (answer.status !== 200) failures.push(`${paths[i % paths.length]}: ${answer.status}`);
          served++;
        } catch (err) {
          if (!notAccepted(err as NodeJS.ErrnoException)) failures.push(`${paths[i % paths.length]}: ${(err as Error).message}`);
          if (stopped) return;
        }
      }
    };
    const clients = [0, 1, 2, 3].map((n) => browse(n % 2 ? ['/api/boardstories', '/api/health'] : ['/', '/api/tags']));
    // the slow login is still sending its body when the signal comes
    const loadStarted = Date.now();
    while (served < 20 && Date.now() - loadStarted < 1_000) await new Promise((r) => setTimeout(r, 20));

    // a readiness check on a connection opened before the signal: it keeps asking until the drain answers
    const checker = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await request(checker, port, { path: '/api/ready' })).status).toBe(200);
    const readyWhileDraining = (async () => {
      for (;;) {
        const answer = await request(checker, port, { path: '/api/ready' });
        if (answer.status !== 200) return answer;
      }
    })();

    const signalled = Date.now();
    stopped = true;
    child.kill('SIGTERM');
    const [slowAnswer, code, liveCode, draining] = await Promise.all([slow, exited, liveClosed, readyWhileDraining, ...clients]);
    const tookMs = Date.now() - signalled;

    expect(failures, output).toEqual([]);
    expect(served).toBeGreaterThan(4);
    expect(slowAnswer.status).toBe(200);
    expect(JSON.parse(slowAnswer.body)).toMatchObject({ email: 'lehrer@lesefunke.test' });
    // its connection's last answer: nginx opens the next one to another process
    expect(slowAnswer.headers.connection).toBe('close');
    // readiness during the drain: 503 on the open connection, which that answer closes (the port takes no new ones)
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body)).toEqual({ error: 'unavailable', error_description: 'server is stopping' });
    expect(draining.headers.connection).toBe('close');
    expect(liveCode).toBe(1012);
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(8_000);
    // the port is closed for new connections
    await expect(request(new http.Agent(), port, { path: '/api/health' })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    agent.destroy();
  }, 180_000);
});
