import { postPath } from '../../shared/domain/cms-post';
import type { Post } from '../../shared/schemas/cms';

export { POST_CATEGORIES } from '../../shared/domain/cms-post';
/** The slug that shows a draft by the `id` search parameter. */
export const PREVIEW_SLUG = '--preview--';

/**
 * The post's canonical path when the requested one differs from it (a wrong category), else undefined.
 * Built from its category and slug, never from `link`: a real WordPress names its own site there.
 */
export function canonicalRedirect(post: Pick<Post, 'type' | 'slug' | 'category_slugs'>, category: string, slug: string): string | undefined {
  const own = postPath(post);
  return own !== `/${category}/${encodeURIComponent(slug)}` ? own : undefined;
}
