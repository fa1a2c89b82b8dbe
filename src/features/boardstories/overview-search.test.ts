import { describe, expect, it } from 'vitest';
import { filtersFromSearch, overviewSearch as parse } from './overview-search';

describe('overview search params', () => {
  it('reads page, term and tags as the router hands them over', () => {
    expect(parse({ p: 2, q: 'maus', 'tags[]': [3, 4] })).toEqual({ p: 2, q: 'maus', 'tags[]': [3, 4] });
    expect(parse({ p: '3', 'tags[]': 5 })).toEqual({ p: 3, q: undefined, 'tags[]': [5] });
  });
  it('drops bad values instead of failing the page', () => {
    expect(parse({ p: 'abc', 'tags[]': ['x'] })).toEqual({ p: undefined, q: undefined, 'tags[]': undefined });
    expect(parse({ p: 0 }).p).toBeUndefined();
    expect(parse({ p: 1.5 }).p).toBeUndefined();
  });
  it('turns a numeric search term into text', () => {
    expect(parse({ q: 123 }).q).toBe('123');
  });
  it('maps the URL to list filters, page 1 when absent and no empty search', () => {
    expect(filtersFromSearch(parse({}))).toEqual({ page: 1, q: undefined, tags: undefined });
    expect(filtersFromSearch(parse({ p: 4, q: '  ', 'tags[]': [2] }))).toEqual({ page: 4, q: undefined, tags: [2] });
  });
});
