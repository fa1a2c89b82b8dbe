import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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

/**
 * The first answer to a write sent with an `Idempotency-Key` (see docs/api.md#idempotency), per key and user (0 for a
 * guest or a pupil), kept 24 h: a device replaying a queued write, or retrying one whose answer was lost,
 * gets this answer again instead of a second bookmark or tracking. `status` is null while the first
 * request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    userId: integer('user_id').notNull(),
    request: text('request').notNull(),
    status: integer('status'),
    body: text('body'),
    contentType: text('content_type'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.key, t.userId] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
