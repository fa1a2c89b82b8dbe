import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { hitAnswer, SEARCH_SUCCESS_DELAY_MS } from '../../../shared/domain/games';
import { toScale } from '../../../shared/domain/playback';
import type { Point, SearchGame as SearchGameData } from '../../../shared/schemas/games';
import { playFeedback, playSound } from '../game-sounds';
import { turnEvents as turn } from '../../class-results/class-results.public';
import { gameAnnouncementAtom, initialSearch, searchGameAtom } from '../games.atoms';
import { SearchAreas } from './search-areas';

type Props = { game: SearchGameData; muted: boolean; onDone: () => void };

const STEP = 500;
const FINE_STEP = 100;
const clamp = (n: number) => Math.min(Math.max(n, 0), 10_000);

/**
 * The search game (see docs/stories-and-player.md#search-game): intro → in progress → success (after a 550 ms
 * highlight), or help → give up. Clicks and taps pick a spot; with the keyboard the arrow keys move a crosshair and
 * Enter picks.
 */
export function SearchGame({ game, muted, onDone }: Props) {
  const [state, setState] = useAtom(searchGameAtom);
  const announce = useSetAtom(gameAnnouncementAtom);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const surface = useRef<HTMLDivElement>(null);
  const total = game.answers.length;

  useEffect(() => {
    // Init → IntroOverlay as soon as the game opens; a resumed one ("Weiter ab") keeps what was found
    setState((s) => (s.gameId === game.id && s.phase !== 'init' ? s : { ...initialSearch, gameId: game.id, phase: 'intro' }));
    announce(game.hint);
    return () => clearTimeout(timer.current);
  }, [game, setState, announce]);

  useEffect(() => {
    if (state.phase !== 'inProgress') return;
    surface.current?.focus();
    // the clock of the class results starts with the first search, not with the intro
    turn.searchStarted(game);
  }, [state.phase, game]);

  const finish = () => {
    setState(initialSearch);
    announce('');
    onDone();
  };

  const select = (p: Point) => {
    if (state.phase !== 'inProgress') return;
    const index = hitAnswer(game.answers, p);
    if (index === -1 || state.found.includes(index)) {
      if (index === -1) playFeedback('fail', muted);
      announce(index === -1 ? 'Da ist leider nichts. Such weiter!' : 'Das hast du schon gefunden.');
      return;
    }
    playFeedback('success', muted);
    const found = [...state.found, index];
    const allFound = found.length === total;
    turn.searchFound(game, found.length);
    announce(allFound ? 'Gefunden! Du hast alles gefunden.' : `Gefunden! ${found.length} von ${total}.`);
    setState({ ...state, found, lastAnswer: index, phase: allFound ? 'successFeedback' : 'inProgress' });
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setState((s) => (s.phase === 'successFeedback' ? { ...s, phase: 'success', lastAnswer: null } : { ...s, lastAnswer: null })),
      SEARCH_SUCCESS_DELAY_MS,
    );
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.shiftKey ? FINE_STEP : STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[e.key];
    if (move) {
      setState((s) => ({ ...s, cursor: { x: clamp(s.cursor.x + move[0]), y: clamp(s.cursor.y + move[1]) } }));
    } else if (e.key === 'Enter' || e.key === ' ') {
      select(state.cursor);
    } else return;
    // the player's own keys (seek, play) must not fire under the game
    e.preventDefault();
    e.stopPropagation();
  };

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    const p = { x: toScale(e.clientX - rect.left, rect.width), y: toScale(e.clientY - rect.top, rect.height) };
    setState((s) => ({ ...s, cursor: p }));
    select(p);
  };

  const help = (
    <button type="button" className="game-button game-help" onClick={() => setState({ ...state, phase: 'help' })}>
      Hilfe
    </button>
  );
  const hintAudio = game.audioHint && !muted && (
    <button type="button" className="game-button" onClick={() => playSound(game.audioHint!, muted)}>
      Hinweis anhören
    </button>
  );

  return (
    <div className="search-game">
      {(state.phase === 'inProgress' || state.phase === 'successFeedback') && (
        <>
          <div
            ref={surface}
            className="search-surface"
            role="application"
            tabIndex={0}
            aria-label={`Suchbild: ${game.hint} Pfeiltasten bewegen das Fadenkreuz, Eingabe wählt die Stelle.`}
            onKeyDown={onKeyDown}
            onClick={onClick}
          >
            <SearchAreas answers={game.answers} found={state.found} highlight={state.lastAnswer} />
            <span className="search-cursor" style={{ left: `${state.cursor.x / 100}%`, top: `${state.cursor.y / 100}%` }} aria-hidden="true" />
          </div>
          <div className="search-toolbar">
            <span>
              {state.found.length} von {total} gefunden
            </span>
            {help}
          </div>
        </>
      )}
      {state.phase === 'intro' && (
        <div className="game-overlay" role="group" aria-label="Suchspiel">
          <h2>Suchspiel</h2>
          <p>{game.hint}</p>
          <div className="game-actions">
            <button type="button" className="game-button primary" autoFocus onClick={() => setState({ ...state, phase: 'inProgress' })}>
              Auf zur Suche
            </button>
            {hintAudio}
            {help}
          </div>
        </div>
      )}
      {state.phase === 'help' && (
        <div className="game-overlay" role="group" aria-label="Hilfe zum Suchspiel">
          <h2>Hilfe</h2>
          <p>{game.hint}</p>
          <div className="game-actions">
            <button type="button" className="game-button" autoFocus onClick={() => setState({ ...state, phase: 'inProgress' })}>
              Weiter suchen
            </button>
            {hintAudio}
            <button type="button" className="game-button primary" onClick={() => (setState({ ...state, phase: 'giveUp' }), announce('Hier waren die Lösungen versteckt.'))}>
              Jetzt auflösen
            </button>
          </div>
        </div>
      )}
      {state.phase === 'giveUp' && (
        <>
          <SearchAreas answers={game.answers} found={state.found} highlight={null} revealMissing />
          <div className="game-overlay game-overlay-bottom" role="group" aria-label="Auflösung">
            <p>Die orange markierten Stellen hast du noch nicht gefunden.</p>
            <button type="button" className="game-button primary" autoFocus onClick={finish}>
              Weiter
            </button>
          </div>
        </>
      )}
      {state.phase === 'success' && (
        <div className="game-overlay" role="group" aria-label="Geschafft">
          <h2>Super, du hast alles gefunden!</h2>
          <button type="button" className="game-button primary" autoFocus onClick={finish}>
            Weiter
          </button>
        </div>
      )}
    </div>
  );
}
