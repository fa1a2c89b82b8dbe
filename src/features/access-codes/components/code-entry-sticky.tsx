import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { texts } from '../../../shared/domain/texts';
import { DESKTOP_QUERY, useMediaQuery } from '../../../ui/use-media-query';
import { useSession } from '../../auth/auth.queries';
import { CodeEntryForm } from './code-entry-form';
import { CloseIcon, KeyIcon } from '../../../ui/icons';

/** The footer's code section of small screens (CodeEntrySection): its bar, found by its class. */
const CODE_SECTION = '.code-entry-bar';

/**
 * Whether the footer's code section is on screen. Watched only where the answer matters (the front page on a small
 * screen for a guest); elsewhere it stays false.
 */
function useCodeSectionInView(watch: boolean): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const section = watch ? document.querySelector(CODE_SECTION) : null;
    if (!section) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(section);
    return () => observer.disconnect();
  }, [watch]);
  return watch && inView;
}

/**
 * The round code button at the bottom right (see docs/codes.md#entry): on desktop always; on small screens only for
 * guests, and on the front page only while its code section in the footer is out of view (docs/codes.md#entry). It opens
 * the form in a popup that Escape closes.
 */
export function CodeEntrySticky() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const isAuthenticated = useSession() !== null;
  const { pathname } = useLocation();
  // open on the page where it was opened: a route change (e.g. to the opened story) closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  const onFront = pathname === '/';
  const sectionInView = useCodeSectionInView(!desktop && !isAuthenticated && onFront);
  // on the front page the footer's code section is the way in while it can be seen
  const shown = desktop || (!isAuthenticated && !(onFront && sectionInView));
  if (!shown) return null;
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div
      className="code-sticky"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      {open && (
        <div className="code-sticky__popup" role="dialog" aria-label={texts.codeSectionTitle}>
          <div className="code-sticky__head">
            <h2>{texts.codeSectionTitle}</h2>
            <button type="button" className="code-sticky__close" aria-label={texts.closeCodeEntry} onClick={close}>
              <CloseIcon />
            </button>
          </div>
          <CodeEntryForm showTitle={false} submitLabel="Senden" inputRef={input} onOpened={() => setOpen(false)} />
        </div>
      )}
      <button
        ref={toggle}
        type="button"
        className="code-sticky__button"
        aria-label={texts.openCodeEntry}
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <KeyIcon />
      </button>
    </div>
  );
}
