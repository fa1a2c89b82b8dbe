import { describe, expect, it } from 'vitest';
import type { Tag } from '../../shared/domain/tags';
import { storyProperties } from './story-properties';

describe('storyProperties', () => {
  it('lists the book people, then one line per tag category, leaving out what is empty', () => {
    const tags: Tag[] = [
      { id: 1, category: 'Altersstufe', descriptor: 'Kita', sortPriority: 10 },
      { id: 2, category: 'Altersstufe', descriptor: 'Klasse 1–2', sortPriority: 20 },
      { id: 3, category: 'Genre', descriptor: 'Abenteuer', sortPriority: 10 },
    ];
    expect(storyProperties({ author: 'Anna Autor', illustrator: '', publisher: 'Funkenverlag', tags })).toEqual([
      { label: 'Autor/in', value: 'Anna Autor' },
      { label: 'Verlag', value: 'Funkenverlag' },
      { label: 'Altersstufe', value: 'Kita, Klasse 1–2' },
      { label: 'Genre', value: 'Abenteuer' },
    ]);
  });
});
