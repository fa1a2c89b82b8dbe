import { valibotResolver } from '@hookform/resolvers/valibot';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { api } from '../../../lib/api-client';
import { userAtom } from '../../../lib/client-state';
import { isAccessCodeValid } from '../../../shared/domain/access-code';
import { texts } from '../../../shared/domain/texts';
import type { AccessCodeInfo } from '../../../shared/schemas/licences';

const codeSchema = v.object({ accessCode: v.pipe(v.string(), v.trim(), v.nonEmpty(texts.required), v.maxLength(100, texts.invalidCode)) });
type CodeInput = v.InferOutput<typeof codeSchema>;

/**
 * "Schüler- & Verleihcode" (part 1 §2, §5): looks the code up, and if it has started and not expired
 * keeps it in the client state and opens its story at /boardstory/{slug}/{code}.
 */
export function CodeEntryForm() {
  const router = useRouter();
  const setUser = useSetAtom(userAtom);
  const id = useId();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CodeInput>({ resolver: valibotResolver(codeSchema), defaultValues: { accessCode: '' } });

  const submit = async ({ accessCode }: CodeInput) => {
    setFailed(false);
    // the server compares codes case-insensitively; the URL shows them as printed
    const code = accessCode.toUpperCase();
    let info: AccessCodeInfo;
    try {
      info = await api.get<AccessCodeInfo>(`/api/access-codes/${encodeURIComponent(code)}`);
    } catch {
      return setFailed(true);
    }
    if (!isAccessCodeValid(info)) return setFailed(true);
    setUser((user) => ({ ...user, accessCode: { ...info, code } }));
    reset();
    void router.navigate({ href: `/boardstory/${encodeURIComponent(info.slug)}/${encodeURIComponent(code)}` });
  };

  const error = errors.accessCode?.message ?? (failed ? texts.invalidCode : undefined);
  return (
    <form className="code-entry" noValidate onSubmit={handleSubmit(submit)}>
      <h2 id={`${id}-title`} className="code-entry-title">
        {texts.codeSectionTitle}
      </h2>
      <div className="code-entry-row">
        <input
          aria-labelledby={`${id}-title`}
          placeholder={texts.codePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register('accessCode', { onChange: () => setFailed(false) })}
        />
        <button type="submit" className="button" disabled={isSubmitting}>
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
