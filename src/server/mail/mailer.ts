import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

/** `token`: the single-use token the mail's link carries; it never reaches the database or a log. */
export type Mail = { to: string; subject: string; text: string; html: string; token?: string };
export type OutboxMail = Omit<Mail, 'token'> & { createdAt: string };
export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** The dev outbox: the latest mails as sent, newest first; only where config.devOutbox allows it. */
  devOutbox?: () => OutboxMail[];
  /**
   * The same mailer writing its outbox rows through `db`: a request answered in one transaction (an
   * idempotent write, http/idempotency.ts) sends through it, so the outbox row is that transaction's too.
   */
  through?: (db: Db) => Mailer;
};

const DEV_OUTBOX_SIZE = 50;
const REDACTED = '[entfernt]';

/**
 * Every mail is written to the outbox table first (an audit trail, and what is left of a mail SMTP did not
 * take), with its token removed; with SMTP_URL it is then delivered through nodemailer and marked sent.
 * With `devOutbox` the mails as sent are also kept in memory, for developers and tests on this machine.
 */
export function createMailer(db: Db, opts: { smtpUrl?: string; from: string; devOutbox?: boolean }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  const recent: OutboxMail[] = [];
  const mailerOf = (db: Db): Mailer => ({
    async send(mail) {
      const { token, ...sent } = mail;
      if (opts.devOutbox) {
        recent.unshift({ ...sent, createdAt: new Date().toISOString() });
        recent.length = Math.min(recent.length, DEV_OUTBOX_SIZE);
      }
      // the stored copy grants nothing to whoever reads the table
      const stored = token ? { ...sent, text: sent.text.replaceAll(token, REDACTED), html: sent.html.replaceAll(token, REDACTED) } : sent;
      const [row] = await db.insert(emailOutbox).values(stored).returning({ id: emailOutbox.id });
      if (!transport) return;
      await transport.sendMail({ from: opts.from, ...sent });
      await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
    },
    devOutbox: opts.devOutbox ? () => [...recent] : undefined,
    through: mailerOf,
  });
  return mailerOf(db);
}
