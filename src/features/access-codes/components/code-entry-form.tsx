import { useId, type Ref } from 'react';
import { texts } from '../../../shared/domain/texts';
import { useCodeEntry } from '../use-code-entry';
import { CodeField } from './code-field';
import './code-entry.css';

type Props = {
  /** the footer shows the section title above the field; the sticky popup and the mobile bar have their own */
  showTitle?: boolean;
  /** "OK" in the footer, "Senden" in the popup (see docs/codes.md#entry) */
  submitLabel?: 'OK' | 'Senden';
  inputRef?: Ref<HTMLInputElement>;
  /** after a valid code has opened its story (the popup closes then) */
  onOpened?: () => void;
};

/**
 * "Schüler- & Verleihcode" (see docs/codes.md#entry): looks the code up, and if it has started and not expired opens
 * its story at /boardstory/{slug}/{code} and resets; offline, a code the device brought along opens too.
 */
export function CodeEntryForm({ showTitle = true, submitLabel = 'OK', inputRef, onOpened }: Props) {
  const id = useId();
  const entry = useCodeEntry(onOpened);

  return (
    <form className="code-entry" noValidate onSubmit={entry.submit}>
      {showTitle && (
        <h2 id={`${id}-title`} className="code-entry-title">
          {texts.codeSectionTitle}
        </h2>
      )}
      <CodeField
        entry={entry}
        rowClassName="code-entry-row"
        submitLabel={submitLabel}
        inputRef={inputRef}
        {...(showTitle ? { 'aria-labelledby': `${id}-title` } : { 'aria-label': texts.codeSectionTitle })}
        errorId={`${id}-error`}
        helpId={`${id}-help`}
      />
      <div id={`${id}-help`} className="code-entry-help">
        <p>{texts.codeHelpPupils}</p>
        <p>{texts.codeHelpRental}</p>
      </div>
    </form>
  );
}
