import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, utc } from './columns';

export const newsletterSignups = pgTable('newsletter_signups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  salutation: text('salutation'),
  confirmTokenHash: text('confirm_token_hash').notNull().unique(),
  confirmedAt: utc('confirmed_at'),
  createdAt: createdAt(),
});

/** Captcha solutions already accepted: a solution is never accepted twice. */
export const usedCaptchas = pgTable(
  'used_captchas',
  {
    signature: text('signature').primaryKey(),
    expiresAt: utc('expires_at').notNull(),
  },
  (t) => [index('used_captchas_expiry_idx').on(t.expiresAt)],
);

/** Every e-mail the product sends; delivered by SMTP when configured, else only kept here for development. */
export const emailOutbox = pgTable('email_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  sentAt: utc('sent_at'),
  createdAt: createdAt(),
});
