import { useStore } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { capSeconds, isPlaybackReached, TRACKING_HEARTBEAT_MS } from '../../shared/domain/playback';
import type { TrackStart } from '../../shared/schemas/tracking';
import { useSession } from '../auth/auth.queries';
import { trackingTokenAtom } from './player.atoms';
import { useTrackCodeStart, useTrackStart, useTrackUpdate } from './tracking.mutations';

type Options = { boardstoryId: number; accessCode: string | null; enabled: boolean; currentTime: () => number };

/**
 * Tracking of a full playback (see docs/stories-and-player.md#tracking): "boardstoryWatched" on the first play with its
 * token kept, an update on each later play and every 30 s while playing, hasEnded at the end, and
 * "boardstoryPlaybackReached" once past 180 s. Code holders are anonymous. Returns the handlers the player calls on its
 * events.
 */
export function useTracking({ boardstoryId, accessCode, enabled, currentTime }: Options) {
  const account = useSession();
  // a code holder's queued start carries the code: kept in memory only, never in the persisted cache
  const publicStart = useTrackStart();
  const codeStart = useTrackCodeStart();
  const start = accessCode ? codeStart : publicStart;
  const update = useTrackUpdate();
  const store = useStore();
  const starting = useRef(false);
  const reached = useRef(false);
  const heartbeat = useRef<ReturnType<typeof setInterval>>(undefined);

  const body = useCallback(
    (event: TrackStart['event']): TrackStart => ({
      boardstory: boardstoryId,
      event,
      boardstoryTimestamp: capSeconds(currentTime()),
      ...(accessCode ? { accessCode, isAnonymous: true } : account ? { user: account.id } : { isAnonymous: true }),
    }),
    [boardstoryId, accessCode, account, currentTime],
  );

  const send = useCallback(
    (hasEnded?: boolean) => {
      const trackingToken = store.get(trackingTokenAtom);
      if (trackingToken) update.mutate({ trackingToken, boardstoryTimestamp: capSeconds(currentTime()), ...(hasEnded ? { hasEnded } : {}) });
    },
    [update, currentTime, store],
  );

  const stopHeartbeat = () => clearInterval(heartbeat.current);
  useEffect(() => stopHeartbeat, []);
  // another story or medium is another playback
  useEffect(() => {
    store.set(trackingTokenAtom, null);
    reached.current = false;
    stopHeartbeat();
  }, [boardstoryId, accessCode, enabled, store]);

  return {
    onPlay() {
      if (!enabled) return;
      if (store.get(trackingTokenAtom)) send();
      else if (!starting.current) {
        starting.current = true;
        start.mutate(body('boardstoryWatched'), {
          onSuccess: (answer) => store.set(trackingTokenAtom, answer.trackingToken),
          onSettled: () => (starting.current = false),
        });
      }
      stopHeartbeat();
      heartbeat.current = setInterval(() => send(), TRACKING_HEARTBEAT_MS);
    },
    onPause: stopHeartbeat,
    onTime(seconds: number) {
      if (!enabled || reached.current || !isPlaybackReached(seconds)) return;
      reached.current = true;
      start.mutate(body('boardstoryPlaybackReached'));
    },
    onEnded() {
      stopHeartbeat();
      if (enabled) send(true);
    },
  };
}
