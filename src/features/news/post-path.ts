import type { Post } from '../../shared/schemas/cms';

/** Categories with a detail route /{category}/{slug} (part 1 §2 route table). */
export const POST_CATEGORIES = ['aktuelles', 'themenwelten', 'didaktik', 'blog'];
/** The slug that shows a draft by the `id` search parameter. */
export const PREVIEW_SLUG = '--preview--';

/** The post's canonical path when the requested one differs from it (a wrong category), else undefined. */
export function canonicalRedirect(post: Pick<Post, 'link'>, category: string, slug: string): string | undefined {
  const requested = `/${category}/${slug}`;
  return post.link.startsWith('/') && post.link !== requested ? post.link : undefined;
}
