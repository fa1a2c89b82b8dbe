import { useSyncExternalStore } from 'react';
import { texts } from '../shared/domain/texts';
import './pwa.css';

function subscribe(onChange: () => void) {
  addEventListener('online', onChange);
  addEventListener('offline', onChange);
  return () => {
    removeEventListener('online', onChange);
    removeEventListener('offline', onChange);
  };
}
const isOnline = () => navigator.onLine;
// rendering without a browser (tests) assumes a connection
const isOnlineOnServer = () => true;

/** Shown while the browser is offline; role="status" so screen readers announce it without interrupting. */
export function OfflineNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
  if (online) return null;
  return (
    <div className="pwa-bar pwa-bar--offline" role="status">
      {texts.offlineNotice}
    </div>
  );
}
