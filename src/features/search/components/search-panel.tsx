import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { mixSuggestions, MAX_SUGGESTIONS, showAllResultsEntry, SUGGESTION_DEBOUNCE_MS } from '../../../shared/domain/suggestions';
import { storyTexts } from '../../../shared/domain/story-texts';
import { texts } from '../../../shared/domain/texts';
import { htmlToText } from '../../../ui/html-text';
import { useOnline } from '../../../ui/online';
import { useDebouncedValue } from '../../../ui/use-debounced-value';
import { boardstoryQueries } from '../../boardstories/boardstories.queries';
import { cmsQueries } from '../../cms/cms.queries';
import { postHit, storyHit, useVisibility } from '../search-results';
import { HitLink } from './hit-link';
import '../search.css';

/**
 * The flyout's content: suggestions 500 ms after typing stops, boardstories and posts mixed by the
 * 5-slot rule (see docs/content.md#site-search); a failed search shows "Keine Treffer", offline that searching needs
 * the network. Submitting opens the results page.
 */
export default function SearchPanel() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const term = useDebouncedValue(value.trim(), SUGGESTION_DEBOUNCE_MS);
  const visibility = useVisibility();
  const enabled = term.length > 0;
  const online = useOnline();
  // one more story than slots: the mixing rule needs to know whether more than 4 matched
  const stories = useQuery({ ...boardstoryQueries.list({ q: term, limit: MAX_SUGGESTIONS + 1 }), enabled });
  const posts = useQuery({ ...cmsQueries.posts({ ...visibility, search: term, per_page: MAX_SUGGESTIONS, page: 1 }), enabled: enabled && !!visibility });
  // from the first key press: the debounce wait counts as searching too
  const searching = value.trim().length > 0 && (value.trim() !== term || stories.isFetching || posts.isFetching);
  const mixed = mixSuggestions(stories.data?._embedded.boardstories ?? [], posts.data?.posts ?? []);
  const hits = [...mixed.stories.map(storyHit), ...mixed.posts.map((p) => postHit(p, htmlToText(p.title.rendered)))];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // a search term is only submitted when non-empty
    if (value.trim()) void navigate({ to: '/search', search: { q: value.trim() } });
  };

  return (
    <form role="search" className="search-panel" onSubmit={submit}>
      <input type="search" aria-label="Suchbegriff" placeholder={storyTexts.searchPlaceholder} value={value} maxLength={200} autoFocus onChange={(e) => setValue(e.target.value)} />
      <div className="search-panel__results" aria-live="polite">
        {searching && <p>{storyTexts.searching}</p>}
        {!searching && enabled && hits.length === 0 && <p>{online ? storyTexts.noHits : texts.offlineSearch}</p>}
        {!searching && hits.length > 0 && (
          <ul aria-label="Vorschläge">
            {hits.map((hit) => (
              <li key={hit.key}>
                <HitLink hit={hit}>
                  <span className="search-panel__type">{hit.kind === 'story' ? 'Boardstory' : 'Beitrag'}</span> {hit.title}
                </HitLink>
              </li>
            ))}
          </ul>
        )}
        {!searching && showAllResultsEntry(hits.length) && (
          <Link className="search-panel__all" to="/search" search={{ q: term }}>
            {storyTexts.allResults}
          </Link>
        )}
      </div>
    </form>
  );
}
