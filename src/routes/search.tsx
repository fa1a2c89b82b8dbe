import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../features/search/components/search-page';
import { siteSearch } from '../features/search/search-search';
import { pageHead } from '../ui/page-head';

export const Route = createFileRoute('/search')({
  validateSearch: siteSearch,
  component: SiteSearchPage,
  head: ({ match }) => pageHead(match, 'Suche'),
});

function SiteSearchPage() {
  const navigate = Route.useNavigate();
  const search = Route.useSearch();
  // a new term from outside (the flyout, the back button) starts the page's field afresh
  return <SearchPage key={search.q ?? ''} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
