import { useEffect, useRef, useState, type RefObject } from 'react';
import type Player from 'video.js/dist/types/player';
import { isTeacherView, licenceHolderOf } from '../../../shared/domain/rights';
import type { Game } from '../../../shared/schemas/games';
import { useAccount } from '../../auth/auth.queries';

type Options = {
  player: Player | null;
  games: Game[];
  /** games are switched on for this playback (the full video, not on an iPhone) */
  gamesOn: boolean;
  accessCode: string | null;
  isAdmin: boolean;
  /** starts a game as its cue would (use-game-cues.ts) */
  start: (game: Game) => void;
  /** where the keyboard goes when the panel closes: the player's frame */
  frame: RefObject<HTMLElement | null>;
};

/**
 * The after-story panel (see docs/stories-and-player.md#after-the-story): it opens when the video ends (after a game
 * at the story's end) and lists the story's games to start again one by one; a game started there comes back to it.
 * A teacher (signed in with a running licence, no pupil's code) may open it at any time to jump to a game.
 */
export function useAfterStory({ player, games, gamesOn, accessCode, isAdmin, start, frame }: Options) {
  const user = useAccount();
  const holder = licenceHolderOf({ accountId: user.account?.id ?? null, currentOrder: user.currentOrder, members: user.organization?.members ?? null });
  const teacher = isTeacherView(holder, isAdmin, accessCode);
  const [open, setOpen] = useState(false);
  const fromPanel = useRef(false);
  const available = gamesOn && games.length > 0;

  useEffect(() => {
    if (!player) return;
    const onEnded = () => setOpen(true);
    // playing again (from the start, or on after the teacher's look) closes it
    const onPlay = () => setOpen(false);
    player.on('ended', onEnded);
    player.on('play', onPlay);
    return () => {
      player.off('ended', onEnded);
      player.off('play', onPlay);
    };
  }, [player]);

  return {
    open: open && available,
    /** the "Spieleübersicht" button's action, for a teacher only */
    show: teacher && available ? () => (player?.pause(), setOpen(true)) : undefined,
    panel: {
      games,
      onPick: (game: Game) => {
        fromPanel.current = true;
        start(game);
      },
      onClose: () => {
        setOpen(false);
        frame.current?.focus();
      },
    },
    /** A game ended: true when it came from the panel, which then shows again instead of the video going on. */
    backToPanel: () => {
      const was = fromPanel.current;
      fromPanel.current = false;
      return was;
    },
  };
}
