import * as v from 'valibot';
import { texts } from '../domain/texts';
import type { OrderTotals } from '../domain/pricing';
import { dbId, dbIdString, idParam } from './db-id';
import { completeAddressSchema, isAddressFilled } from './profile';
import type { Address } from './address';
import { MAX, maxChars } from './text';

/** Institution types an order form offers (see docs/licences-and-orders.md#order-wizard); SINGLE_USER exists on organisations but is not chosen. */
export const institutionTypes = ['SCHOOL', 'LIBRARY', 'MISC'] as const;
export const institutionTypeLabels: Record<(typeof institutionTypes)[number], string> = {
  SCHOOL: 'Schule',
  LIBRARY: 'Bibliothek',
  MISC: 'Sonstige Einrichtung',
};

const requiredText = (max: number) => v.pipe(v.string(texts.required), v.trim(), v.nonEmpty(texts.required), maxChars(max));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), maxChars(max)), '');

/**
 * POST /api/organizations and PATCH /api/organizations/{id} from the order form (see docs/licences-and-orders.md#order-wizard): type,
 * name, a complete address, a billing address only when filled (empty = same as the address). The type is
 * ignored by PATCH: it cannot change once the organisation exists.
 */
export const organizationInputSchema = v.pipe(
  v.object({
    type: v.picklist(institutionTypes, texts.required),
    name: requiredText(MAX.line),
    address: completeAddressSchema,
    // any texts: checked as a complete address only when filled; other values (numbers, nested objects) are refused
    billingAddress: v.optional(v.nullable(v.record(v.pipe(v.string(), maxChars(50)), v.nullish(v.pipe(v.string(), maxChars(MAX.line)))))),
  }),
  v.forward(
    v.check((input) => !isAddressFilled(input.billingAddress as Record<string, string>) || v.is(completeAddressSchema, input.billingAddress), texts.required),
    ['billingAddress'],
  ),
);
export type OrganizationInput = v.InferInput<typeof organizationInputSchema>;

/** PATCH /api/organizations/{id} that removes members (see docs/licences-and-orders.md#members): the user ids to remove. */
export const removeMembersSchema = v.object({ removeMembers: v.pipe(v.array(dbId), v.minLength(1), v.maxLength(100)) });

/**
 * The body of PATCH /api/organizations/{id}: a member removal when it names `removeMembers`, else the
 * organisation's data. Chosen by that key rather than a union, so a bad body gets the error of the form it meant.
 */
export const organizationPatchSchema = v.lazy((input: unknown) =>
  input !== null && typeof input === 'object' && 'removeMembers' in input ? removeMembersSchema : organizationInputSchema,
);

/** GET /api/organizations?owner={userId} */
export const organizationsQuerySchema = v.object({ owner: dbIdString });

/** A promo code as typed: non-empty (see docs/licences-and-orders.md#promo-codes), letters and digits. */
export const promoCodeField = v.pipe(v.string(texts.required), v.trim(), v.nonEmpty(texts.required), maxChars(40), v.regex(/^[A-Za-z0-9_-]+$/, 'invalid promo code'));

/** GET /api/promocodes/{code}/check?licenseId= */
export const promoCheckParamSchema = v.object({ code: promoCodeField });
export const promoCheckQuerySchema = v.object({ licenseId: dbIdString });
/** Its answer: an unknown code is `isValid: false` too. errors name why, e.g. "Inapplicable license". */
export type PromoCheckResult = { isValid: boolean; discountPercent: number; errors: string[] };

/** POST /api/orders (see docs/licences-and-orders.md#order-wizard). validFrom only for a renewal: the new term starts when the old one ends. */
export const orderInputSchema = v.object({
  licenseId: dbId,
  organizationId: dbId,
  comment: optionalText(MAX.comment),
  promocode: v.optional(v.union([v.literal(''), promoCodeField]), ''),
  validFrom: v.optional(v.pipe(v.string(), maxChars(40), v.isoTimestamp())),
});
export type OrderInput = v.InferInput<typeof orderInputSchema>;

/** A stored order as POST /api/orders and the admin list answer it. Amounts in cents, dates ISO. */
export type Order = {
  id: number;
  licenseId: number;
  licenseName: string;
  organizationId: number;
  organizationName: string;
  active: boolean;
  validFrom: string | null;
  validUntil: string | null;
  comment: string;
  promocode: string | null;
  vatCountry: string | null;
  totals: OrderTotals;
  createdAt: string;
  orderedBy: { email: string; firstName: string; lastName: string } | null;
};

/** GET /api/admin/orders?state=pending */
export const adminOrdersQuerySchema = v.object({ state: v.optional(v.picklist(['pending']), 'pending') });
export const orderIdParamSchema = idParam('id');

export type { Address };
