import type { cmsPosts } from '../db/schema';
import type { Post } from '../../shared/schemas/cms';

export type PostRow = typeof cmsPosts.$inferSelect;
export type PostCategory = { id: number; slug: string };

// for_guests only says who may read a post; the detail path uses the content category.
const PATH_CATEGORIES = ['aktuelles', 'themenwelten', 'didaktik', 'blog'];

/** Site-relative path of a post or page, as the browser routes it: /{category}/{slug} or /{slug}. */
export function postLink(row: Pick<PostRow, 'type' | 'slug'>, categories: PostCategory[]): string {
  if (row.type === 'page') return `/${row.slug}`;
  const primary = categories.find((c) => PATH_CATEGORIES.includes(c.slug)) ?? categories[0];
  return primary ? `/${primary.slug}/${row.slug}` : `/post/${row.slug}`;
}

/** A stored row in WordPress' REST shape (wp/v2/posts and wp/v2/pages). */
export function toWpPost(row: PostRow, categories: PostCategory[]): Post {
  return {
    id: row.id,
    date: row.date.toISOString(),
    modified: row.modified.toISOString(),
    slug: row.slug,
    type: row.type,
    link: postLink(row, categories),
    status: row.status,
    title: { rendered: row.title },
    content: { rendered: row.content },
    excerpt: { rendered: row.excerpt },
    categories: categories.map((c) => c.id),
    category_slugs: categories.map((c) => c.slug),
    template: row.template,
    parent: row.parent,
    featured_image_src: row.featuredImage ?? null,
    acf: row.acf,
    yoast_head_json: row.yoast,
  };
}
