import { useId, useSyncExternalStore } from 'react';
import { THEME_LABELS, THEMES } from '../../../shared/domain/theme';
import { chooseTheme, currentTheme, subscribeTheme } from '../theme-store';
import '../theme.css';

/**
 * "Darstellung" in the footer, for every visitor: three radio buttons (arrow keys move between them, a screen
 * reader names the group). The choice stays on this device and wins over the site default (docs/interface.md#themes).
 */
export function ThemeChoice() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => 'standard' as const);
  const name = useId();
  return (
    <fieldset className="theme-choice">
      <legend>Darstellung</legend>
      {THEMES.map((option) => (
        <label key={option} className="theme-choice__option">
          <input type="radio" name={name} value={option} checked={theme === option} onChange={() => chooseTheme(option)} />
          {THEME_LABELS[option]}
        </label>
      ))}
    </fieldset>
  );
}
