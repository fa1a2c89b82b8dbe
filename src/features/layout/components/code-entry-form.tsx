import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../../lib/api-client';
import { userAtom } from '../../../lib/client-state';
import { isAccessCodeValid } from '../../../shared/domain/access-code';
import { texts } from '../../../shared/domain/texts';
import type { AccessCodeInfo } from '../../../shared/schemas/licences';

/**
 * "Schüler- & Verleihcode" (part 1 §2, §5): looks the code up, and if it has started and not expired
 * keeps it in the client state and opens its story at /boardstory/{slug}/{code}. One field with a
 * required check: plain state, so the footer (on every page) does not pull a form library into the first load.
 */
export function CodeEntryForm() {
  const router = useRouter();
  const setUser = useSetAtom(userAtom);
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // the server compares codes case-insensitively; the URL shows them as printed
    const code = value.trim().toUpperCase();
    if (!code) return setError(texts.required);
    setSubmitting(true);
    setError(null);
    try {
      const info = await api.get<AccessCodeInfo>(`/api/access-codes/${encodeURIComponent(code)}`);
      if (!isAccessCodeValid(info)) return setError(texts.invalidCode);
      setUser((user) => ({ ...user, accessCode: { ...info, code } }));
      setValue('');
      void router.navigate({ href: `/boardstory/${encodeURIComponent(info.slug)}/${encodeURIComponent(code)}` });
    } catch {
      setError(texts.invalidCode);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="code-entry" noValidate onSubmit={submit}>
      <h2 id={`${id}-title`} className="code-entry-title">
        {texts.codeSectionTitle}
      </h2>
      <div className="code-entry-row">
        <input
          name="accessCode"
          aria-labelledby={`${id}-title`}
          placeholder={texts.codePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="button" disabled={submitting}>
          OK
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
