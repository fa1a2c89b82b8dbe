import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, userTokens } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { adminAccessMail } from '../mail/operator-templates';
import { tokenLink } from '../mail/templates';
import { normaliseEmail } from './accounts';
import { deactivatedHash, isDeactivated } from './deactivation';
import { issueUserToken } from './user-tokens';

export type AdminAccess =
  | { outcome: 'created' | 'link-sent'; email: string; url: string; mailed: boolean }
  | { outcome: 'promoted' | 'already-admin'; email: string }
  | { outcome: 'deactivated'; email: string };

/**
 * Makes an account an administrator. A new account (confirmed: the operator vouches for the address) and an
 * account without a password get a single-use link to set one, the password-reset link of /resetPassword; with
 * SMTP it is mailed, and it is always answered, so an operator without SMTP can hand it over. An account with a
 * password keeps it. A deactivated account stays deactivated.
 */
export async function grantAdmin(
  ctx: { db: Db; mailer: Mailer; publicUrl: string; smtp: boolean },
  input: { email: string; firstName?: string; lastName?: string },
): Promise<AdminAccess> {
  const email = normaliseEmail(input.email);
  const [known] = await ctx.db
    .select({ id: users.id, firstName: users.firstName, isAdmin: users.isAdmin, passwordHash: users.passwordHash, isExternalUser: users.isExternalUser })
    .from(users)
    .where(eq(users.email, email));
  if (known && isDeactivated(known.passwordHash)) return { outcome: 'deactivated', email };
  if (known && !known.isAdmin) await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, known.id));
  // an external single-sign-on account logs in at its provider; it never gets a password here
  if (known && (known.passwordHash || known.isExternalUser)) return { outcome: known.isAdmin ? 'already-admin' : 'promoted', email };
  const user =
    known ??
    (
      await ctx.db
        .insert(users)
        .values({ email, firstName: input.firstName ?? '', lastName: input.lastName ?? '', isAdmin: true, confirmedAt: new Date() })
        .returning({ id: users.id, firstName: users.firstName })
    )[0];
  const token = await issueUserToken(ctx.db, user.id, 'RESET_PASSWORD');
  const link = tokenLink(ctx.publicUrl, '/resetPassword', token);
  await ctx.mailer.send(adminAccessMail(email, user.firstName, link));
  return { outcome: known ? 'link-sent' : 'created', email, url: link.url, mailed: ctx.smtp };
}

export type AdminRow = { email: string; name: string; createdAt: Date; hasPassword: boolean; deactivated: boolean };

export async function listAdmins(db: Db): Promise<AdminRow[]> {
  const rows = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, createdAt: users.createdAt, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.email));
  return rows.map((r) => ({
    email: r.email,
    name: `${r.firstName} ${r.lastName}`.trim(),
    createdAt: r.createdAt,
    hasPassword: !!r.passwordHash && !isDeactivated(r.passwordHash),
    deactivated: isDeactivated(r.passwordHash),
  }));
}

/**
 * Deactivates an account: its password stops working, its sessions end and its unused links (reset, e-mail
 * change, registration) stop working; new reset links are refused (services/accounts.ts). Its organisations,
 * orders and codes stay as they are.
 */
export async function deactivateAccount(db: Db, rawEmail: string): Promise<'deactivated' | 'already' | 'unknown'> {
  const email = normaliseEmail(rawEmail);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    if (!user) return 'unknown';
    const already = isDeactivated(user.passwordHash);
    if (!already) await tx.update(users).set({ passwordHash: deactivatedHash(user.passwordHash) }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.update(userTokens).set({ usedAt: new Date() }).where(and(eq(userTokens.userId, user.id), isNull(userTokens.usedAt)));
    return already ? 'already' : 'deactivated';
  });
}
