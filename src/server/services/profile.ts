import { eq } from 'drizzle-orm';
import { normaliseAddresses, type Profile, type UserPatch } from '../../shared/schemas/profile';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { conflict, forbidden, notFound } from '../http/errors';
import { emailChangeMail, tokenLink } from '../mail/templates';
import { findUserByEmail, isUniqueViolation, normaliseEmail, type MailContext } from './accounts';
import type { SessionUser } from '../http/env';
import { sessionUserColumns } from './sessions';
import { consumeUserToken, issueUserToken } from './user-tokens';

const profileColumns = {
  ...sessionUserColumns,
  address: users.address,
  billingAddress: users.billingAddress,
};

/** A user reads and changes only their own account. */
function assertSelf(user: SessionUser, id: number) {
  if (user.id !== id) throw forbidden('not your account');
}

export async function getProfile(db: Db, user: SessionUser, id: number): Promise<Profile> {
  assertSelf(user, id);
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound('user does not exist');
  return { ...row, name: `${row.firstName} ${row.lastName}`.trim() };
}

/** PATCH /api/users/{id}: personal data and/or addresses; the e-mail changes only through its confirmation. */
export async function updateProfile(db: Db, user: SessionUser, id: number, patch: UserPatch): Promise<Profile> {
  assertSelf(user, id);
  const { address, billingAddress, ...personal } = patch;
  const addresses = address ? normaliseAddresses({ address, billingAddress }) : {};
  const changes = { ...personal, ...addresses };
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, id));
  return getProfile(db, user, id);
}

/** Sends the confirmation link to the new address (see docs/accounts.md#e-mail-change); 409 when it already has an account. */
export async function requestEmailChange(ctx: MailContext, user: SessionUser, newEmail: string): Promise<void> {
  const email = normaliseEmail(newEmail);
  if (email === user.email || (await findUserByEmail(ctx.db, email))) throw conflict('email exists');
  const token = await issueUserToken(ctx.db, user.id, 'EMAIL_CHANGE', { email });
  await ctx.mailer.send(emailChangeMail(email, user.firstName, tokenLink(ctx.publicUrl, '/confirmEmailChange', token)));
}

/** 410 expired, 404 unknown, 409 when the address was taken meanwhile (see docs/errors.md#e-mail-change). */
export async function confirmEmailChange(db: Db, token: string): Promise<void> {
  const { userId, payload } = await consumeUserToken(db, 'EMAIL_CHANGE', token);
  if (!payload.email) throw notFound('invalid token');
  const taken = await findUserByEmail(db, payload.email);
  if (taken && taken.id !== userId) throw conflict('email taken');
  await db
    .update(users)
    .set({ email: payload.email })
    .where(eq(users.id, userId))
    .catch((err: unknown) => {
      throw isUniqueViolation(err) ? conflict('email taken') : err;
    });
}

