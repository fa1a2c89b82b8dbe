import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AccountNavBar } from '../features/account/components/account-nav-bar';
import { ensureAccountBar } from '../features/auth/account-state';
import { authQueries, useSession } from '../features/auth/auth.queries';

/**
 * /account and its sub-routes need a login (see docs/roles-and-rights.md#protected-routes); guests go to /login, which
 * brings them back. Without a stored login the server is asked first: its session cookie may be newer than the stored
 * state (a reload right after the login, a single sign-on). Unreachable (offline, no stored login): a guest.
 */
export const Route = createFileRoute('/account')({
  beforeLoad: async ({ location, context: { queryClient } }) => {
    const me =
      queryClient.getQueryData(authQueries.me().queryKey) ?? (await queryClient.fetchQuery({ ...authQueries.me(), staleTime: 0 }).catch(() => null));
    if (!me) throw redirect({ to: '/login', search: { from: location.href } });
  },
  // the bar's entries and licence status stand with the page's first frame
  loader: ({ context: { queryClient } }) => ensureAccountBar(queryClient),
  component: AccountLayout,
});

function AccountLayout() {
  const isAuthenticated = useSession() !== null;
  const navigate = useNavigate();
  // a logout (or a lost session) while on these pages leaves them
  useEffect(() => {
    if (!isAuthenticated) void navigate({ to: '/login', search: { from: window.location.pathname } });
  }, [isAuthenticated, navigate]);
  if (!isAuthenticated) return null;
  return (
    <section className="page">
      <AccountNavBar />
      <Outlet />
    </section>
  );
}
