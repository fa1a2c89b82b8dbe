import { ApiError } from '../../lib/api-client';
import { licenceTexts } from '../../shared/domain/licence-texts';
import { texts } from '../../shared/domain/texts';
import { NO_SEAT_LEFT } from './member-list';

/** Offline or unreachable: the server's English "network error" is no text for a German page. */
const OFFLINE = 'Keine Verbindung zum Server. Bitte versuchen Sie es erneut, sobald Sie online sind.';

/**
 * Order and organisation errors: "Fehler: {message}" from the server's error description (see docs/errors.md#orders).
 */
export function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return texts.unknownError;
  if (error.status === 0) return OFFLINE;
  return `Fehler: ${error.description}`;
}

export const TOO_MANY_INVITATIONS = 'Zu viele Einladungen in kurzer Zeit. Bitte warten Sie eine Viertelstunde und versuchen Sie es dann erneut.';

/**
 * An invitation's failure (see docs/errors.md#invitations): the three known conflicts belong to the e-mail field,
 * anything else to the form. "has already been invited" is tested before "exists", which it does not contain
 * today but a reworded server text might.
 */
export function invitationFailure(error: unknown): { field: string } | { form: string } {
  if (error instanceof ApiError) {
    if (error.has('has already been invited')) return { field: licenceTexts.userAlreadyInvited };
    if (error.has('rental accesses exceeded')) return { field: licenceTexts.rentalAccessesExceeded };
    if (error.has('exists')) return { field: licenceTexts.userAlreadyMember };
    // the last seat went to an invitation from another device since this page counted them
    if (error.has('no seats left')) return { form: NO_SEAT_LEFT };
    // the owner's invitation limit (docs/security.md#rate-limits): the server's English reason is no text for the form
    if (error.status === 429) return { form: TOO_MANY_INVITATIONS };
  }
  return { form: failureText(error) };
}
