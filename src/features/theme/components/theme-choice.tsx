import { useId, useRef, useSyncExternalStore } from 'react';
import { THEME_LABELS, THEMES, SITE_DEFAULT_LABEL } from '../../../shared/domain/theme';
import { useCloseOnRouteChange } from '../../../ui/flyout';
import { useDismiss } from '../../../ui/use-dismiss';
import { chooseTheme, followSiteTheme, ownTheme, subscribeTheme } from '../theme-store';
import '../theme.css';

const SITE = 'site';
const OPTIONS = [SITE, ...THEMES] as const;
const labelOf = (option: (typeof OPTIONS)[number]) => (option === SITE ? SITE_DEFAULT_LABEL : THEME_LABELS[option]);

/**
 * "Darstellung" in the header, for every visitor (docs/interface.md#themes): a disclosure (a native <details>, so it
 * opens on a page the server drew before the app has taken it over, and with the keyboard) holding four radio
 * buttons, arrow keys moving between them: "Wie die Website" (no choice of the visitor's own: the site default and
 * the device's settings decide) and the three looks. A look chosen stays on this device and wins over the site
 * default; "Wie die Website" removes the device's choice again.
 */
export function ThemeChoice() {
  const chosen = useSyncExternalStore(subscribeTheme, () => ownTheme() ?? SITE, () => SITE);
  const name = useId();
  const root = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const close = (how?: 'outside' | 'escape') => {
    if (!root.current?.open) return;
    root.current.open = false;
    if (how === 'escape') summary.current?.focus();
  };
  // always listening, not only while open: the disclosure may have been opened on the page the server drew, before
  // the app took it over, and its open state in React would re-render the radios over a choice made then (main.tsx
  // hands that choice over after the takeover)
  useDismiss(root, true, close);
  useCloseOnRouteChange(close);
  return (
    <details ref={root} className="theme-menu">
      <summary ref={summary} className="theme-menu__trigger" title="Darstellung">
        <svg className="theme-menu__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
        </svg>
        <span className="theme-menu__label">Darstellung</span>
      </summary>
      <div className="theme-menu__panel">
        <fieldset className="theme-choice">
          <legend>Darstellung</legend>
          {OPTIONS.map((option) => (
            <label key={option} className="theme-choice__option">
              <input
                type="radio"
                name={name}
                value={option}
                checked={chosen === option}
                onChange={() => (option === SITE ? followSiteTheme() : chooseTheme(option))}
              />
              {labelOf(option)}
            </label>
          ))}
        </fieldset>
      </div>
    </details>
  );
}
