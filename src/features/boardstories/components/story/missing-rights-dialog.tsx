import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { MissingRightsDialog } from '../../../../shared/domain/rights';
import { storyTexts } from '../../../../shared/domain/story-texts';
import { useConfirmModal } from '../../../../ui/confirm-modal';

/**
 * The dialog for a download without rights (see docs/roles-and-rights.md#downloads): guests are asked to log in (and
 * come back here), users without licence are offered the licences, expired licences and rentals are sent to check
 * theirs.
 */
export function useMissingRightsDialog() {
  const confirm = useConfirmModal();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (dialog: MissingRightsDialog) => {
      if (dialog === 'login') {
        confirm({
          label: storyTexts.login,
          content: <p>{storyTexts.downloadLoginRequired}</p>,
          buttonLabel: storyTexts.login,
          onConfirm: () => void navigate({ to: '/login', search: { from: location.href } }),
        });
      } else if (dialog === 'buyLicence') {
        confirm({ label: storyTexts.licencesTitle, title: storyTexts.licencesTitle, content: <p>{storyTexts.downloadBuyLicence}</p>, buttonLabel: storyTexts.showLicences, onConfirm: () => void navigate({ to: '/lizenzen' }) });
      } else {
        confirm({ label: storyTexts.checkLicence, content: <p>{storyTexts.downloadLicenceInvalid}</p>, buttonLabel: storyTexts.checkLicence, onConfirm: () => void navigate({ to: '/account/license' }) });
      }
    },
    [confirm, navigate, location.href],
  );
}
