import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { userAtom } from '../../../lib/client-state';
import { missingRightsDialog } from '../../../shared/domain/rights';
import { useConfirmModal } from '../../../ui/confirm-modal';
import { licenceHolderOf } from '../licence-holder';
import { playerTexts } from '../player-texts';

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
