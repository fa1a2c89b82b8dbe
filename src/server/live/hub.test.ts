import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { LiveMessage } from '../../shared/schemas/live';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { organizationMembers, users } from '../db/schema';
import { seedIfEmpty } from '../seed';
import { createMailer } from '../mail/mailer';
import { SESSION_COOKIE } from '../http/session-cookie';
import { createSession, deleteSession } from '../services/sessions';
import { hashToken } from '../services/tokens';
import { kölnAddress } from '../testing/order-fixtures';
import { createHub, SESSION_ENDED, type Hub } from './hub';
import { publishChange } from '../services/publish-change';
import { attachLive, authorize, type LiveServer } from './socket';
import { liveToken } from './token';
import { openTestDatabase } from '../testing/test-database';

const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0' });
let database: Database;
let hubs: Hub[];
const ids: Record<string, number> = {};

/** A socket as the hub sees it: what it was sent, and how it was closed. */
function fakeClient() {
  const client = {
    messages: [] as LiveMessage[],
    closedWith: 0,
    send: (m: string) => client.messages.push(JSON.parse(m) as LiveMessage),
    close: (code: number) => (client.closedWith = code),
  };
  return client;
}

async function signIn(email: string) {
  const userId = ids[email];
  const { token } = await createSession(database.db, userId);
  return { userId, token, sessionHash: hashToken(token) };
}

/** Two hubs on one database stand for two server processes on one DATABASE_URL. */
beforeAll(async () => {
  database = await openTestDatabase();
  const log = console.log;
  console.log = () => {};
  try {
    await seedIfEmpty(database.db, config);
  } finally {
    console.log = log;
  }
  for (const u of await database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
  const [school] = await database.db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, ids['owner@lesefunke.test']));
  ids.school = school.id;
  hubs = [await createHub(database.db, database.listen), await createHub(database.db, database.listen)];
}, 120_000);

afterAll(async () => {
  for (const hub of hubs ?? []) await hub.close();
  await database?.close();
});

describe('hub', () => {
  test('a change reaches the members of the organisation on both processes, and nobody else', async () => {
    const owner = await signIn('owner@lesefunke.test');
    const teacher = await signIn('lehrer@lesefunke.test');
    const librarian = await signIn('bibliothek@lesefunke.test');
    const [a, b, other] = [fakeClient(), fakeClient(), fakeClient()];
    await hubs[0].add(a, owner.userId, owner.sessionHash).ready;
    await hubs[1].add(b, teacher.userId, teacher.sessionHash).ready;
    await hubs[1].add(other, librarian.userId, librarian.sessionHash).ready;

    await publishChange(database.db, ids.school, ['order', 'access-codes']);
    await vi.waitFor(() => expect(a.messages).toHaveLength(1));
    await vi.waitFor(() => expect(b.messages).toHaveLength(1));
    expect(a.messages[0]).toEqual({ type: 'changed', keys: ['order', 'access-codes'] });
    expect(other.messages).toEqual([]);
  });

  test('a removed member hears of the removal and of nothing after it; a new member joins', async () => {
    const teacher = await signIn('lehrer@lesefunke.test');
    const newcomer = await signIn('neu@lesefunke.test');
    const owner = await signIn('owner@lesefunke.test');
    const [t, n, o] = [fakeClient(), fakeClient(), fakeClient()];
    await hubs[0].add(t, teacher.userId, teacher.sessionHash).ready;
    await hubs[1].add(n, newcomer.userId, newcomer.sessionHash).ready;
    await hubs[1].add(o, owner.userId, owner.sessionHash).ready;

    const inSchool = and(eq(organizationMembers.organizationId, ids.school), eq(organizationMembers.userId, teacher.userId));
    await database.db.delete(organizationMembers).where(inSchool);
    await database.db.insert(organizationMembers).values({ organizationId: ids.school, userId: newcomer.userId, userRole: 'USER' });
    await publishChange(database.db, ids.school, ['members']);
    // each hub hears the change on its own (two processes): the teacher's may tell a moment after the owner's
    await vi.waitFor(() => expect(o.messages).toHaveLength(1));
    await vi.waitFor(() => expect(t.messages).toEqual([{ type: 'changed', keys: ['members'] }]));
    expect(n.messages).toEqual([{ type: 'changed', keys: ['members'] }]);

    await publishChange(database.db, ids.school, ['invitations']);
    await vi.waitFor(() => expect(n.messages).toHaveLength(2));
    await vi.waitFor(() => expect(o.messages).toHaveLength(2));
    expect(t.messages).toHaveLength(1);
  });

  test('a socket whose session ended is closed, not told', async () => {
    const owner = await signIn('owner@lesefunke.test');
    const [ended, witness] = [fakeClient(), fakeClient()];
    await hubs[0].add(ended, owner.userId, owner.sessionHash).ready;
    await hubs[0].add(witness, owner.userId, (await signIn('owner@lesefunke.test')).sessionHash).ready;
    await deleteSession(database.db, owner.token);

    await publishChange(database.db, ids.school, ['order']);
    await vi.waitFor(() => expect(witness.messages).toHaveLength(1));
    expect(ended.messages).toEqual([]);
    expect(ended.closedWith).toBe(SESSION_ENDED);
  });
});

describe('authorize', () => {
  const request = (url: string, headers: Record<string, string>) => ({ url, headers: { host: 'lesefunke.test', ...headers } });
  const origin = 'https://lesefunke.test';

  test('refuses a missing session, a wrong CSRF token or a foreign origin', async () => {
    const { token, userId, sessionHash } = await signIn('owner@lesefunke.test');
    const csrf = liveToken(config.secret, token);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const check = (url: string, headers: Record<string, string>) => authorize(request(url, headers), database.db, config.secret);

    expect(await check(`/live?csrf=${csrf}`, { origin, cookie })).toEqual({ userId, sessionHash });
    expect(await check(`/live?csrf=${csrf}`, { origin })).toEqual({ status: 401 });
    expect(await check('/live', { origin, cookie })).toEqual({ status: 403 });
    expect(await check(`/live?csrf=${liveToken(config.secret, 'another-session')}`, { origin, cookie })).toEqual({ status: 403 });
    expect(await check(`/live?csrf=${liveToken('another-secret-of-at-least-32-characters', token)}`, { origin, cookie })).toEqual({ status: 403 });
    expect(await check(`/live?csrf=${csrf}`, { origin: 'https://evil.test', cookie })).toEqual({ status: 403 });
    expect(await check(`/live?csrf=${csrf}`, { cookie })).toEqual({ status: 403 });
    expect(await check(`/elsewhere?csrf=${csrf}`, { origin, cookie })).toEqual({ status: 404 });
    // a well-made token of a session that does not exist (or no longer does)
    const gone = 'no-such-session';
    expect(await check(`/live?csrf=${liveToken(config.secret, gone)}`, { origin, cookie: `${SESSION_COOKIE}=${gone}` })).toEqual({ status: 401 });
  });
});

describe('the real server', () => {
  let server: Server;
  let live: LiveServer;
  let base: string;

  beforeAll(async () => {
    const app = createApp({ db: database.db, config, mailer: createMailer(database.db, { from: config.mailFrom }) });
    server = createAdaptorServer({ fetch: app.fetch }) as Server;
    live = await attachLive(server, { db: database.db, listen: database.listen, secret: config.secret, logRequests: false });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await live?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  const open = (query: string, cookie: string) =>
    new WebSocket(`ws://${base}/live${query}`, { headers: { cookie }, origin: `http://${base}` });

  test('GET /api/live-token hands out the token that opens /live, which then pushes changes', async () => {
    const { token } = await signIn('owner@lesefunke.test');
    const cookie = `${SESSION_COOKIE}=${token}`;
    const res = await fetch(`http://${base}/api/live-token`, { headers: { cookie } });
    const { token: csrf } = (await res.json()) as { token: string };
    expect(res.headers.get('cache-control')).toBe('no-store');

    const ws = open(`?csrf=${csrf}`, cookie);
    const messages: unknown[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    // the subscription is made just after the handshake; a change a moment later must find it
    await vi.waitFor(async () => {
      await publishChange(database.db, ids.school, ['access-codes']);
      expect(messages.length).toBeGreaterThan(0);
    });
    expect(messages[0]).toEqual({ type: 'changed', keys: ['access-codes'] });
    ws.close();
  });

  test('a socket opened before its user had an organisation hears the one they found afterwards', async () => {
    const { token, userId } = await signIn('reset@lesefunke.test');
    expect(await database.db.select().from(organizationMembers).where(eq(organizationMembers.userId, userId))).toEqual([]);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const ws = open(`?csrf=${liveToken(config.secret, token)}`, cookie);
    const messages: unknown[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

    // the order wizard's first step: the user becomes the owner of a new organisation
    const res = await fetch(`http://${base}/api/organizations`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: `http://${base}` },
      body: JSON.stringify({ type: 'MISC', name: 'Leseclub Süd', address: kölnAddress }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    // an administrator activates its order: the owner's open tab must hear of it
    await vi.waitFor(async () => {
      await publishChange(database.db, id, ['order']);
      expect(messages).toContainEqual({ type: 'changed', keys: ['order'] });
    });
    ws.close();
  });

  test('refuses the handshake with 401 without a session and 403 without the token', async () => {
    const { token } = await signIn('owner@lesefunke.test');
    const status = (ws: WebSocket) =>
      new Promise<number>((resolve) => ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)).once('error', () => {}));
    expect(await status(open(`?csrf=${liveToken(config.secret, token)}`, ''))).toBe(401);
    expect(await status(open('?csrf=wrong', `${SESSION_COOKIE}=${token}`))).toBe(403);
    expect((await fetch(`http://${base}/api/live-token`)).status).toBe(401);
  });
});
