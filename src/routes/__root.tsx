import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { AuthStartup } from '../features/auth/components/auth-startup';
import { AccountArea } from '../features/auth/components/account-area';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';
import { RouteChangeEffects } from '../features/layout/components/route-change-effects';
import { LazyNewsletter } from '../features/newsletter/components/lazy-newsletter';
import { BugNotice } from '../features/notices/components/bug-notice';
import { SearchFlyout } from '../features/search/components/search-flyout';
import { ApiError } from '../lib/api-client';
import { NotFoundPage, ServerErrorPage } from '../ui/error-pages';
import { ModalStack } from '../ui/modal-stack';
import { OfflineNotice } from '../ui/offline-notice';
import { UpdatePrompt } from '../ui/update-prompt';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  // the shell stays around both error pages, so the visitor can go on from the header
  notFoundComponent: () => <NotFoundPage />,
  errorComponent: ({ error }) => <RootError error={error} />,
});

/** An API 404 that reached a component is still "not found"; every other failure is the 500 page (part 2 §2). */
function RootError({ error }: { error: unknown }) {
  const missing = error instanceof ApiError && error.status === 404;
  useEffect(() => {
    if (!missing) console.error(error);
  }, [error, missing]);
  return <Shell>{missing ? <NotFoundPage /> : <ServerErrorPage />}</Shell>;
}

function RootLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/**
 * Header, main and footer. The header and footer read the CMS menus and options with plain queries
 * (no loader, no suspense), so the page renders at once and a failing CMS only swaps in the fallback menu.
 */
function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Zum Inhalt springen
      </a>
      <AuthStartup />
      <RouteChangeEffects />
      <BugNotice />
      <OfflineNotice />
      <Header account={<AccountArea />} search={<SearchFlyout />} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer newsletter={<LazyNewsletter variant="footer" />} />
      <ModalStack />
      <UpdatePrompt />
    </>
  );
}
