import type { Server as HttpServer } from 'node:http';
import { Server, type AddressInfo } from 'node:net';
import { createAdaptorServer, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { takeTurns } from './http/take-turns';

// A process's life behind a load balancer (docs/deployment.md#lifecycle): it listens at once and answers 503 while
// it migrates and seeds, serves while ready, and on SIGTERM drains: readiness says 503, no new connections,
// running requests finish, then the database closes and the process ends with 0.

type Fetch = (request: Request, env: HttpBindings | Http2Bindings) => Response | Promise<Response>;
export type Phase = 'starting' | 'ready' | 'draining';

/** How long `select 1` may take before the database counts as not answering: a load balancer asks every few seconds. */
const READY_QUERY_MS = 2_000;
/**
 * How long a draining process keeps its idle kept-alive connections (see stop). nginx reuses its warm connections
 * within milliseconds under load; a connection idle for a second is one it reaches for last.
 */
const IDLE_GRACE_MS = 1_000;

const unavailable = (description: string) =>
  Response.json(
    { error: 'unavailable', error_description: description },
    { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '1' } },
  );

/** GET /api/ready: 200 while serving and the database answers in time, else 503 (the error shape). */
export async function readiness(phase: Phase, db: Db | undefined): Promise<Response> {
  if (phase === 'starting' || !db) return unavailable('server is starting');
  if (phase === 'draining') return unavailable('server is stopping');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), READY_QUERY_MS)));
  const answer = await Promise.race([db.execute(sql`select 1`).then(() => 'ok' as const), timeout]).catch(() => 'error' as const);
  clearTimeout(timer);
  if (answer !== 'ok') return unavailable('database does not answer');
  return Response.json({ status: 'ready' }, { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The address a process listens on, as an operator would open it: the one bound (HOST=127.0.0.1 prints 127.0.0.1,
 * an IPv6 address in brackets); bound to every address (no HOST), localhost stands for them.
 */
export function listeningAt(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') return String(address);
  if (address.address === '::' || address.address === '0.0.0.0') return `http://localhost:${address.port} (alle Adressen dieses Rechners)`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

export type Running = {
  /** The node:http server: /live attaches to it. */
  server: HttpServer;
  /** Starts serving `fetch` (the site) once the database is migrated and seeded; until then every answer is 503. */
  serve: (fetch: Fetch, deps: { db: Db; closeLive: () => Promise<void>; closeDatabase: () => Promise<void> }) => void;
  /** Drains and ends the process (SIGTERM, SIGINT). */
  stop: () => Promise<void>;
};

/** Listens on `port` right away, so a load balancer sees a starting process as 503 rather than as a refused connection. */
export function listenEarly(opts: { port: number; host: string | undefined; shutdownTimeoutMs: number; onListening: (server: HttpServer) => void }): Running {
  let phase: Phase = 'starting';
  let site: Fetch | undefined;
  let deps: Parameters<Running['serve']>[1] | undefined;

  const answer: Fetch = (request, env) => {
    // GET and HEAD only: any other method falls through to the app's JSON 404 like every unknown API path
    if ((request.method === 'GET' || request.method === 'HEAD') && new URL(request.url).pathname === '/api/ready') return readiness(phase, deps?.db);
    if (!site) return unavailable('server is starting');
    return site(request, env);
  };
  const fetch: Fetch = async (request, env) => {
    const response = await answer(request, env);
    if (phase !== 'draining') return response;
    // this connection's last answer, the readiness 503 included: the client (nginx, a monitor) opens its next one
    // to a process that stays, since this one accepts no new connections
    const closing = new Response(response.body, response);
    closing.headers.set('Connection', 'close');
    return closing;
  };

  // each request waits for its turn of the event loop, so new connections are accepted under load (http/take-turns.ts);
  // without createServer options this is a node:http server (its type also names the HTTP/2 ones)
  const server = createAdaptorServer({ fetch: takeTurns(fetch) }) as HttpServer;
  // an idle connection stays open for a minute, not Node's 5 s: a reader's next click reuses it instead of opening
  // a new one (each waits for a turn to be accepted) or racing our close, which the client sees as a reset
  server.keepAliveTimeout = 65_000;
  server.listen(opts.port, opts.host, () => opts.onListening(server));
  // open connections and running requests: while there are more connections, some are idle (see stop)
  let connections = 0;
  let requests = 0;
  server.on('connection', (socket) => (connections++, socket.once('close', () => connections--)));
  server.on('request', (_req, res) => (requests++, res.once('close', () => requests--)));

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      phase = 'draining';
      const started = Date.now();
      // No new connections: nginx's next try of this process is refused and goes to another one, a write included.
      // (net.Server's close: http.Server's own would also close the idle kept-alive connections at once.)
      const closed = new Promise<void>((resolve) => Server.prototype.close.call(server, () => resolve()));
      // /live clients reconnect on 1012 (Service Restart), through nginx to a process that stays (lib/live.ts)
      await deps?.closeLive();
      // An idle kept-alive connection is one nginx may be writing a request into just as we close it, and a POST it
      // sent into a closing connection is one it must not pass on: a 502 (deploy/nginx.conf). For a moment they stay;
      // each answer now says Connection: close (above), so a connection nginx reuses closes after its answer, and
      // only what is still idle then is closed. Busy ones close after their answer.
      while (connections > requests && Date.now() - started < IDLE_GRACE_MS) await new Promise((r) => setTimeout(r, 20));
      server.closeIdleConnections();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), Math.max(0, opts.shutdownTimeoutMs - (Date.now() - started)))));
      if ((await Promise.race([closed.then(() => 'done' as const), late])) === 'late') {
        console.warn(`Nach ${opts.shutdownTimeoutMs / 1000} s liefen noch Anfragen; sie werden abgebrochen (SHUTDOWN_TIMEOUT).`);
        server.closeAllConnections();
      }
      clearTimeout(timer);
      // last: a request still running needed it
      await deps?.closeDatabase();
    })());

  return {
    server,
    serve(fetchSite, serveDeps) {
      site = fetchSite;
      deps = serveDeps;
      if (phase === 'starting') phase = 'ready';
    },
    stop,
  };
}

const DAY_MS = 86_400_000;

/**
 * A job that runs at the start and then once a day (the retention of pupils' turns, docs/privacy.md#how-long). A run
 * that fails is said on the console and tried again the next day; the timer keeps no process alive, and `stop` ends it
 * before the database closes.
 */
export function runDaily(name: string, job: () => Promise<void>, intervalMs = DAY_MS): { stop: () => void; firstRun: Promise<void> } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const run = async () => {
    try {
      await job();
    } catch (err) {
      console.error(`${name} fehlgeschlagen: ${(err as Error).message}`);
    }
    if (!stopped) timer = setTimeout(() => void run(), intervalMs).unref();
  };
  const firstRun = run();
  return {
    firstRun,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
