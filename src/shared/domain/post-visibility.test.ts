import { describe, expect, it } from 'vitest';
import type { Category } from '../schemas/cms';
import { postVisibility } from './post-visibility';

const categories = ['aktuelles', 'themenwelten', 'didaktik', 'blog', 'for_guests'].map((slug, i) => ({ id: i + 1, slug })) as Category[];
const all = ['aktuelles', 'themenwelten', 'didaktik', 'blog'];

describe('postVisibility (mixed site search)', () => {
  it('gives guests the guest news and the blog', () => {
    expect(postVisibility(categories, { loggedIn: false, excluded: ['for_guests'] }, all)).toEqual({ categories: [5, 4] });
  });
  it('gives logged-in readers everything but the excluded categories', () => {
    expect(postVisibility(categories, { loggedIn: true, excluded: ['for_guests'] }, all)).toEqual({ categories: [1, 2, 3, 4], categories_exclude: [5] });
  });
});
