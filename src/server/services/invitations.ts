import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { hasFreeSeat, remaining } from '../../shared/domain/pricing';
import type { Invitation } from '../../shared/schemas/account';
import type { InvitationCreateInput } from '../../shared/schemas/invitations';
import type { Db } from '../db/client';
import { invitations, organizationMembers, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import { invitationMail } from '../mail/invitation-templates';
import { tokenLink } from '../mail/templates';
import { publishChange } from './publish-change';
import type { MailContext } from './accounts';
import { assertOwner, assertOwnerOrAdmin, lockOrganization, organizationLicence, runningLicence } from './organization-licence';
import { assertWithinLimit, countAttempt } from '../http/rate-limit';
import type { SessionUser } from '../http/env';
import { hashToken, randomToken, safeEqual } from './tokens';

const DAY_MS = 86_400_000;
const INVITATION_TTL_MS = 14 * DAY_MS;
/**
 * A library lends an account like a book: for four weeks, a usual loan period of German public libraries,
 * and never beyond the licence that carries it. The owner extends it in the rental administration.
 */
const RENTAL_PERIOD_MS = 28 * DAY_MS;
/** Each invitation sends an e-mail to an address the owner typed: enough for a staff room, too few for spam. */
export const INVITATION_LIMIT = { perOwner: 30, windowMs: 15 * 60_000 };

type InvitationRow = typeof invitations.$inferSelect;

const publicColumns = {
  id: invitations.id,
  email: invitations.email,
  state: invitations.state,
  organizationId: invitations.organizationId,
  userRole: invitations.userRole,
};

/** GET /api/invitations?state=CREATED&organizationId=: the open invitations, for the organisation's owner (and admins). */
export async function listOpenInvitations(db: Db, user: SessionUser, organizationId: number): Promise<Invitation[]> {
  await assertOwnerOrAdmin(db, user, organizationId);
  return db
    .select(publicColumns)
    .from(invitations)
    .where(and(eq(invitations.organizationId, organizationId), eq(invitations.state, 'CREATED')))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}

/** GET /api/invitations?invitationToken=: the landing page's invitation, or none for an unknown or expired link. */
export async function findInvitationsByToken(db: Db, token: string): Promise<Invitation[]> {
  const rows = await db
    .select({ ...publicColumns, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  const now = new Date();
  return rows.filter((r) => r.state === 'ACCEPTED' || r.expiresAt > now).map(({ expiresAt: _, ...r }) => r);
}

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0].n;

/**
 * The seat rules (see docs/licences-and-orders.md#invitations). Colleagues (USER) need a seat: maxUsers > non-rental members + open USER
 * invitations. Rental users need a rental access: rental members + open RENTAL_USER invitations stay below
 * the licence's maximum. Open means not accepted yet, as GET /api/orders/current counts them; `replacing`
 * is an earlier invitation of the same address that the new one overwrites, so it does not count twice.
 */
async function assertRoomFor(tx: Db, organizationId: number, role: 'USER' | 'RENTAL_USER', replacing: number | undefined) {
  const licence = await runningLicence(tx, organizationId);
  const roles = role === 'USER' ? (['OWNER', 'USER'] as const) : (['RENTAL_USER'] as const);
  const members = await countOf(
    tx
      .select({ n: count() })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, organizationId), inArray(organizationMembers.userRole, [...roles]))),
  );
  const open = await countOf(
    tx
      .select({ n: count() })
      .from(invitations)
      .where(
        and(
          eq(invitations.organizationId, organizationId),
          eq(invitations.userRole, role),
          eq(invitations.state, 'CREATED'),
          replacing ? ne(invitations.id, replacing) : undefined,
        ),
      ),
  );
  if (role === 'USER' && !hasFreeSeat(licence.maxUsers, members, open)) throw conflict('no seats left');
  if (role === 'RENTAL_USER' && (!licence.allowRentals || remaining(licence.maxNumberOfRentalAccesses, members + open) === 0)) {
    throw conflict('rental accesses exceeded');
  }
}

/**
 * POST /api/invitations (see docs/licences-and-orders.md#invitations): the owner invites an address; it receives the link
 * /signup/{token} at once. An address that is a member already, or has an invitation still running, is
 * refused with the words the form maps to German. An expired or earlier accepted invitation of the same
 * address (one row per address and organisation) is renewed with a new link.
 */
export async function createInvitation(ctx: MailContext, user: SessionUser, input: InvitationCreateInput): Promise<Invitation> {
  const { db } = ctx;
  const { organizationId, userRole } = input;
  // the schema trims the address; stored in lowercase like the accounts' addresses
  const email = input.email.toLowerCase();
  await assertOwner(db, user, organizationId);
  const key = `invitation:owner:${user.id}`;
  await assertWithinLimit(db, key, INVITATION_LIMIT.perOwner, INVITATION_LIMIT.windowMs, undefined, 'too many invitations, try again later');
  await countAttempt(db, key, INVITATION_LIMIT.windowMs);

  const token = randomToken();
  const now = new Date();
  const { row, organizationName } = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const org = await lockOrganization(tx, organizationId);
    const [member] = await tx
      .select({ id: users.id })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(users.email, email)));
    if (member) throw conflict('user exists in organization');
    const [earlier] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.organizationId, organizationId), eq(invitations.email, email)));
    if (earlier?.state === 'CREATED' && earlier.expiresAt > now) throw conflict('has already been invited');
    await assertRoomFor(tx, organizationId, userRole, earlier?.id);
    const values = { userRole, state: 'CREATED' as const, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) };
    const [saved] = earlier
      ? await tx.update(invitations).set({ ...values, createdAt: now }).where(eq(invitations.id, earlier.id)).returning(publicColumns)
      : await tx.insert(invitations).values({ ...values, organizationId, email }).returning(publicColumns);
    return { row: saved, organizationName: org.name };
  });

  const inviterName = `${user.firstName} ${user.lastName}`.trim();
  try {
    await ctx.mailer.send(invitationMail(email, { inviterName, organizationName, userRole }, tokenLink(ctx.publicUrl, '/signup', token)));
  } catch (err) {
    // an invitation nobody received would hold a seat and block the address: take it back, the owner may retry
    await db.delete(invitations).where(eq(invitations.id, row.id));
    throw err;
  }
  await publishChange(db, organizationId, userRole === 'RENTAL_USER' ? ['invitations', 'order'] : ['invitations']);
  return row;
}

/** DELETE /api/invitations/{id}: the owner withdraws an invitation (see docs/licences-and-orders.md#members); its link stops working. */
export async function deleteInvitation(db: Db, user: SessionUser, id: number): Promise<void> {
  const [invitation] = await db.select().from(invitations).where(eq(invitations.id, id));
  if (!invitation) throw notFound('invitation not found');
  await assertOwner(db, user, invitation.organizationId);
  await db.delete(invitations).where(eq(invitations.id, id));
  await publishChange(db, invitation.organizationId, invitation.userRole === 'RENTAL_USER' ? ['invitations', 'order'] : ['invitations']);
}

/**
 * Makes the user a member as the invitation says, inside the caller's transaction. The invitation is used
 * up by one conditional UPDATE, so two requests with the same link cannot both join: the second gets 409.
 * A rental user's access runs for the rental period, bounded by the licence's end.
 */
export async function joinOrganization(tx: Db, invitation: InvitationRow, userId: number): Promise<void> {
  const [taken] = await tx
    .update(invitations)
    .set({ state: 'ACCEPTED' })
    .where(and(eq(invitations.id, invitation.id), eq(invitations.state, 'CREATED')))
    .returning({ id: invitations.id });
  if (!taken) throw conflict('invitation already accepted');
  let rentalUntil: Date | null = null;
  if (invitation.userRole === 'RENTAL_USER') {
    const rentalEnd = Date.now() + RENTAL_PERIOD_MS;
    const licenceEnd = (await organizationLicence(tx, invitation.organizationId))?.validUntil?.getTime() ?? rentalEnd;
    rentalUntil = new Date(Math.min(rentalEnd, licenceEnd));
  }
  await tx
    .insert(organizationMembers)
    .values({ organizationId: invitation.organizationId, userId, userRole: invitation.userRole, rentalUntil })
    // already a member (e.g. the owner): keep the role they have
    .onConflictDoNothing();
}

/** What changes for the organisation's open tabs when someone joins: members, open invitations, rental counters. */
export const publishJoined = (db: Db, organizationId: number) => publishChange(db, organizationId, ['members', 'invitations', 'order']);

/**
 * PATCH /api/invitations/{id} state ACCEPTED (see docs/licences-and-orders.md#invitations). Allowed with the link's token or
 * for the signed-in user the invitation is addressed to. The invited address must already have an
 * account, else 404 "user does not exist" and the landing page continues with the sign-up.
 */
export async function acceptInvitation(db: Db, id: number, opts: { token?: string; user: SessionUser | null }): Promise<Invitation> {
  const [invitation] = await db.select().from(invitations).where(eq(invitations.id, id));
  if (!invitation) throw notFound('invitation not found');
  const byToken = !!opts.token && safeEqual(invitation.tokenHash, hashToken(opts.token));
  const email = invitation.email.toLowerCase();
  if (!byToken && opts.user?.email !== email) throw forbidden('not your invitation');
  if (invitation.state === 'ACCEPTED') throw conflict('invitation already accepted');
  if (invitation.expiresAt < new Date()) throw notFound('invitation expired');

  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw notFound('user does not exist');
  await db.transaction((tx) => joinOrganization(tx as unknown as Db, invitation, user.id));
  await publishJoined(db, invitation.organizationId);
  return { id, email: invitation.email, state: 'ACCEPTED', organizationId: invitation.organizationId, userRole: invitation.userRole };
}
