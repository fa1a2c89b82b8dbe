import { describe, expect, it } from 'vitest';
import { effectiveTheme, THEME_BOOT_SCRIPT, THEMES, type ThemeInputs } from './theme';

/** Runs index.html's script on a fake <html>, localStorage and matchMedia; what it sets and stores. */
function boot({ own, site, moreContrast, dark }: ThemeInputs, serverSite: string | null, storageFails = false) {
  const attributes = new Map<string, string>(serverSite ? [['data-site-theme', serverSite]] : []);
  const stored = new Map<string, string>([
    ...(own ? ([['lesefunke.theme', own]] as const) : []),
    ...(site ? ([['lesefunke.site-theme', site]] as const) : []),
  ]);
  const document = {
    documentElement: { getAttribute: (n: string) => attributes.get(n) ?? null, setAttribute: (n: string, v: string) => attributes.set(n, v) },
  };
  const localStorage = {
    getItem: (k: string) => {
      if (storageFails) throw new Error('SecurityError');
      return stored.get(k) ?? null;
    },
    setItem: (k: string, v: string) => stored.set(k, v),
  };
  const window = { matchMedia: (q: string) => ({ matches: (q === '(prefers-contrast: more)' && moreContrast) || (q === '(prefers-color-scheme: dark)' && dark) }) };
  new Function('document', 'localStorage', 'window', THEME_BOOT_SCRIPT)(document, localStorage, window);
  return { theme: attributes.get('data-theme'), storedSite: stored.get('lesefunke.site-theme') ?? null };
}

const values = [null, ...THEMES, 'purple'];

describe('the theme', () => {
  it('is the same in the boot script and in the app for every choice, default and device setting', () => {
    for (const own of values)
      for (const site of values)
        for (const moreContrast of [false, true])
          for (const dark of [false, true]) {
            const inputs = { own, site, moreContrast, dark };
            expect(boot(inputs, null).theme, JSON.stringify(inputs)).toBe(effectiveTheme(inputs));
          }
  });

  it('follows the order: own choice, more contrast, the site default, dark mode, Standard', () => {
    expect(effectiveTheme({ own: 'standard', site: 'dark', moreContrast: true, dark: true })).toBe('standard');
    expect(effectiveTheme({ own: null, site: 'dark', moreContrast: true, dark: false })).toBe('contrast');
    expect(effectiveTheme({ own: null, site: 'dark', moreContrast: false, dark: false })).toBe('dark');
    expect(effectiveTheme({ own: null, site: 'standard', moreContrast: false, dark: true })).toBe('dark');
    expect(effectiveTheme({ own: 'purple', site: null, moreContrast: false, dark: false })).toBe('standard');
  });

  it('takes the site default the server wrote on the page over the stored one, and keeps it for offline starts', () => {
    const result = boot({ own: null, site: 'contrast', moreContrast: false, dark: false }, 'dark');
    expect(result).toEqual({ theme: 'dark', storedSite: 'dark' });
  });

  it('still sets a theme when the browser refuses storage', () => {
    expect(boot({ own: null, site: null, moreContrast: false, dark: true }, 'contrast', true).theme).toBe('contrast');
  });
});
