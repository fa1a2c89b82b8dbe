import * as v from 'valibot';
import { MAX, maxChars } from './text';

const text = (max: number) => v.optional(v.pipe(v.string(), maxChars(max)));

/** Postal address of a user, an organization or a bill (see docs/accounts.md#addresses). State only for DE, AT and CH. */
export const addressSchema = v.object({
  salutation: v.optional(v.picklist(['', 'Herr', 'Frau'])),
  firstName: text(MAX.name),
  lastName: text(MAX.name),
  phone: text(MAX.phone),
  street: text(MAX.street),
  streetNumber: text(MAX.shortCode),
  additionalInformation1: text(MAX.line),
  additionalInformation2: text(MAX.line),
  zip: text(MAX.shortCode),
  city: text(MAX.name),
  country: text(MAX.country),
  state: text(MAX.line),
  name: text(MAX.line),
  contactPerson: text(MAX.line),
});
export type Address = v.InferOutput<typeof addressSchema>;
