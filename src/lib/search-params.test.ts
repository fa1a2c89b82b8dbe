import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { searchInt, searchInts, searchOneOf, searchText, stringifySearch } from './search-params';

describe('stringifySearch', () => {
  it('writes bracket arrays as repeated keys and reads them back', () => {
    const text = stringifySearch({ q: 'Maus', 'tags[]': [3, 5], p: undefined });
    expect(new URLSearchParams(text).getAll('tags[]')).toEqual(['3', '5']);
    expect(defaultParseSearch(text)).toEqual({ q: 'Maus', 'tags[]': [3, 5] });
  });
  it('leaves other values as the default does', () => {
    expect(stringifySearch({ p: 2 })).toBe('?p=2');
    expect(stringifySearch({ 'tags[]': [] })).toBe('');
    expect(stringifySearch({})).toBe('');
  });
});

describe('search value readers', () => {
  it('reads whole numbers given as numbers or text, within their bounds', () => {
    expect(searchInt(3)).toBe(3);
    expect(searchInt(' 7 ')).toBe(7);
    expect(searchInt('abc')).toBeUndefined();
    expect(searchInt('')).toBeUndefined();
    expect(searchInt(0)).toBeUndefined();
    expect(searchInt(1.5)).toBeUndefined();
    expect(searchInt(2030, { min: 1990, max: 2200 })).toBe(2030);
    expect(searchInt(1e20, { min: 1990, max: 2200 })).toBeUndefined();
  });
  it('reads a repeated key as a list and drops it whole when one value is bad or there are too many', () => {
    expect(searchInts(5, 50)).toEqual([5]);
    expect(searchInts([3, '4'], 50)).toEqual([3, 4]);
    expect(searchInts(['x'], 50)).toBeUndefined();
    expect(searchInts([1, 2, 3], 2)).toBeUndefined();
    expect(searchInts(undefined, 50)).toBeUndefined();
  });
  it('reads text trimmed (a number as its digits), or raw, and drops what is too long or off pattern', () => {
    expect(searchText(' Maus ', 200)).toBe('Maus');
    expect(searchText(123, 200)).toBe('123');
    expect(searchText('x'.repeat(201), 200)).toBeUndefined();
    expect(searchText('Blog', 100, { pattern: /^[a-z]+$/ })).toBeUndefined();
    expect(searchText(' /account ', 100, { raw: true })).toBe(' /account ');
    expect(searchText(123, 100, { raw: true })).toBeUndefined();
    expect(searchText({}, 100)).toBeUndefined();
  });
  it('accepts only the listed values', () => {
    expect(searchOneOf('jahr', ['jahr', 'monat'] as const)).toBe('jahr');
    expect(searchOneOf('woche', ['jahr', 'monat'] as const)).toBeUndefined();
    expect(searchOneOf(1, [1] as const)).toBe(1);
    expect(searchOneOf('1', [1] as const)).toBeUndefined();
  });
});
