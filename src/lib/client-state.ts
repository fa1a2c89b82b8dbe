import { atom } from 'jotai';
import type { Me } from '../shared/schemas/auth';
import type { AccessCodeInfo, CurrentOrder, License, Organization } from '../shared/schemas/licences';
import { createThrottledWriter, hasLocalData, openLocalDb } from './local-db';
import { store } from './store';

// The client state slices of spec part 1 §3. Lists (boardstories, images, tags) live in the
// TanStack Query cache, modals in the modal stack; what is left are these app-wide atoms.

export type UserState = {
  account: Me | null;
  currentOrder: CurrentOrder | null;
  license: License | null;
  organization: Organization | null;
  accessCode: (AccessCodeInfo & { code: string }) | null;
  bookmarks: number[];
};
export type AuthState = { isAuthenticated: boolean };
export type OrderState = { formValues: Record<string, unknown> | null; licenseId: number | null; promoCode: string | null };
export type Preferences = Record<string, string>;
export type OptionsState = { pageTitle: string; accessCodeSectionIsVisible: boolean };

const initialAuth: AuthState = { isAuthenticated: false };
const initialUser: UserState = { account: null, currentOrder: null, license: null, organization: null, accessCode: null, bookmarks: [] };
const initialOrder: OrderState = { formValues: null, licenseId: null, promoCode: null };

export const authAtom = atom<AuthState>(initialAuth);
export const userAtom = atom<UserState>(initialUser);
export const orderAtom = atom<OrderState>(initialOrder);
export const preferencesAtom = atom<Preferences>({});
export const optionsAtom = atom<OptionsState>({ pageTitle: '', accessCodeSectionIsVisible: true });

/** Logout (and any 401): everything but preferences and options goes back to its start (part 1 §3). */
export const logoutResetAtom = atom(null, (_get, set) => {
  set(authAtom, initialAuth);
  set(userAtom, initialUser);
  set(orderAtom, initialOrder);
});

/** The slices that are stored; options are not (the spec lists auth, user, order and preferences). */
export type PersistedSlices = { auth: AuthState; user: UserState; order: OrderState; preferences: Preferences };
export const CLIENT_STATE_VERSION = 1;
export type PersistedClientState = PersistedSlices & { version: typeof CLIENT_STATE_VERSION };

/**
 * What goes to disk: a pupil's access code never does (a shared device must not hand it to the next
 * user), nor half-filled order form values (they may hold an address).
 */
export function toPersisted(slices: PersistedSlices): PersistedClientState {
  return {
    version: CLIENT_STATE_VERSION,
    auth: slices.auth,
    user: { ...slices.user, accessCode: null },
    order: { ...slices.order, formValues: null },
    preferences: slices.preferences,
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is restored: a stored state of another version (or of no recognisable shape) is discarded whole. */
export function fromPersisted(stored: unknown): PersistedSlices | null {
  if (!isObject(stored) || stored.version !== CLIENT_STATE_VERSION) return null;
  const { auth, user, order, preferences } = stored;
  if (!isObject(auth) || !isObject(user) || !isObject(order) || !isObject(preferences)) return null;
  return {
    auth: { ...initialAuth, ...auth },
    user: { ...initialUser, ...user, accessCode: null },
    order: { ...initialOrder, ...order, formValues: null },
    preferences: Object.fromEntries(Object.entries(preferences).filter((e): e is [string, string] => typeof e[1] === 'string')),
  };
}

const KEY = 'client-state';
const INITIAL = JSON.stringify(toPersisted({ auth: initialAuth, user: initialUser, order: initialOrder, preferences: {} }));

/** A state at its start needs no row, and no database, unless one already exists (a logout must overwrite it). */
async function saveClientState(value: PersistedClientState) {
  if (JSON.stringify(value) === INITIAL && !(await hasLocalData())) return;
  await (await openLocalDb()).clientState.put({ key: KEY, value });
}
// the spec's "at most once per second"
const writer = createThrottledWriter(saveClientState, 1000);

const readSlices = (): PersistedSlices => ({
  auth: store.get(authAtom),
  user: store.get(userAtom),
  order: store.get(orderAtom),
  preferences: store.get(preferencesAtom),
});

let persisting = false;
function startPersisting() {
  if (persisting) return;
  persisting = true;
  const save = () => {
    const value = toPersisted(readSlices());
    // a login must reach the disk even if the tab closes within the second: load Dexie now, so the
    // pagehide flush below can write at once
    if (JSON.stringify(value) !== INITIAL) openLocalDb().catch(() => undefined);
    writer.schedule(value);
  };
  for (const slice of [authAtom, userAtom, orderAtom, preferencesAtom]) store.sub(slice, save);
  // a change in the last second before the tab closes would otherwise be lost
  addEventListener('pagehide', () => void writer.flush());
}

async function loadStoredSlices() {
  const localDb = await openLocalDb();
  const row = await localDb.clientState.get(KEY);
  const slices = fromPersisted(row?.value);
  if (slices) {
    store.set(authAtom, slices.auth);
    store.set(userAtom, slices.user);
    store.set(orderAtom, slices.order);
    store.set(preferencesAtom, slices.preferences);
  } else if (row) {
    await localDb.clientState.delete(KEY);
  }
}

/** Loads the persisted slices into the store; main.tsx awaits it before the first render. */
export async function restoreClientState(): Promise<void> {
  try {
    // a first visit has nothing stored: it starts without opening the database (or loading Dexie)
    if (await hasLocalData()) await loadStoredSlices();
  } catch (err) {
    // no IndexedDB (some private modes): the app starts logged out and keeps working online
    console.warn('Gespeicherter Zustand nicht lesbar', err);
  }
  startPersisting();
}

/** Writes the current state now instead of within the second; the logout uses it before anything else can reload. */
export function flushClientState(): Promise<void> {
  writer.schedule(toPersisted(readSlices()));
  return writer.flush();
}
