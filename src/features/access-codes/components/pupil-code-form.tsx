import { useId } from 'react';
import { useCodeEntry } from '../use-code-entry';
import { CodeInput } from './code-input';

/**
 * The code entry of a class tablet's start screen, large: a pupil's own code opens its story like the site's
 * code form does. Its look is the start screen's (class-tablet.css).
 */
export function PupilCodeForm() {
  const id = useId();
  const entry = useCodeEntry();

  return (
    <form className="pupil-start__code" noValidate onSubmit={entry.submit}>
      <label htmlFor={id}>Dein Code</label>
      <div className="pupil-start__code-row">
        <CodeInput entry={entry} id={id} errorId={`${id}-error`} />
        <button type="submit" className="button" disabled={entry.submitting}>
          Los
        </button>
      </div>
      {entry.error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {entry.error}
        </p>
      )}
    </form>
  );
}
