import { createFileRoute } from '@tanstack/react-router';
import { cmsQueries } from '../features/cms/cms.queries';
import { PostListPage } from '../features/news/components/post-list-page';
import { LIST_TITLE } from '../features/news/news-filters';
import { listSearch } from '../features/news/news-search';
import { pageHead } from '../ui/page-head';
import { PagePending } from '../ui/page-pending';

export const Route = createFileRoute('/aktuelles')({
  validateSearch: listSearch,
  // the categories decide what the reader may see (without them the page is the error page); the options
  // only narrow it for logged-in readers, so their failure never stops the list
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(cmsQueries.categories()), queryClient.prefetchQuery(cmsQueries.options())]);
  },
  component: NewsPage,
  pendingComponent: PagePending,
  head: ({ match }) => pageHead(match, LIST_TITLE.news),
});

function NewsPage() {
  const navigate = Route.useNavigate();
  return <PostListPage kind="news" search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
