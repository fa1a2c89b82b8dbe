import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { cmsQueries } from '../features/cms/cms.queries';
import { HomePage } from '../features/home/components/home-page';
import { HomeSpinner } from '../features/home/components/home-spinner';
import { usePageTitle } from '../ui/use-page-title';

// only signed-in readers see the bar (HomePage decides), so guests never load it and its date formatting
const AccountNavBar = lazy(() => import('../features/account/components/account-nav-bar').then((m) => ({ default: m.AccountNavBar })));

export const Route = createFileRoute('/')({
  // the blocks come from the CMS options; a failing CMS leaves an empty page, not an error page
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(cmsQueries.options()).then(() => undefined, () => undefined),
  // part 1 §2: the landing spinner appears only after 750 ms
  pendingMs: 750,
  pendingComponent: HomeSpinner,
  component: Home,
});

function Home() {
  // the site name alone ("Lesefunke"): the front page has no title of its own
  usePageTitle(undefined);
  return (
    <HomePage
      accountBar={
        <Suspense fallback={null}>
          <AccountNavBar />
        </Suspense>
      }
    />
  );
}
