import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Address } from '../../../shared/schemas/address';
import { createdAt, utc } from './columns';

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  // stored in lowercase: people type their address in any case
  email: text('email').notNull().unique(),
  // null for external single-sign-on accounts, which never log in with a password
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  salutation: text('salutation').notNull().default(''),
  isExternalUser: boolean('is_external_user').notNull().default(false),
  isAdmin: boolean('is_admin').notNull().default(false),
  confirmedAt: utc('confirmed_at'),
  mustResetPassword: boolean('must_reset_password').notNull().default(false),
  tosConsentAt: utc('tos_consent_at'),
  address: jsonb('address').$type<Address | null>(),
  billingAddress: jsonb('billing_address').$type<Address | null>(),
  createdAt: createdAt(),
});

/** Sessions live in the database so that several server instances share them. The id is a hash of the cookie value. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: utc('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const userTokenKinds = [
  'CONFIRM_REGISTRATION',
  'RESET_PASSWORD',
  'FORCE_NEW_PASSWORD',
  'EMAIL_CHANGE',
  'TOS_ACCESS',
] as const;
export type UserTokenKind = (typeof userTokenKinds)[number];

/** Single-use, expiring tokens sent by e-mail or handed to the browser; only their hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<UserTokenKind>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    // e.g. the new e-mail address or the new password hash waiting for confirmation
    payload: jsonb('payload').$type<Record<string, string>>(),
    expiresAt: utc('expires_at').notNull(),
    usedAt: utc('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('user_tokens_user_idx').on(t.userId, t.kind)],
);

/** Fixed-window counters (login attempts per account and per address); in the database so instances share them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: utc('window_start').notNull(),
});
