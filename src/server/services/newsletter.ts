import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsletterSignups } from '../db/schema';
import { escapeHtml } from '../../shared/domain/escape-html';
import { notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import type { NewsletterSignup } from '../../shared/schemas/newsletter';
import { hashToken, randomToken } from './tokens';

/** Browser path of the double opt-in link; src/routes/newsletter.bestaetigen.$token.tsx answers it. */
export const confirmPath = (token: string) => `/newsletter/bestaetigen/${token}`;

/**
 * A sign-up is stored unconfirmed and answered with an e-mail carrying the confirmation link (double
 * opt-in): nobody is subscribed by someone else typing their address.
 */
export async function signUp(db: Db, mailer: Mailer, publicUrl: string, input: Omit<NewsletterSignup, 'frcSolution'>): Promise<void> {
  const token = randomToken();
  await db.insert(newsletterSignups).values({
    email: input.email.toLowerCase(),
    firstName: input.firstName || null,
    lastName: input.lastName || null,
    salutation: input.salutation || null,
    confirmTokenHash: hashToken(token),
  });
  const link = publicUrl + confirmPath(token);
  const greeting = input.lastName ? `Guten Tag ${[input.salutation, input.lastName].filter(Boolean).join(' ')},` : 'Guten Tag,';
  await mailer.send({
    token,
    to: input.email,
    subject: 'Bitte bestätigen Sie Ihre Anmeldung zum Lesefunke-Newsletter',
    text: `${greeting}\n\nbitte bestätigen Sie Ihre Anmeldung zum Lesefunke-Newsletter mit diesem Link:\n${link}\n\nWenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.\n\nIhr Lesefunke-Team`,
    html: `<p>${escapeHtml(greeting)}</p><p>bitte bestätigen Sie Ihre Anmeldung zum Lesefunke-Newsletter:</p><p><a href="${escapeHtml(link)}">Anmeldung bestätigen</a></p><p>Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail einfach.</p><p>Ihr Lesefunke-Team</p>`,
  });
}

/** Confirms the sign-up the token belongs to; an unknown or already used token is a 404. */
export async function confirm(db: Db, token: string): Promise<void> {
  const rows = await db
    .update(newsletterSignups)
    .set({ confirmedAt: new Date() })
    .where(and(eq(newsletterSignups.confirmTokenHash, hashToken(token)), isNull(newsletterSignups.confirmedAt)))
    .returning({ id: newsletterSignups.id });
  if (rows.length === 0) throw notFound('confirmation token invalid or already used');
}
