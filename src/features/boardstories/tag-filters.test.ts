import { describe, expect, it } from 'vitest';
import type { Tag } from '../../shared/domain/tags';
import { matchesOption, tagGroups, toggleTag } from './tag-filters';

const tag = (id: number, category: string, descriptor: string, sortPriority = 0) => ({ id, category, descriptor, sortPriority }) as Tag;

describe('tag filters', () => {
  it('groups by category in the spec order, drops unlisted categories, sorts by priority', () => {
    const groups = tagGroups([
      tag(1, 'Funktionen', 'Quiz'),
      tag(2, 'Altersstufe', 'Klasse 3–4', 20),
      tag(3, 'Geheim', 'intern'),
      tag(4, 'Altersstufe', 'Kita', 10),
      tag(5, 'Leseniveau', 'Einsteiger'),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Altersstufe', 'Leseniveau', 'Funktionen']);
    expect(groups[0].tags.map((t) => t.descriptor)).toEqual(['Kita', 'Klasse 3–4']);
  });

  it('matches options by case-insensitive substring', () => {
    expect(matchesOption('Sachunterricht', 'UNTER')).toBe(true);
    expect(matchesOption('Sachunterricht', ' sach ')).toBe(true);
    expect(matchesOption('Deutsch', 'x')).toBe(false);
    expect(matchesOption('Übergänge', 'üb')).toBe(true);
  });

  it('toggles a tag in a sorted selection and leaves no empty list', () => {
    expect(toggleTag(undefined, 5)).toEqual([5]);
    expect(toggleTag([7], 5)).toEqual([5, 7]);
    expect(toggleTag([5, 7], 5)).toEqual([7]);
    expect(toggleTag([5], 5)).toBeUndefined();
  });
});
