import { createFileRoute, notFound } from '@tanstack/react-router';
import { administrationQueries } from '../../features/administration/administration.queries';
import { ensureAccountState } from '../../features/auth/account-state';
import { RentalPage } from '../../features/administration/components/rental-page';
import { managesRentals } from '../../shared/domain/account-menu';
import { pageHead } from '../../ui/page-head';
import { PagePending } from '../../ui/page-pending';

export const Route = createFileRoute('/account/rental-license')({
  // only owners of an order that allows rentals (see docs/addresses.md#routes); everyone else gets the 404 page.
  // The lists are fetched along, not waited for: offline the page says that part is missing.
  loader: async ({ context: { queryClient } }) => {
    const user = await ensureAccountState(queryClient);
    if (!user.currentOrder || !managesRentals(user)) throw notFound();
    const { organizationId } = user.currentOrder;
    void queryClient.prefetchQuery(administrationQueries.organization(organizationId));
    void queryClient.prefetchQuery(administrationQueries.invitations(organizationId));
    void queryClient.prefetchQuery(administrationQueries.rentalCodes());
  },
  component: RentalRoute,
  pendingComponent: PagePending,
  head: ({ match }) => pageHead(match, 'Verleihzugänge & -codes'),
});

function RentalRoute() {
  return (
    <>
      <h1>Verleihzugänge &amp; -codes</h1>
      <RentalPage />
    </>
  );
}
