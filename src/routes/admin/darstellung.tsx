import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { authQueries, useSession } from '../../features/auth/auth.queries';
import { SiteThemeForm } from '../../features/theme/components/site-theme-form';
import { themeQueries } from '../../features/theme/theme.queries';
import { pageHead } from '../../ui/page-head';
import { PagePending } from '../../ui/page-pending';

const TITLE = 'Darstellung der Website';

/** Admins set the site's default theme here (docs/interface.md#themes); guests log in first, everyone else finds no such page. */
export const Route = createFileRoute('/admin/darstellung')({
  beforeLoad: async ({ location, context: { queryClient } }) => {
    const me =
      queryClient.getQueryData(authQueries.me().queryKey) ?? (await queryClient.fetchQuery({ ...authQueries.me(), staleTime: 0 }).catch(() => null));
    if (!me) throw redirect({ to: '/login', search: { from: location.href } });
    if (!me.isAdmin) throw notFound();
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(themeQueries.site()),
  component: SiteThemePage,
  pendingComponent: PagePending,
  head: ({ match }) => pageHead(match, TITLE),
});

function SiteThemePage() {
  // a logout (or another account) on this device hides the form at once
  const isAdmin = useSession()?.isAdmin === true;
  return (
    <section className="page">
      <h1>{TITLE}</h1>
      {isAdmin && <SiteThemeForm />}
    </section>
  );
}
