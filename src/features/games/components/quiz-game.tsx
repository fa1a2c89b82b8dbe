import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { quizResult } from '../../../shared/domain/games';
import type { QuizGame as QuizGameData } from '../../../shared/schemas/games';
import { turnEvents as turn } from '../../class-results/class-results.public';
import { gameAnnouncementAtom, initialQuiz, quizGameAtom } from '../games.atoms';

type Props = { game: QuizGameData; onDone: () => void };

/**
 * The quiz (see docs/stories-and-player.md#quiz): intro (index -1), one question at a time, result (index = question
 * count).
 */
export function QuizGame({ game, onDone }: Props) {
  const [state, setState] = useAtom(quizGameAtom);
  const announce = useSetAtom(gameAnnouncementAtom);
  const id = useId();
  const count = game.questions.length;

  useEffect(() => {
    // a resumed quiz ("Weiter ab") keeps the answers given; any other starts at its intro
    setState((s) => (s.gameId === game.id ? s : { ...initialQuiz, gameId: game.id }));
    announce('');
  }, [game, setState, announce]);

  const question = state.index >= 0 && state.index < count ? game.questions[state.index] : null;
  const rightIndex = question?.options.findIndex((o) => o.correct) ?? -1;

  const confirm = () => {
    if (!question || state.selected === null) return;
    const right = question.options[state.selected].correct;
    turn.quizAnswer(game, state.index, state.selected);
    announce(right ? 'Richtig, sehr gut!' : `Leider falsch. Richtig ist: ${question.options[rightIndex]?.option}`);
    setState({ ...state, confirmed: true, correct: state.correct + (right ? 1 : 0) });
  };
  const next = () => {
    const index = state.index + 1;
    setState({ ...state, index, selected: null, confirmed: false });
    announce(index < count ? `Frage ${index + 1} von ${count}` : '');
  };
  const restart = () => {
    setState({ ...initialQuiz, gameId: game.id, index: 0 });
    announce(`Frage 1 von ${count}`);
  };

  if (state.index < 0) {
    return (
      <div className="game-overlay quiz" role="group" aria-label="Quiz">
        <h2>Quiz</h2>
        <p>{game.notes.start}</p>
        <button type="button" className="game-button primary" autoFocus onClick={next}>
          Quiz starten
        </button>
      </div>
    );
  }

  if (!question) {
    const result = quizResult(game, state.correct);
    return (
      <div className="game-overlay quiz" role="group" aria-label="Quiz-Ergebnis">
        <h2 tabIndex={-1}>{result.heading}</h2>
        <p>{result.text}</p>
        <p>{result.note}</p>
        <div className="game-actions">
          <button type="button" className="game-button primary" autoFocus onClick={() => (setState(initialQuiz), onDone())}>
            Quiz beenden
          </button>
          <button type="button" className="game-button" onClick={restart}>
            Quiz wiederholen
          </button>
        </div>
      </div>
    );
  }

  const last = state.index === count - 1;
  const wasRight = state.selected !== null && question.options[state.selected]?.correct;
  return (
    <div className="game-overlay quiz" role="group" aria-label={`Frage ${state.index + 1} von ${count}`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (state.confirmed) next();
          else confirm();
        }}
      >
        <fieldset className="quiz-options" disabled={state.confirmed}>
          <legend>
            <span className="quiz-count">
              Frage {state.index + 1} von {count}
            </span>{' '}
            {question.question}
          </legend>
          {question.options.map((o, i) => {
            const cls = ['quiz-option', state.confirmed && o.correct ? 'correct' : '', state.confirmed && i === state.selected && !o.correct ? 'wrong' : ''];
            return (
              <label key={`${state.index}-${i}`} className={cls.join(' ')}>
                <input
                  type="radio"
                  name={`${id}-q${state.index}`}
                  checked={state.selected === i}
                  autoFocus={i === 0}
                  onChange={() => setState({ ...state, selected: i })}
                />
                {o.option}
              </label>
            );
          })}
        </fieldset>
        {state.confirmed && <p className={`quiz-feedback ${wasRight ? 'correct' : 'wrong'}`}>{wasRight ? 'Richtig, sehr gut!' : 'Leider falsch'}</p>}
        {state.confirmed ? (
          <button type="submit" className="game-button primary" autoFocus key="next">
            {last ? 'Zum Ergebnis »' : 'Nächste Frage'}
          </button>
        ) : (
          <button type="submit" className="game-button primary" disabled={state.selected === null} key="confirm">
            Antwort bestätigen
          </button>
        )}
      </form>
    </div>
  );
}
