import { describe, expect, it } from 'vitest';
import { germanDate } from './german-date';

describe('germanDate', () => {
  it('is dd.MM.yyyy in Berlin time', () => {
    expect(germanDate('2027-03-04T12:00:00Z')).toBe('04.03.2027');
    // 23:30 UTC on 31 December is already New Year in Berlin
    expect(germanDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
  });

  it('takes a Date as well (the order e-mails)', () => {
    expect(germanDate(new Date('2027-07-15T22:30:00Z'))).toBe('16.07.2027');
    expect(germanDate(new Date('2027-07-15T21:30:00Z'))).toBe('15.07.2027');
  });
});
