import { describe, expect, it } from 'vitest';
import { displayEmail, displayName } from './account-display';

describe('account display', () => {
  it('shows a generated single-sign-on address as "Externer SSO-Account"', () => {
    expect(displayEmail('a1b2c3d4e5f6g7h8i9j0@sso.lesefunke.lu')).toBe('Externer SSO-Account');
    expect(displayEmail('A1B2C3D4E5F6G7H8I9J0K@SSO.Lesefunke.lu')).toBe('Externer SSO-Account');
  });
  it('keeps short local parts and other domains', () => {
    expect(displayEmail('kurz@sso.lesefunke.lu')).toBe('kurz@sso.lesefunke.lu');
    expect(displayEmail('a1b2c3d4e5f6g7h8i9j0@lesefunke.test')).toBe('a1b2c3d4e5f6g7h8i9j0@lesefunke.test');
  });
  it('names a nameless account "Kein Name angegeben"', () => {
    expect(displayName({ firstName: '', lastName: '', name: '' })).toBe('Kein Name angegeben');
    expect(displayName({ firstName: 'Eva', lastName: '' })).toBe('Eva');
    expect(displayName({ name: 'Eva Ernst' })).toBe('Eva Ernst');
  });
});
