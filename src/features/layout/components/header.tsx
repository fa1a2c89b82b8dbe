import { Link } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useCloseOnRouteChange } from '../../../ui/flyout';
import { MainMenu } from './main-menu';

/**
 * Sticky header: burger (small screens), logo, CMS main menu, and the search, the theme's "Darstellung" and the account
 * areas the root hands in.
 */
export function Header({ account, search, theme }: { account: ReactNode; search?: ReactNode; theme?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  useCloseOnRouteChange(() => setMenuOpen(false));
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="header-inner">
        <button
          type="button"
          className="burger"
          aria-label="Menü"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true" />
        </button>
        <Link to="/" className="logo" aria-label="Lesefunke – zur Startseite">
          <svg className="logo-mark" viewBox="0 0 32 32" width="36" height="36" aria-hidden="true">
            <circle cx="16" cy="16" r="15" fill="#e8590c" />
            <path d="M17.5 5 9 18h6l-1.5 9L23 13.5h-6.2z" fill="#fff" />
          </svg>
          <span className="logo-text">Lesefunke</span>
        </Link>
        <nav id="main-nav" className={`main-nav${menuOpen ? ' is-open' : ''}`} aria-label="Hauptmenü">
          <MainMenu />
        </nav>
        {search}
        <div className="header-account">
          {theme}
          {account}
        </div>
      </div>
    </header>
  );
}
