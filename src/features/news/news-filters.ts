export type ListKind = 'news' | 'blog';

/**
 * The list's heading, and the document title its route gives in head(). Alone here: the routes of /aktuelles and
 * /blog are part of every first load (vite.config.ts), the list's rules (news-list.ts) load with their page.
 */
export const LIST_TITLE: Record<ListKind, string> = { news: 'Aktuelles', blog: 'Blog' };

export type ListSearch = { q?: string; p?: number; year?: number; category?: string };
