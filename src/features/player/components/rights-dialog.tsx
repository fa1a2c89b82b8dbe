import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { userAtom, type UserState } from '../../../lib/client-state';
import { missingRightsDialog, type LicenceHolder } from '../../../shared/domain/rights';
import { playerTexts } from '../player-texts';
import { useConfirmModal } from '../../../ui/confirm-modal';

/** The licence facts the shared rights rules need, from what the start-up loaded into the user state. */
export function licenceHolderOf(user: UserState): LicenceHolder | null {
  if (!user.account) return null;
  const member = user.organization?.members.find((m) => m.userId === user.account!.id) ?? null;
  const order = user.currentOrder;
  return {
    role: member?.userRole ?? null,
    order: order ? { active: order.active, validFrom: order.validFrom, validUntil: order.validUntil, allowRentals: order.allowRentals } : null,
    rentalUntil: member?.rentalUntil ?? null,
  };
}

/** Opens the dialog of part 2 §4 that explains why the full video does not play. */
export function useRightsDialog() {
  const user = useAtomValue(userAtom);
  const confirm = useConfirmModal();
  return useCallback(() => {
    const dialog = missingRightsDialog(licenceHolderOf(user));
    if (dialog === 'login') {
      confirm({ label: playerTexts.loginTitle, title: playerTexts.loginTitle, content: <p>{playerTexts.loginText}</p>, buttonLabel: 'Anmelden', to: '/login' });
    } else if (dialog === 'buyLicence') {
      confirm({ label: 'Lizenzen', title: 'Lizenzen', content: <p>{playerTexts.buyText}</p>, buttonLabel: playerTexts.buyButton, to: '/lizenzen' });
    } else {
      confirm({ label: playerTexts.invalidTitle, content: <p>{playerTexts.licenceInvalid}</p>, buttonLabel: 'Lizenz prüfen', to: '/account/license' });
    }
  }, [user, confirm]);
}
