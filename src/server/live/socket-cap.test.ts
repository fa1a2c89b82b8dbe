import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { SESSION_COOKIE } from '../http/session-cookie';
import { createMailer } from '../mail/mailer';
import { seedIfEmpty } from '../seed';
import { createSession } from '../services/sessions';
import { openTestDatabase } from '../testing/test-database';
import { attachLive, MAX_SOCKETS_PER_SESSION, type LiveServer } from './socket';
import { liveToken } from './token';

// One session opened 3,000 /live sockets: a session holds at most MAX_SOCKETS_PER_SESSION, the next is refused (docs/security.md#rate-limits).

const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0' });
let database: Database;
let server: Server;
let live: LiveServer;
let base: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const log = console.log;
  console.log = () => {};
  try {
    await seedIfEmpty(database.db, config);
  } finally {
    console.log = log;
  }
  const app = createApp({ db: database.db, config, mailer: createMailer(database.db, { from: config.mailFrom }) });
  server = createAdaptorServer({ fetch: app.fetch }) as Server;
  live = await attachLive(server, { db: database.db, listen: database.listen, secret: config.secret, logRequests: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  await live?.close();
  await new Promise((resolve) => server?.close(resolve));
  await database?.close();
});

async function sessionOf(email: string) {
  const [{ id }] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const { token } = await createSession(database.db, id);
  return { cookie: `${SESSION_COOKIE}=${token}`, csrf: liveToken(config.secret, token) };
}

/** Opens /live for a session: 101 when the socket opened, else the status of the refused handshake. */
function open(session: { cookie: string; csrf: string }): Promise<number> {
  const ws = new WebSocket(`ws://${base}/live?csrf=${session.csrf}`, { headers: { cookie: session.cookie }, origin: `http://${base}` });
  sockets.push(ws);
  return new Promise((resolve) => {
    ws.once('open', () => resolve(101));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => {});
  });
}

describe('the cap on /live sockets per session', () => {
  test('opens 20 for one session, refuses 10 more with 429 at once, and lets one in again after a socket closed', async () => {
    const owner = await sessionOf('owner@lesefunke.test');
    const first = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_SESSION }, () => open(owner)));
    expect(first).toEqual(Array(MAX_SOCKETS_PER_SESSION).fill(101));
    const extra = await Promise.all(Array.from({ length: 10 }, () => open(owner)));
    expect(extra).toEqual(Array(10).fill(429));

    // another session of the same person, and another person, are not affected
    expect(await open(await sessionOf('owner@lesefunke.test'))).toBe(101);
    expect(await open(await sessionOf('lehrer@lesefunke.test'))).toBe(101);

    const closing = sockets[0];
    await new Promise((resolve) => {
      closing.once('close', resolve);
      closing.close();
    });
    // the server sees the close a moment after the client
    await expect.poll(() => open(owner), { interval: 50, timeout: 5_000 }).toBe(101);
  });
});
