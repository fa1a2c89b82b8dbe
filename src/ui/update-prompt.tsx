import { useSyncExternalStore } from 'react';
import { activateUpdate, isUpdateWaiting, subscribeToUpdate } from '../lib/service-worker';
import { texts } from '../shared/domain/texts';
import './pwa.css';

/** Offers the waiting new version; nothing changes under the user until they choose to update. */
export function UpdatePrompt() {
  const available = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  if (!available) return null;
  return (
    <div className="pwa-bar pwa-bar--update" role="alert">
      <span>{texts.updateAvailable}</span>
      <button type="button" className="pwa-bar__button" onClick={activateUpdate}>
        {texts.updateNow}
      </button>
    </div>
  );
}
