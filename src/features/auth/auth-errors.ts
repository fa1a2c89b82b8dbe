import { ApiError } from '../../lib/api-client';
import { accountTexts } from '../../shared/domain/account-texts';
import { texts } from '../../shared/domain/texts';

// The error texts of docs/errors.md, chosen by the substrings of the server's error (see docs/errors.md#error-shape).

export function loginErrorText(error: unknown): string {
  // no answer at all: offline, or the server is out of reach
  if (error instanceof ApiError && error.status === 0) return texts.loginOffline;
  if (error instanceof ApiError && error.status === 429) return accountTexts.tooManyLogins;
  if (error instanceof ApiError && error.has('not confirmed')) return accountTexts.notConfirmed;
  if (error instanceof ApiError && error.has('invalid')) return accountTexts.loginInvalid;
  return texts.unknownError;
}

export function signupErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return accountTexts.tooManyMails;
  if (error instanceof ApiError && error.has('exists')) return accountTexts.emailExists;
  if (error instanceof ApiError && error.has('Passwort')) return accountTexts.passwordTooShort;
  if (error instanceof ApiError && error.has('invitation already accepted')) return accountTexts.invitationAccepted;
  if (error instanceof ApiError && error.has('invalid invitation')) return accountTexts.invitationInvalid;
  return texts.unknownError;
}

export function passwordResetRequestErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return accountTexts.tooManyMails;
  if (error instanceof ApiError && error.has('does not exist')) return accountTexts.userDoesNotExist;
  return texts.unknownError;
}

/** A link whose token is used up, unknown or expired (or, asking for one, too many asked for). */
export function tokenErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return accountTexts.tooManyMails;
  if (error instanceof ApiError && (error.status === 404 || error.status === 410)) return accountTexts.linkInvalid;
  return texts.unknownError;
}

/** The login answer that holds the access token for /confirm-tos (the login lacked the terms consent). */
export function tosAccessToken(error: unknown): string | undefined {
  return error instanceof ApiError && error.has('tos_consent_required') ? (error.body.access_token as string | undefined) : undefined;
}
