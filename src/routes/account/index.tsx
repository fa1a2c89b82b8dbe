import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { Suspense } from 'react';
import { AccountPage } from '../../features/account/components/account-page';
import { userAtom } from '../../lib/client-state';
import { PagePending } from '../../ui/page-pending';
import { usePageTitle } from '../../ui/use-page-title';

export const Route = createFileRoute('/account/')({ component: MyDataPage });

function MyDataPage() {
  const account = useAtomValue(userAtom).account;
  usePageTitle('Meine Daten');
  // external users have no "Meine Daten"; their account link is the Merkliste (part 1 §2)
  if (account?.isExternalUser) return <Navigate to="/account/merkliste" replace />;
  return (
    <>
      <h1>Meine Daten</h1>
      {account && (
        <Suspense fallback={<PagePending />}>
          <AccountPage userId={account.id} />
        </Suspense>
      )}
    </>
  );
}
