import { HeadContent, useLocation, useNavigate } from '@tanstack/react-router';
import { Fragment, useEffect, type ReactNode } from 'react';
import { isAllowedInClassMode } from '../../../shared/domain/class-tablet';
import { ModalStack } from '../../../ui/modal-stack';
import { OfflineNotice } from '../../../ui/offline-notice';
import { usePupilTurn } from '../use-pupil-turn';
import '../class-tablet.css';

/**
 * The frame of a class tablet in place of the site's header and footer: the logo, and "Fertig" while a story
 * is open. No menus, search, login or footer links: pupils stay with their stories. The setup
 * pages are the teacher's, and no pupil's turn runs there.
 */
export default function ClassShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const teacherPage = pathname.startsWith('/klassen-tablet/');
  const { turn, end } = usePupilTurn(!teacherPage, pathname);
  const inStory = pathname.startsWith('/boardstory/');
  // class mode started in another tab of the device: this one leaves whatever page it showed (the root's guard
  // does the same for every later navigation)
  const navigate = useNavigate();
  useEffect(() => {
    if (!isAllowedInClassMode(pathname)) void navigate({ to: '/klasse', replace: true });
  }, [pathname, navigate]);
  return (
    <>
      <HeadContent />
      <OfflineNotice />
      <header className="class-header">
        <span className="class-header__logo">
          <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true">
            <circle cx="16" cy="16" r="15" fill="#e8590c" />
            <path d="M17.5 5 9 18h6l-1.5 9L23 13.5h-6.2z" fill="#fff" />
          </svg>
          Lesefunke
        </span>
        {inStory && (
          <button type="button" className="button class-header__done" onClick={() => void end()}>
            Fertig
          </button>
        )}
      </header>
      <main id="main" className="site-main class-main" tabIndex={-1}>
        {/* a new pupil gets a new page: nothing typed or opened by the last one stays in its components */}
        <Fragment key={turn}>{children}</Fragment>
      </main>
      {/* the story page's own dialogs (rights, attachments) */}
      <ModalStack />
    </>
  );
}
