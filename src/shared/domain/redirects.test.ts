import { describe, expect, it } from 'vitest';
import { REDIRECTS, redirectTarget } from './redirects';

describe('redirects (docs/addresses.md#redirects)', () => {
  it('leads each old address to its target, with or without a trailing slash', () => {
    expect(redirectTarget('/requestResetPassword')).toBe('/request-password-reset');
    expect(redirectTarget('/resetPassword/')).toBe('/request-password-reset');
    expect(redirectTarget('/confirmRegistration')).toBe('/login');
    expect(redirectTarget('/boardstory')).toBe('/boardstories');
    expect(redirectTarget('/kostenlose-webinare')).toBe('/kostenlose-online-fortbildungen');
  });

  it('leaves every other path alone, including the routes that carry a token', () => {
    for (const path of ['/', '/boardstories', '/boardstory/die-mutige-maus', '/resetPassword/abc', '/confirmRegistration/abc', '/request-password-reset', '/toString', '/__proto__', '/REQUESTRESETPASSWORD']) {
      expect(redirectTarget(path)).toBeUndefined();
    }
  });

  it('never leads to another redirect, so one hop always arrives', () => {
    for (const target of Object.values(REDIRECTS)) expect(redirectTarget(target)).toBeUndefined();
  });
});
