import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated when it changes (e.g. the md breakpoint of
 * docs/interface.md#breakpoints).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}

/** Breakpoint md (768 px, see docs/interface.md#breakpoints): below it the layout is "mobile". */
export const DESKTOP_QUERY = '(min-width: 768px)';
