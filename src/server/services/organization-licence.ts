import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { licenses, orders, organizationMembers, organizations } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { SessionUser } from '../http/env';
import { decidingOrderFirst } from './deciding-order';

/** What an organisation's deciding order allows: the limits of invitations and codes (see docs/licences-and-orders.md#invitations, docs/codes.md#limits). */
export type OrganizationLicence = {
  active: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  allowRentals: boolean;
  allowAccessCodes: boolean;
  maxUsers: number;
  maxNumberOfRentalAccesses: number;
  maxNumberOfRentalCodes: number;
};

/**
 * The order that decides for the organisation, chosen like GET /api/orders/current chooses for a user:
 * one that is active and running now first, else the newest. Null when the organisation never ordered.
 */
export async function organizationLicence(db: Db, organizationId: number, now = new Date()): Promise<OrganizationLicence | null> {
  const [row] = await db
    .select({
      active: orders.active,
      validFrom: orders.validFrom,
      validUntil: orders.validUntil,
      allowRentals: licenses.allowRentals,
      allowAccessCodes: licenses.allowAccessCodes,
      maxUsers: licenses.maxUsers,
      maxNumberOfRentalAccesses: licenses.maxNumberOfRentalAccesses,
      maxNumberOfRentalCodes: licenses.maxNumberOfRentalCodes,
    })
    .from(orders)
    .innerJoin(licenses, eq(licenses.id, orders.licenseId))
    .where(eq(orders.organizationId, organizationId))
    .orderBy(...decidingOrderFirst(now))
    .limit(1);
  return row ?? null;
}

/**
 * The licence of an organisation whose order is active and running now; otherwise 403 "no valid orders",
 * the words the browser already knows from the videos (see docs/errors.md#error-shape).
 */
export async function runningLicence(db: Db, organizationId: number, now = new Date()): Promise<OrganizationLicence & { validUntil: Date }> {
  const licence = await organizationLicence(db, organizationId, now);
  const { validFrom, validUntil } = licence ?? {};
  if (!licence?.active || !validFrom || !validUntil || validFrom > now || validUntil <= now) throw forbidden('no valid orders');
  return { ...licence, validUntil };
}

/** The caller's role in the organisation, or null for an outsider. */
export async function memberRole(db: Db, user: SessionUser, organizationId: number): Promise<'OWNER' | 'USER' | 'RENTAL_USER' | null> {
  const [member] = await db
    .select({ role: organizationMembers.userRole })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, user.id)));
  return member?.role ?? null;
}

/**
 * Only the organisation's OWNER administers it (see docs/roles-and-rights.md#owners). Outsiders learn nothing about which ids exist:
 * an unknown organisation answers the same 403 as someone else's.
 */
export async function assertOwner(db: Db, user: SessionUser, organizationId: number): Promise<void> {
  if ((await memberRole(db, user, organizationId)) !== 'OWNER') throw forbidden('not the owner of this organization');
}

/** Admins may look at any organisation (404 when unknown); everyone else must own it. */
export async function assertOwnerOrAdmin(db: Db, user: SessionUser, organizationId: number): Promise<void> {
  if (!user.isAdmin) return assertOwner(db, user, organizationId);
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw notFound('organization not found');
}

/**
 * Serialises the checks and writes of one organisation's seats and codes inside a transaction: a second
 * request waits here until the first has committed, so two at once cannot both take the last seat or code.
 * Answers the organisation's name.
 */
export async function lockOrganization(tx: Db, organizationId: number): Promise<{ name: string }> {
  const [org] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
  if (!org) throw notFound('organization not found');
  return org;
}
