import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { hasLocalData } from '../../lib/local-db';
import { currentUser } from '../../lib/query-client';
import { useModals } from '../../ui/modal.atoms';
import { listStoryPacks } from '../story-packs/story-packs.public';
import { logout } from './logout';

export const KEEP_PACKS_QUESTION = 'Gespeicherte Geschichten auf diesem Gerät behalten?';

/** Whether the signed-in user saved stories here under their licence (packs saved with a pupil code are the class's). */
async function hasOwnPacks(): Promise<boolean> {
  const userId = currentUser()?.id;
  if (userId === undefined || !(await hasLocalData())) return false;
  return (await listStoryPacks()).some((p) => p.savedWith.kind === 'licence' && p.savedWith.userId === userId);
}

/**
 * "Abmelden" with the question of the saved stories (docs/offline.md#logout): on a device where the user saved
 * stories, they choose whether those stay (their own device, a class tablet) or go (a shared computer). Closing
 * the question cancels the logout.
 */
export function useLogout(): () => Promise<void> {
  const { open } = useModals();
  const router = useRouter();
  return useCallback(async () => {
    const finish = async (keepStoryPacks: boolean) => {
      await logout({ keepStoryPacks });
      void router.navigate({ to: '/' });
    };
    if (!(await hasOwnPacks().catch(() => false))) return finish(true);
    open({
      label: KEEP_PACKS_QUESTION,
      closeOnOutsideClick: false,
      render: (close) => (
        <div className="confirm-modal">
          <h2>{KEEP_PACKS_QUESTION}</h2>
          <div className="confirm-modal-content">
            <p>Behaltene Geschichten bleiben bis zu ihrem Ablaufdatum offline abspielbar. Auf einem geteilten Gerät sollten Sie sie löschen.</p>
          </div>
          <div className="confirm-modal-actions">
            <button type="button" className="button" onClick={() => (close(), void finish(true))}>
              Behalten
            </button>
            <button type="button" className="button button-secondary" onClick={() => (close(), void finish(false))}>
              Löschen
            </button>
          </div>
        </div>
      ),
    });
  }, [open, router]);
}
