import { createFileRoute, Navigate } from '@tanstack/react-router';
import { accountQueries } from '../../features/account/account.queries';
import { AccountPage } from '../../features/account/components/account-page';
import { authQueries, useSession } from '../../features/auth/auth.queries';
import { pageHead } from '../../ui/page-head';
import { PagePending } from '../../ui/page-pending';

export const Route = createFileRoute('/account/')({
  // the layout's beforeLoad has made sure of the account; its profile with the addresses is the page
  loader: async ({ context: { queryClient } }) => {
    const account = queryClient.getQueryData(authQueries.me().queryKey);
    if (account && !account.isExternalUser) await queryClient.ensureQueryData(accountQueries.profile(account.id));
  },
  component: MyDataPage,
  pendingComponent: PagePending,
  head: ({ match }) => pageHead(match, 'Meine Daten'),
});

function MyDataPage() {
  const account = useSession();
  // external users have no "Meine Daten"; their account link is the Merkliste (see
  // docs/roles-and-rights.md#external-users)
  if (account?.isExternalUser) return <Navigate to="/account/merkliste" replace />;
  return (
    <>
      <h1>Meine Daten</h1>
      {account && <AccountPage userId={account.id} />}
    </>
  );
}
