import { useState, type FormEvent } from 'react';
import { SEARCH_TYPES, searchAfterTypeChange } from '../../../shared/domain/site-search';
import { storyTexts } from '../../../shared/domain/story-texts';
import type { SiteSearch } from '../search-search';
import { SearchResults } from './search-results-list';
import '../search.css';

type Props = { search: SiteSearch; onSearch: (next: SiteSearch) => void };

/** The site search page (see docs/content.md#site-search): the term, the five type toggles and the results. */
export function SearchPage({ search, onSearch }: Props) {
  const [value, setValue] = useState(search.q ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) onSearch({ q: value.trim(), type: search.type });
  };
  return (
    <div className="search-page">
      <form role="search" className="search-page__form" onSubmit={submit}>
        <input type="search" aria-label="Suchbegriff" placeholder={storyTexts.searchPlaceholder} value={value} maxLength={200} onChange={(e) => setValue(e.target.value)} />
        <button type="submit" className="button">
          Suchen
        </button>
      </form>
      {search.q && (
        <>
          <h1>
            {storyTexts.searchHeading} „{search.q}“
          </h1>
          <div className="search-page__types" role="group" aria-label="Ergebnisse filtern">
            {SEARCH_TYPES.map((t) => (
              <button key={t.key} type="button" className="search-toggle" aria-pressed={search.type === t.key} onClick={() => onSearch(searchAfterTypeChange(search, t.key))}>
                {t.label}
              </button>
            ))}
          </div>
          <SearchResults q={search.q} type={search.type} page={search.p ?? 1} />
        </>
      )}
    </div>
  );
}
