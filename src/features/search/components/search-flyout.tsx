import { lazy, Suspense } from 'react';
import { useFlyout } from '../../../ui/flyout';
import '../search-flyout.css';

const SearchPanel = lazy(() => import('./search-panel'));

/**
 * The header's search (see docs/content.md#site-search): a button opening a panel with the search field and suggestions. The
 * panel's code loads on first opening, so it costs the first page nothing.
 */
export function SearchFlyout() {
  const { open, setOpen, rootRef, panelId } = useFlyout();

  return (
    <div ref={rootRef} className="search-flyout">
      <button type="button" className="search-flyout__trigger" aria-label="Suche" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className="search-flyout__panel" hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <SearchPanel />
          </Suspense>
        )}
      </div>
    </div>
  );
}
