import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { texts } from '../../../shared/domain/texts';
import { Pagination } from '../../../ui/pagination';
import { SearchableSelect } from '../../../ui/searchable-select';
import { useSession } from '../../auth/auth.queries';
import { cmsQueries } from '../../cms/cms.queries';
import { LIST_TITLE, type ListKind, type ListSearch } from '../news-filters';
import { categoryOptions, LIST_CATEGORIES, listErrorText, listFilters, matchesOption, visibilityFilters, withFilter } from '../news-list';
import { PostCard } from './post-card';
import { PostSearchBox } from './post-search-box';
import '../news.css';
import { isOffline, OfflineBlock } from '../../../ui/error-pages';

// the pinned post is looked up among the newest of the reader's posts; the CMS has far fewer than this
const PINNED_WINDOW = 100;

type Props = { kind: ListKind; search: ListSearch; onSearch: (next: ListSearch) => void };

/**
 * /aktuelles and /blog (see docs/content.md#news-and-blog): pinned post, search, year and category filters, pages.
 * Categories decide what the reader may see: the route's loader has them (or shows the error page); the
 * options only narrow it and never hold the list up. A failed list is shown here, with the spec's text (see
 * docs/errors.md#content).
 */
export function PostListPage({ kind, search, onSearch }: Props) {
  const isAuthenticated = useSession() !== null;
  const { data: categories } = useSuspenseQuery(cmsQueries.categories());
  // the options only narrow what a logged-in reader sees: failed (a WordPress without them) they exclude nothing
  const options = useQuery(cmsQueries.options());
  const ready = !options.isPending;
  const reader = { loggedIn: isAuthenticated, excluded: options.data?.news_excluded_categories ?? [] };
  const visibility = visibilityFilters(kind, categories, reader);
  const list = useQuery({ ...cmsQueries.posts(listFilters(kind, categories, reader, search)), enabled: ready });
  const unfiltered = !search.q && !search.year && !search.category && (search.p ?? 1) === 1;
  const recent = useQuery({ ...cmsQueries.posts({ ...visibility, per_page: PINNED_WINDOW, page: 1 }), enabled: ready && unfiltered });
  const pinned = unfiltered ? recent.data?.posts.find((p) => p.acf.highlighted) : undefined;
  const ownIds = categories.filter((c) => LIST_CATEGORIES[kind].includes(c.slug)).map((c) => c.id);
  const years = useQuery({ ...cmsQueries.years(ownIds), enabled: ownIds.length > 0 }).data ?? [];

  return (
    <div className="post-list">
      <h1>{LIST_TITLE[kind]}</h1>
      {pinned && <PostCard post={pinned} pinned />}
      <div className="post-list__filters">
        <PostSearchBox
          // a term changed from outside (back button) starts the field afresh
          key={search.q ?? ''}
          label={`${LIST_TITLE[kind]} durchsuchen`}
          initial={search.q ?? ''}
          visibility={visibility}
          onSubmit={(q) => onSearch(withFilter(search, { q }))}
        />
        <SearchableSelect
          label="Jahr"
          allLabel="Alle Jahre"
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          value={search.year ? String(search.year) : undefined}
          onChange={(year) => onSearch(withFilter(search, { year: year ? Number(year) : undefined }))}
          matches={matchesOption}
        />
        <SearchableSelect
          label="Kategorie"
          allLabel="Alle Kategorien"
          options={categoryOptions(kind, categories)}
          value={search.category}
          onChange={(category) => onSearch(withFilter(search, { category }))}
          matches={matchesOption}
        />
      </div>
      {list.isError && !list.data && isOffline(list.error) ? (
        <OfflineBlock onRetry={list.refetch} />
      ) : (
        list.isError && <p className="form-error">{listErrorText(list.error)}</p>
      )}
      {list.data?.posts.length === 0 && <p className="post-list__empty">{texts.noPosts}</p>}
      {!!list.data?.posts.length && (
        <ul className={`post-list__grid post-list__grid--${kind}`} aria-busy={list.isFetching}>
          {list.data.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pagination currentPage={search.p ?? 1} pagesCount={list.data.totalPages} />}
    </div>
  );
}

