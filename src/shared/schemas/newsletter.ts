import * as v from 'valibot';
import { accountTexts } from '../domain/account-texts';
import { texts } from '../domain/texts';
import { MAX, maxChars } from './text';

const optionalName = v.optional(v.pipe(v.string(), v.trim(), maxChars(MAX.name)));

/**
 * POST /api/newsletter (see docs/content.md#newsletter): the e-mail address and the captcha solution (the ALTCHA payload,
 * base64) are required; the standalone variant adds the names and the salutation.
 */
export const newsletterSignupSchema = v.object({
  email: v.pipe(v.string(texts.required), v.trim(), v.nonEmpty(texts.required), maxChars(MAX.email), v.email(accountTexts.invalidEmail)),
  frcSolution: v.pipe(v.string(accountTexts.captchaRequired), v.nonEmpty(accountTexts.captchaRequired), maxChars(8000)),
  firstName: optionalName,
  lastName: optionalName,
  salutation: optionalName,
});
export type NewsletterSignup = v.InferOutput<typeof newsletterSignupSchema>;

/** POST /api/newsletter/confirm: the token from the confirmation e-mail. */
export const newsletterConfirmSchema = v.object({
  token: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be a token')),
});
