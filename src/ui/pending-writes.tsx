import { useIsMutating } from '@tanstack/react-query';
import './pwa.css';

/** Issue 11's wording, in the singular for one change. */
export const pendingWritesText = (count: number) =>
  count === 1
    ? '1 Änderung wird gesendet, sobald Lesefunke wieder verbunden ist'
    : `${count} Änderungen werden gesendet, sobald Lesefunke wieder verbunden ist`;

/**
 * How many writes wait for Lesefunke (offline, or the server unreachable): they are sent by themselves when
 * it answers again (lib/connectivity.ts, persister.ts). Tracking (`meta.unseen`) is no change of the reader's
 * and is not counted. role="status": announced without interrupting.
 */
export function PendingWrites() {
  const waiting = useIsMutating({ predicate: (mutation) => mutation.state.isPaused && !mutation.meta?.unseen });
  if (waiting === 0) return null;
  return (
    <div className="pwa-bar pwa-bar--pending" role="status">
      {pendingWritesText(waiting)}
    </div>
  );
}
