import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { missingRightsDialog, type LicenceHolder } from '../../../shared/domain/rights';
import { storyTexts } from '../../../shared/domain/story-texts';
import { useConfirmModal } from '../../../ui/confirm-modal';
import { playerTexts } from '../player-texts';

/**
 * Opens the dialog (docs/roles-and-rights.md#playback-rights) that explains why the full video does not play: guests
 * log in (and come back here), users without licence are offered one, expired licences and rentals are sent to check
 * theirs.
 */
export function useRightsDialog(holder: LicenceHolder | null) {
  const confirm = useConfirmModal();
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(() => {
    const dialog = missingRightsDialog(holder);
    if (dialog === 'login') {
      const onConfirm = () => void navigate({ to: '/login', search: { from: location.href } });
      confirm({ label: playerTexts.loginTitle, title: playerTexts.loginTitle, content: <p>{playerTexts.loginText}</p>, buttonLabel: storyTexts.login, onConfirm });
    } else if (dialog === 'buyLicence') {
      confirm({ label: storyTexts.licencesTitle, title: storyTexts.licencesTitle, content: <p>{playerTexts.buyText}</p>, buttonLabel: storyTexts.showLicences, onConfirm: () => void navigate({ to: '/lizenzen' }) });
    } else {
      confirm({ label: storyTexts.checkLicence, content: <p>{storyTexts.licenceInvalid}</p>, buttonLabel: storyTexts.checkLicence, onConfirm: () => void navigate({ to: '/account/license' }) });
    }
  }, [holder, confirm, navigate, location.href]);
}
