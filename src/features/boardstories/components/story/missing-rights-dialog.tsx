import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { MissingRightsDialog } from '../../../../shared/domain/rights';
import { texts } from '../../../../shared/domain/texts';
import { useConfirmModal } from '../../../../ui/confirm-modal';

/**
 * The dialog for a download without rights (part 2 §4): guests are asked to log in (and come back here),
 * users without licence are offered the licences, expired licences and rentals are sent to check theirs.
 */
export function useMissingRightsDialog() {
  const confirm = useConfirmModal();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (dialog: MissingRightsDialog) => {
      if (dialog === 'login') {
        confirm({
          label: texts.login,
          content: <p>{texts.downloadLoginRequired}</p>,
          buttonLabel: texts.login,
          onConfirm: () => void navigate({ to: '/login', search: { from: location.href } }),
        });
      } else if (dialog === 'buyLicence') {
        confirm({ label: texts.licencesTitle, title: texts.licencesTitle, content: <p>{texts.downloadBuyLicence}</p>, buttonLabel: texts.showLicences, onConfirm: () => void navigate({ to: '/lizenzen' }) });
      } else {
        confirm({ label: texts.checkLicence, content: <p>{texts.downloadLicenceInvalid}</p>, buttonLabel: texts.checkLicence, onConfirm: () => void navigate({ to: '/account/license' }) });
      }
    },
    [confirm, navigate, location.href],
  );
}
