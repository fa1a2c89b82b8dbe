import { describe, expect, it } from 'vitest';
import { newestFirst, searchAfterTypeChange, toggleSearchType } from './site-search';

describe('site search type toggles', () => {
  it('selects a type, and deselects it when clicked while active', () => {
    expect(toggleSearchType(undefined, 'blog')).toBe('blog');
    expect(toggleSearchType('blog', 'aktuelles')).toBe('aktuelles');
    expect(toggleSearchType('blog', 'blog')).toBeUndefined();
  });

  it('goes back to page 1 on every type change and keeps the term', () => {
    expect(searchAfterTypeChange({ q: 'maus', p: 3, type: 'blog' as const }, 'didaktik')).toEqual({ q: 'maus', type: 'didaktik' });
    expect(searchAfterTypeChange({ q: 'maus', p: 2, type: 'blog' as const }, 'blog')).toEqual({ q: 'maus', type: undefined });
  });
});

describe('newestFirst', () => {
  it('sorts dated items newest first and keeps undated ones after them in their order', () => {
    const items = [{ id: 'b1' }, { id: 'p-old', date: '2025-01-01T00:00:00Z' }, { id: 'b2' }, { id: 'p-new', date: '2026-03-01T00:00:00Z' }];
    expect(newestFirst(items).map((i) => i.id)).toEqual(['p-new', 'p-old', 'b1', 'b2']);
  });
});
