import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { isAccessCodeValid, normalizeCode, opensStory } from '../../shared/domain/access-code';
import { pupilSessionAtom, type PupilCode } from './access-codes.atoms';

// codes grant access: nothing of them goes into the persisted cache of a possibly shared device
const personal = { meta: { persist: false }, retry: false } as const;

export const accessCodeQueries = {
  all: ['access-codes'] as const,
  /** What a code opens; 404 for an unknown code. Takes the code as normalizeCode gives it, so however it was typed it is one entry. */
  lookup: (code: string) =>
    queryOptions({
      queryKey: [...accessCodeQueries.all, 'lookup', code],
      queryFn: ({ signal }) => unwrap(api['access-codes'][':code'].$get({ param: { code: encodeURIComponent(code) } }, { init: { signal } })),
      staleTime: 60_000,
      ...personal,
    }),
  /** The signed-in owner's unexpired codes of one story. */
  mine: (boardstoryId: number) =>
    queryOptions({
      queryKey: [...accessCodeQueries.all, 'mine', boardstoryId],
      queryFn: ({ signal }) =>
        unwrap(api.me['access-codes'].$get({ query: { boardstory: String(boardstoryId) } }, { init: { signal } })).then(
          (r) => r._embedded.accessCodes,
        ),
      ...personal,
    }),
};

export type PupilCodeState = {
  /** the code, when it belongs to this story, has started and has not expired */
  active: PupilCode | null;
  /** the server does not know the code, or it is outside its dates or for another story */
  invalid: boolean;
  pending: boolean;
};

/**
 * The pupil code of a story link (part 2 §2), for the story page and its player alike: looked up once,
 * used only when it opens this story now. A code that does becomes the pupil's session.
 */
export function usePupilCode(rawCode: string | undefined, storyId: number): PupilCodeState {
  const code = normalizeCode(rawCode ?? '');
  const lookup = useQuery({ ...accessCodeQueries.lookup(code), enabled: code.length > 0 });
  const info = lookup.data;
  const active = useMemo(() => (code && info && opensStory(info, storyId) ? { ...info, code } : null), [code, info, storyId]);
  const setSession = useSetAtom(pupilSessionAtom);
  useEffect(() => {
    if (active) setSession(active);
  }, [active, setSession]);
  // only the server's "unknown code" or a code outside its dates is invalid; offline the page just opens without it
  const unknown = lookup.error instanceof ApiError && lookup.error.status === 404;
  return { active, invalid: code.length > 0 && !active && (unknown || !!info), pending: code.length > 0 && lookup.isPending };
}

/**
 * The code-entry form's lookup (part 1 §5): always asks the server, since a code may have been deleted or
 * changed since it was last looked up. A valid code becomes the pupil's session and is returned; an expired
 * or not yet started one gives null; an unknown code or a failed lookup throws.
 */
export function useEnterPupilCode() {
  const queryClient = useQueryClient();
  const setSession = useSetAtom(pupilSessionAtom);
  return useCallback(
    async (rawCode: string): Promise<PupilCode | null> => {
      const code = normalizeCode(rawCode);
      const info = await queryClient.fetchQuery({ ...accessCodeQueries.lookup(code), staleTime: 0 });
      if (!isAccessCodeValid(info)) return null;
      const pupil = { ...info, code };
      setSession(pupil);
      return pupil;
    },
    [queryClient, setSession],
  );
}

/** The pupil's session (the code they opened a story with), null for everybody else. Memory only. */
export const usePupilSession = (): PupilCode | null => useAtomValue(pupilSessionAtom);
