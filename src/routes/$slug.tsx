import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { cmsQueries } from '../features/cms/cms.queries';
import { NewsletterSection } from '../features/newsletter/components/newsletter-section';
import { CmsPage } from '../features/pages/components/cms-page';
import { canonicalPath } from '../features/pages/canonical';
import { ApiError } from '../lib/api-client';
import { cmsHead } from '../ui/page-head';
import { PagePending } from '../ui/page-pending';

export const Route = createFileRoute('/$slug')({
  loader: async ({ context, params }) => {
    // the content API takes only slug characters; anything else cannot be a page
    if (!/^[a-z0-9_-]{1,200}$/i.test(params.slug)) throw notFound();
    try {
      const page = await context.queryClient.ensureQueryData(cmsQueries.page(params.slug));
      // some slugs live on under another address: the page meta names the canonical one (see
      // docs/addresses.md#cms-redirects), a path known only at run time
      const canonical = canonicalPath(page, params.slug);
      if (canonical) throw redirect({ href: canonical, replace: true });
      return page;
    } catch (error) {
      // a slug the CMS does not know is the 404 page; anything else is the 500 page
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: SlugPage,
  pendingComponent: PagePending,
  head: ({ match, loaderData }) => cmsHead(match, loaderData),
});

function SlugPage() {
  const { slug } = Route.useParams();
  const { data: page } = useSuspenseQuery(cmsQueries.page(slug));
  return <CmsPage page={page} renderNewsletter={(section) => <NewsletterSection title={section.title} text={section.text} />} />;
}
