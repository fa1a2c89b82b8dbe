import { BookIcon } from '../../../ui/icons';
import { SPEEDS, type Speed } from './read-along-prefs';
import type { ReadAlong } from './use-read-along';

type Props = { readAlong: Pick<ReadAlong, 'available' | 'on' | 'prefs' | 'setPrefs'> };

/**
 * "Mitlesen" (only where the story has a track and text is allowed): first among the control bar's switches, with a
 * book beside its name and a shape of its own, so it is found among the look-alike toggles at a glance.
 */
export function ReadAlongToggle({ readAlong }: Props) {
  const { prefs, setPrefs } = readAlong;
  if (!readAlong.available) return null;
  return (
    <button type="button" className="player-toggle player-read-along" aria-pressed={readAlong.on} onClick={() => setPrefs({ on: !prefs.on })}>
      <BookIcon />
      Mitlesen
    </button>
  );
}

/** "Tempo", for every video and trailer. */
export function SpeedControl({ readAlong: { prefs, setPrefs } }: Props) {
  return (
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
  );
}
