import { describe, expect, it } from 'vitest';
import { codeLink, displayLink } from './code-link';

describe('code links', () => {
  it('puts the code after the story slug', () => {
    expect(codeLink('https://lesefunke.de', 'die-mutige-maus', 'FUNKE-GUELTIG')).toBe('https://lesefunke.de/boardstory/die-mutige-maus/FUNKE-GUELTIG');
  });
  it('carries the signed token as ?t=, so the link can be checked offline', () => {
    expect(codeLink('https://lesefunke.de', 'die-mutige-maus', 'ACDEFGHJKM', 'eyJj.c2ln-_')).toBe(
      'https://lesefunke.de/boardstory/die-mutige-maus/ACDEFGHJKM?t=eyJj.c2ln-_',
    );
  });
  it('shows at most 42 characters, marking the cut', () => {
    const long = codeLink('https://lesefunke.de', 'die-mutige-maus', 'FUNKE-GUELTIG');
    expect(displayLink(long)).toHaveLength(42);
    expect(displayLink(long).endsWith('…')).toBe(true);
    expect(displayLink('https://x.de/boardstory/a/B')).toBe('https://x.de/boardstory/a/B');
    expect(displayLink('x'.repeat(42))).toBe('x'.repeat(42));
  });
});
