/**
 * The site's three looks (docs/interface.md#themes) and which one a device shows. The rule is written twice:
 * here for the app, and as THEME_BOOT_SCRIPT, which index.html runs before the first paint (no module has loaded
 * then). theme.test.ts runs the script against `effectiveTheme` for every case, so the two cannot drift apart.
 */
export const THEMES = ['standard', 'contrast', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const THEME_LABELS: Record<Theme, string> = {
  standard: 'Standard',
  contrast: 'Hoher Kontrast',
  dark: 'Dunkel',
};

/** The choice of no look of one's own: the site default and the device's settings decide (effectiveTheme). */
export const SITE_DEFAULT_LABEL = 'Wie die Website';

/** localStorage: the visitor's own choice on this device, and the last site default the device heard of (for offline starts). */
export const OWN_THEME_KEY = 'lesefunke.theme';
export const SITE_THEME_KEY = 'lesefunke.site-theme';
/** The attribute the server writes on <html> with the site default, for a device's very first visit. */
export const SITE_THEME_ATTRIBUTE = 'data-site-theme';

export const isTheme = (value: unknown): value is Theme => typeof value === 'string' && (THEMES as readonly string[]).includes(value);

export type ThemeInputs = {
  own: string | null;
  site: string | null;
  /** the device asks for more contrast (`prefers-contrast: more`) */
  moreContrast: boolean;
  /** the device is in dark mode (`prefers-color-scheme: dark`) */
  dark: boolean;
};

/**
 * 1. the visitor's own choice; 2. a device that asks for more contrast gets "Hoher Kontrast" (a need, which no site
 * default may take away); 3. the administrator's default, when it is "Hoher Kontrast" or "Dunkel"; 4. a device in
 * dark mode gets "Dunkel"; 5. "Standard". A site default of "Standard" thus leaves dark devices dark: it means "no
 * special look", not "light for everybody".
 */
export function effectiveTheme({ own, site, moreContrast, dark }: ThemeInputs): Theme {
  if (isTheme(own)) return own;
  if (moreContrast) return 'contrast';
  if (site === 'contrast' || site === 'dark') return site;
  return dark ? 'dark' : 'standard';
}

/**
 * index.html's inline script, byte for byte (the content security policy allows it by this text's hash:
 * server/http/security-headers.ts). It keeps a site default the server wrote on <html> for offline starts.
 */
export const THEME_BOOT_SCRIPT =
  "(function(){var h=document.documentElement,o=null,s=h.getAttribute('data-site-theme');" +
  "try{o=localStorage.getItem('lesefunke.theme');if(s)localStorage.setItem('lesefunke.site-theme',s);else s=localStorage.getItem('lesefunke.site-theme')}catch(e){}" +
  'function m(q){return !!window.matchMedia&&window.matchMedia(q).matches}' +
  "h.setAttribute('data-theme',o==='standard'||o==='contrast'||o==='dark'?o:m('(prefers-contrast: more)')?'contrast':s==='contrast'||s==='dark'?s:m('(prefers-color-scheme: dark)')?'dark':'standard')})()";
