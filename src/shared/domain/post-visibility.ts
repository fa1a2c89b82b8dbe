import type { CategoryRef } from '../schemas/cms';

/** News-type categories (/aktuelles, theme worlds, didactics; see docs/content.md#news-and-blog) and the blog. */
export const NEWS_CATEGORIES = ['aktuelles', 'themenwelten', 'didaktik'];
export const BLOG_CATEGORY = 'blog';
const CONTENT = [...NEWS_CATEGORIES, BLOG_CATEGORY];
const GUESTS = 'for_guests';

export type Reader = { loggedIn: boolean; excluded: string[] };
export type Visibility = { categories: number[]; categories_exclude?: number[] };

const idsOf = (categories: CategoryRef[], slugs: string[]) =>
  slugs.map((slug) => categories.find((c) => c.slug === slug)?.id).filter((id): id is number => id !== undefined);

/**
 * Which posts of the `chosen` content categories a reader may see, as the content API's category
 * filters (see docs/content.md#news-and-blog): guests see news only from `for_guests`, logged-in readers news
 * without the categories the CMS options exclude; the blog is the same for everyone. The API ORs
 * `categories`, so "for_guests and didaktik" becomes for_guests without the other content categories.
 */
export function postVisibility(categories: CategoryRef[], reader: Reader, chosen: string[]): Visibility {
  const news = chosen.filter((slug) => NEWS_CATEGORIES.includes(slug));
  const blog = chosen.filter((slug) => slug === BLOG_CATEGORY);
  if (!reader.loggedIn && news.length > 0) {
    const others = CONTENT.filter((slug) => !chosen.includes(slug));
    const exclude = idsOf(categories, others);
    return { categories: idsOf(categories, [GUESTS, ...blog]), ...(exclude.length > 0 && { categories_exclude: exclude }) };
  }
  const exclude = news.length > 0 ? idsOf(categories, reader.excluded) : [];
  return { categories: idsOf(categories, chosen), ...(exclude.length > 0 && { categories_exclude: exclude }) };
}
