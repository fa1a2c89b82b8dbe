import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type Player from 'video.js/dist/types/player';
import { store } from '../../../lib/store';
import type { Game } from '../../../shared/schemas/games';
import { useSession } from '../../auth/auth.queries';
import { gameProgressAtom } from '../../games/games.public';
import { activeGameAtom, doneGamesAtom } from '../player.atoms';
import { flushResume, loadResume, saveResume, stashResume, type ResumeOwner } from './resume-store';
import { isFinished, offersResume, RESUME_SAVE_EVERY_MS, type ResumeEntry } from './resume-rules';
import type { SavedVariant } from '../../../shared/domain/saved-variant';

type Options = {
  player: Player | null;
  boardstoryId: number;
  variant: SavedVariant;
  /** the full video is loaded (a trailer is short and starts over) */
  enabled: boolean;
  accessCode: string | null;
  games: Game[];
};

/**
 * Resume (see docs/stories-and-player.md#resume): before the first play of a story, a stored position offers
 * "Weiter ab m:ss" or "Von vorn"; from the first play on the position and the games' state are saved every few
 * seconds, at each pause or game step, when the reader leaves the story (the player's disposal: the last moment it
 * still knows its second) and when the page goes. A position near the end counts as finished and is forgotten.
 */
export function useResume({ player, boardstoryId, variant, enabled, accessCode, games }: Options) {
  const account = useSession();
  // a pupil's code, even on a teacher's own device, keeps the pupil's turn off the disk
  const owner: ResumeOwner = account && !accessCode ? { userId: account.id } : 'memory';
  const ownerKey = owner === 'memory' ? 'memory' : owner.userId;
  const [loaded, setLoaded] = useState<{
    for: string;
    entry: ResumeEntry | null;
  } | null>(null);
  const forKey = `${ownerKey}:${boardstoryId}:${variant}`;
  // the first play or choice counts for this story and medium; the savers read it between renders
  const mediumKey = `${boardstoryId}:${enabled}`;
  const [startedFor, setStartedFor] = useState<string | null>(null);
  const started = startedFor === mediumKey;
  const startedNow = useRef(false);
  const setStarted = () => {
    startedNow.current = true;
    setStartedFor(mediumKey);
  };
  const onFirstPlay = useRef(setStarted);

  // each story and medium starts with its games' state afresh (the played ticks too); "Weiter ab" brings the stored one back
  useEffect(() => {
    startedNow.current = false;
    store.set(gameProgressAtom, { boardstoryId, stored: null });
  }, [boardstoryId, enabled]);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void loadResume(owner, boardstoryId, variant).then((entry) => current && setLoaded({ for: forKey, entry }));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `owner` is named by forKey
  }, [enabled, forKey]);

  // saving starts with the viewer's first play (or choice): until then a stored position is not overwritten
  const save = useRef<(now?: boolean, leaving?: boolean) => void>(() => {});
  // the same entry again (a crosshair moved, a second seek to the same place) is not written twice
  const lastSaved = useRef('');
  useLayoutEffect(() => {
    onFirstPlay.current = setStarted;
    save.current = (now = false, leaving = false) => {
      // a player already disposed knows no second any more; its 'dispose' event saved the last one
      if (!player || player.isDisposed() || !startedNow.current || !enabled) return;
      const seconds = player.currentTime() ?? 0;
      const duration = player.duration() ?? 0;
      const active = store.get(activeGameAtom);
      const entry: ResumeEntry = {
        boardstoryId,
        variant,
        seconds,
        duration,
        games: {
          active: active?.id ?? null,
          done: [...store.get(doneGamesAtom)],
          progress: store.get(gameProgressAtom),
        },
      };
      const next = isFinished(seconds, duration) && !active ? null : entry;
      const signature = JSON.stringify([forKey, next && { ...next, seconds: Math.round(next.seconds * 10) }]);
      if (signature !== lastSaved.current) saveResume(owner, boardstoryId, variant, next);
      lastSaved.current = signature;
      // a pause or a game's step is written at once: a reload right after must find it; a pause and leaving reach
      // the server too, where the reader's other devices find them
      if (now || leaving) void flushResume({ server: leaving });
    };
  });

  useEffect(() => {
    if (!player) return;
    let last = 0;
    const onPlay = () => onFirstPlay.current();
    const onTime = () => {
      if (Date.now() - last < RESUME_SAVE_EVERY_MS) return;
      last = Date.now();
      save.current();
    };
    const now = () => save.current(true);
    const stop = () => save.current(true, true);
    player.on('play', onPlay);
    player.on('timeupdate', onTime);
    player.on('seeked', now);
    // leaving the story inside the app disposes the player before this hook's clean-up: its position is taken as it goes
    player.on(['pause', 'ended', 'dispose'], stop);
    return () => {
      player.off('play', onPlay);
      player.off('timeupdate', onTime);
      player.off('seeked', now);
      player.off(['pause', 'ended', 'dispose'], stop);
    };
  }, [player]);

  // a quiz answer or a found object while the video waits under the game is saved as it happens
  useEffect(() => {
    const off = [gameProgressAtom, activeGameAtom, doneGamesAtom].map((a) => store.sub(a, () => save.current(true)));
    // the page goes: an IndexedDB write begun now may never land, so the position goes to localStorage as well
    const onHide = () => (save.current(), stashResume(), void flushResume({ server: true }));
    addEventListener('pagehide', onHide);
    return () => {
      // leaving the story inside the app: the last position is written before the page is gone
      save.current();
      void flushResume({ server: true });
      off.forEach((unsubscribe) => unsubscribe());
      removeEventListener('pagehide', onHide);
    };
  }, []);

  const entry = loaded?.for === forKey ? loaded.entry : null;
  const offer = enabled && !started && offersResume(entry) ? entry : null;

  const seekThen = (seconds: number, then: () => void) => {
    if (!player) return;
    const go = () => (player.currentTime(seconds), then());
    // before its metadata a video ignores the seek
    if ((player.readyState() ?? 0) >= 1) go();
    else player.one('loadedmetadata', go);
  };

  const accept = () => {
    if (!offer) return;
    setStarted();
    store.set(gameProgressAtom, { boardstoryId, stored: offer.games.progress });
    store.set(doneGamesAtom, new Set(offer.games.done));
    const game = games.find((g) => g.id === offer.games.active) ?? null;
    // a game that was open comes back over the paused picture, and its end lets the video go on as usual; an impulse's
    // marker alone never stopped the video, so with its popup closed the story plays on under it
    const waits = game !== null && (game.gameType !== 'impulse' || store.get(gameProgressAtom).impulseOpen === game.id);
    seekThen(offer.seconds, () => {
      if (game) store.set(activeGameAtom, game);
      if (!waits) void player?.play()?.catch(() => {});
    });
  };

  const restart = () => {
    setStarted();
    saveResume(owner, boardstoryId, variant, null);
    // the reader's other devices stop offering the old position too
    void flushResume({ server: true });
    seekThen(0, () => void player?.play()?.catch(() => {}));
  };

  return {
    offer,
    pending: enabled && !started && loaded?.for !== forKey,
    accept,
    restart,
  };
}
