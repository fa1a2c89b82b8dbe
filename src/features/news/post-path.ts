import { postPath } from '../../shared/domain/cms-post';
import type { Post } from '../../shared/schemas/cms';

// the server knows them too: an unknown post path answers 404 (src/server/site/app-routes.ts)
export { POST_CATEGORIES, PREVIEW_SLUG } from '../../shared/domain/post-paths';

/**
 * The post's canonical path when the requested one differs from it (a wrong category), else undefined.
 * Built from its category and slug, never from `link`: a real WordPress names its own site there.
 */
export function canonicalRedirect(post: Pick<Post, 'type' | 'slug' | 'category_slugs'>, category: string, slug: string): string | undefined {
  const own = postPath(post);
  return own !== `/${category}/${encodeURIComponent(slug)}` ? own : undefined;
}
