import { effectiveTheme, isTheme, OWN_THEME_KEY, SITE_THEME_KEY, type Theme } from '../../shared/domain/theme';

// The device's theme (docs/interface.md#themes): the visitor's own choice and the last site default heard of, both
// in localStorage, where index.html's script finds them before the first paint; the device's contrast and dark-mode
// settings come from media queries. This module keeps <html data-theme> in step once the app runs.

const MORE_CONTRAST = '(prefers-contrast: more)';
const DARK = '(prefers-color-scheme: dark)';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    // storage refused (a locked-down browser): the device default applies
    return null;
  }
}
function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // as above: the choice holds for this page only
  }
}
const matches = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches;

/** The visitor's own choice on this device, or null when they have made none. */
export const ownTheme = (): Theme | null => {
  const own = read(OWN_THEME_KEY);
  return isTheme(own) ? own : null;
};

export const currentTheme = (): Theme =>
  effectiveTheme({ own: read(OWN_THEME_KEY), site: read(SITE_THEME_KEY), moreContrast: matches(MORE_CONTRAST), dark: matches(DARK) });

const listeners = new Set<() => void>();
function apply() {
  document.documentElement.dataset.theme = currentTheme();
  for (const listener of listeners) listener();
}

export function chooseTheme(theme: Theme) {
  write(OWN_THEME_KEY, theme);
  apply();
}

/** "Wie die Website": the device forgets the visitor's choice, and the site default and the device's settings decide again. */
export function followSiteTheme() {
  try {
    localStorage.removeItem(OWN_THEME_KEY);
  } catch {
    // storage refused: no choice was kept there either
  }
  apply();
}

/** The site default as the server names it now: kept for the next start (offline too) and shown unless the visitor chose. */
export function rememberSiteTheme(theme: Theme) {
  if (read(SITE_THEME_KEY) === theme) return;
  write(SITE_THEME_KEY, theme);
  apply();
}

/** For useSyncExternalStore: a choice in another tab and a changed device setting count too. */
export function subscribeTheme(listener: () => void) {
  listeners.add(listener);
  const queries = typeof matchMedia === 'function' ? [matchMedia(MORE_CONTRAST), matchMedia(DARK)] : [];
  const onStorage = (event: StorageEvent) => {
    if (event.key === OWN_THEME_KEY || event.key === SITE_THEME_KEY) apply();
  };
  queries.forEach((q) => q.addEventListener('change', apply));
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    queries.forEach((q) => q.removeEventListener('change', apply));
    window.removeEventListener('storage', onStorage);
  };
}
