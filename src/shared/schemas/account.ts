import * as v from 'valibot';
import { accountTexts } from '../domain/account-texts';
import { texts } from '../domain/texts';
import { dbId, pageString } from './db-id';
import { MAX, maxChars } from './text';

/** Minimum password length (see docs/accounts.md#validation). */
export const MIN_PASSWORD_LENGTH = 8;

const required = v.pipe(v.string(texts.required), v.trim(), v.nonEmpty(texts.required));
const name = v.pipe(required, maxChars(MAX.name));
export const emailField = v.pipe(required, maxChars(MAX.email), v.email(accountTexts.invalidEmail));
// no trim: a space may be part of a password
export const passwordField = v.pipe(
  v.string(texts.required),
  v.nonEmpty(texts.required),
  v.minLength(MIN_PASSWORD_LENGTH, accountTexts.passwordTooShort),
  maxChars(MAX.password),
);
const token = v.pipe(v.string(), v.nonEmpty(), maxChars(MAX.token));
const consent = (message: string) => v.literal(true, message);

/** "Die Passwörter müssen übereinstimmen", shown at the confirmation field (see docs/accounts.md#validation). */
function withConfirmation<E extends v.ObjectEntries>(entries: E, field: keyof E & string) {
  return v.pipe(
    v.object({ ...entries, passwordConfirmation: v.pipe(v.string(texts.required), maxChars(MAX.password)) }),
    v.rawCheck(({ dataset, addIssue }) => {
      // also while other fields are still wrong, so the form shows every error at once
      const value = dataset.value as Record<string, unknown> | undefined;
      if (value && typeof value === 'object' && value[field] !== value.passwordConfirmation) {
        addIssue({
          message: accountTexts.passwordsMustMatch,
          path: [{ type: 'object', origin: 'value', input: value, key: 'passwordConfirmation', value: value.passwordConfirmation }],
        });
      }
    }),
  );
}

/** POST /api/users/signup. With an invitation its id and token come along (the token proves the e-mail). */
export const signupSchema = v.object({
  firstName: name,
  lastName: name,
  email: emailField,
  password: passwordField,
  tosConsent: consent(accountTexts.tosConsentRequired),
  invitationId: v.optional(dbId),
  invitationToken: v.optional(token),
});
export type SignupInput = v.InferOutput<typeof signupSchema>;
/** The sign-up form: the payload plus the confirmation, which is not sent. */
export const signupFormSchema = withConfirmation(signupSchema.entries, 'password');
export type SignupForm = v.InferInput<typeof signupFormSchema>;

export const confirmRegistrationSchema = v.object({ confirmationToken: token });

export const requestPasswordResetSchema = v.object({ email: emailField });
export type RequestPasswordResetInput = v.InferOutput<typeof requestPasswordResetSchema>;

export const resetPasswordSchema = v.object({ newPassword: passwordField, resetToken: token });
export const resetPasswordFormSchema = withConfirmation({ newPassword: passwordField }, 'newPassword');
export type ResetPasswordForm = v.InferInput<typeof resetPasswordFormSchema>;

/**
 * POST /api/users/force-new-password: asks for the e-mail whose link sets the forced new password. A
 * password sent here is ignored: only the link's page may set one (see docs/accounts.md#forced-new-password).
 */
export const forceNewPasswordSchema = v.object({ email: emailField });

const forcedPasswordEntries = { password: passwordField, tosConsent: consent(accountTexts.tosRequired) };
/** POST /api/users/confirm-force-new-password: the link's token, the new password and the terms consent. */
export const confirmForceNewPasswordSchema = v.object({ confirmationToken: token, ...forcedPasswordEntries });
export const forceNewPasswordFormSchema = withConfirmation(forcedPasswordEntries, 'password');
export type ForceNewPasswordForm = v.InferInput<typeof forceNewPasswordFormSchema>;

/** POST /api/users/tos-consent (with the bearer access token) and the /confirm-tos form. */
export const tosConsentSchema = v.object({ tosConsent: consent(accountTexts.tosRequired) });
export type TosConsentInput = v.InferInput<typeof tosConsentSchema>;

export const requestEmailChangeSchema = v.object({ email: emailField });
export type RequestEmailChangeInput = v.InferOutput<typeof requestEmailChangeSchema>;

/** Invitation as the landing page reads it (see docs/licences-and-orders.md#invitations). */
export type Invitation = { id: number; email: string; state: 'CREATED' | 'ACCEPTED'; organizationId: number; userRole: string };
export const invitationQuerySchema = v.object({ invitationToken: token });
/** PATCH /api/invitations/{id}: the landing page proves itself with the link's token. */
export const acceptInvitationSchema = v.object({ state: v.literal('ACCEPTED'), invitationToken: v.optional(token) });

/** Bookmarks (see docs/accounts.md#bookmarks). */
export const bookmarkSchema = v.object({ boardstoryId: dbId });
export const bookmarkListQuerySchema = v.object({
  page: v.optional(pageString, '1'),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.toNumber(), v.minValue(1), v.maxValue(100)), '10'),
});
