import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { authQueries } from '../features/auth/auth.queries';
import { cmsQueries } from '../features/cms/cms.queries';
import { HomePage } from '../features/home/components/home-page';
import { HomeSpinner } from '../features/home/components/home-spinner';
import { publicHead } from '../ui/page-head';

// only signed-in readers see the bar (HomePage decides), so guests never load it and its date formatting
const AccountNavBar = lazy(() => import('../features/account/components/account-nav-bar').then((m) => ({ default: m.AccountNavBar })));

export const Route = createFileRoute('/')({
  // the blocks come from the CMS options: the site's and the reader's front page, asked side by side
  loader: async ({ context: { queryClient } }) => {
    const reader = queryClient.getQueryData(authQueries.me().queryKey) ? 'user' : 'guest';
    await Promise.all([queryClient.ensureQueryData(cmsQueries.options()), queryClient.ensureQueryData(cmsQueries.frontPage(reader))]);
  },
  // the landing spinner appears only after 750 ms
  pendingMs: 750,
  pendingComponent: HomeSpinner,
  component: Home,
  // named by the site name alone, with the site's description
  head: ({ match }) => publicHead(match, { path: '/' }),
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
