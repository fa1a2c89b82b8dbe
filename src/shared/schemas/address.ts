import * as v from 'valibot';

/** Postal address of a user, an organization or a bill (part 2 §3). State only for DE, AT and CH. */
export const addressSchema = v.object({
  salutation: v.optional(v.picklist(['', 'Herr', 'Frau'])),
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  phone: v.optional(v.string()),
  street: v.optional(v.string()),
  streetNumber: v.optional(v.string()),
  additionalInformation1: v.optional(v.string()),
  additionalInformation2: v.optional(v.string()),
  zip: v.optional(v.string()),
  city: v.optional(v.string()),
  country: v.optional(v.string()),
  state: v.optional(v.string()),
  name: v.optional(v.string()),
  contactPerson: v.optional(v.string()),
});
export type Address = v.InferOutput<typeof addressSchema>;
