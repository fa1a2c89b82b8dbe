import { useState } from 'react';
import { texts } from '../../../shared/domain/texts';
import { DESKTOP_QUERY, useMediaQuery } from '../../../ui/use-media-query';
import { CodeEntryForm } from './code-entry-form';
import { MinusIcon, PlusIcon } from '../../../ui/icons';

/**
 * The footer's code entry: open on desktop, a collapsible bar "Schüler- & Verleihcode" on mobile (see
 * docs/codes.md#entry).
 */
export function CodeEntrySection() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(false);
  if (desktop) return <CodeEntryForm />;
  return (
    <div className={`code-entry-bar${open ? ' is-open' : ''}`}>
      <h2 className="code-entry-title">
        <button type="button" className="code-entry-bar__toggle" aria-expanded={open} aria-controls="code-entry-bar-body" onClick={() => setOpen((o) => !o)}>
          {texts.codeSectionTitle}
          {/* an aria-hidden SVG, not ::after content: generated text would join the button's accessible name */}
          {open ? <MinusIcon className="code-entry-bar__icon" /> : <PlusIcon className="code-entry-bar__icon" />}
        </button>
      </h2>
      <div id="code-entry-bar-body" hidden={!open}>
        {open && <CodeEntryForm showTitle={false} />}
      </div>
    </div>
  );
}
