import { onlineManager, useIsMutating } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import './pwa.css';

/** The queued-writes wording (docs/offline.md#queued-writes), in the singular for one change. */
export const pendingWritesText = (count: number) =>
  count === 1
    ? '1 Änderung wird gesendet, sobald Lesefunke wieder verbunden ist'
    : `${count} Änderungen werden gesendet, sobald Lesefunke wieder verbunden ist`;

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * How many writes wait for Lesefunke (offline, or the server unreachable): they are sent by themselves when
 * it answers again (lib/connectivity.ts, persister.ts). Tracking (`meta.unseen`) is no change of the reader's
 * and is not counted. role="status": announced without interrupting.
 */
export function PendingWrites() {
  const waiting = useIsMutating({ predicate: (mutation) => mutation.state.isPaused && !mutation.meta?.unseen });
  // while reachable, a paused write only waits its turn in the queue for a moment: nothing to announce
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (waiting === 0 || online) return null;
  return (
    <div className="pwa-bar pwa-bar--pending" role="status">
      {pendingWritesText(waiting)}
    </div>
  );
}
