import { and, eq, lt, sql } from 'drizzle-orm';
import type { PositionList, PutPosition, StoredPosition } from '../../shared/schemas/positions';
import type { Db } from '../db/client';
import { boardstories, playbackPositions } from '../db/schema';
import { notFound } from '../http/errors';

type Row = typeof playbackPositions.$inferSelect;

const stored = (row: Pick<Row, 'variant' | 'seconds' | 'duration' | 'savedAt'>): StoredPosition => ({
  variant: row.variant,
  seconds: row.seconds,
  duration: row.duration,
  savedAt: row.savedAt.toISOString(),
});

/** The signed-in user's positions in a story (see docs/stories-and-player.md#resume), forgotten ones included. */
export async function listPositions(db: Db, userId: number, boardstoryId: number): Promise<PositionList> {
  const rows = await db
    .select()
    .from(playbackPositions)
    .where(and(eq(playbackPositions.userId, userId), eq(playbackPositions.boardstoryId, boardstoryId)))
    .orderBy(playbackPositions.variant);
  return { positions: rows.map(stored) };
}

/**
 * Keeps a position unless one taken later is stored already: a device that was offline sends its old position
 * late, and it must not undo what another device saved since. A device clock ahead of the server's counts as the
 * moment of arrival, or its positions would win over every later one. Answers what is stored afterwards.
 */
export async function putPosition(db: Db, userId: number, boardstoryId: number, position: PutPosition): Promise<StoredPosition> {
  const [story] = await db.select({ id: boardstories.id }).from(boardstories).where(eq(boardstories.id, boardstoryId));
  if (!story) throw notFound('boardstory not found');
  const receivedAt = new Date();
  const savedAt = new Date(Math.min(Date.parse(position.savedAt), receivedAt.getTime()));
  const values = { userId, boardstoryId, variant: position.variant, seconds: position.seconds, duration: position.duration, savedAt, receivedAt };
  await db
    .insert(playbackPositions)
    .values(values)
    .onConflictDoUpdate({
      target: [playbackPositions.userId, playbackPositions.boardstoryId, playbackPositions.variant],
      set: {
        seconds: sql`excluded.seconds`,
        duration: sql`excluded.duration`,
        savedAt: sql`excluded.saved_at`,
        receivedAt: sql`excluded.received_at`,
      },
      setWhere: lt(playbackPositions.savedAt, sql`excluded.saved_at`),
    });
  const [row] = await db
    .select()
    .from(playbackPositions)
    .where(
      and(eq(playbackPositions.userId, userId), eq(playbackPositions.boardstoryId, boardstoryId), eq(playbackPositions.variant, position.variant)),
    );
  return stored(row);
}
