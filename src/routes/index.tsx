import { createFileRoute } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { authQueries } from '../features/auth/auth.queries';
import { cmsQueries } from '../features/cms/cms.queries';
import { HomePage } from '../features/home/components/home-page';
import { HomeSpinner } from '../features/home/components/home-spinner';
import { publicHead } from '../ui/page-head';

// only signed-in readers see the bar (HomePage decides), so guests never load it and its date formatting. The loader
// loads it for a signed-in reader, so it stands with the page's first frame: arriving after it, it moved the page
// down by its height (106 px on a phone). A reader who signs in with the page open gets it as it comes.
let accountBarModule: typeof import('../features/account/components/account-nav-bar') | null = null;
const loadAccountBar = () => import('../features/account/components/account-nav-bar').then((m) => (accountBarModule = m));
const LazyAccountNavBar = lazy(() => loadAccountBar().then((m) => ({ default: m.AccountNavBar })));

export const Route = createFileRoute('/')({
  // the blocks come from the CMS options: the site's and the reader's front page, asked side by side
  loader: async ({ context: { queryClient } }) => {
    const reader = queryClient.getQueryData(authQueries.me().queryKey) ? 'user' : 'guest';
    await Promise.all([
      queryClient.ensureQueryData(cmsQueries.options()),
      queryClient.ensureQueryData(cmsQueries.frontPage(reader)),
      // not needed for the page: a bar that cannot load comes as it can
      reader === 'user' && Promise.all([loadAccountBar().catch(() => null), import('../features/auth/account-state').then((m) => m.ensureAccountBar(queryClient), () => null)]),
    ]);
  },
  // the landing spinner appears only after 750 ms
  pendingMs: 750,
  pendingComponent: HomeSpinner,
  component: Home,
  // named by the site name alone, with the site's description
  head: ({ match }) => publicHead(match, { path: '/' }),
});

function Home() {
  const AccountNavBar = accountBarModule?.AccountNavBar;
  return (
    <HomePage
      accountBar={
        AccountNavBar ? (
          <AccountNavBar />
        ) : (
          <Suspense fallback={null}>
            <LazyAccountNavBar />
          </Suspense>
        )
      }
    />
  );
}
