import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes an open panel (flyout, dropdown) on a mouse press outside `root` and on Escape anywhere: `dismiss`
 * hears which of the two it was, so a panel can give the focus back to its trigger after Escape. Listens only
 * while `open`.
 */
export function useDismiss(root: RefObject<HTMLElement | null>, open: boolean, dismiss: (how: 'outside' | 'escape') => void): void {
  const dismissRef = useRef(dismiss);
  useEffect(() => {
    dismissRef.current = dismiss;
  });
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) dismissRef.current('outside');
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismissRef.current('escape');
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root]);
}
