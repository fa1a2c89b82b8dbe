import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from './post-path';

describe('canonicalRedirect', () => {
  it('sends a post asked for under another category to its own path', () => {
    expect(canonicalRedirect({ link: '/aktuelles/bundesweiter-vorlesetag' }, 'blog', 'bundesweiter-vorlesetag')).toBe('/aktuelles/bundesweiter-vorlesetag');
  });
  it('stays on the canonical path, and never follows a link to another site', () => {
    expect(canonicalRedirect({ link: '/blog/x' }, 'blog', 'x')).toBeUndefined();
    expect(canonicalRedirect({ link: 'https://example.org/blog/x' }, 'aktuelles', 'x')).toBeUndefined();
  });
});
