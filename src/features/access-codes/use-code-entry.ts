import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { texts } from '../../shared/domain/texts';
import { pupilSessionAtom } from './access-codes.atoms';

// The schema check comes with valibot and the lookup with the feature's queries, which no other module of the first
// load needs: the form is on every page, so both load when the field is first typed in (at the latest on submit),
// not with the page.
const loadCheck = () => import('./check-code');
const loadLookup = () => import('./access-codes.queries');

export type CodeEntry = ReturnType<typeof useCodeEntry>;

const outcomeErrors = { offline: texts.codeOffline, invalid: texts.invalidCode, limited: texts.tooManyCodeGuesses };

/**
 * A code field's state and submit, for the site's code form and a class tablet's start screen alike (see
 * docs/codes.md#entry): the code schema's check (which also normalises the code, the one time the browser does),
 * lookup, then the story at /boardstory/{slug}/{code} and an empty field. Offline and unchecked is not invalid: the
 * pupil learns why the code cannot open yet. One field: plain state, so the footer (on every page) does
 * not pull a form library into the first load.
 */
export function useCodeEntry(onOpened?: () => void) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const setSession = useSetAtom(pupilSessionAtom);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = await loadCheck().then(
      (m) => m.checkCode(value),
      () => ({ error: texts.invalidCode }),
    );
    if (checked.error !== undefined) return setError(checked.error);
    // without its module (offline, before the worker kept it) nothing can be asked: as with the server out of reach
    const lookup = await loadLookup().catch(() => null);
    if (!lookup) return setError(texts.codeOffline);
    setSubmitting(true);
    setError(null);
    try {
      const outcome = await lookup.enterPupilCode(queryClient, setSession, checked.code);
      if (outcome.kind !== 'open') return setError(outcomeErrors[outcome.kind]);
      setValue('');
      onOpened?.();
      const { slug, code } = outcome.code;
      void router.navigate({ to: '/boardstory/$idOrSlug/{-$accessCode}', params: { idOrSlug: slug, accessCode: code } });
    } catch {
      setError(texts.invalidCode);
    } finally {
      setSubmitting(false);
    }
  };
  const change = (next: string) => {
    if (!value) void Promise.all([loadCheck(), loadLookup()]).catch(() => undefined);
    setValue(next);
    setError(null);
  };
  return { value, change, error, submitting, submit };
}
