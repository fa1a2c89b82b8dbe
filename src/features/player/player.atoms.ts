import { atom } from 'jotai';
import { pupilAtom } from '../access-codes/access-codes.public';
import type { Game } from '../../shared/schemas/games';
import { PREFS_STORAGE, readPrefs, type ReadAlongPrefs } from './read-along/read-along-prefs';

/**
 * What the viewer switched (the player's toggles); kept for the session, so the next story starts the same way (on a
 * class tablet: the pupil's turn).
 */
export type PlayerToggles = { text: boolean; sound: boolean; autoplay: boolean; games: boolean };
export const playerTogglesAtom = pupilAtom<PlayerToggles>({ text: true, sound: true, autoplay: true, games: true });

export type PlayerMedium = 'video' | 'trailer';
/** What the media buttons select: a medium for the picture, or the tiger creation, which opens in a window of its own. */
export type PlayerChoice = PlayerMedium | 'tigerCreation';

type PlaybackState = { playing: boolean; currentTime: number; duration: number; error: boolean };
export const playbackAtom = pupilAtom<PlaybackState>({ playing: false, currentTime: 0, duration: 0, error: false });

/** The game on screen, and the ids that already ran in this playback (each game runs once per playback). */
export const activeGameAtom = pupilAtom<Game | null>(null);
export const doneGamesAtom = pupilAtom<ReadonlySet<number>>(new Set<number>());

export const fullscreenAtom = atom(false);

/** The token of the running playback's tracking event (see docs/stories-and-player.md#tracking). */
export const trackingTokenAtom = pupilAtom<string | null>(null);

/** Read-along and speed, per device in localStorage (see read-along/read-along-prefs.ts for why not per session). */
const storedReadAlong = atom(readPrefs(typeof localStorage === 'undefined' ? null : localStorage.getItem(PREFS_STORAGE)));
export const readAlongPrefsAtom = atom(
  (get) => get(storedReadAlong),
  (get, set, change: Partial<ReadAlongPrefs>) => {
    const next = { ...get(storedReadAlong), ...change };
    set(storedReadAlong, next);
    try {
      localStorage.setItem(PREFS_STORAGE, JSON.stringify(next));
    } catch {
      // storage full or blocked: the choice still holds until the page closes
    }
  },
);
