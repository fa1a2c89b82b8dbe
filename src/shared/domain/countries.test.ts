import { describe, expect, it } from 'vitest';
import { countries, countryName, statesOf } from './countries';

describe('countries', () => {
  it('lists about 250 countries in German, each code once, sorted by German name', () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(new Set(countries.map(([code]) => code)).size).toBe(countries.length);
    const names = countries.map(([, name]) => name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(names);
    expect(countryName('DE')).toBe('Deutschland');
    expect(countryName('AT')).toBe('Österreich');
    expect(countryName('CH')).toBe('Schweiz');
  });

  it('has states for DE (15, Berlin & Brandenburg as one), AT (9) and CH (26) only', () => {
    expect(statesOf('DE')).toHaveLength(15);
    expect(statesOf('DE')).toContain('Berlin & Brandenburg');
    expect(statesOf('AT')).toHaveLength(9);
    expect(statesOf('CH')).toHaveLength(26);
    expect(statesOf('FR')).toBeUndefined();
    expect(statesOf(undefined)).toBeUndefined();
  });
});
