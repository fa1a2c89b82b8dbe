import { atom } from 'jotai';
import { isValidPin, pinDelayMs } from '../shared/domain/class-tablet';
import type { ImagePaths } from '../shared/schemas/boardstories';
import { forgetCodes } from './offline-codes';
import { store } from './store';

/**
 * Class tablet mode on this device (issue 11): set up by a teacher, kept in localStorage so that a reload, a
 * restart or going offline leaves the tablet with the pupils. Only a hash of the PIN is kept: a pupil who
 * opens the developer tools still does not learn it.
 */
/**
 * A story brought along: what its tile shows and the teacher's code that opens it, so the pupil types nothing;
 * `token` is the code's signed form (also kept by offline-codes.ts) that opens the story without the server.
 */
export type ClassStory = { slug: string; title: string; boardstoryId: number; code: string; token?: string; image?: ImagePaths };
export type ClassTablet = {
  since: string;
  pin: { hash: string; salt: string; iterations: number };
  stories: ClassStory[];
  /** wrong PINs in a row and when the last one came: the wait grows and survives a reload */
  failures: number;
  lastFailure: string | null;
};

const STORAGE = 'lesefunke-class-tablet';
// OWASP's 2023 advice for PBKDF2-HMAC-SHA256 is 600,000; a tablet checks it once per leave, which stays well under a second
const ITERATIONS = 600_000;

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function hashPin(pin: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return b64(new Uint8Array(bits));
}

export function readClassTablet(): ClassTablet | null {
  if (typeof localStorage === 'undefined') return null;
  try {
    const state = JSON.parse(localStorage.getItem(STORAGE) ?? 'null') as ClassTablet | null;
    return state?.pin?.hash && Array.isArray(state.stories) ? state : null;
  } catch {
    return null;
  }
}

/** The mode as the screens see it: changes here, and in another tab of the device, re-render them. */
export const classTabletAtom = atom<ClassTablet | null>(readClassTablet());
classTabletAtom.onMount = (set) => {
  const onStorage = (e: StorageEvent) => e.key === STORAGE && set(readClassTablet());
  addEventListener('storage', onStorage);
  return () => removeEventListener('storage', onStorage);
};

function write(state: ClassTablet | null) {
  if (state) localStorage.setItem(STORAGE, JSON.stringify(state));
  else localStorage.removeItem(STORAGE);
  store.set(classTabletAtom, state);
}

export const isClassTablet = (): boolean => readClassTablet() !== null;

/** Switches the device to class mode with the teacher's PIN and the stories brought along. */
export async function startClassTablet(pin: string, stories: ClassStory[], now = new Date()): Promise<void> {
  if (!isValidPin(pin)) throw new Error('PIN must be 4 to 8 digits');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await hashPin(pin, salt, ITERATIONS);
  write({ since: now.toISOString(), pin: { hash, salt: b64(salt), iterations: ITERATIONS }, stories, failures: 0, lastFailure: null });
}

/** How long the PIN dialog must still wait after wrong PINs (0: a PIN may be tried now). */
export function pinWaitMs(now = new Date()): number {
  const state = readClassTablet();
  if (!state?.lastFailure) return 0;
  return Math.max(0, Date.parse(state.lastFailure) + pinDelayMs(state.failures) - now.getTime());
}

/**
 * The teacher's way out: the right PIN ends class mode and forgets the codes brought along (true), a wrong one
 * counts towards the growing wait (false). While the wait runs no PIN is checked at all, the right one neither.
 */
export async function leaveClassTablet(pin: string, now = new Date()): Promise<boolean> {
  const state = readClassTablet();
  if (!state) return true;
  if (pinWaitMs(now) > 0) return false;
  const hash = await hashPin(pin, unb64(state.pin.salt), state.pin.iterations);
  if (hash === state.pin.hash) {
    forgetCodes({ source: 'class' });
    write(null);
    return true;
  }
  write({ ...state, failures: state.failures + 1, lastFailure: now.toISOString() });
  return false;
}
