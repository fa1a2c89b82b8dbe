import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CmsPage } from '../features/pages/components/cms-page';
import { cmsQueries } from '../features/cms/cms.queries';
import { ApiError } from '../lib/api-client';
import { PagePending } from '../ui/page-pending';

export const Route = createFileRoute('/$slug')({
  loader: async ({ context, params }) => {
    // the content API takes only slug characters; anything else cannot be a page
    if (!/^[a-z0-9_-]{1,200}$/i.test(params.slug)) throw notFound();
    try {
      await context.queryClient.ensureQueryData(cmsQueries.page(params.slug));
    } catch (error) {
      // a slug the CMS does not know is the 404 page; anything else is the 500 page
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: SlugPage,
  pendingComponent: PagePending,
});

function SlugPage() {
  const { slug } = Route.useParams();
  const { data: page } = useSuspenseQuery(cmsQueries.page(slug));
  return <CmsPage page={page} />;
}
