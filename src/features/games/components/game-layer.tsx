import { useAtomValue } from 'jotai';
import type { Game } from '../../../shared/schemas/games';
import { gameAnnouncementAtom } from '../games.atoms';
import { ImpulseGame } from './impulse-game';
import { QuizGame } from './quiz-game';
import { SearchGame } from './search-game';
import '../games.css';

type GameLayerProps = {
  game: Game;
  /** The code or the story has no sound, or the user switched it off. */
  muted: boolean;
  /** An impulse popup opened: the video pauses. */
  onPause: () => void;
  /** The game is over (or the impulse closed): the video may go on. */
  onDone: () => void;
};

/**
 * The open game above the video picture; its own chunk, loaded when a story has games. One polite live
 * region tells screen readers what happens (found, wrong, right answer) without moving their focus.
 */
export default function GameLayer({ game, muted, onPause, onDone }: GameLayerProps) {
  const announcement = useAtomValue(gameAnnouncementAtom);
  return (
    <div className="game-layer">
      {game.gameType === 'search' && <SearchGame key={game.id} game={game} muted={muted} onDone={onDone} />}
      {game.gameType === 'quiz' && <QuizGame key={game.id} game={game} onDone={onDone} />}
      {game.gameType === 'impulse' && <ImpulseGame key={game.id} game={game} muted={muted} onPause={onPause} onDone={onDone} />}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
