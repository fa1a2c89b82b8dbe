import { describe, expect, it } from 'vitest';
import type { Category } from '../../shared/schemas/cms';
import { ApiError } from '../../lib/api-client';
import { categoryOptions, listErrorText, listFilters, matchesOption, visibilityFilters, withFilter, yearBounds } from './news-list';

const categories = [
  { id: 1, slug: 'aktuelles', name: 'Aktuelles' },
  { id: 2, slug: 'themenwelten', name: 'Themenwelten' },
  { id: 3, slug: 'didaktik', name: 'Didaktik' },
  { id: 4, slug: 'blog', name: 'Blog' },
  { id: 5, slug: 'for_guests', name: 'Für Gäste' },
] as Category[];
const guest = { loggedIn: false, excluded: ['for_guests'] };
const teacher = { loggedIn: true, excluded: ['for_guests'] };

describe('visibilityFilters', () => {
  it('shows guests only for_guests news', () => {
    expect(visibilityFilters('news', categories, guest)).toEqual({ categories: [5], categories_exclude: [4] });
    expect(visibilityFilters('news', categories, guest, 'didaktik')).toEqual({ categories: [5], categories_exclude: [1, 2, 4] });
  });
  it('shows logged-in readers the news without the excluded categories', () => {
    expect(visibilityFilters('news', categories, teacher)).toEqual({ categories: [1, 2, 3], categories_exclude: [5] });
    expect(visibilityFilters('news', categories, teacher, 'aktuelles')).toEqual({ categories: [1], categories_exclude: [5] });
  });
  it('shows the blog to everyone and ignores categories that are not the list’s', () => {
    expect(visibilityFilters('blog', categories, guest)).toEqual({ categories: [4] });
    expect(visibilityFilters('blog', categories, teacher, 'aktuelles')).toEqual({ categories: [4] });
  });
  it('names no category when the CMS has none of the list’s (the list then asks for nothing: cms.queries.test.ts)', () => {
    const fresh = [{ id: 1, slug: 'allgemein', name: 'Allgemein' }] as Category[];
    for (const reader of [guest, teacher]) {
      expect(visibilityFilters('news', fresh, reader).categories).toEqual([]);
      expect(visibilityFilters('blog', fresh, reader).categories).toEqual([]);
    }
  });
});

describe('listFilters', () => {
  it('maps page, term and year; page sizes are 10 for news and 9 for the blog', () => {
    expect(listFilters('blog', categories, guest, { q: 'maus', p: 2, year: 2025 })).toEqual({
      categories: [4],
      search: 'maus',
      page: 2,
      per_page: 9,
      after: '2024-12-31T23:59:59+01:00',
      before: '2026-01-01T00:00:00+01:00',
    });
    expect(listFilters('news', categories, teacher, {}).per_page).toBe(10);
  });
  it('bounds a year in Berlin time', () => {
    expect(yearBounds(2026)).toEqual({ after: '2025-12-31T23:59:59+01:00', before: '2027-01-01T00:00:00+01:00' });
  });
});

describe('withFilter', () => {
  it('drops the page when a filter changes', () => {
    expect(withFilter({ q: 'a', p: 3, year: 2025 }, { category: 'blog' })).toEqual({ q: 'a', year: 2025, category: 'blog' });
    expect(withFilter({ p: 2, year: 2025 }, { year: undefined })).toEqual({ year: undefined });
  });
});

describe('dropdown options', () => {
  it('lists the list’s categories by name and matches case-insensitive substrings', () => {
    expect(categoryOptions('news', categories).map((o) => o.label)).toEqual(['Aktuelles', 'Themenwelten', 'Didaktik']);
    expect(matchesOption('Themenwelten', 'WELT')).toBe(true);
    expect(matchesOption('Didaktik', 'blog')).toBe(false);
  });
});

describe('listErrorText', () => {
  it('shows the server’s message, and a German text when no server answered', () => {
    expect(listErrorText(new ApiError(400, 'rest_invalid_param', 'Ungültiger Parameter: search'))).toBe('Ungültiger Parameter: search');
    expect(listErrorText(new ApiError(0, 'network_error', 'network error'))).toBe(
      'Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    );
    expect(listErrorText(new TypeError('boom'))).toBe('Es ist ein unbekannter Fehler aufgetreten. Bitte versuchen Sie es später erneut.');
  });
});
