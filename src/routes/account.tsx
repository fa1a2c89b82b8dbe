import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { AccountNavBar } from '../features/account/components/account-nav-bar';
import { loadAccount } from '../features/auth/load-account';
import { authAtom } from '../lib/client-state';
import { store } from '../lib/store';

/**
 * /account and its sub-routes need a login (part 1 §6); guests go to /login, which brings them back.
 * Without a stored login the server is asked first: its session cookie may be newer than the stored
 * state (a reload right after the login, a single sign-on).
 */
export const Route = createFileRoute('/account')({
  beforeLoad: async ({ location, context: { queryClient } }) => {
    if (store.get(authAtom).isAuthenticated) return;
    await loadAccount(queryClient, store).catch(() => {});
    if (!store.get(authAtom).isAuthenticated) throw redirect({ to: '/login', search: { from: location.href } });
  },
  component: AccountLayout,
});

function AccountLayout() {
  const isAuthenticated = useAtomValue(authAtom).isAuthenticated;
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
