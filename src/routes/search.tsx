import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../features/search/components/search-page';
import { siteSearch } from '../features/search/search-search';
import { publicHead } from '../ui/page-head';

export const Route = createFileRoute('/search')({
  validateSearch: siteSearch,
  component: SiteSearchPage,
  // results are other pages' content: found through the search, never in a search engine
  head: ({ match }) => publicHead(match, { title: 'Suche', description: 'Suche in den Boardstories, Beiträgen und Seiten von Lesefunke.', path: '/search', noindex: true }),
});

function SiteSearchPage() {
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  // a new term from outside (the flyout, the back button) starts the page's field afresh
  return <SearchPage key={search.q ?? ''} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
