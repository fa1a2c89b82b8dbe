import { useAtom } from 'jotai';
import { useCallback, useRef } from 'react';
import { CUE_WINDOW_SECONDS, dueGame, endGame, reached } from '../../shared/domain/games';
import type { Game } from '../../shared/schemas/games';
import { activeGameAtom, doneGamesAtom } from './player.atoms';

type Options = {
  games: Game[];
  /** games switched on and the full video playing */
  gamesOn: boolean;
  autoplay: boolean;
  pauseCuepoints: number[];
  pause: () => void;
};

/**
 * Games at their positions and the pause cue points (see docs/stories-and-player.md#games): a game starts when playback
 * is within 500 ms after its position (an impulse within 1 s) and pauses the video, except an impulse, whose marker
 * pauses only when opened; with autoplay off the video also stops at each pause cue point. A position played through
 * between two time reports counts as reached too (a busy tablet reports late); one jumped over by a seek does not.
 */
export function useGameCues({ games, gamesOn, autoplay, pauseCuepoints, pause }: Options) {
  const [active, setActive] = useAtom(activeGameAtom);
  const [done, setDone] = useAtom(doneGamesAtom);
  const stoppedAt = useRef(new Set<number>());
  /** the time last reported while playing on; null after a seek, so a jump is not taken for playing through */
  const playedFrom = useRef<number | null>(null);

  const start = (game: Game) => {
    setDone((d) => new Set(d).add(game.id));
    setActive(game);
    if (game.gameType !== 'impulse') pause();
  };

  /** `seeking`: the report came while a seek was under way (its time is the seek's target) */
  const onTime = (t: number, seeking: boolean) => {
    const from = seeking ? null : playedFrom.current;
    playedFrom.current = seeking ? null : t;
    if (gamesOn) {
      const game = dueGame(games, t, done, from);
      if (game && game.id !== active?.id) start(game);
    }
    if (!autoplay) {
      const cue = pauseCuepoints.find((c) => reached(c, t, CUE_WINDOW_SECONDS, from) && !stoppedAt.current.has(c));
      if (cue !== undefined) {
        stoppedAt.current.add(cue);
        pause();
      }
    }
  };

  const onEnded = () => {
    const game = gamesOn ? endGame(games) : null;
    // the next playback may run every game again
    setDone(new Set());
    stoppedAt.current.clear();
    playedFrom.current = null;
    setActive(game);
  };

  const reset = useCallback(() => {
    setDone(new Set());
    stoppedAt.current.clear();
    playedFrom.current = null;
    setActive(null);
  }, [setActive, setDone]);

  const onSeeking = () => {
    playedFrom.current = null;
  };

  return { active, start, onTime, onSeeking, onEnded, reset, close: () => setActive(null) };
}
