import type { QueryClient } from '@tanstack/react-query';
import { ClientOnly, createRootRouteWithContext, HeadContent, Outlet, redirect } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { CodeEntrySection, CodeEntrySticky } from '../features/access-codes/access-codes.public';
import { AccountArea } from '../features/auth/components/account-area';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';
import { RouteChangeEffects } from '../features/layout/components/route-change-effects';
import { LazyNewsletter } from '../features/newsletter/components/lazy-newsletter';
import { BugNotice } from '../features/notices/components/bug-notice';
import { SearchFlyout } from '../features/search/components/search-flyout';
import { classTabletAtom, isClassTablet } from '../features/class-tablet/class-tablet.atoms';
import { ThemeChoice } from '../features/theme/components/theme-choice';
import { ThemeSync } from '../features/theme/components/theme-sync';
import { isAllowedInClassMode } from '../shared/domain/class-tablet';
import { redirectTarget } from '../shared/domain/redirects';
import { errorPageTitle, NotFoundPage, RouteErrorPage } from '../ui/error-pages';
import { ModalStack } from '../ui/modal-stack';
import { siteHead } from '../ui/page-head';
import { SERVER_HEAD_ATTRIBUTE } from '../shared/query-keys';
import { OfflineNotice } from '../ui/offline-notice';
import { PendingWrites } from '../ui/pending-writes';
import { UpdatePrompt } from '../ui/update-prompt';

// a class tablet's own frame loads only on a class tablet
const ClassShell = lazy(() => import('../features/class-tablet/components/class-shell'));

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // a class tablet keeps pupils on their start screen and stories (see docs/codes.md#class-tablet)
  beforeLoad: ({ location }) => {
    // old addresses lead on (shared/domain/redirects.ts); the server answers them with a 301, this covers
    // navigations inside the app and offline, where the service worker hands every page the app's HTML
    const target = redirectTarget(location.pathname);
    if (target) throw redirect({ href: target, replace: true });
    if (isClassTablet() && !isAllowedInClassMode(location.pathname)) throw redirect({ to: '/klasse', replace: true });
  },
  // the site name alone, or the error page's title; each route's head() names its page (ui/page-head.ts)
  head: ({ matches }) => siteHead(errorPageTitle(matches)),
  component: RootLayout,
  // the shell stays around both error pages, so the visitor can go on from the header
  notFoundComponent: () => <NotFoundPage />,
  errorComponent: ({ error }) => <RootError error={error} />,
});

// an error of the root itself (its beforeLoad); a route's own error shows inside the frame (router.ts)
function RootError({ error }: { error: unknown }) {
  return (
    <Shell>
      <RouteErrorPage error={error} />
    </Shell>
  );
}

function RootLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * Removes the head tags the server wrote for a page it drew (src/server/site/shell.ts) in the commit that adds the
 * app's own (HeadContent beside it): the page is never without its title and tags, nor has them twice, and the
 * server's copy cannot shadow the next page's.
 */
function DropServerHead() {
  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)) tag.remove();
  }, []);
  return null;
}

/**
 * Header, main and footer. The header and footer read the CMS menus and options with plain queries
 * (no loader, no suspense), so the page renders at once and a failing CMS only swaps in the fallback menu.
 */
function Shell({ children }: { children: ReactNode }) {
  if (useAtomValue(classTabletAtom))
    return (
      <Suspense>
        <ClientOnly>
          <DropServerHead />
        </ClientOnly>
        <ThemeSync />
        <ClassShell>{children}</ClassShell>
      </Suspense>
    );
  return (
    <>
      {/* the page's head tags: React hoists them into <head>. A page the server drew has them in its HTML already
          (src/server/site/shell.ts), so they join after the browser took the page over, not during it */}
      <ClientOnly>
        <HeadContent />
        <DropServerHead />
      </ClientOnly>
      <a className="skip-link" href="#main">
        Zum Inhalt springen
      </a>
      <RouteChangeEffects />
      <ThemeSync />
      <BugNotice />
      <OfflineNotice />
      <PendingWrites />
      <Header account={<AccountArea />} search={<SearchFlyout />} theme={<ThemeChoice />} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer newsletter={<LazyNewsletter variant="footer" />} codeEntry={<CodeEntrySection />} codeButton={<CodeEntrySticky />} />
      <ModalStack />
      <UpdatePrompt />
    </>
  );
}
