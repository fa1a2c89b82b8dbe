import { and, asc, eq, gt } from 'drizzle-orm';
import type { AccessCode } from '../../shared/schemas/playback';
import type { Db } from '../db/client';
import { accessCodes } from '../db/schema';
import { notFound } from '../http/errors';
import { decryptCode } from './code-crypto';

type Row = typeof accessCodes.$inferSelect;

const toAccessCode = (secret: string, row: Row): AccessCode => ({
  id: row.id,
  code: decryptCode(secret, row.codeCiphertext),
  boardstory: row.boardstoryId,
  organization: row.organizationId,
  startingDate: row.startingDate.toISOString(),
  expirationDate: row.expirationDate.toISOString(),
  note: row.note,
  soundEnabled: row.soundEnabled,
  subtitlesEnabled: row.subtitlesEnabled,
  autoplayEnabled: row.autoplayEnabled,
  searchGameEnabled: row.searchGameEnabled,
  impulseEnabled: row.impulseEnabled,
  quizEnabled: row.quizEnabled,
  hiddenAttachments: row.hiddenAttachments,
  isExternalUser: row.isExternalUser,
});

/** The user's own codes for one story that have not expired yet (part 2 §7), in the order they start. */
export async function listOwnAccessCodes(db: Db, secret: string, userId: number, boardstoryId: number): Promise<AccessCode[]> {
  const rows = await db
    .select()
    .from(accessCodes)
    .where(and(eq(accessCodes.createdBy, userId), eq(accessCodes.boardstoryId, boardstoryId), gt(accessCodes.expirationDate, new Date())))
    .orderBy(asc(accessCodes.startingDate), asc(accessCodes.id));
  return rows.map((row) => toAccessCode(secret, row));
}

// someone else's code answers 404 like an unknown one, so ids of other schools' codes reveal nothing
const own = (userId: number, id: number) => and(eq(accessCodes.id, id), eq(accessCodes.createdBy, userId));

export async function updateAccessCodeNote(db: Db, secret: string, userId: number, id: number, note: string): Promise<AccessCode> {
  const [row] = await db.update(accessCodes).set({ note }).where(own(userId, id)).returning();
  if (!row) throw notFound('access code not found');
  return toAccessCode(secret, row);
}

export async function deleteAccessCode(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await db.delete(accessCodes).where(own(userId, id)).returning({ id: accessCodes.id });
  if (!deleted.length) throw notFound('access code not found');
}
