import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { cmsQueries } from '../features/cms/cms.queries';
import { PostDetail } from '../features/news/components/post-detail';
import { canonicalRedirect, POST_CATEGORIES, PREVIEW_SLUG } from '../features/news/post-path';
import { ApiError } from '../lib/api-client';
import { cmsHead } from '../ui/page-head';
import { PagePending } from '../ui/page-pending';
import { searchInt } from '../lib/search-params';

const notFoundOn404 = (error: unknown) => {
  // a post the CMS does not know, or a draft this visitor may not preview (401/403), is the 404 page; anything else is the 500 page
  throw error instanceof ApiError && [400, 401, 403, 404].includes(error.status) ? notFound() : error;
};

/** Post detail at /{category}/{slug}; `--preview--?id=` shows a draft (see docs/content.md#news-and-blog). */
export const Route = createFileRoute('/$category/$slug')({
  validateSearch: (search: Record<string, unknown>): { id?: number } => ({ id: searchInt(search.id) }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    if (!POST_CATEGORIES.includes(params.category)) throw notFound();
    if (params.slug === PREVIEW_SLUG) {
      if (!deps.id) throw notFound();
      // WordPress refuses a preview to whoever may not edit the post (401/403): for them it does not exist
      return queryClient
        .ensureQueryData(cmsQueries.preview(deps.id))
        .catch((error: unknown) => notFoundOn404(error instanceof ApiError && (error.status === 401 || error.status === 403) ? new ApiError(404, 'not_found', 'no preview') : error));
    }
    if (!/^[a-z0-9_-]{1,200}$/i.test(params.slug)) throw notFound();
    const post = await queryClient.ensureQueryData(cmsQueries.post(params.slug)).catch(notFoundOn404);
    // the post's own path is the CMS's to say: known only at run time
    const canonical = canonicalRedirect(post, params.category, params.slug);
    if (canonical) throw redirect({ href: canonical, replace: true });
    return post;
  },
  component: PostPage,
  pendingComponent: PagePending,
  head: ({ match, loaderData }) => cmsHead(match, loaderData),
});

function PostPage() {
  const { slug } = Route.useParams();
  const { id } = Route.useSearch();
  return slug === PREVIEW_SLUG && id ? <Preview id={id} /> : <Published slug={slug} />;
}

function Published({ slug }: { slug: string }) {
  return <PostDetail post={useSuspenseQuery(cmsQueries.post(slug)).data} />;
}

function Preview({ id }: { id: number }) {
  return <PostDetail post={useSuspenseQuery(cmsQueries.preview(id)).data} />;
}
