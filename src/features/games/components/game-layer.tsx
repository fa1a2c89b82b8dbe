import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { Game } from '../../../shared/schemas/games';
import { gameAnnouncementAtom, playedGamesAtom } from '../games.atoms';
import { AfterStoryPanel, type AfterStoryPanelProps } from './after-story-panel';
import { ImpulseGame } from './impulse-game';
import { QuizGame } from './quiz-game';
import { SearchGame } from './search-game';
import '../games.css';

type GameLayerProps = {
  /** the open game; none while the after-story panel shows */
  game: Game | null;
  /** The code or the story has no sound, or the user switched it off. */
  muted: boolean;
  /** An impulse popup opened: the video pauses. */
  onPause: () => void;
  /** The game is over (or the impulse closed): the video may go on. */
  onDone: () => void;
  /** the after-story panel, shown when no game is open */
  panel?: AfterStoryPanelProps;
};

/**
 * The open game above the video picture, or the after-story panel; its own chunk, loaded when a story has games. One
 * polite live region tells screen readers what happens (found, wrong, right answer) without moving their focus.
 */
export default function GameLayer({ game, muted, onPause, onDone, panel }: GameLayerProps) {
  const announcement = useAtomValue(gameAnnouncementAtom);
  const setPlayed = useSetAtom(playedGamesAtom);
  useEffect(() => {
    // a game that came on screen counts as played: the after-story panel ticks it
    if (!game) return;
    setPlayed((p) =>
      p.boardstoryId !== game.boardstoryId
        ? { boardstoryId: game.boardstoryId, ids: [game.id] }
        : p.ids.includes(game.id)
          ? p
          : { ...p, ids: [...p.ids, game.id] },
    );
  }, [game, setPlayed]);
  return (
    <div className="game-layer">
      {game?.gameType === 'search' && <SearchGame key={game.id} game={game} muted={muted} onDone={onDone} />}
      {game?.gameType === 'quiz' && <QuizGame key={game.id} game={game} onDone={onDone} />}
      {game?.gameType === 'impulse' && <ImpulseGame key={game.id} game={game} muted={muted} onPause={onPause} onDone={onDone} />}
      {!game && panel && <AfterStoryPanel {...panel} />}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
