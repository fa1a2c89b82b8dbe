import { useMemo } from 'react';
import { licenceHolderOf, type LicenceHolder } from '../../shared/domain/rights';
import { useAccount } from '../auth/auth.queries';

/** The signed-in user's licence facts for the rights rules; null for a guest. */
export function useLicenceHolder(): LicenceHolder | null {
  const { account, currentOrder, organization } = useAccount();
  return useMemo(
    () => licenceHolderOf({ accountId: account?.id ?? null, currentOrder, members: organization?.members ?? null }),
    [account, currentOrder, organization],
  );
}
