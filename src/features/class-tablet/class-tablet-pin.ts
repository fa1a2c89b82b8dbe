import { loadOfflineCodes } from '../access-codes/access-codes.public';
import { readClassTablet, writeClassTablet, type ClassStory } from './class-tablet.atoms';
import { isValidPin, pinDelayMs } from '../../shared/domain/class-tablet';

// OWASP's 2023 advice for PBKDF2-HMAC-SHA256 is 600,000; a tablet checks it once per leave, which stays well under a second
const ITERATIONS = 600_000;

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function hashPin(pin: string, salt: Uint8Array, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return b64(new Uint8Array(bits));
}

/** Switches the device to class mode with the teacher's PIN (only its salted hash is kept) and the stories brought along. */
export async function startClassTablet(pin: string, stories: ClassStory[], now = new Date()): Promise<void> {
  if (!isValidPin(pin)) throw new Error('PIN must be 4 to 8 digits');
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await hashPin(pin, salt, ITERATIONS);
  writeClassTablet({ since: now.toISOString(), pin: { hash, salt: b64(salt), iterations: ITERATIONS }, stories, failures: 0, lastFailure: null });
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
    (await loadOfflineCodes()).forgetCodes({ source: 'class' });
    writeClassTablet(null);
    return true;
  }
  writeClassTablet({ ...state, failures: state.failures + 1, lastFailure: now.toISOString() });
  return false;
}
