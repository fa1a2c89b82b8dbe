import { expect, test, vi } from 'vitest';
import { forgetPupil, pupilAtom } from './pupil-session';
import { queryClient } from '../../lib/query-client';
import { store } from '../../lib/store';

test("a pupil's turn ends: their atoms, personal answers and session storage go, queued calls and public answers stay", () => {
  const stored = new Map([['scroll', '1']]);
  vi.stubGlobal('sessionStorage', { clear: () => stored.clear() });
  const quiz = pupilAtom({ index: -1 });
  store.set(quiz, { index: 2 });
  // a code lookup is kept off the disk (access-codes.queries.ts), which marks it as the pupil's
  queryClient.getQueryCache().build(queryClient, { queryKey: ['access-codes', 'lookup', 'FUNKE-GUELTIG'], meta: { persist: false } }).setData({ slug: 'die-mutige-maus' });
  queryClient.setQueryData(['boardstories', 'detail', 'die-mutige-maus'], { title: 'Die mutige Maus' });
  const tracking = queryClient.getMutationCache().build(queryClient, { mutationKey: ['tracking', 'code-start'] });

  forgetPupil();

  expect(store.get(quiz)).toEqual({ index: -1 });
  expect(queryClient.getQueryData(['access-codes', 'lookup', 'FUNKE-GUELTIG'])).toBeUndefined();
  expect(queryClient.getQueryData(['boardstories', 'detail', 'die-mutige-maus'])).toEqual({ title: 'Die mutige Maus' });
  expect(queryClient.getMutationCache().getAll()).toContain(tracking);
  expect(stored.size).toBe(0);
  vi.unstubAllGlobals();
});
