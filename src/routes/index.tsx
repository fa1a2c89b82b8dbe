import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { cmsQueries } from '../features/cms/cms.queries';
import { HomePage } from '../features/home/components/home-page';
import { HomeSpinner } from '../features/home/components/home-spinner';

// only signed-in readers see the bar (HomePage decides), so guests never load it and its date formatting
const AccountNavBar = lazy(() => import('../features/account/components/account-nav-bar').then((m) => ({ default: m.AccountNavBar })));

export const Route = createFileRoute('/')({
  // the blocks come from the CMS options (no head(): the front page is named by the site name alone)
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(cmsQueries.options());
  },
  // the landing spinner appears only after 750 ms
  pendingMs: 750,
  pendingComponent: HomeSpinner,
  component: Home,
});

function Home() {
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
