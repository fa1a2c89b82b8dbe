import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { userAtom } from '../../lib/client-state';
import { licenceHolderOf, type LicenceHolder } from '../../shared/domain/rights';

/** The signed-in user's licence facts for the rights rules; null for a guest. */
export function useLicenceHolder(): LicenceHolder | null {
  const user = useAtomValue(userAtom);
  return useMemo(
    () =>
      licenceHolderOf({
        accountId: user.account?.id ?? null,
        currentOrder: user.currentOrder,
        members: user.organization?.members ?? null,
      }),
    [user.account, user.currentOrder, user.organization],
  );
}
