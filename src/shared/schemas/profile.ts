import * as v from 'valibot';
import { isCountryCode, statesOf } from '../domain/countries';
import { texts } from '../domain/texts';
import { addressSchema, type Address } from './address';
import type { Me } from './auth';
import { MAX, maxChars } from './text';

const required = (max: number) => v.pipe(v.string(texts.required), v.trim(), v.nonEmpty(texts.required), maxChars(max));
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), maxChars(max)), '');
export const salutationField = v.optional(v.picklist(['', 'Herr', 'Frau']), '');

/** "Persönliche Daten": the e-mail and the salutation are not validated, only the names (see docs/accounts.md#my-data). */
export const profileSchema = v.object({ firstName: required(MAX.name), lastName: required(MAX.name), salutation: salutationField });
export type ProfileInput = v.InferOutput<typeof profileSchema>;

/**
 * A complete address: the fields marked * (see docs/accounts.md#addresses) — first and last name, street, house number, zip,
 * city, country, and the state where the country has a list of them (DE, AT, CH).
 */
export const completeAddressSchema = v.pipe(
  v.object({
    salutation: salutationField,
    firstName: required(MAX.name),
    lastName: required(MAX.name),
    name: optionalText(MAX.line),
    phone: optionalText(MAX.phone),
    street: required(MAX.street),
    streetNumber: required(MAX.shortCode),
    additionalInformation1: optionalText(MAX.line),
    additionalInformation2: optionalText(MAX.line),
    zip: required(MAX.shortCode),
    city: required(MAX.name),
    country: v.pipe(required(MAX.country), v.check(isCountryCode, texts.required)),
    state: optionalText(MAX.line),
  }),
  v.forward(
    v.partialCheck([['country'], ['state']], (a) => !statesOf(a.country) || statesOf(a.country)!.includes(a.state), texts.required),
    ['state'],
  ),
);

/** A billing address counts as filled once any of its fields holds text; empty means "same as above" (see docs/accounts.md#addresses). */
export const isAddressFilled = (address: Partial<Record<string, string>> | null | undefined) =>
  !!address && Object.values(address).some((value) => typeof value === 'string' && value.trim() !== '');

/** The form's values: every field as text, so the inputs stay controlled. */
export type AddressForm = { [K in keyof v.InferInput<typeof completeAddressSchema>]-?: string };
export type AddressesForm = { address: AddressForm; billingAddress: AddressForm };

/** "Adressen": the address must be complete; the billing address only when it is filled. */
export const addressesFormSchema = (values: { billingAddress?: unknown }) =>
  v.object({
    address: completeAddressSchema,
    billingAddress: isAddressFilled(values.billingAddress as Record<string, string>) ? completeAddressSchema : v.any(),
  });

/** The state is kept only where the country has states (see docs/accounts.md#addresses); an empty billing address is stored as none. */
export function normaliseAddresses(input: { address: Address; billingAddress?: Address | null }) {
  const clean = (a: Address): Address => (statesOf(a.country) ? a : { ...a, state: '' });
  return {
    address: clean(input.address),
    billingAddress: isAddressFilled(input.billingAddress as Record<string, string>) ? clean(input.billingAddress!) : null,
  };
}

/**
 * PATCH /api/users/{id}: personal data, addresses, or both. The server checks the addresses with the
 * same rules as the form.
 */
export const userPatchSchema = v.pipe(
  v.object({
    firstName: v.optional(required(MAX.name)),
    lastName: v.optional(required(MAX.name)),
    salutation: v.optional(salutationField),
    address: v.optional(addressSchema),
    billingAddress: v.optional(v.nullable(addressSchema)),
  }),
  v.check(
    (input) =>
      (input.address === undefined || v.is(completeAddressSchema, input.address)) &&
      (!isAddressFilled(input.billingAddress as Record<string, string>) || v.is(completeAddressSchema, input.billingAddress)),
    'address incomplete',
  ),
);
export type UserPatch = v.InferOutput<typeof userPatchSchema>;

/** GET and PATCH /api/users/{id}: the account with its addresses (the account page's data). */
export type Profile = Omit<Me, 'bookmarks'> & { address: Address | null; billingAddress: Address | null };
