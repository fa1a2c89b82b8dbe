import { useId } from 'react';
import { useCodeEntry } from '../use-code-entry';
import { CodeField } from './code-field';

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
      <CodeField entry={entry} rowClassName="pupil-start__code-row" submitLabel="Los" id={id} errorId={`${id}-error`} />
    </form>
  );
}
