import { and, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import type { Organization } from '../../shared/schemas/licences';
import type { organizationInputSchema } from '../../shared/schemas/orders';
import { completeAddressSchema, isAddressFilled, normaliseAddresses } from '../../shared/schemas/profile';
import type { Db } from '../db/client';
import { organizationMembers, organizations } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../http/errors';
import { publishChange } from './publish-change';
import { findOrganization } from './licences';
import type { SessionUser } from '../http/env';

/** Organisations one user may own: several (a school and a library), but not without end. */
export const MAX_OWNED_ORGANIZATIONS = 20;

type OrganizationData = v.InferOutput<typeof organizationInputSchema>;

/**
 * The addresses as stored: the address as the schema gave it, the billing address parsed again (the schema
 * only checks it, and lets any value through when it is empty) and null when empty, the state only where the
 * country has states.
 */
function addressesOf(input: OrganizationData) {
  const filled = isAddressFilled(input.billingAddress as Record<string, string> | null | undefined);
  const billingAddress = filled ? v.parse(completeAddressSchema, input.billingAddress) : null;
  return normaliseAddresses({ address: input.address, billingAddress });
}

const ownedBy = (userId: number) => and(eq(organizationMembers.userId, userId), eq(organizationMembers.userRole, 'OWNER'));

/** Whether the user is an owner of the organisation. */
export async function isOwner(db: Db, userId: number, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), ownedBy(userId)));
  return !!row;
}

/** Owners of the organisation and admins may change it; 404 when it does not exist, 403 for everyone else. */
async function assertOwnerOrAdmin(db: Db, user: SessionUser, organizationId: number): Promise<void> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId));
  if (!org) throw notFound('organization not found');
  if (!user.isAdmin && !(await isOwner(db, user.id, organizationId))) throw forbidden('not an owner of this organization');
}

/** GET /api/organizations?owner= : the organisations the user owns, oldest first; asked by that user or an admin. */
export async function listOwnedOrganizations(db: Db, user: SessionUser, ownerId: number): Promise<Organization[]> {
  if (user.id !== ownerId && !user.isAdmin) throw forbidden('not your organizations');
  const rows = await db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(ownedBy(ownerId))
    .orderBy(organizationMembers.organizationId);
  return Promise.all(rows.map((row) => findOrganization(db, user, row.id)));
}

/** POST /api/organizations: the caller becomes its owner (the order wizard's first step). */
export async function createOrganization(db: Db, user: SessionUser, input: OrganizationData): Promise<Organization> {
  const [owned] = await db.select({ n: count() }).from(organizationMembers).where(ownedBy(user.id));
  if (owned.n >= MAX_OWNED_ORGANIZATIONS) throw conflict('too many organizations');
  const id = await db.transaction(async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values({ type: input.type, name: input.name, ...addressesOf(input) })
      .returning({ id: organizations.id });
    await tx.insert(organizationMembers).values({ organizationId: org.id, userId: user.id, userRole: 'OWNER' });
    return org.id;
  });
  return findOrganization(db, user, id);
}

/** PATCH /api/organizations/{id} with the organisation's data: name and addresses; the type never changes. */
export async function updateOrganization(db: Db, user: SessionUser, id: number, input: OrganizationData): Promise<Organization> {
  await assertOwnerOrAdmin(db, user, id);
  await db
    .update(organizations)
    .set({ name: input.name, ...addressesOf(input) })
    .where(eq(organizations.id, id));
  await publishChange(db, id, ['members']);
  return findOrganization(db, user, id);
}

/**
 * PATCH /api/organizations/{id} with `removeMembers`: the members leave the organisation, so their rights end
 * with their next request. Owners are never removed (an owner cannot remove themself, see docs/licences-and-orders.md#members); ids that are
 * not members are a 404 and nothing is removed.
 */
export async function removeMembers(db: Db, user: SessionUser, id: number, userIds: number[]): Promise<Organization> {
  await assertOwnerOrAdmin(db, user, id);
  const wanted = [...new Set(userIds)];
  const scope = and(eq(organizationMembers.organizationId, id), inArray(organizationMembers.userId, wanted));
  await db.transaction(async (tx) => {
    const members = await tx.select({ role: organizationMembers.userRole }).from(organizationMembers).where(scope);
    if (members.length < wanted.length) throw notFound('member not found');
    if (members.some((m) => m.role === 'OWNER')) throw badRequest('an owner cannot be removed');
    await tx.delete(organizationMembers).where(scope);
  });
  // a removed rental user frees a rental access, so the order's counters change too
  await publishChange(db, id, ['members', 'order']);
  return findOrganization(db, user, id);
}
