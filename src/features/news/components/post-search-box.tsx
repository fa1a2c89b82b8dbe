import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { SUGGESTION_DEBOUNCE_MS } from '../../../shared/domain/suggestions';
import { postPath } from '../../../shared/domain/cms-post';
import { storyTexts } from '../../../shared/domain/story-texts';
import { AppLink } from '../../../ui/app-link';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { cmsQueries, type PostFilters } from '../../cms/cms.queries';
import { htmlToText } from '../../../ui/html-text';

const SUGGESTIONS = 5;

type Props = { label: string; initial: string; visibility: PostFilters; onSubmit: (q: string | undefined) => void };

/**
 * The list's search field: typing suggests posts after 500 ms (a suggestion opens the post); submitting
 * filters the list. An empty field clears the search (see docs/content.md#news-and-blog).
 */
export function PostSearchBox({ label, initial, visibility, onSubmit }: Props) {
  const [value, setValue] = useState(initial);
  const [focused, setFocused] = useState(false);
  const id = useId();
  const term = useDebouncedValue(value.trim(), SUGGESTION_DEBOUNCE_MS);
  const suggestions = useQuery({ ...cmsQueries.posts({ ...visibility, search: term, per_page: SUGGESTIONS, page: 1 }), enabled: focused && term.length > 0 });
  const open = focused && term.length > 0 && term === value.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFocused(false);
    onSubmit(value.trim() || undefined);
  };

  return (
    <form role="search" className="post-search" onSubmit={submit} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setFocused(false)}>
      <input
        type="search"
        aria-label={label}
        placeholder={storyTexts.searchPlaceholder}
        value={value}
        maxLength={200}
        aria-controls={`${id}-suggestions`}
        onFocus={() => setFocused(true)}
        onChange={(e) => {
          setValue(e.target.value);
          setFocused(true);
          if (!e.target.value.trim() && initial) onSubmit(undefined);
        }}
      />
      <button type="submit" className="button">
        Suchen
      </button>
      <div id={`${id}-suggestions`} className="post-search__suggestions" hidden={!open} aria-live="polite">
        {open && suggestions.isFetching && !suggestions.data && <p>{storyTexts.searching}</p>}
        {open && (suggestions.isError || suggestions.data?.posts.length === 0) && <p>{storyTexts.noHits}</p>}
        {open && !!suggestions.data?.posts.length && (
          <ul aria-label="Vorschläge">
            {suggestions.data.posts.map((post) => (
              <li key={post.id}>
                <AppLink href={postPath(post)}>{htmlToText(post.title.rendered)}</AppLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
