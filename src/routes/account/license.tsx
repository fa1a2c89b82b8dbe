import { createFileRoute } from '@tanstack/react-router';
import { administrationQueries } from '../../features/administration/administration.queries';
import { ensureAccountState } from '../../features/auth/account-state';
import { authQueries } from '../../features/auth/auth.queries';
import { LicencePage } from '../../features/administration/components/licence-page';
import { roleOf } from '../../shared/domain/account-menu';
import { pageHead } from '../../ui/page-head';
import { PagePending } from '../../ui/page-pending';

export const Route = createFileRoute('/account/license')({
  // the licence part comes from the persisted account state; an owner's member list and invitations are
  // fetched along but not waited for: offline they are the stored copy, or only that part of the page is missing
  loader: async ({ context: { queryClient } }) => {
    const user = await ensureAccountState(queryClient);
    const order = user.currentOrder;
    // the licence's lifetime decides between renewing and converting: known before the status line shows
    if (order) await queryClient.ensureQueryData(authQueries.license(order.licenseId)).catch(() => undefined);
    if (order && order.maxUsers > 1 && roleOf(user) === 'OWNER') {
      void queryClient.prefetchQuery(administrationQueries.organization(order.organizationId));
      void queryClient.prefetchQuery(administrationQueries.invitations(order.organizationId));
    }
  },
  component: LicenceRoute,
  pendingComponent: PagePending,
  head: ({ match }) => pageHead(match, 'Meine Lizenz'),
});

function LicenceRoute() {
  return (
    <>
      <h1>Meine Lizenz</h1>
      <LicencePage />
    </>
  );
}
