import type { Ref } from 'react';
import { ACCESS_CODE_MAX_LENGTH } from '../../../shared/domain/access-code';
import { texts } from '../../../shared/domain/texts';
import type { CodeEntry } from '../use-code-entry';

type Props = {
  entry: CodeEntry;
  /** the row of field and button: the site's form and a class tablet's start screen look different */
  rowClassName: string;
  submitLabel: string;
  /** the error's element, which describes the field while there is an error */
  errorId: string;
  /** what describes the field otherwise (the footer's help texts) */
  helpId?: string;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
};

/**
 * The one code field of the site's code forms and a class tablet's start screen, with its submit button and its
 * error: typed by hand from paper or a projector, so no autocomplete, spell check or lower-case capitals; no
 * longer than the server accepts.
 */
export function CodeField({ entry, rowClassName, submitLabel, errorId, helpId, inputRef, ...label }: Props) {
  return (
    <>
      <div className={rowClassName}>
        <input
          ref={inputRef}
          {...label}
          name="accessCode"
          placeholder={texts.codePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={ACCESS_CODE_MAX_LENGTH}
          value={entry.value}
          onChange={(e) => entry.change(e.target.value)}
          aria-invalid={!!entry.error}
          aria-describedby={entry.error ? errorId : helpId}
        />
        <button type="submit" className="button" disabled={entry.submitting}>
          {submitLabel}
        </button>
      </div>
      {entry.error && (
        <p id={errorId} className="field-error" role="alert">
          {entry.error}
        </p>
      )}
    </>
  );
}
