import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FONTS, SIZES, type ReadAlongFont, type ReadAlongSize } from './read-along-prefs';
import type { ReadAlong } from './use-read-along';
import './read-along.css';

const MOVES: Record<string, (i: number, last: number) => number> = {
  ArrowLeft: (i) => Math.max(0, i - 1),
  ArrowRight: (i, last) => Math.min(last, i + 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The current sentence under the picture (over it in fullscreen), its spoken word marked by background, underline
 * and aria-current. Not a live region: a screen reader is told nothing per word, the viewer reads or taps. Each timed
 * word is a button that plays just that word; the words are one tab stop, arrows move between them (a toolbar).
 * While a game is open over the picture the sentence cannot be tapped: a word would play the story under the game.
 */
export function ReadAlongPanel({ readAlong, gameOpen }: { readAlong: ReadAlong; gameOpen: boolean }) {
  const { cues, position, prefs, setPrefs, replay } = readAlong;
  const cue = cues && position ? cues[position.cue] : null;
  const words = cue?.words ?? [];
  const [tabStop, setTabStop] = useState(0);
  const sentence = useRef<HTMLDivElement>(null);
  // a word that had the focus may vanish when the next sentence is shorter: the focus stays in the sentence
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current && !sentence.current?.contains(document.activeElement)) sentence.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [cue]);
  const stop = Math.min(tabStop, Math.max(0, words.length - 1));
  // a track without word times shows its sentence as plain text: nothing to tap, so no toolbar
  const tappable = words.some((w) => w.start !== null);

  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    if (!move) return;
    e.preventDefault();
    const buttons = [...(sentence.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(e.target as HTMLButtonElement);
    buttons[move(Math.max(at, 0), buttons.length - 1)]?.focus();
  };

  return (
    <div className={`read-along read-along--${prefs.size} read-along--${prefs.font}`} role="group" aria-label="Mitlesen">
      {readAlong.failed ? (
        <p className="read-along__status">Der Mitlesetext kann gerade nicht geladen werden.</p>
      ) : (
        <div
          ref={sentence}
          inert={gameOpen}
          className="read-along__sentence"
          role={tappable ? 'toolbar' : undefined}
          aria-label={tappable ? 'Satz' : undefined}
          onKeyDown={onKeyDown}
          onFocus={() => (focused.current = true)}
          onBlur={() => (focused.current = false)}
        >
          {words.map((w, i) => {
            const spoken = !!position && i >= position.from && i < position.to;
            const word =
              w.start !== null && w.end !== null ? (
                <button
                  type="button"
                  className="read-along__word"
                  tabIndex={i === stop ? 0 : -1}
                  aria-current={spoken ? 'true' : undefined}
                  onFocus={() => setTabStop(i)}
                  onClick={() => replay(w.start!, w.end!)}
                >
                  {w.text}
                </button>
              ) : (
                <span className="read-along__word">{w.text}</span>
              );
            // a space between the words keeps the sentence one text when read or copied (the flex gap draws it)
            return (
              <Fragment key={i}>
                {i > 0 && ' '}
                {word}
              </Fragment>
            );
          })}
        </div>
      )}
      <div className="read-along__tools">
        <button type="button" disabled={!cue || gameOpen} onClick={() => cue && replay(cue.start, cue.end)}>
          Satz wiederholen
        </button>
        <label>
          Schrift
          <select value={prefs.font} onChange={(e) => setPrefs({ font: e.target.value as ReadAlongFont })}>
            {FONTS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Größe
          <select value={prefs.size} onChange={(e) => setPrefs({ size: e.target.value as ReadAlongSize })}>
            {SIZES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
