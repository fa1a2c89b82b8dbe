import { texts } from '../shared/domain/texts';
import { useOnline } from './online';
import './pwa.css';

/** Shown while the browser is offline; role="status" so screen readers announce it without interrupting. */
export function OfflineNotice() {
  if (useOnline()) return null;
  return (
    <div className="pwa-bar pwa-bar--offline" role="status">
      {texts.offlineNotice}
    </div>
  );
}
