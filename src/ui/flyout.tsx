import { useLocation } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';

type Props = {
  /** The trigger's content; also its accessible name unless `label` is given. */
  trigger: ReactNode;
  label?: string;
  className?: string;
  align?: 'left' | 'right';
  children: ReactNode;
};

/**
 * A click flyout (hover delay 0, see docs/interface.md#timings): the trigger toggles a panel that closes on outside
 * click, Escape and every route change.
 */
export function Flyout({ trigger, label, className, align = 'left', children }: Props) {
  const { open, setOpen, rootRef, panelId } = useFlyout();

  return (
    <div ref={rootRef} className={`flyout ${className ?? ''}`}>
      <button
        type="button"
        className="flyout-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
      >
        {trigger}
      </button>
      <div id={panelId} className={`flyout-panel flyout-panel-${align}`} hidden={!open}>
        {children}
      </div>
    </div>
  );
}

/** A flyout's state: open or not, its root (a press outside closes it) and its panel's id; Escape and a route change close it too. */
export function useFlyout() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useCloseOnRouteChange(() => setOpen(false));
  useDismiss(rootRef, open, () => setOpen(false));
  return { open, setOpen, rootRef, panelId };
}

/** Runs `close` whenever the route changes, path or search (modals, burger and flyouts close on route change). */
export function useCloseOnRouteChange(close: () => void) {
  // the hash is left out: jumping to an anchor on the same page is no route change
  const route = useLocation({ select: (l) => l.pathname + l.searchStr });
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  // the first route is none to change from: the takeover of a server-drawn page must not scroll it (RouteChangeEffects)
  const seenRoute = useRef(route);
  useEffect(() => {
    if (seenRoute.current === route) return;
    seenRoute.current = route;
    closeRef.current();
  }, [route]);
}
