import { atom, type PrimitiveAtom } from 'jotai';
import { queryClient } from '../../lib/query-client';
import { store } from '../../lib/store';

// A class tablet passes from pupil to pupil. What one pupil leaves in memory is held by several
// features (player position, quiz answers, the code in use); each marks those atoms here where it declares
// them, so ending a pupil's turn resets them all without class mode knowing the features' insides.
const resets: (() => void)[] = [];

/** An atom whose value belongs to the pupil using the device now: back to `initial` when their turn ends. */
export function pupilAtom<T>(initial: T): PrimitiveAtom<T> {
  const pupil = atom(initial);
  resets.push(() => store.set(pupil, initial));
  return pupil;
}

/**
 * Ends a pupil's turn in memory: the marked atoms, every answer kept off the disk for being personal (code
 * lookups, what a code opened; nobody else is signed in on a class tablet) and the tab's session storage.
 * Queued calls stay: the tracking a pupil caused is anonymous and still has to reach the server.
 */
export function forgetPupil(): void {
  for (const reset of resets) reset();
  queryClient.removeQueries({ predicate: (query) => query.meta?.persist === false });
  sessionStorage.clear();
}
