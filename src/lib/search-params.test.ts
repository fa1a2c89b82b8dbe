import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { stringifySearch } from './search-params';

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
