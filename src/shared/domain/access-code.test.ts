import { describe, expect, it } from 'vitest';
import { isAccessCodeValid, normalizeCode, opensStory } from './access-code';

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

describe('normalizeCode', () => {
  it('trims and uppercases what a pupil typed', () => {
    expect(normalizeCode('  funke-gueltig \n')).toBe('FUNKE-GUELTIG');
  });
  it('leaves a printed code as it is', () => {
    expect(normalizeCode('FUNKE-GUELTIG')).toBe('FUNKE-GUELTIG');
  });
  it('makes blank input empty', () => {
    expect(normalizeCode('   ')).toBe('');
  });
});

describe('opensStory', () => {
  const lookup = { ...code, boardstoryId: 7 };
  const during = new Date('2026-01-15T12:00:00Z');
  it('opens its own story while valid', () => {
    expect(opensStory(lookup, 7, during)).toBe(true);
  });
  it('does not open another story', () => {
    expect(opensStory(lookup, 8, during)).toBe(false);
  });
  it('does not open its story once expired', () => {
    expect(opensStory(lookup, 7, new Date('2026-03-01T00:00:00Z'))).toBe(false);
  });
});
