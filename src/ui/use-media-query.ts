import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updated when it changes (e.g. the md breakpoint of part 1 §9). */
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

/** Part 1 §9 breakpoint md (768 px): below it the layout is "mobile". */
export const DESKTOP_QUERY = '(min-width: 768px)';
