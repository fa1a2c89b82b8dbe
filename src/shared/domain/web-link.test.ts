import { describe, expect, it } from 'vitest';
import { webLink } from './web-link';

describe('webLink', () => {
  it('keeps http and https URLs', () => {
    expect(webLink('https://www.example.org/buch/die-mutige-maus')).toBe('https://www.example.org/buch/die-mutige-maus');
    expect(webLink(' HTTP://example.org ')).toBe('HTTP://example.org');
  });

  it('drops other schemes, relative and empty values', () => {
    expect(webLink('javascript:alert(1)')).toBeNull();
    expect(webLink('data:text/html,<b>x</b>')).toBeNull();
    expect(webLink('//example.org')).toBeNull();
    expect(webLink('https://')).toBeNull();
    expect(webLink('')).toBeNull();
    expect(webLink(null)).toBeNull();
  });
});
