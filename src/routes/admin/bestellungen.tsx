import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { adminOrderQueries } from '../../features/admin-orders/admin-orders.queries';
import { PendingOrders } from '../../features/admin-orders/components/pending-orders';
import { authQueries, useSession } from '../../features/auth/auth.queries';
import { pageHead } from '../../ui/page-head';
import { PagePending } from '../../ui/page-pending';

const TITLE = 'Bestellungen freischalten';

/** Admins activate paid orders here; guests log in first, everyone else finds no such page. */
export const Route = createFileRoute('/admin/bestellungen')({
  beforeLoad: async ({ location, context: { queryClient } }) => {
    const me =
      queryClient.getQueryData(authQueries.me().queryKey) ?? (await queryClient.fetchQuery({ ...authQueries.me(), staleTime: 0 }).catch(() => null));
    if (!me) throw redirect({ to: '/login', search: { from: location.href } });
    if (!me.isAdmin) throw notFound();
  },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(adminOrderQueries.pending()),
  component: AdminOrdersPage,
  pendingComponent: PagePending,
  head: ({ match }) => pageHead(match, TITLE),
});

function AdminOrdersPage() {
  // a logout (or another account) on this device hides the list at once
  const isAdmin = useSession()?.isAdmin === true;
  return (
    <section className="page">
      <h1>{TITLE}</h1>
      {isAdmin && <PendingOrders />}
    </section>
  );
}
