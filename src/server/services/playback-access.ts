import { and, eq } from 'drizzle-orm';
import { isAccessCodeValid } from '../../shared/domain/access-code';
import type { Db } from '../db/client';
import { accessCodes, boardstories, organizationMembers } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { hashCode } from './code-crypto';
import { currentOrder } from './licences';
import type { SessionUser } from './sessions';

export type CodeGrant = typeof accessCodes.$inferSelect;
export type FullAccess = { story: { id: number; gameActive: boolean }; code: CodeGrant | null };

/** A code that opens exactly this story now, or null. */
export async function validCodeFor(db: Db, boardstoryId: number, code: string): Promise<CodeGrant | null> {
  const [row] = await db.select().from(accessCodes).where(eq(accessCodes.codeHash, hashCode(code)));
  if (!row || row.boardstoryId !== boardstoryId) return null;
  const valid = isAccessCodeValid({ startingDate: row.startingDate.toISOString(), expirationDate: row.expirationDate.toISOString() });
  return valid ? row : null;
}

/** An active order running now; a rental user also needs an unexpired rentalUntil (part 2 §4 playback rights). */
async function hasRunningLicence(db: Db, userId: number): Promise<boolean> {
  const order = await currentOrder(db, userId);
  if (!('id' in order) || !order.active || !order.validFrom || !order.validUntil) return false;
  const now = Date.now();
  if (Date.parse(order.validFrom) > now || Date.parse(order.validUntil) <= now) return false;
  const [member] = await db
    .select({ role: organizationMembers.userRole, rentalUntil: organizationMembers.rentalUntil })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, order.organizationId), eq(organizationMembers.userId, userId)));
  if (member?.role !== 'RENTAL_USER') return true;
  return !!member.rentalUntil && member.rentalUntil.getTime() > now;
}

/**
 * The full-video right of part 2 §4 (free story, running licence, valid rental, or a valid code for this
 * story); games and tracking of full playback follow it. 404 for an unknown story, 403 "no valid orders".
 */
export async function requireFullAccess(db: Db, user: SessionUser | null, boardstoryId: number, code?: string): Promise<FullAccess> {
  const [story] = await db
    .select({ id: boardstories.id, free: boardstories.free, gameActive: boardstories.gameActive })
    .from(boardstories)
    .where(eq(boardstories.id, boardstoryId));
  if (!story) throw notFound('boardstory not found');
  const grant = code ? await validCodeFor(db, boardstoryId, code) : null;
  if (code && !grant) throw forbidden('access code invalid for this boardstory');
  if (grant || story.free || (user && (await hasRunningLicence(db, user.id)))) return { story, code: grant };
  throw forbidden(user ? 'no valid orders' : 'authentication required for the full video');
}
