import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { failureText, invitationFailure, TOO_MANY_INVITATIONS } from './failure-text';
import { NO_SEAT_LEFT } from './member-list';

const conflict = (description: string) => new ApiError(409, 'conflict', description);

describe('invitationFailure', () => {
  it('puts the known conflicts on the e-mail field', () => {
    expect(invitationFailure(conflict('user exists in organization'))).toEqual({ field: 'Dieser User wurde bereits hinzugefügt' });
    expect(invitationFailure(conflict('user has already been invited'))).toEqual({ field: 'Dieser User wurde bereits eingeladen' });
    expect(invitationFailure(conflict('rental accesses exceeded'))).toEqual({ field: 'Alle Verleihzugänge wurden bereits verwendet' });
  });
  it('says in German when the seats ran out meanwhile', () => {
    expect(invitationFailure(conflict('no seats left'))).toEqual({ form: NO_SEAT_LEFT });
  });
  it('says in German that the invitation limit was reached', () => {
    expect(invitationFailure(new ApiError(429, 'rate_limited', 'too many invitations, try again later'))).toEqual({ form: TOO_MANY_INVITATIONS });
  });
  it('shows anything else as "Fehler: {description}" on the form', () => {
    expect(invitationFailure(new ApiError(403, 'forbidden', 'only owners may invite'))).toEqual({ form: 'Fehler: only owners may invite' });
  });
});

describe('failureText', () => {
  it('has a German text for a lost connection and for errors without the error shape', () => {
    expect(failureText(new ApiError(0, 'network_error', 'network error'))).toMatch(/^Keine Verbindung/);
    expect(failureText(new Error('boom'))).toBe('Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später erneut.');
  });
});
