import { createFileRoute } from '@tanstack/react-router';
import { cmsQueries } from '../features/cms/cms.queries';
import { PostListPage } from '../features/news/components/post-list-page';
import { LIST_TITLE } from '../features/news/news-filters';
import { listSearch } from '../features/news/news-search';
import { pageHead } from '../ui/page-head';
import { PagePending } from '../ui/page-pending';

export const Route = createFileRoute('/blog')({
  validateSearch: listSearch,
  // the categories decide what the reader may see (without them the page is the error page); the options
  // only narrow it for logged-in readers, so their failure never stops the list
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(cmsQueries.categories()), queryClient.prefetchQuery(cmsQueries.options())]);
  },
  component: BlogPage,
  pendingComponent: PagePending,
  head: ({ match }) => pageHead(match, LIST_TITLE.blog),
});

function BlogPage() {
  const navigate = Route.useNavigate();
  return <PostListPage kind="blog" search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
