import * as v from 'valibot';
import { ApiError } from '../../lib/api-client';
import { licenceTexts } from '../../shared/domain/licence-texts';
import { texts } from '../../shared/domain/texts';
import { institutionTypes, type PromoCheckResult } from '../../shared/schemas/orders';
import { completeAddressSchema } from '../../shared/schemas/profile';
import type { Address } from '../../shared/schemas/address';
import type { Organization } from '../../shared/schemas/licences';

export type OrderStep = 'orderDataForm' | 'checkOrderData' | 'orderSuccess';
/** The step as the URL names it: the first one is the page without a step. */
export type StepParam = Exclude<OrderStep, 'orderDataForm'>;

type OrganizationData = Pick<Organization, 'name'> & { address: Address | null };

// the server may send an empty optional field as null, which "not filled" means as much as a missing one
const withoutNulls = (address: Address | null) => Object.fromEntries(Object.entries(address ?? {}).filter(([, value]) => value != null));

/** Name and a complete address (the * fields of docs/accounts.md#addresses): enough to order without the data form. */
export const isOrganizationComplete = (organization: OrganizationData | null | undefined): boolean =>
  !!organization?.name?.trim() && v.is(completeAddressSchema, withoutNulls(organization.address));

/** On renewal, complete organisation data skips step one (see docs/licences-and-orders.md#order-wizard). */
export const skipsDataStep = (renew: boolean, organization: OrganizationData | null | undefined) => renew && isOrganizationComplete(organization);

/**
 * The organisation the data form edits: the one of the current order if the user owns it, else the first
 * owned one of a type the form offers; none means the form creates one. Its type then cannot change
 * (see docs/licences-and-orders.md#order-wizard), so saving patches the organisation of the same type.
 */
export function editableOrganization<T extends Pick<Organization, 'id' | 'type'>>(owned: T[], currentOrganizationId: number | null): T | null {
  const offered = owned.filter((o) => (institutionTypes as readonly string[]).includes(o.type));
  return offered.find((o) => o.id === currentOrganizationId) ?? offered[0] ?? null;
}

/** A renewal starts when the current term ends, if that is still ahead; else at activation (no validFrom). */
export const renewalValidFrom = (validUntil: string | null | undefined, now = new Date()): string | undefined =>
  validUntil && Date.parse(validUntil) > now.getTime() ? validUntil : undefined;

/**
 * The step on screen: the URL asks, the wizard's state decides. Once ordered it is the success step; the
 * check step needs a saved (or, on a skipped renewal, complete) organisation; everything else is step one.
 */
export function shownStep(state: { requested: StepParam | undefined; ordered: boolean; organizationId: number | null; skipped: boolean }): OrderStep {
  if (state.ordered) return 'orderSuccess';
  if (state.organizationId !== null && (state.skipped || state.requested === 'checkOrderData')) return 'checkOrderData';
  return 'orderDataForm';
}

export type PromoOutcome = { discountPercent: number } | { message: string };

/** A valid code gives its discount; "Inapplicable" and other refusals and failures their texts. */
export function promoOutcome(result: PromoCheckResult | undefined, failed: boolean): PromoOutcome | null {
  if (failed) return { message: licenceTexts.promoFailed };
  if (!result) return null;
  if (result.isValid) return { discountPercent: result.discountPercent };
  return { message: result.errors[0]?.includes('Inapplicable') ? licenceTexts.promoInapplicable : licenceTexts.promoInvalid };
}

/**
 * A promo code is typed but not the one last redeemed: ordering now would silently drop it, so the check step
 * redeems it first and tells the buyer. An empty field or the redeemed code orders as shown.
 */
export const isPromoUnredeemed = (typed: string, redeemed: string | null): boolean => typed.trim() !== '' && typed.trim() !== redeemed;

/**
 * Order and organisation errors (see docs/errors.md#orders): "Fehler: {message}" of the server; no answer at all is the
 * generic text.
 */
export const orderErrorText = (error: unknown): string => {
  if (!(error instanceof ApiError) || error.status <= 0) return texts.unknownError;
  // the one conflict of POST /api/orders: an order of this licence already waits for its activation
  if (error.status === 409) return licenceTexts.orderAwaitingActivation;
  return `Fehler: ${error.description}`;
};
