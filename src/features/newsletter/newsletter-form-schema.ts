import * as v from 'valibot';
import { newsletterSignupSchema } from '../../shared/schemas/newsletter';

export const CONSENT_REQUIRED = 'Bitte stimmen Sie der Verwendung Ihrer Daten zu, um den Newsletter zu erhalten.';

/**
 * The server's schema plus the consent box of the standalone variant, which must stay ticked to send
 * (see docs/content.md#newsletter); the footer form has no box and keeps its default `true`.
 */
export const newsletterFormSchema = v.object({ ...newsletterSignupSchema.entries, consent: v.literal(true, CONSENT_REQUIRED) });
export type NewsletterFormValues = v.InferInput<typeof newsletterFormSchema>;
