import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from './post-path';

const post = (category_slugs: string[]) => ({ type: 'post' as const, slug: 'bundesweiter-vorlesetag', category_slugs });

describe('canonicalRedirect', () => {
  it('sends a post asked for under another category to its own path', () => {
    expect(canonicalRedirect(post(['aktuelles']), 'blog', 'bundesweiter-vorlesetag')).toBe('/aktuelles/bundesweiter-vorlesetag');
    expect(canonicalRedirect(post(['for_guests', 'aktuelles']), 'blog', 'bundesweiter-vorlesetag')).toBe('/aktuelles/bundesweiter-vorlesetag');
  });
  it('stays on the canonical path, whatever link WordPress gives the post', () => {
    expect(canonicalRedirect({ ...post(['blog']), link: 'https://cms.example/blog/x/' } as never, 'blog', 'bundesweiter-vorlesetag')).toBeUndefined();
    expect(canonicalRedirect(post(['for_guests']), 'aktuelles', 'bundesweiter-vorlesetag')).toBeUndefined();
  });
});
