import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId, useState, type KeyboardEvent } from 'react';
import { storyTexts } from '../../../shared/domain/story-texts';
import { SUGGESTION_DEBOUNCE_MS } from '../../../shared/domain/suggestions';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { boardstoryQueries } from '../boardstories.queries';
import { storyParams } from '../../../lib/story-params';

type Props = { initial?: string; onSearch: (q: string | undefined) => void };

/**
 * "Boardstory suchen" (see docs/stories-and-player.md#suggestions): a combobox whose suggestions open the story; Enter
 * without a chosen suggestion filters the list by the term. A failed suggestion search shows "Keine Treffer".
 */
export function StorySearch({ initial = '', onSearch }: Props) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(value.trim(), SUGGESTION_DEBOUNCE_MS);
  const suggestions = useQuery({ ...boardstoryQueries.suggestions(term), enabled: open && term.length > 0 });
  const items = suggestions.data ?? [];
  const listed = open && value.trim().length > 0 && term.length > 0 && (suggestions.isSuccess || suggestions.isError);

  const openStory = (slug: string) => {
    setOpen(false);
    void router.navigate({ to: '/boardstory/$idOrSlug/{-$accessCode}', params: storyParams(slug) });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (items.length) setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % items.length : (i <= 0 ? items.length : i) - 1));
    } else if (e.key === 'Escape' && listed) {
      // closes the list only: the search box would otherwise also clear its text
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <form
      role="search"
      className="story-search"
      onSubmit={(e) => {
        e.preventDefault();
        if (listed && items[active]) return openStory(items[active].slug);
        setOpen(false);
        // a term is only submitted when it is not empty (see docs/stories-and-player.md#suggestions); clearing the box
        // clears the search
        onSearch(value.trim() || undefined);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        type="search"
        role="combobox"
        aria-label={storyTexts.boardstorySearchPlaceholder}
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={`${id}-list`}
        aria-activedescendant={listed && items[active] ? `${id}-${active}` : undefined}
        placeholder={storyTexts.boardstorySearchPlaceholder}
        autoComplete="off"
        maxLength={200}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setActive(-1);
          setOpen(e.target.value.trim().length > 0);
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button">
        Suchen
      </button>
      <ul id={`${id}-list`} role="listbox" aria-label="Vorschläge" className="story-search__list" hidden={!listed}>
        {listed &&
          items.map((story, i) => (
            <li
              key={story.id}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              className="story-search__option"
              // keep the focus in the box, so the blur does not close the list before the click lands
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => openStory(story.slug)}
            >
              {story.title}
            </li>
          ))}
        {listed && items.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="story-search__empty">
            {storyTexts.noHits}
          </li>
        )}
      </ul>
    </form>
  );
}
