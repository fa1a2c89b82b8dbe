import { eq, sql } from 'drizzle-orm';
import { isCodeValidFor } from '../../shared/domain/rights';
import type { TrackStart, TrackUpdate } from '../../shared/schemas/tracking';
import type { Db } from '../db/client';
import { boardstories, trackingEvents } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { codeGrant } from './rights';
import type { SessionUser } from '../http/env';
import { hashToken, randomToken } from './tokens';

/**
 * Starts a tracking event (see docs/stories-and-player.md#tracking) and answers its token; only the token's hash is stored, so the
 * token alone lets its holder send heartbeats. Code holders and guests are anonymous: a pupil's
 * playback must not be tied to the teacher who happens to be logged in on the board.
 */
export async function startTracking(db: Db, user: SessionUser | null, body: TrackStart): Promise<{ trackingToken: string }> {
  const [story] = await db.select({ id: boardstories.id }).from(boardstories).where(eq(boardstories.id, body.boardstory));
  if (!story) throw notFound('boardstory not found');
  if (body.user && body.user !== user?.id) throw forbidden('user does not match the session');
  const grant = await codeGrant(db, body.accessCode ?? undefined);
  const code = isCodeValidFor(grant, story.id) ? grant : null;
  if (body.accessCode && !code) throw forbidden('access code invalid for this boardstory');
  const anonymous = !!code || !user || body.isAnonymous === true;
  const trackingToken = randomToken();
  await db.insert(trackingEvents).values({
    tokenHash: hashToken(trackingToken),
    boardstoryId: story.id,
    userId: anonymous ? null : user!.id,
    isAnonymous: anonymous,
    accessCodeId: code?.id ?? null,
    event: body.event,
    boardstoryTimestamp: body.boardstoryTimestamp,
  });
  return { trackingToken };
}

/** The heartbeat: the newest timestamp, and hasEnded once true stays true (a late heartbeat must not undo it). */
export async function updateTracking(db: Db, trackingToken: string, body: TrackUpdate): Promise<void> {
  const updated = await db
    .update(trackingEvents)
    .set({
      boardstoryTimestamp: body.boardstoryTimestamp,
      hasEnded: body.hasEnded ? true : sql`${trackingEvents.hasEnded}`,
      updatedAt: new Date(),
    })
    .where(eq(trackingEvents.tokenHash, hashToken(trackingToken)))
    .returning({ id: trackingEvents.id });
  if (updated.length === 0) throw notFound('tracking event not found');
}
