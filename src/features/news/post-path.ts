import type { Post } from '../../shared/schemas/cms';

// the server knows them too: an unknown post path answers 404 (src/server/site/app-routes.ts)
export { POST_CATEGORIES, PREVIEW_SLUG } from '../../shared/domain/post-paths';

/** The post's canonical path when the requested one differs from it (a wrong category), else undefined. */
export function canonicalRedirect(post: Pick<Post, 'link'>, category: string, slug: string): string | undefined {
  const requested = `/${category}/${slug}`;
  return post.link.startsWith('/') && post.link !== requested ? post.link : undefined;
}
