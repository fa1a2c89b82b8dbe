import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boardstory } from '../../shared/schemas/boardstories';
import { trackingEvents, users } from '../db/schema';
import { hashToken } from '../services/tokens';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
let maus: number;
let lehrer: string;
let lehrerId: number;
beforeAll(async () => {
  t = await createTestApp();
  maus = ((await (await t.app.request('/api/boardstories/die-mutige-maus')).json()) as Boardstory).id;
  lehrer = await login(t.app, 'lehrer@lesefunke.test');
  lehrerId = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'lehrer@lesefunke.test')))[0].id;
}, 120_000);
afterAll(() => t.close());

const send = (method: string, path: string, body: unknown, cookie?: string) =>
  t.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

async function start(body: Record<string, unknown>, cookie?: string): Promise<string> {
  const res = await send('POST', '/api/track', { boardstory: maus, boardstoryTimestamp: 0, event: 'boardstoryWatched', ...body }, cookie);
  expect(res.status).toBe(201);
  return ((await res.json()) as { trackingToken: string }).trackingToken;
}
const stored = async (token: string) =>
  (await t.db.select().from(trackingEvents).where(eq(trackingEvents.tokenHash, hashToken(token))))[0];

describe('POST /api/track', () => {
  it("stores a teacher's playback under the teacher, keeping only the token's hash", async () => {
    const token = await start({ user: lehrerId }, lehrer);
    const row = await stored(token);
    expect(row).toMatchObject({ boardstoryId: maus, userId: lehrerId, isAnonymous: false, event: 'boardstoryWatched', hasEnded: false });
    expect(row.tokenHash).not.toBe(token);
  });

  it('tracks code holders anonymously, even on a device where a teacher is logged in', async () => {
    for (const cookie of [undefined, lehrer]) {
      const row = await stored(await start({ accessCode: 'FUNKE-GUELTIG', isAnonymous: true }, cookie));
      expect(row.isAnonymous).toBe(true);
      expect(row.userId).toBeNull();
      expect(row.accessCodeId).not.toBeNull();
    }
  });

  it('refuses a foreign user id, an invalid code and malformed input', async () => {
    expect((await send('POST', '/api/track', { boardstory: maus, user: lehrerId + 1, boardstoryTimestamp: 0, event: 'boardstoryWatched' }, lehrer)).status).toBe(403);
    expect((await send('POST', '/api/track', { boardstory: maus, accessCode: 'FUNKE-ABGELAUFEN', boardstoryTimestamp: 0, event: 'boardstoryWatched' })).status).toBe(403);
    for (const body of [
      { boardstory: maus, boardstoryTimestamp: 0, event: 'somethingElse' },
      { boardstory: maus, boardstoryTimestamp: 86_401, event: 'boardstoryWatched' },
      { boardstory: 'x', boardstoryTimestamp: 0, event: 'boardstoryWatched' },
      // beyond PostgreSQL's integer: refused by the schema, not by the database
      { boardstory: 99_999_999_999, boardstoryTimestamp: 0, event: 'boardstoryWatched' },
    ]) {
      const res = await send('POST', '/api/track', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_request' });
    }
    expect((await send('POST', '/api/track', { boardstory: 999_999, boardstoryTimestamp: 0, event: 'boardstoryWatched' })).status).toBe(404);
  });
});

describe('PATCH /api/track/{trackingToken}', () => {
  it('keeps the newest timestamp and hasEnded once it was sent', async () => {
    const token = await start({});
    expect((await send('PATCH', `/api/track/${token}`, { boardstoryTimestamp: 30 })).status).toBe(204);
    expect(await stored(token)).toMatchObject({ boardstoryTimestamp: 30, hasEnded: false });
    expect((await send('PATCH', `/api/track/${token}`, { boardstoryTimestamp: 200, hasEnded: true })).status).toBe(204);
    expect((await send('PATCH', `/api/track/${token}`, { boardstoryTimestamp: 12 })).status).toBe(204);
    expect(await stored(token)).toMatchObject({ boardstoryTimestamp: 12, hasEnded: true });
  });

  it('answers an unknown token with 404 and a malformed one with 400', async () => {
    expect((await send('PATCH', `/api/track/${'a'.repeat(43)}`, { boardstoryTimestamp: 1 })).status).toBe(404);
    expect((await send('PATCH', '/api/track/kurz', { boardstoryTimestamp: 1 })).status).toBe(400);
    const token = await start({});
    expect((await send('PATCH', `/api/track/${token}`, { boardstoryTimestamp: -1 })).status).toBe(400);
  });
});
