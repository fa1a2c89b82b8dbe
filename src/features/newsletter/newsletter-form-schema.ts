import * as v from 'valibot';
import { newsletterSignupSchema } from '../../shared/schemas/newsletter';

export const CONSENT_REQUIRED = 'Bitte stimmen Sie der Verwendung Ihrer Daten zu, um den Newsletter zu erhalten.';

/** The footer form: the server's schema. */
export const footerFormSchema = newsletterSignupSchema;
/** The standalone variant adds the consent box, which must stay ticked to send (part 1 §5). */
export const standaloneFormSchema = v.object({ ...newsletterSignupSchema.entries, consent: v.literal(true, CONSENT_REQUIRED) });
export type NewsletterFormValues = v.InferInput<typeof standaloneFormSchema>;
