import { describe, expect, it } from 'vitest';
import { safeFromPath } from './safe-from';

describe('safeFromPath', () => {
  it('keeps a path of this site with its search and hash', () => {
    expect(safeFromPath('/account/merkliste?p=2#top')).toBe('/account/merkliste?p=2#top');
  });
  it.each([undefined, 42, '', 'account', 'https://evil.test/x', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)'])(
    'sends %j home',
    (from) => {
      expect(safeFromPath(from)).toBe('/');
    },
  );
  it('does not return to the login page', () => {
    expect(safeFromPath('/login?from=%2Faccount')).toBe('/');
  });
  it('normalises dot segments without leaving the site', () => {
    expect(safeFromPath('/a/../../account')).toBe('/account');
  });
});
