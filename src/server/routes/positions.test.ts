import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PositionList, PutPosition, StoredPosition } from '../../shared/schemas/positions';
import { boardstories, playbackPositions, users } from '../db/schema';
import { createTestApp, login, type TestApp } from '../testing/test-app';

// Resume across devices (docs/stories-and-player.md#resume): a signed-in user's positions on the server, newest wins.

let t: TestApp;
let maus: number;
let funke: number;
beforeAll(async () => {
  t = await createTestApp();
  const stories = await t.db.select({ id: boardstories.id, slug: boardstories.slug }).from(boardstories);
  maus = stories.find((s) => s.slug === 'die-mutige-maus')!.id;
  funke = stories.find((s) => s.slug === 'der-kleine-funke')!.id;
}, 120_000);
afterAll(() => t.close());

async function call(method: string, path: string, opts: { body?: unknown; cookie?: string; rawBody?: string } = {}) {
  const res = await t.app.request(path, {
    method,
    body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    headers: { 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) };
}

const at = (iso: string) => new Date(iso).toISOString();
const put = (cookie: string | undefined, id: number, body: PutPosition, path = `/api/me/positions/${id}`) => call('PUT', path, { cookie, body });
const list = async (cookie: string, id: number) => ((await call('GET', `/api/me/positions/${id}`, { cookie })).json() as PositionList).positions;

describe('a signed-in user keeps the position on the server', () => {
  it('answers the newest position by the moment it was taken, not by its arrival', async () => {
    const cookie = await login(t.app, 'lehrer@lesefunke.test');
    const first = await put(cookie, maus, { variant: 'text', seconds: 42.5, duration: 300, savedAt: at('2026-03-01T10:00:00Z') });
    expect(first.status).toBe(200);
    expect(first.json()).toEqual({ variant: 'text', seconds: 42.5, duration: 300, savedAt: at('2026-03-01T10:00:00Z') } satisfies StoredPosition);

    const newer = await put(cookie, maus, { variant: 'text', seconds: 90, duration: 300, savedAt: at('2026-03-01T10:05:00Z') });
    expect(newer.json().seconds).toBe(90);
    // the laptop was offline: its older position arrives after the whiteboard's newer one and changes nothing
    const late = await put(cookie, maus, { variant: 'text', seconds: 12, duration: 300, savedAt: at('2026-03-01T10:02:00Z') });
    expect(late.status).toBe(200);
    expect(late.json()).toMatchObject({ seconds: 90, savedAt: at('2026-03-01T10:05:00Z') });
    expect(await list(cookie, maus)).toEqual([{ variant: 'text', seconds: 90, duration: 300, savedAt: at('2026-03-01T10:05:00Z') }]);

    // each variant has its own position
    await put(cookie, maus, { variant: 'notext', seconds: 7, duration: 300, savedAt: at('2026-03-01T10:06:00Z') });
    expect((await list(cookie, maus)).map((p) => [p.variant, p.seconds])).toEqual([
      ['notext', 7],
      ['text', 90],
    ]);
  });

  it('keeps a forgotten position, so an older one sent late does not come back', async () => {
    const cookie = await login(t.app, 'owner@lesefunke.test');
    await put(cookie, funke, { variant: 'text', seconds: 60, duration: 200, savedAt: at('2026-04-01T08:00:00Z') });
    const forgotten = await put(cookie, funke, { variant: 'text', seconds: null, duration: 200, savedAt: at('2026-04-01T08:10:00Z') });
    expect(forgotten.json()).toMatchObject({ seconds: null });
    await put(cookie, funke, { variant: 'text', seconds: 80, duration: 200, savedAt: at('2026-04-01T08:05:00Z') });
    expect(await list(cookie, funke)).toEqual([{ variant: 'text', seconds: null, duration: 200, savedAt: at('2026-04-01T08:10:00Z') }]);
  });

  it('takes a device clock ahead of the server as the moment of arrival, so it cannot win over every later position', async () => {
    const cookie = await login(t.app, 'admin@lesefunke.test');
    const before = Date.now();
    const ahead = await put(cookie, maus, { variant: 'text', seconds: 30, duration: 300, savedAt: at('2099-01-01T00:00:00Z') });
    const savedAt = Date.parse(ahead.json().savedAt);
    expect(savedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(savedAt).toBeLessThanOrEqual(Date.now());
    const [row] = await t.db
      .select()
      .from(playbackPositions)
      .innerJoin(users, eq(users.id, playbackPositions.userId))
      .where(and(eq(users.email, 'admin@lesefunke.test'), eq(playbackPositions.boardstoryId, maus)));
    expect(row.playback_positions.receivedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const later = await put(cookie, maus, { variant: 'text', seconds: 31, duration: 300, savedAt: new Date(Date.now() + 1).toISOString() });
    expect(later.json().seconds).toBe(31);
  });

  it('answers each demo role and a second organisation’s owner with their own positions only', async () => {
    const roles = ['owner', 'lehrer', 'bibliothek', 'leser', 'abgelaufen', 'neu', 'admin'];
    const cookies = Object.fromEntries(await Promise.all(roles.map(async (r) => [r, await login(t.app, `${r}@lesefunke.test`)] as const)));
    for (const [index, role] of roles.entries()) {
      const res = await put(cookies[role], funke, { variant: 'notext', seconds: 10 + index, duration: 200, savedAt: at(`2026-05-01T09:00:0${index}Z`) });
      expect(res.status, role).toBe(200);
    }
    for (const [index, role] of roles.entries()) {
      expect((await list(cookies[role], funke)).find((p) => p.variant === 'notext')?.seconds, role).toBe(10 + index);
    }
    // the library's owner (another organisation) sees nothing of the school teacher's story position
    expect(await list(cookies.bibliothek, maus)).toEqual([]);
  });
});

describe('nobody else', () => {
  const body: PutPosition = { variant: 'text', seconds: 33, duration: 300, savedAt: at('2026-06-01T12:00:00Z') };

  it('answers a guest and a pupil’s code 401 and stores nothing', async () => {
    const before = await t.db.select().from(playbackPositions);
    for (const path of [`/api/me/positions/${maus}`, `/api/me/positions/${maus}?accessCode=FUNKE-GUELTIG`]) {
      expect((await put(undefined, maus, body, path)).status, path).toBe(401);
      expect((await call('GET', path)).status, path).toBe(401);
    }
    expect(await t.db.select().from(playbackPositions)).toEqual(before);
  });

  it('refuses hostile input with a 4xx', async () => {
    const cookie = await login(t.app, 'lehrer@lesefunke.test');
    const bad: unknown[] = [
      { ...body, seconds: -1 },
      { ...body, seconds: 1e300 },
      { ...body, seconds: 86_401 },
      { ...body, duration: -5 },
      { ...body, duration: Number.MAX_SAFE_INTEGER },
      { ...body, seconds: '12' },
      { ...body, variant: 'both' },
      { ...body, variant: 'text\0' },
      { ...body, savedAt: 'gestern' },
      { ...body, savedAt: '2026-06-01T12:00:00\0Z' },
      { ...body, savedAt: '1970-01-01T00:00:00Z' },
      { ...body, savedAt: 'x'.repeat(10_000) },
      { ...body, savedAt: undefined },
      [],
      null,
    ];
    for (const value of bad) {
      const res = await put(cookie, maus, value as PutPosition);
      expect(res.status, JSON.stringify(value)).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
    for (const id of ['0', '-1', '2147483648', '1e3', 'abc', '%00']) {
      expect((await call('PUT', `/api/me/positions/${id}`, { cookie, body })).status, id).toBe(400);
      expect((await call('GET', `/api/me/positions/${id}`, { cookie })).status, id).toBe(400);
    }
    expect((await call('PUT', `/api/me/positions/${maus}`, { cookie, rawBody: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000) })).status).toBeLessThan(500);
    expect((await put(cookie, 999_999, body)).status).toBe(404);
  });
});
