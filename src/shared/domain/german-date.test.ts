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

describe('germanDate against the time zone database', () => {
  it('gives what Intl gives for the evenings of 1990 to 2099, when Berlin is a day ahead of UTC', () => {
    const intl = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });
    const differences: string[] = [];
    for (let t = Date.UTC(1990, 0, 1); t < Date.UTC(2100, 0, 1); t += 86_400_000) {
      for (const hours of [0.5, 21.5, 22.5, 23.5]) {
        const instant = new Date(t + hours * 3_600_000);
        if (germanDate(instant) !== intl.format(instant)) differences.push(`${instant.toISOString()}: ${germanDate(instant)} ≠ ${intl.format(instant)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('refuses what is no date, as Intl did', () => {
    expect(() => germanDate('kein Datum')).toThrow(RangeError);
  });
});
