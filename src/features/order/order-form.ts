import * as v from 'valibot';
import { texts } from '../../shared/domain/texts';
import type { License, Organization } from '../../shared/schemas/licences';
import { institutionTypes, type OrganizationInput } from '../../shared/schemas/orders';
import { completeAddressSchema, isAddressFilled, normaliseAddresses, type AddressesForm } from '../../shared/schemas/profile';
import { MAX, maxChars } from '../../shared/schemas/text';
import { addressFormValues } from '../../ui/address-fieldset';

/** Step one's values: every field text, so the inputs stay controlled; '' is "not chosen" for the type. */
export type OrderDataValues = AddressesForm & { type: string; name: string; comment: string };

const requiredName = v.pipe(v.string(texts.required), v.trim(), v.nonEmpty(texts.required), maxChars(MAX.line));

/**
 * The checks of organizationInputSchema, with the billing address checked field by field (so each field
 * shows its own error) and only when filled (see docs/accounts.md#addresses), plus the order's comment.
 */
export const orderDataSchema = (values: { billingAddress?: unknown }) =>
  v.object({
    type: v.picklist(institutionTypes, texts.required),
    name: requiredName,
    address: completeAddressSchema,
    billingAddress: isAddressFilled(values.billingAddress as Record<string, string>) ? completeAddressSchema : v.any(),
    comment: v.optional(v.pipe(v.string(), v.trim(), maxChars(MAX.comment)), ''),
  });
export type OrderDataOutput = v.InferOutput<ReturnType<typeof orderDataSchema>>;

/** What the body of POST/PATCH /api/organizations takes: states only where they exist, an empty billing address as none. */
export function organizationInput(values: OrderDataOutput): OrganizationInput {
  const { address, billingAddress } = normaliseAddresses({ address: values.address, billingAddress: values.billingAddress });
  return { type: values.type, name: values.name, address: { ...values.address, state: address.state }, billingAddress };
}

/** A new organisation's likely type, guessed from the licence: the form still lets the user choose. */
export const suggestedType = (kind: License['kind']): string => (kind === 'LIBRARY' ? 'LIBRARY' : kind === 'SCHOOL' || kind === 'TEAM' ? 'SCHOOL' : '');

/** Prefilled from the organisation being edited; a new one starts with the account's name in the address. */
export function orderDataDefaults(
  organization: Pick<Organization, 'type' | 'name' | 'address' | 'billingAddress'> | null,
  fallback: { type: string; firstName: string; lastName: string; comment: string },
): OrderDataValues {
  if (organization) {
    return {
      type: organization.type,
      name: organization.name,
      address: addressFormValues(organization.address, 'DE'),
      billingAddress: addressFormValues(organization.billingAddress, ''),
      comment: fallback.comment,
    };
  }
  return {
    type: fallback.type,
    name: '',
    address: { ...addressFormValues(null, 'DE'), firstName: fallback.firstName, lastName: fallback.lastName },
    billingAddress: addressFormValues(null, ''),
    comment: fallback.comment,
  };
}
