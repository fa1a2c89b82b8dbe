import { useEffect, useId, useRef, useState } from 'react';
import { storyTexts } from '../../../shared/domain/story-texts';
import { matchesOption, type TagGroup } from '../tag-filters';

type Props = { group: TagGroup; selected: number[]; onToggle: (tagId: number) => void };

/**
 * The filter of one tag category: a button opening a searchable list of checkboxes (see
 * docs/stories-and-player.md#filters: case-insensitive substring search, at most 350 px high). Escape and a click
 * outside close it.
 */
export function TagDropdown({ group, selected, onToggle }: Props) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const chosen = group.tags.filter((t) => selected.includes(t.id)).length;
  const visible = group.tags.filter((t) => matchesOption(t.descriptor, query));

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <div
      className={`tag-dropdown${open ? ' is-open' : ''}`}
      ref={root}
      // tabbing on past the last option closes the list, like a click outside
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        e.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button ref={toggle} type="button" className="tag-dropdown__toggle" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((o) => !o)}>
        {group.category}
        {chosen > 0 && <span className="tag-dropdown__count"> ({chosen})</span>}
      </button>
      {open && (
        // focusable, so a click on a label or the panel's padding keeps the focus (and the list) inside
        <div id={`${id}-panel`} className="tag-dropdown__panel" tabIndex={-1}>
          <input
            type="search"
            className="tag-dropdown__search"
            aria-label={`${group.category} durchsuchen`}
            placeholder={storyTexts.filterSearchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoFocus
          />
          <ul className="tag-dropdown__options" aria-label={group.category}>
            {visible.map((tag) => (
              <li key={tag.id}>
                <label>
                  <input type="checkbox" checked={selected.includes(tag.id)} onChange={() => onToggle(tag.id)} />
                  {tag.descriptor}
                </label>
              </li>
            ))}
          </ul>
          {visible.length === 0 && <p className="tag-dropdown__empty">{storyTexts.noHits}</p>}
        </div>
      )}
    </div>
  );
}
