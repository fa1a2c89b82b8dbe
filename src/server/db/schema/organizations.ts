import { index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import type { Address } from '../../../shared/schemas/address';
import { createdAt, utc } from './columns';
import { users } from './users';

export const organizationTypes = ['SINGLE_USER', 'SCHOOL', 'LIBRARY', 'MISC'] as const;
export const userRoles = ['OWNER', 'USER', 'RENTAL_USER'] as const;
export const invitationStates = ['CREATED', 'ACCEPTED'] as const;

export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  type: text('type').$type<(typeof organizationTypes)[number]>().notNull(),
  name: text('name').notNull(),
  address: jsonb('address').$type<Address | null>(),
  billingAddress: jsonb('billing_address').$type<Address | null>(),
  createdAt: createdAt(),
});

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userRole: text('user_role').$type<(typeof userRoles)[number]>().notNull(),
    rentalUntil: utc('rental_until'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index('members_user_idx').on(t.userId)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userRole: text('user_role').$type<(typeof userRoles)[number]>().notNull(),
    state: text('state').$type<(typeof invitationStates)[number]>().notNull().default('CREATED'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: utc('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('invitations_org_email').on(t.organizationId, t.email)],
);
