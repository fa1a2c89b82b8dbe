import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import type { Game } from '../../../shared/schemas/games';
import { impulseOpenAtom, playedGamesAtom } from '../games.atoms';

export type AfterStoryPanelProps = {
  games: Game[];
  onPick: (game: Game) => void;
  onClose: () => void;
};

const NAMES: Record<Game['gameType'], string> = { search: 'Suchspiel', quiz: 'Quiz', impulse: 'Impuls' };

/** "Suchspiel", "Quiz", "Impuls"; numbered where a story has several of a kind, in the order they come. */
function gameNames(games: Game[]): { game: Game; name: string }[] {
  const inOrder = [...games].sort((a, b) => (a.position === -1 ? Infinity : a.position) - (b.position === -1 ? Infinity : b.position));
  const count = (type: Game['gameType']) => inOrder.filter((g) => g.gameType === type).length;
  const seen = new Map<string, number>();
  return inOrder.map((game) => {
    const n = (seen.get(game.gameType) ?? 0) + 1;
    seen.set(game.gameType, n);
    return { game, name: count(game.gameType) > 1 ? `${NAMES[game.gameType]} ${n}` : NAMES[game.gameType] };
  });
}

/**
 * The story's games after it ended (see docs/stories-and-player.md#after-the-story), each to start again, a tick on
 * those played. The heading takes the focus when the panel shows, so a screen reader hears it once; the panel is no
 * named region, which would say the same words a second time.
 */
export function AfterStoryPanel({ games, onPick, onClose }: AfterStoryPanelProps) {
  const played = useAtomValue(playedGamesAtom);
  const openImpulse = useSetAtom(impulseOpenAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const ticks = games.length > 0 && played.boardstoryId === games[0].boardstoryId ? played.ids : [];

  const pick = (game: Game) => {
    // from here an impulse opens straight away: its marker would be one more step to the same text
    if (game.gameType === 'impulse') openImpulse(game.id);
    onPick(game);
  };

  return (
    <div className="game-overlay after-story">
      <h2 ref={heading} tabIndex={-1}>
        Spiele zur Geschichte
      </h2>
      <ul className="after-story__games">
        {gameNames(games).map(({ game, name }) => (
          <li key={game.id}>
            <button type="button" className="game-button" onClick={() => pick(game)}>
              {name}
              {ticks.includes(game.id) && (
                <span className="after-story__played">
                  <span aria-hidden="true"> ✓</span>
                  <span className="visually-hidden"> (gespielt)</span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="game-button primary" onClick={onClose}>
        Schließen
      </button>
    </div>
  );
}
