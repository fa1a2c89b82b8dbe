import { and, desc, eq } from 'drizzle-orm';
import type { BoardstoryListItem } from '../../shared/schemas/boardstories';
import type { ListEnvelope } from '../../shared/schemas/errors';
import type { Db } from '../db/client';
import { boardstories, bookmarks } from '../db/schema';
import { notFound } from '../http/errors';
import { catalogueSnapshot } from './catalogue-snapshot';

export type BookmarkList = ListEnvelope<'bookmarks', BoardstoryListItem>;

/** The Merkliste: the user's stories as list items, most recently bookmarked first. */
export async function listBookmarks(db: Db, userId: number, page: number, limit: number): Promise<BookmarkList> {
  const rows = await db
    .select({ id: bookmarks.boardstoryId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, userId))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.boardstoryId));
  const snapshot = await catalogueSnapshot(db);
  const stories = rows.map((r) => snapshot.byId.get(r.id)).filter((s) => s !== undefined);
  const start = (page - 1) * limit;
  return {
    _embedded: { bookmarks: stories.slice(start, start + limit).map(({ tagIds: _, ...item }) => item) },
    currentPage: page,
    pagesCount: Math.ceil(stories.length / limit),
    total: stories.length,
  };
}

/** Adding twice keeps one bookmark; an unknown story is a 404. */
export async function addBookmark(db: Db, userId: number, boardstoryId: number): Promise<void> {
  const [story] = await db.select({ id: boardstories.id }).from(boardstories).where(eq(boardstories.id, boardstoryId));
  if (!story) throw notFound('boardstory not found');
  await db.insert(bookmarks).values({ userId, boardstoryId }).onConflictDoNothing();
}

export async function removeBookmark(db: Db, userId: number, boardstoryId: number): Promise<void> {
  await db.delete(bookmarks).where(and(eq(bookmarks.userId, userId), eq(bookmarks.boardstoryId, boardstoryId)));
}
