import { atom } from 'jotai';
import type { ImagePaths } from '../../shared/domain/images';
import { store } from '../../lib/store';

/**
 * Class tablet mode on this device: set up by a teacher, kept in localStorage so that a reload, a
 * restart or going offline leaves the tablet with the pupils. Only what every start needs is here (the root
 * route asks it on each navigation); setting the mode up and leaving it, with the PIN's hashing, load with the
 * class-tablet pages (class-tablet-pin.ts) and stay out of the first load.
 */

/**
 * A story brought along: what its tile shows and the teacher's code that opens it, so the pupil types nothing;
 * `token` is the code's signed form (also kept by offline-codes.ts) that opens the story without the server.
 */
export type ClassStory = { slug: string; title: string; boardstoryId: number; code: string; token?: string; image?: ImagePaths };
export type ClassTablet = {
  since: string;
  /** a salted PBKDF2 hash: a pupil who opens the developer tools still does not learn the PIN */
  pin: { hash: string; salt: string; iterations: number };
  stories: ClassStory[];
  /** wrong PINs in a row and when the last one came: the wait grows and survives a reload */
  failures: number;
  lastFailure: string | null;
};

const STORAGE = 'lesefunke-class-tablet';

export function readClassTablet(): ClassTablet | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const state = JSON.parse(localStorage.getItem(STORAGE) ?? 'null') as ClassTablet | null;
    return state?.pin?.hash && Array.isArray(state.stories) ? state : null;
  } catch {
    return null;
  }
}

export const isClassTablet = (): boolean => readClassTablet() !== null;

/** The mode as the screens see it: changes here, and in another tab of the device, re-render them. */
export const classTabletAtom = atom<ClassTablet | null>(readClassTablet());
classTabletAtom.onMount = (set) => {
  const onStorage = (e: StorageEvent) => e.key === STORAGE && set(readClassTablet());
  addEventListener('storage', onStorage);
  return () => removeEventListener('storage', onStorage);
};

/** Stores the mode (null: the device is an ordinary one again) and tells the screens. */
export function writeClassTablet(state: ClassTablet | null): void {
  if (state) localStorage.setItem(STORAGE, JSON.stringify(state));
  else localStorage.removeItem(STORAGE);
  store.set(classTabletAtom, state);
}
