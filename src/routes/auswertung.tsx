import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { authQueries, useSession } from '../features/auth/auth.queries';

/**
 * /auswertung and its code pages: what the classes did with the user's codes (see docs/codes.md#class-results). They
 * need a login like /account: without a stored one the server is asked first (its cookie may be newer).
 */
export const Route = createFileRoute('/auswertung')({
  beforeLoad: async ({ location, context: { queryClient } }) => {
    const me =
      queryClient.getQueryData(authQueries.me().queryKey) ?? (await queryClient.fetchQuery({ ...authQueries.me(), staleTime: 0 }).catch(() => null));
    if (!me) throw redirect({ to: '/login', search: { from: location.href } });
  },
  component: ResultsLayout,
});

function ResultsLayout() {
  const isAuthenticated = useSession() !== null;
  const navigate = useNavigate();
  // a logout (here or in another tab) leaves the page, as on /account
  useEffect(() => {
    if (!isAuthenticated) void navigate({ to: '/login', search: { from: window.location.pathname } });
  }, [isAuthenticated, navigate]);
  return isAuthenticated ? <Outlet /> : null;
}
