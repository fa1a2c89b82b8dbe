import type { Category } from '../../shared/schemas/cms';
import type { PostFilters } from '../cms/cms.queries';

export type ListKind = 'news' | 'blog';

/** Part 1 §9: news pages hold 10 posts, blog pages 9. */
export const PAGE_SIZE: Record<ListKind, number> = { news: 10, blog: 9 };
/** /aktuelles lists the site's topics (news, theme worlds, didactics; the fallback menu calls it "Themen"); /blog the blog only. */
export const LIST_CATEGORIES: Record<ListKind, string[]> = { news: ['aktuelles', 'themenwelten', 'didaktik'], blog: ['blog'] };
export const LIST_PATH: Record<ListKind, '/aktuelles' | '/blog'> = { news: '/aktuelles', blog: '/blog' };
const GUESTS = 'for_guests';

export type ListSearch = { q?: string; p?: number; year?: number; category?: string };
type Reader = { loggedIn: boolean; excluded: string[] };

const idsOf = (categories: Category[], slugs: string[]) =>
  slugs.map((slug) => categories.find((c) => c.slug === slug)?.id).filter((id): id is number => id !== undefined);

/** A Berlin calendar year as the content API's exclusive date bounds. */
export const yearBounds = (year: number) => ({ after: `${year - 1}-12-31T23:59:59+01:00`, before: `${year + 1}-01-01T00:00:00+01:00` });

/**
 * Who sees what (part 1 §2 "News and blog"): guests only news of `for_guests`, logged-in readers news
 * without the categories the CMS options exclude; the blog is the same for everyone. The category filter
 * narrows to one of the list's categories (an unknown one is ignored).
 */
export function visibilityFilters(kind: ListKind, categories: Category[], reader: Reader, category?: string): PostFilters {
  const own = LIST_CATEGORIES[kind];
  const chosen = category && own.includes(category) ? [category] : own;
  if (kind === 'news' && !reader.loggedIn) {
    // the content API ORs `categories`; "for_guests AND chosen" becomes for_guests without the other categories
    const others = [...LIST_CATEGORIES.news, ...LIST_CATEGORIES.blog].filter((slug) => !chosen.includes(slug));
    return { categories: idsOf(categories, [GUESTS]), categories_exclude: idsOf(categories, others) };
  }
  const exclude = kind === 'news' ? idsOf(categories, reader.excluded) : [];
  return { categories: idsOf(categories, chosen), ...(exclude.length > 0 && { categories_exclude: exclude }) };
}

/** The content API query of one list page for the URL's filters. */
export function listFilters(kind: ListKind, categories: Category[], reader: Reader, search: ListSearch): PostFilters {
  return {
    ...visibilityFilters(kind, categories, reader, search.category),
    ...(search.year && yearBounds(search.year)),
    ...(search.q && { search: search.q }),
    page: search.p ?? 1,
    per_page: PAGE_SIZE[kind],
  };
}

/** The category options of a list's filter: its own categories, as the CMS names them. */
export const categoryOptions = (kind: ListKind, categories: Category[]) =>
  LIST_CATEGORIES[kind].flatMap((slug) => categories.filter((c) => c.slug === slug)).map((c) => ({ value: c.slug, label: c.name }));

/** A changed filter starts again at page 1: the page key `p` is dropped (part 1 §2). */
export function withFilter(search: ListSearch, change: Partial<Omit<ListSearch, 'p'>>): ListSearch {
  const { p: _page, ...rest } = search;
  return { ...rest, ...change };
}

/** The dropdowns' search: a case-insensitive substring of the option name (part 1 §2). */
export const matchesOption = (label: string, query: string) => label.toLocaleLowerCase('de').includes(query.trim().toLocaleLowerCase('de'));
