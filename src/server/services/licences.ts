import { and, asc, count, eq } from 'drizzle-orm';
import type { CurrentOrder, License, Organization } from '../../shared/schemas/licences';
import type { Db } from '../db/client';
import { accessCodes, invitations, licenses, orders, organizationMembers, organizations, users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { SessionUser } from '../http/env';
import { decidingOrderFirst } from './deciding-order';

const licenseColumns = {
  id: licenses.id,
  kind: licenses.kind,
  name: licenses.name,
  active: licenses.active,
  visible: licenses.visible,
  lifetime: licenses.lifetime,
  maxUsers: licenses.maxUsers,
  netPrice: licenses.netPrice,
  description: licenses.description,
  allowRentals: licenses.allowRentals,
};

/** The licences one can order: active and visible, cheapest first. */
export async function listLicenses(db: Db): Promise<License[]> {
  return db
    .select(licenseColumns)
    .from(licenses)
    .where(and(eq(licenses.active, true), eq(licenses.visible, true)))
    .orderBy(asc(licenses.netPrice), asc(licenses.id));
}

/** Any licence by id, hidden ones too, for the server's own checks (a promo code against an order's licence). */
export async function anyLicense(db: Db, id: number): Promise<License> {
  const [row] = await db.select(licenseColumns).from(licenses).where(eq(licenses.id, id));
  if (!row) throw notFound('license not found');
  return row;
}

/**
 * A licence by id as a user may see it. A hidden one (visible false, made by customer service for one customer) is shown only to
 * administrators and to members of an organisation with an order of it, whose "Meine Lizenz" names it; to
 * anyone else it is the 404 of a licence that does not exist, so its name and price stay private.
 */
export async function findLicense(db: Db, viewer: SessionUser | null, id: number): Promise<License> {
  const row = await anyLicense(db, id);
  if (row.visible || viewer?.isAdmin) return row;
  if (viewer) {
    const [held] = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(organizationMembers, eq(organizationMembers.organizationId, orders.organizationId))
      .where(and(eq(orders.licenseId, id), eq(organizationMembers.userId, viewer.id)))
      .limit(1);
    if (held) return row;
  }
  throw notFound('license not found');
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The order that decides what the user may do: among the orders of every organization the user belongs to
 * (rental users belong to their library, so they get its order), one that is active and running now wins;
 * otherwise the newest, so an expired licence still shows its end date and renewal.
 */
export async function currentOrder(db: Db, userId: number): Promise<CurrentOrder | Record<string, never>> {
  const now = new Date();
  const [row] = await db
    .select({
      id: orders.id,
      licenseId: orders.licenseId,
      licenseName: licenses.name,
      active: orders.active,
      validFrom: orders.validFrom,
      validUntil: orders.validUntil,
      isRenewable: orders.isRenewable,
      allowRentals: licenses.allowRentals,
      allowAccessCodes: licenses.allowAccessCodes,
      organizationId: orders.organizationId,
      maxUsers: licenses.maxUsers,
      maxNumberOfRentalAccesses: licenses.maxNumberOfRentalAccesses,
      maxNumberOfRentalCodes: licenses.maxNumberOfRentalCodes,
    })
    .from(orders)
    .innerJoin(licenses, eq(licenses.id, orders.licenseId))
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, orders.organizationId))
    .where(eq(organizationMembers.userId, userId))
    .orderBy(...decidingOrderFirst(now))
    .limit(1);
  if (!row) return {};
  const orgId = row.organizationId;
  // a rental access is taken by a rental member or by an open invitation to become one
  const [[members], [invited], [codes]] = await Promise.all([
    db
      .select({ n: count() })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, orgId), eq(organizationMembers.userRole, 'RENTAL_USER'))),
    db
      .select({ n: count() })
      .from(invitations)
      .where(and(eq(invitations.organizationId, orgId), eq(invitations.userRole, 'RENTAL_USER'), eq(invitations.state, 'CREATED'))),
    db
      .select({ n: count() })
      .from(accessCodes)
      .where(and(eq(accessCodes.organizationId, orgId), eq(accessCodes.isRental, true))),
  ]);
  return {
    ...row,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    rentalAccessesUsed: members.n + invited.n,
    rentalCodesUsed: codes.n,
  };
}

/** An organization with its members, for its members and admins; 404 when unknown, 403 for outsiders. */
export async function findOrganization(db: Db, user: SessionUser, id: number): Promise<Organization> {
  const [org] = await db
    .select({
      id: organizations.id,
      type: organizations.type,
      name: organizations.name,
      address: organizations.address,
      billingAddress: organizations.billingAddress,
    })
    .from(organizations)
    .where(eq(organizations.id, id));
  if (!org) throw notFound('organization not found');
  const rows = await db
    .select({
      userId: organizationMembers.userId,
      userRole: organizationMembers.userRole,
      rentalUntil: organizationMembers.rentalUntil,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, id))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.userId));
  if (!user.isAdmin && !rows.some((m) => m.userId === user.id)) throw forbidden('not a member of this organization');
  return {
    ...org,
    members: rows.map((m) => ({
      userId: m.userId,
      userRole: m.userRole,
      isOwner: m.userRole === 'OWNER',
      rentalUntil: iso(m.rentalUntil),
      user: { firstName: m.firstName, lastName: m.lastName, email: m.email, createdAt: m.createdAt.toISOString() },
    })),
  };
}
