import { createHmac } from 'node:crypto';
import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { clientNetwork } from './client-network';
import type { AppEnv } from './env';
import { ApiError, badRequest } from './errors';

/** How long a stored answer is given again (see docs/api.md#idempotency). */
export const KEEP_MS = 24 * 60 * 60_000;
/** A first request still "running" after this long died with its server: a retry may take its key over. */
const ABANDONED_MS = 60_000;
/** Old rows are deleted on the way, at most this often per process: one cheap indexed delete, no timer. */
const SWEEP_EVERY_MS = 10 * 60_000;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// a UUID fits too; anything else (spaces, quotes, megabytes) is refused before it reaches the database
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Guests and pupils have no account (user id 0) and no cookie, so their key alone would be one namespace for all
 * of them: a second guest sending the same key got the first one's stored answer (a tracking token, a sign-up).
 * Their key is stored as an HMAC of the key and the network it came from, so a stored answer is given again only
 * to the same key from the same network. A guest whose network changes between two tries runs the write again;
 * better than handing an answer to someone else. The `guest:` prefix cannot collide with a client's key.
 */
function guestKey(secret: string, key: string, network: string): string {
  return `guest:${createHmac('sha256', secret).update(`idempotency\n${network}\n${key}`).digest('base64url')}`;
}

let lastSweep = 0;
async function sweep(db: Db, now: number) {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - KEEP_MS)));
}

/**
 * Claims the key for this request in one statement: a new row, or an expired or abandoned one taken over.
 * Answers true when the request is ours to run; two requests racing with one key cannot both win.
 */
async function claim(db: Db, key: string, userId: number, request: string, now: number): Promise<boolean> {
  const expired = sql`${new Date(now - KEEP_MS).toISOString()}::timestamptz`;
  const abandoned = sql`${new Date(now - ABANDONED_MS).toISOString()}::timestamptz`;
  const rows = await db
    .insert(idempotencyKeys)
    .values({ key, userId, request, createdAt: new Date(now) })
    .onConflictDoUpdate({
      target: [idempotencyKeys.key, idempotencyKeys.userId],
      set: { request, status: null, body: null, contentType: null, createdAt: new Date(now) },
      setWhere: or(lt(idempotencyKeys.createdAt, expired), and(isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, abandoned))),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Rolls back the transaction of a request answered with a 5xx (its answer stays in `c.res`). */
class NotStored extends Error {}

/**
 * `Idempotency-Key` on /api writes: the first answer (2xx or 4xx) per key and user is stored and given
 * again, with `Idempotent-Replayed: true`, to a repeat of the same method and path; the same key on
 * another request is a 422, and a repeat while the first is still running a 409 the client retries later.
 * A 5xx is not stored and what its request wrote is rolled back, so a retry runs it again. Writes without
 * the header are untouched.
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header(HEADER);
  if (key === undefined || !WRITES.has(c.req.method)) return next();
  if (!KEY_PATTERN.test(key)) throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, "-" or "_"');
  const { db, user } = c.var;
  const userId = user?.id ?? 0;
  const rowKey = user ? key : guestKey(c.var.config.secret, key, clientNetwork(c));
  const request = `${c.req.method} ${c.req.path}`;
  const now = Date.now();
  await sweep(db, now);

  if (!(await claim(db, rowKey, userId, request, now))) {
    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, rowKey), eq(idempotencyKeys.userId, userId)));
    if (!stored) throw new ApiError(409, 'idempotency_key_in_use', 'a request with this Idempotency-Key is still running');
    if (stored.request !== request) throw new ApiError(422, 'idempotency_key_reused', 'this Idempotency-Key was used for another request');
    if (stored.status === null) throw new ApiError(409, 'idempotency_key_in_use', 'a request with this Idempotency-Key is still running');
    const headers: Record<string, string> = { [REPLAYED_HEADER]: 'true', 'Cache-Control': 'no-store' };
    if (stored.contentType) headers['content-type'] = stored.contentType;
    return c.newResponse(stored.status === 204 ? null : stored.body, stored.status as 200, headers);
  }

  const mine = and(eq(idempotencyKeys.key, rowKey), eq(idempotencyKeys.userId, userId));
  const { mailer } = c.var;
  // The write and its stored answer commit in one transaction: the handler's services get the transaction as
  // their database (their own transactions become savepoints), and the mailer writes its outbox row through it.
  // A crash between the write and the record cannot leave the write without its answer, which a retry after
  // the claim was abandoned would apply a second time; the crash rolls both back and the retry runs once.
  const outcome = await db
    .transaction(async (tx) => {
      const inTx = tx as unknown as Db;
      c.set('db', inTx);
      if (mailer.through) c.set('mailer', mailer.through(inTx));
      await inTx.execute(sql`SAVEPOINT handler`);
      await next();
      // a handler that caught a failed statement (a unique violation it answers with 409) left PostgreSQL's
      // transaction aborted: its answer is stored all the same, without what it wrote
      if (c.error) await inTx.execute(sql`RELEASE SAVEPOINT handler`).catch(() => inTx.execute(sql`ROLLBACK TO SAVEPOINT handler`));
      // a 5xx is not stored, and what the failed request wrote is not kept either: a retry runs it again
      if (c.res.status >= 500) throw new NotStored();
      const body = await c.res.clone().text();
      await inTx.update(idempotencyKeys).set({ status: c.res.status, body, contentType: c.res.headers.get('content-type') }).where(mine);
    })
    .then(
      () => null,
      (err: unknown) => err,
    )
    .finally(() => {
      c.set('db', db);
      c.set('mailer', mailer);
    });
  if (outcome === null) return;
  await db.delete(idempotencyKeys).where(mine);
  if (!(outcome instanceof NotStored)) throw outcome;
});
