import { describe, expect, it } from 'vitest';
import { isAccessCodeValid } from './access-code';

const code = { startingDate: '2026-01-01T00:00:00Z', expirationDate: '2026-02-01T00:00:00Z' };

describe('isAccessCodeValid', () => {
  it('accepts a code between start and expiry', () => {
    expect(isAccessCodeValid(code, new Date('2026-01-15T12:00:00Z'))).toBe(true);
  });
  it('rejects a code that has not started yet', () => {
    expect(isAccessCodeValid(code, new Date('2025-12-31T23:59:59Z'))).toBe(false);
  });
  it('rejects an expired code', () => {
    expect(isAccessCodeValid(code, new Date('2026-02-01T00:00:00Z'))).toBe(false);
  });
  it('rejects unreadable dates', () => {
    expect(isAccessCodeValid({ startingDate: 'bald', expirationDate: '' }, new Date())).toBe(false);
  });
});
