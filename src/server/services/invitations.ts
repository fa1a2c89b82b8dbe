import { eq } from 'drizzle-orm';
import type { Invitation } from '../../shared/schemas/account';
import type { Db } from '../db/client';
import { invitations, organizationMembers, users } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import type { SessionUser } from './sessions';
import { hashToken, safeEqual } from './tokens';

const publicColumns = {
  id: invitations.id,
  email: invitations.email,
  state: invitations.state,
  organizationId: invitations.organizationId,
  userRole: invitations.userRole,
};

/** GET /api/invitations?invitationToken=: the landing page's invitation, or none for an unknown or expired link. */
export async function findInvitationsByToken(db: Db, token: string): Promise<Invitation[]> {
  const rows = await db
    .select({ ...publicColumns, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  const now = new Date();
  return rows.filter((r) => r.state === 'ACCEPTED' || r.expiresAt > now).map(({ expiresAt: _, ...r }) => r);
}

/**
 * PATCH /api/invitations/{id} state ACCEPTED (part 1 §4, part 2 §4). Allowed with the link's token or
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
  await db.transaction(async (tx) => {
    await tx
      .insert(organizationMembers)
      .values({ organizationId: invitation.organizationId, userId: user.id, userRole: invitation.userRole })
      // already a member (e.g. the owner): keep the role they have
      .onConflictDoNothing();
    await tx.update(invitations).set({ state: 'ACCEPTED' }).where(eq(invitations.id, id));
  });
  return { id, email: invitation.email, state: 'ACCEPTED', organizationId: invitation.organizationId, userRole: invitation.userRole };
}
