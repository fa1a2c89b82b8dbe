import { describe, expect, it } from 'vitest';
import {
  codesLeftLabel,
  durationLabel,
  formatEuroCents,
  grossEuros,
  hasFreeSeat,
  licenceEnd,
  licenceGroup,
  orderTotals,
  priceLabel,
  remaining,
  seatsLabel,
  vatCountry,
  vatRate,
} from './pricing';

describe('prices on the licence overview', () => {
  it('shows net cents gross with 19 %, rounded to whole euros', () => {
    expect(grossEuros(39900)).toBe(475);
    expect(grossEuros(4900)).toBe(58);
    expect(grossEuros(0)).toBe(0);
  });

  it('labels a free licence "gratis" and others in euros', () => {
    expect(priceLabel(0)).toBe('gratis');
    expect(priceLabel(39900)).toBe('475 €');
  });
});

describe('licence durations', () => {
  it('groups yearly from 12 months and monthly up to 11', () => {
    expect(licenceGroup(12)).toBe('yearly');
    expect(licenceGroup(24)).toBe('yearly');
    expect(licenceGroup(11)).toBe('monthly');
    expect(licenceGroup(0.5)).toBe('monthly');
    expect(licenceGroup(11.5)).toBeNull();
  });

  it('says months above one, one month, and days below', () => {
    expect(durationLabel(12)).toBe('12 Monate');
    expect(durationLabel(1)).toBe('1 Monat');
    expect(durationLabel(0.5)).toBe('15 Tage');
    expect(durationLabel(1 / 31)).toBe('1 Tag');
  });

  it('ends a term after whole months plus the fraction in days, as the label says', () => {
    const from = new Date(2026, 0, 31, 12);
    expect(licenceEnd(from, 12)).toEqual(new Date(2027, 0, 31, 12));
    expect(licenceEnd(from, 1)).toEqual(new Date(2026, 1, 28, 12));
    expect(licenceEnd(from, 0.5)).toEqual(new Date(2026, 1, 15, 12));
    expect(licenceEnd(from, 1.5)).toEqual(new Date(2026, 2, 15, 12));
  });

  it('names one school instead of seats for the school licence', () => {
    expect(seatsLabel({ kind: 'SCHOOL', maxUsers: 30 })).toBe('für eine Schule');
    expect(seatsLabel({ kind: 'SINGLE', maxUsers: 1 })).toBe('für 1 Person');
    expect(seatsLabel({ kind: 'TEAM', maxUsers: 5 })).toBe('für bis zu 5 Personen');
  });
});

describe('VAT and order totals', () => {
  it('knows the rates of the list and 0 elsewhere', () => {
    expect(vatRate('AT')).toBe(20);
    expect(vatRate('DE')).toBe(19);
    expect(vatRate('LU')).toBe(17);
    expect(vatRate('US')).toBe(0);
    expect(vatRate('CH')).toBe(0);
    expect(vatRate(null)).toBe(0);
    expect(vatRate(undefined)).toBe(0);
  });

  it('takes the country of the billing address, else of the order address, else of the institution', () => {
    const at = { country: 'AT' };
    const de = { country: 'DE' };
    const fr = { country: 'FR' };
    expect(vatCountry(at, de, fr)).toBe('AT');
    expect(vatCountry(null, de, fr)).toBe('DE');
    expect(vatCountry({ country: '' }, undefined, fr)).toBe('FR');
    expect(vatCountry(null, undefined, {})).toBeNull();
  });

  it('adds VAT and takes the discount off the gross amount, each rounded to a cent', () => {
    expect(orderTotals(39900, 20, 10)).toEqual({ net: 39900, vatPercent: 20, vat: 7980, discountPercent: 10, discount: 4788, total: 43092 });
    expect(orderTotals(39900, 19)).toEqual({ net: 39900, vatPercent: 19, vat: 7581, discountPercent: 0, discount: 0, total: 47481 });
    expect(orderTotals(790, 0, 15)).toEqual({ net: 790, vatPercent: 0, vat: 0, discountPercent: 15, discount: 119, total: 671 });
  });

  it('writes cents as German euros', () => {
    expect(formatEuroCents(43092)).toBe('430,92 €');
    expect(formatEuroCents(199000)).toBe('1.990,00 €');
    expect(formatEuroCents(0)).toBe('0,00 €');
  });
});

describe('seats, rental accesses and codes', () => {
  it('has a free seat while members and open invitations are fewer than the seats', () => {
    expect(hasFreeSeat(5, 3, 1)).toBe(true);
    expect(hasFreeSeat(5, 4, 1)).toBe(false);
    expect(hasFreeSeat(1, 1, 0)).toBe(false);
  });

  it('counts what remains, never below 0', () => {
    expect(remaining(10, 3)).toBe(7);
    expect(remaining(10, 10)).toBe(0);
    expect(remaining(10, 12)).toBe(0);
  });

  it('says code in the singular and codes in the plural', () => {
    expect(codesLeftLabel(1)).toBe('Noch 1 Code übrig');
    expect(codesLeftLabel(5)).toBe('Noch 5 Codes übrig');
    expect(codesLeftLabel(0)).toBe('Noch 0 Codes übrig');
  });
});
