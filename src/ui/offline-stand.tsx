import { texts } from '../shared/domain/texts';
import { useOnline } from './online';

const two = (n: number) => String(n).padStart(2, '0');

/** dd.MM.yyyy, HH:mm in the device's time zone; no date library for one line of the account pages. */
export const formatStand = (at: Date) =>
  `${two(at.getDate())}.${two(at.getMonth() + 1)}.${at.getFullYear()}, ${two(at.getHours())}:${two(at.getMinutes())}`;

/**
 * Offline, a page of the signed-in user's own data shows what was stored at their last visit: it says
 * so, with the time of that answer (the query's dataUpdatedAt), so nobody takes it for the server's state.
 */
export function OfflineStand({ updatedAt }: { updatedAt: number }) {
  if (useOnline() || !updatedAt) return null;
  return (
    <p className="offline-stand" role="note">
      {texts.offlineLastVisit} {formatStand(new Date(updatedAt))}
    </p>
  );
}
