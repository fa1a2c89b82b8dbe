import { eq, sql } from 'drizzle-orm';
import type { CodeGrant, LicenceHolder, RightsContext } from '../../shared/domain/rights';
import type { Db } from '../db/client';
import { accessCodes, boardstories, orders, organizationMembers } from '../db/schema';
import { notFound } from '../http/errors';
import { hashCode } from './code-crypto';
import type { SessionUser } from '../http/env';
import { decidingOrderFirst } from './deciding-order';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The licence facts of a signed-in user: the same order that GET /api/orders/current answers (a running one
 * first, else the newest), with the user's role in its organization and a rental user's end date.
 */
export async function licenceHolder(db: Db, userId: number): Promise<LicenceHolder> {
  const now = new Date();
  const [row] = await db
    .select({
      role: organizationMembers.userRole,
      rentalUntil: organizationMembers.rentalUntil,
      active: orders.active,
      validFrom: orders.validFrom,
      validUntil: orders.validUntil,
      allowRentals: sql<boolean>`(SELECT l.allow_rentals FROM licenses l WHERE l.id = ${orders.licenseId})`,
    })
    .from(organizationMembers)
    .leftJoin(orders, eq(orders.organizationId, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId))
    // an organisation without orders (just made in the order wizard) joins as NULLs: they come last
    .orderBy(...decidingOrderFirst(now))
    .limit(1);
  if (!row) return { role: null, order: null, rentalUntil: null };
  return {
    role: row.role,
    rentalUntil: iso(row.rentalUntil),
    order:
      row.active === null
        ? null
        : { active: row.active, validFrom: iso(row.validFrom), validUntil: iso(row.validUntil), allowRentals: row.allowRentals },
  };
}

/** A typed code as the rights need it; null when no code was given or it is unknown (an unknown code grants nothing). */
export async function codeGrant(db: Db, code: string | undefined): Promise<(CodeGrant & { id: number }) | null> {
  if (!code) return null;
  const [row] = await db
    .select({
      id: accessCodes.id,
      boardstoryId: accessCodes.boardstoryId,
      startingDate: accessCodes.startingDate,
      expirationDate: accessCodes.expirationDate,
      hiddenAttachments: accessCodes.hiddenAttachments,
    })
    .from(accessCodes)
    .where(eq(accessCodes.codeHash, hashCode(code)));
  if (!row) return null;
  return { ...row, startingDate: row.startingDate.toISOString(), expirationDate: row.expirationDate.toISOString() };
}

/** Everything the rules of shared/domain/rights need for one story and one request; 404 for an unknown story. */
export async function rightsContext(db: Db, user: SessionUser | null, storyId: number, code?: string): Promise<RightsContext> {
  const [[story], holder, grant] = await Promise.all([
    db.select({ id: boardstories.id, free: boardstories.free }).from(boardstories).where(eq(boardstories.id, storyId)),
    user ? licenceHolder(db, user.id) : Promise.resolve(null),
    codeGrant(db, code),
  ]);
  if (!story) throw notFound('boardstory not found');
  return { story, user: holder, code: grant };
}
