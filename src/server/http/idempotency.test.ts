import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Boardstory } from '../../shared/schemas/boardstories';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { AccessCode } from '../../shared/schemas/playback';
import { bookmarks, emailOutbox, idempotencyKeys, trackingEvents, users } from '../db/schema';
import { createTestApp, login, type TestApp } from '../testing/test-app';

let t: TestApp;
let maus: number;
const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['owner', 'lehrer']) {
    cookies[who] = await login(t.app, `${who}@lesefunke.test`);
    ids[who] = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, `${who}@lesefunke.test`)))[0].id;
  }
  maus = ((await (await t.app.request('/api/boardstories/die-mutige-maus')).json()) as Boardstory).id;
}, 120_000);
afterAll(() => t.close());

const call = (method: string, path: string, key: string | null, who?: string, body?: unknown) =>
  t.app.request(path, {
    method,
    headers: {
      ...(key === null ? {} : { 'Idempotency-Key': key }),
      ...(who ? { cookie: cookies[who] } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
const rowsOf = async (key: string) => t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

describe('Idempotency-Key on /api writes', () => {
  it('a repeated bookmark gets the first answer again, and the repeat after a remove does not bookmark again', async () => {
    const key = randomUUID();
    const first = await call('POST', '/api/bookmarks', key, 'lehrer', { boardstoryId: maus });
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await call('DELETE', `/api/bookmarks/${maus}`, randomUUID(), 'lehrer')).status).toBe(204);
    const repeat = await call('POST', '/api/bookmarks', key, 'lehrer', { boardstoryId: maus });
    expect(repeat.status).toBe(201);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    const kept = await t.db.select().from(bookmarks).where(and(eq(bookmarks.userId, ids.lehrer), eq(bookmarks.boardstoryId, maus)));
    expect(kept).toHaveLength(0);
    expect(await rowsOf(key)).toHaveLength(1);
  });

  it('a repeated tracking start answers the same token and stores one playback', async () => {
    const key = randomUUID();
    const body = { boardstory: maus, boardstoryTimestamp: 0, event: 'boardstoryWatched', isAnonymous: true, accessCode: 'FUNKE-GUELTIG' };
    const before = (await t.db.select().from(trackingEvents)).length;
    const first = await call('POST', '/api/track', key, undefined, body);
    const repeat = await call('POST', '/api/track', key, undefined, body);
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(await repeat.json()).toEqual(await first.json());
    expect(repeat.headers.get('content-type')).toContain('application/json');
    expect((await t.db.select().from(trackingEvents)).length).toBe(before + 1);
  });

  it("a repeated code note answers the first note, even after a later edit", async () => {
    const res = await call('GET', `/api/me/access-codes?boardstory=${maus}`, null, 'owner');
    const [code] = ((await res.json()) as ListEnvelope<'accessCodes', AccessCode>)._embedded.accessCodes;
    const key = randomUUID();
    expect((await call('PATCH', `/api/access-codes/${code.id}`, key, 'owner', { note: 'erste' })).status).toBe(200);
    await call('PATCH', `/api/access-codes/${code.id}`, randomUUID(), 'owner', { note: 'zweite' });
    const repeat = await call('PATCH', `/api/access-codes/${code.id}`, key, 'owner', { note: 'erste' });
    expect(((await repeat.json()) as AccessCode).note).toBe('erste');
    const now = await call('GET', `/api/me/access-codes?boardstory=${maus}`, null, 'owner');
    expect(((await now.json()) as ListEnvelope<'accessCodes', AccessCode>)._embedded.accessCodes.find((c) => c.id === code.id)?.note).toBe('zweite');
  });

  it('stores 4xx answers too, and the same key on another request is a 422', async () => {
    const key = randomUUID();
    expect((await call('POST', '/api/bookmarks', key, 'lehrer', { boardstoryId: 999_999 })).status).toBe(404);
    const repeat = await call('POST', '/api/bookmarks', key, 'lehrer', { boardstoryId: 999_999 });
    expect(repeat.status).toBe(404);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await call('DELETE', `/api/bookmarks/${maus}`, key, 'lehrer')).status).toBe(422);
  });

  it("keeps different users' same key apart", async () => {
    const key = randomUUID();
    expect((await call('POST', '/api/bookmarks', key, 'lehrer', { boardstoryId: maus })).status).toBe(201);
    const other = await call('POST', '/api/bookmarks', key, 'owner', { boardstoryId: maus });
    expect(other.status).toBe(201);
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await rowsOf(key)).map((r) => r.userId).sort()).toEqual([ids.lehrer, ids.owner].sort());
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const key = randomUUID();
    await t.db.insert(idempotencyKeys).values({ key, userId: ids.lehrer, request: 'POST /api/bookmarks' });
    const res = await call('POST', '/api/bookmarks', key, 'lehrer', { boardstoryId: maus });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe('idempotency_key_in_use');
  });

  it('takes over an expired key and refuses hostile keys', async () => {
    const key = randomUUID();
    await t.db.insert(idempotencyKeys).values({ key, userId: ids.lehrer, request: 'DELETE /api/x', status: 418, createdAt: new Date(Date.now() - 25 * 3_600_000) });
    expect((await call('POST', '/api/bookmarks', key, 'lehrer', { boardstoryId: maus })).status).toBe(201);
    for (const bad of ['', 'short', 'x'.repeat(101), "a'; drop table x;--", 'schlüssel-mit-umlaut', 'with space 12345']) {
      const res = await call('POST', '/api/bookmarks', bad, 'lehrer', { boardstoryId: maus });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it("gives a guest's stored answer only to the same key from the same network, never to a second guest", async () => {
    const key = randomUUID();
    const body = { boardstory: maus, boardstoryTimestamp: 0, event: 'boardstoryWatched', isAnonymous: true, accessCode: 'FUNKE-GUELTIG' };
    const from = (address: string) =>
      t.app.request(
        '/api/track',
        { method: 'POST', headers: { 'Idempotency-Key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) },
        { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } } },
      );
    const first = await from('192.0.2.1');
    const other = await from('198.51.100.2');
    expect(first.status).toBe(201);
    expect(other.status).toBe(201);
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await other.json()).not.toEqual(await first.clone().json());
    const retry = await from('192.0.2.1');
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
    // the key a guest sent is nowhere in the table: another guest cannot find it there either
    expect(await rowsOf(key)).toHaveLength(0);
  });

  it('a crash after the write but before its answer is stored leaves neither, so the retry applies the write once', async () => {
    const key = randomUUID();
    const body = { boardstory: maus, boardstoryTimestamp: 0, event: 'boardstoryWatched', isAnonymous: true, accessCode: 'FUNKE-GUELTIG' };
    const playbacks = async () => (await t.db.select().from(trackingEvents)).length;
    const before = await playbacks();
    // the process dies where the answer is stored: the statement storing it fails, the write has already run
    await t.db.execute(sql.raw(`CREATE FUNCTION crash_before_answer() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'killed'; END $$`));
    await t.db.execute(
      sql.raw(
        'CREATE TRIGGER crash_before_answer BEFORE UPDATE ON idempotency_keys FOR EACH ROW WHEN (NEW.status IS NOT NULL) EXECUTE FUNCTION crash_before_answer()',
      ),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await call('POST', '/api/track', key, undefined, body)).status).toBe(500);
    } finally {
      logged.mockRestore();
      await t.db.execute(sql.raw('DROP TRIGGER crash_before_answer ON idempotency_keys'));
      await t.db.execute(sql.raw('DROP FUNCTION crash_before_answer()'));
    }
    expect(await playbacks()).toBe(before);
    // a minute later the dead server's claim counts as abandoned and the client's retry takes the key over
    await t.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 120_000) }).where(isNull(idempotencyKeys.status));
    const retry = await call('POST', '/api/track', key, undefined, body);
    expect(retry.status).toBe(201);
    const again = await call('POST', '/api/track', key, undefined, body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await retry.json());
    expect(await playbacks()).toBe(before + 1);
  });

  it('a write that mails stores its outbox row with its answer, and a repeat mails no second time', async () => {
    cookies.bibliothek = await login(t.app, 'bibliothek@lesefunke.test');
    const key = randomUUID();
    const mailsTo = async (to: string) => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).length;
    const first = await call('POST', '/api/users/request-email-change', key, 'bibliothek', { email: 'neu.bibliothek@lesefunke.test' });
    expect(first.status).toBe(204);
    const repeat = await call('POST', '/api/users/request-email-change', key, 'bibliothek', { email: 'neu.bibliothek@lesefunke.test' });
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await mailsTo('neu.bibliothek@lesefunke.test')).toBe(1);
  });

  it('stores the 4xx of a handler that caught a failed statement, though the failure aborted the transaction', async () => {
    const mail = t.mailer.devOutbox!().find((m) => m.to === 'neu.bibliothek@lesefunke.test')!;
    const token = /\/confirmEmailChange\/([\w-]+)/.exec(mail.text)![1];
    const key = randomUUID();
    // the address is taken between the check and the update: the update fails with a unique violation, answered 409
    await t.db.execute(
      sql.raw(`CREATE FUNCTION taken_meanwhile() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE unique_violation USING MESSAGE = 'duplicate key value violates unique constraint'; END $$`),
    );
    await t.db.execute(sql.raw('CREATE TRIGGER taken_meanwhile BEFORE UPDATE OF email ON users FOR EACH ROW EXECUTE FUNCTION taken_meanwhile()'));
    try {
      expect((await call('POST', `/api/confirm-email-change/${token}`, key)).status).toBe(409);
    } finally {
      await t.db.execute(sql.raw('DROP TRIGGER taken_meanwhile ON users'));
      await t.db.execute(sql.raw('DROP FUNCTION taken_meanwhile()'));
    }
    const repeat = await call('POST', `/api/confirm-email-change/${token}`, key);
    expect(repeat.status).toBe(409);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
  });
});
