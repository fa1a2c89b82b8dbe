import { createFileRoute } from '@tanstack/react-router';
import { cmsQueries } from '../features/cms/cms.queries';
import { PostListPage } from '../features/news/components/post-list-page';
import { LIST_TITLE } from '../features/news/news-filters';
import { listSearch } from '../features/news/news-search';
import { listPath, publicHead } from '../ui/page-head';
import { PagePending } from '../ui/page-pending';

const DESCRIPTION = 'Der Lesefunke-Blog: Erfahrungen, Hintergründe und Anregungen zum Lesen mit Boardstories in Schule, Kita und Bibliothek.';

export const Route = createFileRoute('/blog')({
  validateSearch: listSearch,
  // the categories decide what the reader may see (without them the page is the error page); the options
  // only narrow it for logged-in readers, so their failure never stops the list
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([queryClient.ensureQueryData(cmsQueries.categories()), queryClient.prefetchQuery(cmsQueries.options())]);
  },
  component: BlogPage,
  pendingComponent: PagePending,
  // a searched or filtered list shows posts the plain list has too: only the plain list's pages are indexed
  head: ({ match, match: { search } }) =>
    publicHead(match, { title: LIST_TITLE.blog, description: DESCRIPTION, path: listPath('/blog', search.p), noindex: Boolean(search.q || search.year || search.category) }),
});

function BlogPage() {
  const navigate = Route.useNavigate();
  return <PostListPage kind="blog" search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
