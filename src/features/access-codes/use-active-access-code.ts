import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { ApiError } from '../../lib/api-client';
import { isAccessCodeValid } from '../../shared/domain/access-code';
import { activeAccessCodeAtom, type ActiveAccessCode } from './access-codes.atoms';
import { accessCodeQueries } from './access-codes.queries';

export type ResolvedCode = { active: ActiveAccessCode | null; invalid: boolean; pending: boolean };

/**
 * Validates the code of the story URL (part 2 §2): it is used only when it belongs to this story, has started and
 * has not expired. The result goes into activeAccessCodeAtom while the page is open, and out again when it closes.
 */
export function useActiveAccessCode(storyId: number, code: string | undefined): ResolvedCode {
  const typed = code?.trim().toUpperCase() ?? '';
  const lookup = useQuery({ ...accessCodeQueries.lookup(typed), enabled: typed.length > 0 });
  const info = lookup.data;
  const active = useMemo(
    () => (typed && info && info.boardstoryId === storyId && isAccessCodeValid(info) ? { ...info, code: typed } : null),
    [typed, info, storyId],
  );
  const setActive = useSetAtom(activeAccessCodeAtom);
  useEffect(() => {
    setActive(active);
    return () => setActive(null);
  }, [active, setActive]);
  // only the server's "unknown code" or a code outside its dates is invalid; offline the page just opens without it
  const unknown = lookup.error instanceof ApiError && lookup.error.status === 404;
  return { active, invalid: typed.length > 0 && !active && (unknown || !!info), pending: typed.length > 0 && lookup.isPending };
}
