import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { berlinDayOf } from '../../shared/domain/berlin-day';
import type { LiveMessage } from '../../shared/schemas/live';
import type { ResultsOverview, TurnReport } from '../../shared/schemas/turns';
import { createApp } from '../app';
import { runCli } from '../cli/run-cli';
import { retireTurns } from '../cli/turn-commands';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { accessCodes, boardstories, organizationMembers, turns, turnTotals, users } from '../db/schema';
import { createHub, type Hub } from '../live/hub';
import { createMailer } from '../mail/mailer';
import { seedIfEmpty } from '../seed';
import { login } from '../testing/test-app';
import { openTestDatabase } from '../testing/test-database';
import { hashToken } from './tokens';
import { createSession } from './sessions';
import { reportTurn, TURNS_PUSH_INTERVAL_MS } from './turns';
import { retireOldTurns } from './turn-retention';

// The turns' life beyond a report: the live push to the school, the retention job and its command, a code's deletion.

const config = loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: '0' });
let database: Database;
let app: ReturnType<typeof createApp>;
let hub: Hub;
let maus: number;
let school: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  const log = console.log;
  console.log = () => {};
  try {
    await seedIfEmpty(database.db, config);
  } finally {
    console.log = log;
  }
  app = createApp({ db: database.db, config, mailer: createMailer(database.db, { from: config.mailFrom, devOutbox: false }) });
  for (const u of await database.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email.split('@')[0]] = u.id;
  [{ id: maus }] = await database.db.select({ id: boardstories.id }).from(boardstories).where(eq(boardstories.slug, 'die-mutige-maus'));
  [{ id: school }] = await database.db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, ids.owner));
  hub = await createHub(database.db, database.listen);
}, 120_000);

afterAll(async () => {
  await hub?.close();
  await database?.close();
});

const newTurn = () => crypto.randomBytes(16).toString('base64url');
const report = (r: Partial<TurnReport> = {}) => ({ boardstory: maus, accessCode: 'FUNKE-GUELTIG', furthestSeconds: 10, ended: false, quiz: [], search: [], impulses: [], ...r });

function listener(who: string) {
  const client = { messages: [] as LiveMessage[], send: (m: string) => client.messages.push(JSON.parse(m) as LiveMessage), close: () => {} };
  return createSession(database.db, ids[who]).then(async ({ token }) => {
    await hub.add(client, ids[who], hashToken(token)).ready;
    return client;
  });
}

describe('live push', () => {
  test("a report that changes something tells the code's school, once for a burst; nobody else hears of it", async () => {
    const [owner, teacher, librarian] = await Promise.all([listener('owner'), listener('lehrer'), listener('bibliothek')]);
    // a class of tablets reporting at once: the first push goes out at once, the rest together after the interval
    for (let i = 0; i < 6; i++) await reportTurn(database.db, newTurn(), report());
    await vi.waitFor(() => expect(owner.messages).toEqual([{ type: 'changed', keys: ['turns'] }]));
    await vi.waitFor(() => expect(owner.messages).toHaveLength(2), { timeout: 5_000 });
    await vi.waitFor(() => expect(teacher.messages).toHaveLength(2));
    // nothing more comes for that burst: absence can only be waited for
    await new Promise((resolve) => setTimeout(resolve, TURNS_PUSH_INTERVAL_MS + 300));
    expect(owner.messages).toHaveLength(2);
    expect(librarian.messages).toEqual([]);
  });

  test('a replay that adds nothing changes nothing, and so pushes nothing', async () => {
    const id = newTurn();
    expect(await reportTurn(database.db, id, report({ furthestSeconds: 50 }))).toEqual({ changed: true });
    expect(await reportTurn(database.db, id, report({ furthestSeconds: 50 }))).toEqual({ changed: false });
    expect(await reportTurn(database.db, id, report({ furthestSeconds: 20 }))).toEqual({ changed: false });
    expect(await reportTurn(database.db, id, report({ furthestSeconds: 20, ended: true }))).toEqual({ changed: true });
  });
});

async function ownerTotals(cookie: string) {
  const res = await app.request('/api/results', { headers: { cookie } });
  const body = (await res.json()) as ResultsOverview;
  return body.totals?.find((s) => s.boardstory.id === maus);
}

describe('retention', () => {
  test('deletes turns past the retention period and keeps their counts in the totals', async () => {
    const owner = await login(app, 'owner@lesefunke.test');
    const old = [newTurn(), newTurn(), newTurn()];
    for (const [i, id] of old.entries()) await reportTurn(database.db, id, report({ ended: i === 0 }));
    // begun 400 days ago, yet inside the school's licence period: its counts must stay in the owner's totals
    await database.db
      .update(turns)
      .set({ startedAt: sql`now() - interval '400 days'` })
      .where(sql`${turns.turnHash} IN (${sql.join(old.map((id) => sql`${hashToken(id)}`), sql`, `)})`);
    await database.db.execute(sql`UPDATE orders SET valid_from = now() - interval '500 days' WHERE organization_id = ${school}`);
    const before = await ownerTotals(owner);
    const [{ n: all }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(turns);

    expect(await retireOldTurns(database.db, 365)).toBe(3);
    const left = await database.db.select({ hash: turns.turnHash }).from(turns);
    expect(left).toHaveLength(all - 3);
    expect(left.map((t) => t.hash)).not.toContain(hashToken(old[0]));
    expect(await database.db.select().from(turnTotals)).toEqual([expect.objectContaining({ boardstoryId: maus, organizationId: school, turnsStarted: 3, turnsFinished: 1 })]);
    expect(await ownerTotals(owner)).toEqual(before);
    expect(await retireOldTurns(database.db, 365)).toBe(0);
  });

  test('npm run admin -- retire-turns does the same at once, with the days given', async () => {
    const id = newTurn();
    await reportTurn(database.db, id, report());
    await database.db.update(turns).set({ startedAt: sql`now() - interval '40 days'` }).where(eq(turns.turnHash, hashToken(id)));
    const out: string[] = [];
    const err: string[] = [];
    const run = (...argv: string[]) =>
      runCli([retireTurns], argv, {
        env: { NODE_ENV: 'test' },
        out: (line) => out.push(line),
        err: (line) => err.push(line),
        openDb: async () => ({ db: database.db, close: async () => {}, listen: async () => async () => {} }),
      });
    expect(await run('retire-turns')).toBe(0);
    expect(out.pop()).toBe('Keine Durchgänge älter als 365 Tage.');
    expect(await run('retire-turns', '--days', 'dreißig')).toBe(1);
    expect(err.join('\n')).toContain('--days: muss eine Zahl von Tagen zwischen 1 und 3650 sein.');
    expect(await run('retire-turns', '--days', '30')).toBe(0);
    expect(out.pop()).toBe('1 Durchgänge älter als 30 Tage gelöscht; ihre Zahlen je Geschichte bleiben.');
    expect(await database.db.select().from(turns).where(eq(turns.turnHash, hashToken(id)))).toEqual([]);
  });
});

describe("a code's deletion", () => {
  test('deletes its turns and what they did', async () => {
    const teacher = await login(app, 'lehrer@lesefunke.test');
    const made = await app.request('/api/access-codes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: teacher },
      body: JSON.stringify({
        boardstory: maus,
        organization: school,
        startingDate: berlinDayOf(new Date()),
        soundEnabled: true, subtitlesEnabled: true, autoplayEnabled: true, searchGameEnabled: true, impulseEnabled: true, quizEnabled: true,
        hiddenAttachments: [],
      }),
    });
    const code = (await made.json()) as { id: number; code: string };
    await reportTurn(database.db, newTurn(), report({ accessCode: code.code }));
    const ofCode = () => database.db.select().from(turns).where(eq(turns.accessCodeId, code.id));
    expect(await ofCode()).toHaveLength(1);
    expect((await app.request(`/api/access-codes/${code.id}`, { method: 'DELETE', headers: { cookie: teacher } })).status).toBe(204);
    expect(await database.db.select().from(accessCodes).where(eq(accessCodes.id, code.id))).toEqual([]);
    expect(await ofCode()).toEqual([]);
  });
});
