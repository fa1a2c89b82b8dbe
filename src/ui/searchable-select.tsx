import { useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

export type SelectOption = { value: string; label: string };

type Props = {
  /** Visible name of the filter ("Jahr", "Kategorie"); also the trigger's accessible name. */
  label: string;
  /** The entry that clears the filter ("Alle Jahre"). */
  allLabel: string;
  options: SelectOption[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Whether an option's label matches the typed text. */
  matches: (label: string, query: string) => boolean;
};

/**
 * A dropdown whose options can be narrowed by typing (the filter dropdowns of docs/stories-and-player.md#filters): the trigger opens a
 * panel with a search field and the options as buttons; Escape and an outside click close it.
 */
export function SearchableSelect({ label, allLabel, options, value, onChange, matches }: Props) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const current = options.find((o) => o.value === value);

  useDismiss(rootRef, open, (how) => {
    setOpen(false);
    if (how === 'escape') triggerRef.current?.focus();
  });

  const choose = (next: string | undefined) => {
    setOpen(false);
    setQuery('');
    triggerRef.current?.focus();
    if (next !== value) onChange(next);
  };
  const shown = options.filter((o) => matches(o.label, query));

  return (
    <div ref={rootRef} className="searchable-select">
      <span className="searchable-select__label" aria-hidden="true">
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        className="searchable-select__trigger"
        aria-label={`${label}: ${current?.label ?? allLabel}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {current?.label ?? allLabel}
      </button>
      <div id={panelId} className="searchable-select__panel" hidden={!open}>
        <input
          type="search"
          className="searchable-select__search"
          aria-label={`${label} durchsuchen`}
          placeholder="Suchen"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <ul aria-label={label}>
          <li>
            <button type="button" aria-pressed={value === undefined} onClick={() => choose(undefined)}>
              {allLabel}
            </button>
          </li>
          {shown.map((o) => (
            <li key={o.value}>
              <button type="button" aria-pressed={o.value === value} onClick={() => choose(o.value)}>
                {o.label}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
