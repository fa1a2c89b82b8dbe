import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import type { SignupInput } from '../../shared/schemas/account';
import type { Db } from '../db/client';
import { invitations, users } from '../db/schema';
import { ApiError, conflict, notFound } from '../http/errors';
import { forceNewPasswordMail, passwordResetMail, registrationMail, tokenLink } from '../mail/templates';
import type { Mailer } from '../mail/mailer';
import { joinOrganization, publishJoined } from './invitations';
import { isDeactivated } from './deactivation';
import { hashToken, safeEqual } from './tokens';
import { endOtherSessions } from './sessions';
import { consumeUserToken, issueUserToken } from './user-tokens';

export type MailContext = { db: Db; mailer: Mailer; publicUrl: string };

// users type their address in any case, but we store it in lowercase
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const emailExists = () => conflict('email exists');

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, mustResetPassword: users.mustResetPassword, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return user;
}

/**
 * Postgres unique violation: two sign-ups (or changes) with one address at the same moment. Drizzle wraps the
 * driver's error ("Failed query: …"), so its cause is asked too.
 */
export const isUniqueViolation = (err: unknown): boolean =>
  (err as { code?: string })?.code === '23505' || /unique/i.test(String(err)) || (err instanceof Error && err.cause !== undefined && isUniqueViolation(err.cause));

/**
 * Sign-up (see docs/accounts.md#sign-up). Without an invitation the account waits for its e-mail confirmation. With a
 * valid invitation for the same address the link already proved the address: the account is confirmed
 * at once, joins the organization and the invitation counts as accepted (the welcome screen follows).
 */
export async function signup(ctx: MailContext, input: SignupInput): Promise<{ confirmed: boolean }> {
  const email = normaliseEmail(input.email);
  if (await findUserByEmail(ctx.db, email)) throw emailExists();
  const invitation = input.invitationId ? await validInvitationFor(ctx.db, input.invitationId, input.invitationToken, email) : null;
  const passwordHash = await hash(input.password);
  const now = new Date();
  const userId = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        tosConsentAt: now,
        confirmedAt: invitation ? now : null,
      })
      .returning({ id: users.id })
      .catch((err: unknown) => {
        throw isUniqueViolation(err) ? emailExists() : err;
      });
    if (invitation) await joinOrganization(tx as unknown as Db, invitation, user.id);
    return user.id;
  });
  if (invitation) {
    await publishJoined(ctx.db, invitation.organizationId);
  } else {
    const token = await issueUserToken(ctx.db, userId, 'CONFIRM_REGISTRATION');
    await ctx.mailer.send(registrationMail(email, input.firstName, tokenLink(ctx.publicUrl, '/confirmRegistration', token)));
  }
  return { confirmed: !!invitation };
}

async function validInvitationFor(db: Db, id: number, token: string | undefined, email: string) {
  const [invitation] = await db.select().from(invitations).where(eq(invitations.id, id));
  const tokenMatches = !!invitation && !!token && safeEqual(invitation.tokenHash, hashToken(token));
  if (!invitation || !tokenMatches || invitation.email.toLowerCase() !== email || invitation.expiresAt < new Date()) {
    throw new ApiError(400, 'invalid_invitation', 'invalid invitation');
  }
  if (invitation.state === 'ACCEPTED') throw conflict('invitation already accepted');
  return invitation;
}

export async function confirmRegistration(db: Db, token: string): Promise<void> {
  const { userId } = await consumeUserToken(db, 'CONFIRM_REGISTRATION', token);
  await db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, userId));
}

/** The product names the unknown-user case (docs/errors.md#sign-up), so this answer does tell whether an address has an account. */
export async function requestPasswordReset(ctx: MailContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  // a deactivated account (npm run admin -- deactivate) must not come back through its mailbox
  if (!user || isDeactivated(user.passwordHash)) throw notFound('user does not exist');
  const token = await issueUserToken(ctx.db, user.id, 'RESET_PASSWORD');
  await ctx.mailer.send(passwordResetMail(normaliseEmail(email), user.firstName, tokenLink(ctx.publicUrl, '/resetPassword', token)));
}

/**
 * A reset link proves the address, so it also confirms an unconfirmed account and ends a forced reset.
 * Every other session of the account ends; `currentSession` is the cookie of the browser that reset it.
 */
export async function resetPassword(db: Db, token: string, newPassword: string, currentSession?: string): Promise<void> {
  const { userId } = await consumeUserToken(db, 'RESET_PASSWORD', token);
  const passwordHash = await hash(newPassword);
  const [user] = await db.select({ confirmedAt: users.confirmedAt }).from(users).where(eq(users.id, userId));
  await db
    .update(users)
    .set({ passwordHash, mustResetPassword: false, confirmedAt: user?.confirmedAt ?? new Date() })
    .where(eq(users.id, userId));
  await endOtherSessions(db, userId, currentSession);
}

/**
 * Forced new password (see docs/accounts.md#forced-new-password), step 1: the refused login only asks for a link. The password is chosen
 * on the link's page, so only whoever reads the owner's mail can set it (a password sent here by anyone
 * who typed the address would be activated by the owner's click). The answer is the same whether or not
 * the address must reset, so it tells a stranger nothing.
 */
export async function forceNewPassword(ctx: MailContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.mustResetPassword || isDeactivated(user.passwordHash)) return;
  const token = await issueUserToken(ctx.db, user.id, 'FORCE_NEW_PASSWORD');
  await ctx.mailer.send(
    forceNewPasswordMail(normaliseEmail(email), user.firstName, tokenLink(ctx.publicUrl, '/confirm-force-new-password', token)),
  );
}

/** Step 2, the link's page: the new password and the terms consent; every session of the account ends. */
export async function confirmForceNewPassword(db: Db, token: string, password: string): Promise<void> {
  const { userId } = await consumeUserToken(db, 'FORCE_NEW_PASSWORD', token);
  const passwordHash = await hash(password);
  await db
    .update(users)
    .set({ passwordHash, mustResetPassword: false, tosConsentAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.mustResetPassword, true)));
  await endOtherSessions(db, userId);
}

/** The terms consent of /confirm-tos: the bearer token was handed out by a login that lacked it. */
export async function acceptTos(db: Db, accessToken: string): Promise<number> {
  const { userId } = await consumeUserToken(db, 'TOS_ACCESS', accessToken).catch(() => {
    throw new ApiError(401, 'invalid_token', 'invalid access token');
  });
  await db.update(users).set({ tosConsentAt: new Date() }).where(eq(users.id, userId));
  return userId;
}
