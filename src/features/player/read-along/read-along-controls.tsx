import { SPEEDS, type Speed } from './read-along-prefs';
import type { ReadAlong } from './use-read-along';

/** The control bar's part: the "Mitlesen" toggle (only where the story has a track and text is allowed) and "Tempo". */
export function ReadAlongControls({ readAlong }: { readAlong: Pick<ReadAlong, 'available' | 'on' | 'prefs' | 'setPrefs'> }) {
  const { prefs, setPrefs } = readAlong;
  return (
    <>
      {readAlong.available && (
        <button type="button" className="player-toggle" aria-pressed={readAlong.on} onClick={() => setPrefs({ on: !prefs.on })}>
          Mitlesen
        </button>
      )}
      <label className="player-speed">
        Tempo
        <select value={prefs.speed} onChange={(e) => setPrefs({ speed: Number(e.target.value) as Speed })}>
          {SPEEDS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
