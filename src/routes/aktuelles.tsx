import { createFileRoute } from '@tanstack/react-router';
import { cmsQueries } from '../features/cms/cms.queries';
import { PostListPage } from '../features/news/components/post-list-page';
import { listSearchSchema } from '../features/news/news-search';

export const Route = createFileRoute('/aktuelles')({
  validateSearch: listSearchSchema,
  // categories and options decide what the reader may see; a failing CMS is the page's to show
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(cmsQueries.categories()), queryClient.ensureQueryData(cmsQueries.options())]).then(
      () => undefined,
      () => undefined,
    ),
  component: NewsPage,
});

function NewsPage() {
  const navigate = Route.useNavigate();
  return <PostListPage kind="news" search={Route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
