import { boolean, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, utc } from './columns';
import { organizations } from './organizations';
import { users } from './users';

export const licenses = pgTable('licenses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  // stable name for the kinds the product treats specially (library, team, school hover notes)
  kind: text('kind').$type<'SINGLE' | 'TEAM' | 'SCHOOL' | 'LIBRARY' | 'MONTHLY'>().notNull(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  visible: boolean('visible').notNull().default(true),
  // months; fractions allowed (0.5 = about 15 days)
  lifetime: numeric('lifetime', { mode: 'number' }).notNull(),
  maxUsers: integer('max_users').notNull(),
  // net price in euro cents
  netPrice: integer('net_price').notNull(),
  description: text('description').notNull().default(''),
  allowRentals: boolean('allow_rentals').notNull().default(false),
  allowAccessCodes: boolean('allow_access_codes').notNull().default(true),
  maxNumberOfRentalAccesses: integer('max_rental_accesses').notNull().default(0),
  maxNumberOfRentalCodes: integer('max_rental_codes').notNull().default(0),
});

export const promoCodes = pgTable('promo_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull().unique(),
  discountPercent: integer('discount_percent').notNull(),
  validFrom: utc('valid_from').notNull(),
  validUntil: utc('valid_until').notNull(),
  // null: every licence; else only these licence kinds
  licenseKinds: jsonb('license_kinds').$type<string[] | null>(),
});

export const orders = pgTable('orders', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  licenseId: integer('license_id')
    .notNull()
    .references(() => licenses.id),
  orderedBy: integer('ordered_by').references(() => users.id, { onDelete: 'set null' }),
  // inactive until payment arrives and customer service activates it
  active: boolean('active').notNull().default(false),
  validFrom: utc('valid_from'),
  validUntil: utc('valid_until'),
  isRenewable: boolean('is_renewable').notNull().default(true),
  comment: text('comment').notNull().default(''),
  promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
  // the amounts as they were when ordered, in euro cents
  netPrice: integer('net_price').notNull(),
  discountPercent: integer('discount_percent').notNull().default(0),
  vatPercent: numeric('vat_percent', { mode: 'number' }).notNull(),
  // the ISO country whose VAT was charged; null where it was not recorded (the seeded orders)
  vatCountry: text('vat_country'),
  total: integer('total').notNull(),
  createdAt: createdAt(),
});
