import { useId, type Ref } from 'react';
import { texts } from '../../../shared/domain/texts';
import { useCodeEntry } from '../../access-codes/access-codes.queries';

type Props = {
  /** the footer shows the section title above the field; the sticky popup and the mobile bar have their own */
  showTitle?: boolean;
  /** part 1 §2: "OK" in the footer, "Senden" in the popup */
  submitLabel?: 'OK' | 'Senden';
  inputRef?: Ref<HTMLInputElement>;
  /** after a valid code has opened its story (the popup closes then) */
  onOpened?: () => void;
};

/**
 * "Schüler- & Verleihcode" (part 1 §2, §5): looks the code up, and if it has started and not expired opens its
 * story at /boardstory/{slug}/{code} and resets; offline, a code the device brought along opens too. One field with a required check: plain state, so the footer
 * (on every page) does not pull a form library into the first load.
 */
export function CodeEntryForm({ showTitle = true, submitLabel = 'OK', inputRef, onOpened }: Props) {
  const id = useId();
  const { value, change, error, submitting, submit } = useCodeEntry(onOpened);

  return (
    <form className="code-entry" noValidate onSubmit={submit}>
      {showTitle && (
        <h2 id={`${id}-title`} className="code-entry-title">
          {texts.codeSectionTitle}
        </h2>
      )}
      <div className="code-entry-row">
        <input
          ref={inputRef}
          name="accessCode"
          {...(showTitle ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': texts.codeSectionTitle })}
          placeholder={texts.codePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          value={value}
          onChange={(e) => change(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : `${id}-help`}
        />
        <button type="submit" className="button" disabled={submitting}>
          {submitLabel}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div id={`${id}-help`} className="code-entry-help">
        <p>{texts.codeHelpPupils}</p>
        <p>{texts.codeHelpRental}</p>
      </div>
    </form>
  );
}
