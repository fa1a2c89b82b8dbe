import { onlineManager, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { api, ApiError, unwrap } from '../../lib/api-client';
import { normalizeCode } from '../../shared/domain/access-code';
import { codeEntryOutcome, type CodeLookup, type CodeOutcome } from '../../shared/domain/code-entry-outcome';
import type { AccessCodeLookup } from '../../shared/schemas/licences';
import { pupilSessionAtom, type PupilCode } from './access-codes.atoms';
import { loadOfflineCodes } from './offline/load-offline-codes';

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
      // a code revoked while the device was offline is refused as soon as it is back
      refetchOnReconnect: 'always',
      ...personal,
    }),
  /** The signed copy of a code this device can vouch for offline (offline/offline-codes.ts heldCode); no network. */
  held: (code: string, token?: string) =>
    queryOptions({
      queryKey: [...accessCodeQueries.all, 'held', code, token ?? null],
      queryFn: () => loadOfflineCodes().then((m) => m.heldCode(code, token)),
      networkMode: 'always',
      staleTime: 0,
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
  /**
   * A story's codes that former members (a teacher who left) left in the owner's organisations: the owner takes them over
   * (docs/codes.md#list). Empty for everyone else.
   */
  leftBehind: (boardstoryId: number) =>
    queryOptions({
      queryKey: [...accessCodeQueries.all, 'left-behind', boardstoryId],
      queryFn: ({ signal }) =>
        unwrap(api.me['left-behind-codes'].$get({ query: { boardstory: String(boardstoryId) } }, { init: { signal } })).then(
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
  /** the server is out of reach and the device holds no signed copy: the code is checked once online */
  offline: boolean;
  pending: boolean;
  /** the code's signed token, from the server's answer or the link's `?t=`: a story pack keeps it to open offline */
  token: string | null;
};

/** A lookup's failure as the outcome rule tells them apart: no answer at all is "unreachable", never "invalid". */
function failedLookup(error: unknown): CodeLookup<PupilCode> {
  if (error instanceof ApiError && error.status === 404) return { status: 'unknown' };
  if (error instanceof ApiError && error.status === 429) return { status: 'limited' };
  if ((error instanceof ApiError && error.status === 0) || !onlineManager.isOnline()) return { status: 'unreachable' };
  return { status: 'failed' };
}

/**
 * The server's latest word on a code. A 404 after an earlier answer means the code was revoked since (a page
 * left open refetches when the connection returns); losing the connection after an answer keeps that answer.
 */
function serverWord(
  code: string,
  lookup: { data?: AccessCodeLookup; error: unknown; dataUpdatedAt: number; errorUpdatedAt: number },
): CodeLookup<PupilCode> | null {
  const failure = lookup.error ? failedLookup(lookup.error) : null;
  if (failure?.status === 'unknown' && lookup.errorUpdatedAt >= lookup.dataUpdatedAt) return failure;
  if (lookup.data) return { status: 'found', code: { ...lookup.data, code } };
  return failure;
}

/** What follows from an outcome on this device: the pupil's session, and revoked codes dropped from its store. */
function applyOutcome(setSession: (code: PupilCode) => void, code: string, outcome: CodeOutcome<PupilCode> | null) {
  if (outcome?.kind === 'open') setSession(outcome.code);
  if (outcome?.kind === 'invalid' && outcome.forget) void loadOfflineCodes().then((m) => m.forgetCodes({ code }));
}

function useApplyOutcome() {
  const setSession = useSetAtom(pupilSessionAtom);
  return useCallback((code: string, outcome: CodeOutcome<PupilCode> | null) => applyOutcome(setSession, code, outcome), [setSession]);
}

/**
 * The pupil code of a story link (see docs/codes.md#entry), for the story page and its player alike: looked up once,
 * used only when it opens this story now. Without an answer from the server, the link's signed token
 * (`?t=`) or a code the device brought along decides. A code that opens becomes the pupil's session.
 */
export function usePupilCode(rawCode: string | undefined, storyId: number, token?: string): PupilCodeState {
  const code = normalizeCode(rawCode ?? '');
  const { data, error, dataUpdatedAt, errorUpdatedAt } = useQuery({ ...accessCodeQueries.lookup(code), enabled: code.length > 0 });
  const word = useMemo(() => serverWord(code, { data, error, dataUpdatedAt, errorUpdatedAt }), [code, data, error, dataUpdatedAt, errorUpdatedAt]);
  const held = useQuery({ ...accessCodeQueries.held(code, token), enabled: word?.status === 'unreachable' });
  const outcome = useMemo(
    () => (!word || (word.status === 'unreachable' && held.isPending) ? null : codeEntryOutcome(word, held.data ?? null, storyId)),
    [word, held.data, held.isPending, storyId],
  );
  const apply = useApplyOutcome();
  useEffect(() => apply(code, outcome), [apply, code, outcome]);
  const serverToken = data?.signedToken;
  useEffect(() => {
    if (serverToken) void import('./offline/code-signature').then((m) => m.confirmServerToken(serverToken));
  }, [serverToken]);
  return {
    active: outcome?.kind === 'open' ? outcome.code : null,
    // a code the server would not look up (too many wrong ones from this network) does not open either
    invalid: outcome?.kind === 'invalid' || outcome?.kind === 'limited',
    offline: outcome?.kind === 'offline',
    pending: code.length > 0 && !outcome,
    token: outcome?.kind === 'open' ? (serverToken ?? token ?? null) : null,
  };
}

/**
 * The code-entry form's lookup (see docs/codes.md#lookup): always asks the server, since a code may have been deleted
 * or changed since it was last looked up. Offline, a code this device brought along opens; the
 * outcome tells the form whether to open the story, call the code invalid or say that the device is offline.
 * Takes the code as accessCodeSchema gives it (shared/schemas/access-codes.ts): the form has normalised it.
 * A function, not a hook: the form loads it once typed in (use-code-entry.ts).
 */
export async function enterPupilCode(queryClient: QueryClient, setSession: (code: PupilCode) => void, code: string): Promise<CodeOutcome<PupilCode>> {
  const result = await queryClient.fetchQuery({ ...accessCodeQueries.lookup(code), staleTime: 0 }).then(
    (info): CodeLookup<PupilCode> => ({ status: 'found', code: { ...info, code } }),
    failedLookup,
  );
  // without its module (a first visit offline, before the worker kept it) nothing vouches for the code
  const held = result.status === 'unreachable' ? await loadOfflineCodes().then((m) => m.heldCode(code), () => null) : null;
  const outcome = codeEntryOutcome<PupilCode>(result, held);
  applyOutcome(setSession, code, outcome);
  return outcome;
}

/** The pupil's session (the code they opened a story with), null for everybody else. Memory only. */
export const usePupilSession = (): PupilCode | null => useAtomValue(pupilSessionAtom);
