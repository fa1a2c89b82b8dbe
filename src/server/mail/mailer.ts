import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * Every mail is written to the outbox first (an audit trail, and the tests' mailbox outside production);
 * with SMTP_URL it is then delivered through nodemailer and marked sent.
 */
export function createMailer(db: Db, opts: { smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
      if (!transport) return;
      await transport.sendMail({ from: opts.from, ...mail });
      await db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, row.id));
    },
  };
}
