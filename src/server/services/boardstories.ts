import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { tagCategoryOrder, type Tag } from '../../shared/domain/tags';
import type { Boardstory, BoardstoryList, BoardstoryListItem, MediaState } from '../../shared/schemas/boardstories';
import type { Db } from '../db/client';
import { attachments, boardstories, boardstoryTags, bookReferences, games, images, media, tags } from '../db/schema';
import { notFound } from '../http/errors';
import { imagePaths } from '../media/paths';
import { indexedSearch, searchCondition, searchRank } from './boardstory-search';
import { catalogueSnapshot, listColumns, matchesTags } from './catalogue-snapshot';
import { storyDescriptionHtml } from './story-markdown';

export type ListFilter = {
  page: number;
  limit: number;
  fulltextsearch?: string;
  tagIds?: number[];
};

/**
 * One page of the catalogue: newest first, id as the stable tie-breaker; with a search term the hits by
 * relevance first. Browsing is answered from the instance's catalogue snapshot; a search costs one query (the
 * index in memory ranks, see searchPage).
 */
export async function listBoardstories(db: Db, filter: ListFilter): Promise<BoardstoryList> {
  if (filter.fulltextsearch && !filter.tagIds?.length) return searchPage(db, filter, filter.fulltextsearch);
  const snapshot = await catalogueSnapshot(db);
  let stories = snapshot.stories;
  if (filter.fulltextsearch) {
    const term = filter.fulltextsearch;
    const ids =
      (await indexedSearch(db, term))?.all() ??
      (
        await db
          .select({ id: boardstories.id })
          .from(boardstories)
          .where(searchCondition(term))
          .orderBy(desc(searchRank(term)), desc(boardstories.publishedAt), desc(boardstories.id))
      ).map((h) => h.id);
    stories = ids.map((id) => snapshot.byId.get(id)).filter((s) => s !== undefined);
  }
  if (filter.tagIds?.length) stories = stories.filter(matchesTags(snapshot, filter.tagIds));
  const start = (filter.page - 1) * filter.limit;
  return {
    _embedded: {
      boardstories: stories.slice(start, start + filter.limit).map(({ tagIds: _, ...item }) => item),
    },
    currentPage: filter.page,
    pagesCount: Math.ceil(stories.length / filter.limit),
    total: stories.length,
  };
}

/**
 * A search without tags (the suggestions): answered by this process' search index in memory when it is of the
 * catalogue as it is now (docs/performance.md#suggestions). Until then the database pages and counts the hits itself,
 * so a large catalogue costs the index lookup and ranking, not a transfer of every hit.
 */
async function searchPage(db: Db, filter: ListFilter, term: string): Promise<BoardstoryList> {
  const offset = (filter.page - 1) * filter.limit;
  const found = (await indexedSearch(db, term))?.page(offset, filter.limit);
  if (found) {
    return {
      _embedded: { boardstories: found.items },
      currentPage: filter.page,
      pagesCount: Math.ceil(found.total / filter.limit),
      total: found.total,
    };
  }
  // ids first, then the list columns for just this page: the teaser count must not run for every hit
  const hits = db
    .select({
      id: boardstories.id,
      publishedAt: boardstories.publishedAt,
      rank: searchRank(term).as('rank'),
      total: sql<number>`count(*) over()`.as('total'),
    })
    .from(boardstories)
    .where(searchCondition(term))
    .orderBy(desc(searchRank(term)), desc(boardstories.publishedAt), desc(boardstories.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .as('hits');
  const rows = await db
    .select({ ...listColumns, total: sql<number>`${hits.total}`.mapWith(Number) })
    .from(hits)
    .innerJoin(boardstories, eq(boardstories.id, hits.id))
    .orderBy(desc(hits.rank), desc(hits.publishedAt), desc(hits.id));
  // past the last page the window count is gone with the rows; one count answers the envelope then
  const total = rows[0]?.total ?? (filter.page > 1 ? await countHits(db, term) : 0);
  return {
    _embedded: { boardstories: rows.map(({ total: _, ...item }) => item) },
    currentPage: filter.page,
    pagesCount: Math.ceil(total / filter.limit),
    total,
  };
}

const countHits = async (db: Db, term: string) =>
  (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(boardstories).where(searchCondition(term)))[0].n;

const sortTags = (list: Tag[]) =>
  list.sort(
    (a, b) => tagCategoryOrder[a.category] - tagCategoryOrder[b.category] || a.sortPriority - b.sortPriority || a.id - b.id,
  );

const tagColumns = {
  id: tags.id,
  category: tags.category,
  descriptor: tags.descriptor,
  sortPriority: tags.sortPriority,
};

export async function listTags(db: Db): Promise<Tag[]> {
  return sortTags(await db.select(tagColumns).from(tags));
}

/** Attachments are downloaded through the rights check of the attachments API, never by a public file URL. */
export const attachmentDownloadPath = (boardstoryId: number, attachmentId: number) =>
  `/api/attachments/${boardstoryId}/${attachmentId}/download`;

const detailColumns = {
  description: boardstories.description,
  explain: boardstories.explain,
  hasAudio: boardstories.hasAudio,
  gameActive: boardstories.gameActive,
  author: boardstories.author,
  illustrator: boardstories.illustrator,
  publisher: boardstories.publisher,
};

/** A story by numeric id or by slug, with everything its page shows; 404 when unknown. */
export async function findBoardstory(db: Db, idOrSlug: string): Promise<Boardstory> {
  // PostgreSQL refuses NUL in text; no slug holds one, so such a key is simply unknown
  if (idOrSlug.includes('\0')) throw notFound('boardstory not found');
  const key = /^\d{1,9}$/.test(idOrSlug) ? eq(boardstories.id, Number(idOrSlug)) : eq(boardstories.slug, idOrSlug);
  const [story] = await db
    .select({ ...listColumns, ...detailColumns })
    .from(boardstories)
    .where(key)
    .limit(1);
  if (!story) throw notFound('boardstory not found');
  const id = story.id;
  const [storyTags, teaser, kinds, gameRows, files, books] = await Promise.all([
    db
      .select(tagColumns)
      .from(boardstoryTags)
      .innerJoin(tags, eq(tags.id, boardstoryTags.tagId))
      .where(eq(boardstoryTags.boardstoryId, id)),
    db
      .select({ file: images.file })
      .from(images)
      .where(and(eq(images.boardstoryId, id), eq(images.imageType, 'TEASER_IMAGE')))
      .orderBy(asc(images.sortOrder), asc(images.id))
      .limit(1),
    db
      .selectDistinct({ kind: media.kind, readAlong: sql<boolean>`${media.readAlong} is not null` })
      .from(media)
      .where(eq(media.boardstoryId, id)),
    db
      .select({
        id: games.id,
        gameType: games.gameType,
        position: games.position,
      })
      .from(games)
      .where(eq(games.boardstoryId, id))
      .orderBy(asc(games.position), asc(games.id)),
    // lending material is for library staff; the attachments API decides who sees it
    db
      .select({ id: attachments.id, title: attachments.title })
      .from(attachments)
      .where(and(eq(attachments.boardstoryId, id), eq(attachments.forRentals, false)))
      .orderBy(asc(attachments.sortOrder), asc(attachments.id)),
    db.select().from(bookReferences).where(eq(bookReferences.boardstoryId, id)),
  ]);
  const book = books[0];
  const has = (kind: string): MediaState => (kinds.some((k) => k.kind === kind) ? 'AVAILABLE' : 'UNAVAILABLE');
  return {
    ...story,
    descriptionHtml: storyDescriptionHtml(story.description),
    videoState: has('VIDEO'),
    trailerState: has('TRAILER'),
    tigerCreationState: has('TIGER_CREATION'),
    readAlong: kinds.some((k) => k.kind === 'VIDEO' && k.readAlong),
    gameInfo: gameRows,
    attachmentsCount: files.length,
    image: teaser[0] ? imagePaths(teaser[0].file) : null,
    tags: sortTags(storyTags),
    attachments: files.map((f) => ({
      ...f,
      path: attachmentDownloadPath(id, f.id),
    })),
    bookReference: book
      ? {
          title: book.title,
          description: book.description,
          externalLink: book.externalLink,
          path: book.imageFile ? imagePaths(book.imageFile) : null,
        }
      : null,
  };
}

/** Up to four other stories that share the most tags with this one (newest first among equals); 404 when unknown. */
export async function similarBoardstories(db: Db, id: number): Promise<BoardstoryListItem[]> {
  const [exists] = await db.select({ id: boardstories.id }).from(boardstories).where(eq(boardstories.id, id));
  if (!exists) throw notFound('boardstory not found');
  const shared = sql<number>`count(*)`;
  return db
    .select(listColumns)
    .from(boardstoryTags)
    .innerJoin(boardstories, eq(boardstories.id, boardstoryTags.boardstoryId))
    .where(
      and(
        ne(boardstoryTags.boardstoryId, id),
        inArray(
          boardstoryTags.tagId,
          db.select({ id: boardstoryTags.tagId }).from(boardstoryTags).where(eq(boardstoryTags.boardstoryId, id)),
        ),
      ),
    )
    .groupBy(boardstories.id)
    .orderBy(desc(shared), desc(boardstories.publishedAt), desc(boardstories.id))
    .limit(4);
}
