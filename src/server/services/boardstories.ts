import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Boardstory, BoardstoryList, BoardstoryListItem, MediaState, Tag } from '../../shared/schemas/boardstories';
import { tagCategoryOrder } from '../../shared/schemas/boardstories';
import type { Db } from '../db/client';
import { attachments, boardstories, boardstoryTags, games, images, media, tags } from '../db/schema';
import { notFound } from '../http/errors';
import { imagePaths } from '../media/paths';
import { searchCondition, searchRank } from './boardstory-search';

export type ListFilter = { page: number; limit: number; fulltextsearch?: string; tagIds?: number[] };

// a correlated count over images_story_idx: one query for the whole page, no N+1; the outer column is
// spelled out because drizzle leaves a lone table's columns unqualified, which the subquery would capture
const teaserImagesCount = sql<number>`(SELECT count(*)::int FROM images i
  WHERE i.boardstory_id = "boardstories"."id" AND i.image_type = 'TEASER_IMAGE')`.mapWith(Number);

const listColumns = {
  id: boardstories.id,
  slug: boardstories.slug,
  title: boardstories.title,
  teaserImagesCount,
  free: boardstories.free,
};

/**
 * Facet rule of the tag filter: a story must carry at least one chosen tag of every category that has a chosen
 * tag (AND between categories, OR within one), so "Klasse 1" + "Klasse 2" widens and "Klasse 1" + "Mathematik"
 * narrows. Unknown tag ids are ignored.
 */
function tagCondition(tagIds: number[]): SQL {
  return sql`${boardstories.id} IN (
    SELECT bt.boardstory_id FROM boardstory_tags bt JOIN tags t ON t.id = bt.tag_id
    WHERE bt.tag_id IN ${tagIds}
    GROUP BY bt.boardstory_id
    HAVING count(DISTINCT t.category) = (SELECT count(DISTINCT category) FROM tags WHERE id IN ${tagIds}))`;
}

/** One page of the catalogue: newest first (search hits by relevance first), id as the stable tie-breaker. */
export async function listBoardstories(db: Db, filter: ListFilter): Promise<BoardstoryList> {
  const conditions: SQL[] = [];
  if (filter.fulltextsearch) conditions.push(searchCondition(filter.fulltextsearch));
  if (filter.tagIds?.length) conditions.push(tagCondition(filter.tagIds));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = [desc(boardstories.publishedAt), desc(boardstories.id)];
  if (filter.fulltextsearch) order.unshift(desc(searchRank(filter.fulltextsearch)));

  // the total rides along as a window count, so a page costs one query
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(boardstories)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  // past the last page there is no row to carry the total
  const total =
    rows[0]?.total ?? (filter.page > 1 ? (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(boardstories).where(where))[0].n : 0);
  return {
    _embedded: { boardstories: rows.map(({ total: _, ...item }) => item) },
    currentPage: filter.page,
    pagesCount: Math.ceil(total / filter.limit),
    total,
  };
}

const sortTags = (list: Tag[]) =>
  list.sort(
    (a, b) => tagCategoryOrder[a.category] - tagCategoryOrder[b.category] || a.sortPriority - b.sortPriority || a.id - b.id,
  );

const tagColumns = { id: tags.id, category: tags.category, descriptor: tags.descriptor, sortPriority: tags.sortPriority };

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
  const key = /^\d{1,9}$/.test(idOrSlug) ? eq(boardstories.id, Number(idOrSlug)) : eq(boardstories.slug, idOrSlug);
  const [story] = await db
    .select({ ...listColumns, ...detailColumns })
    .from(boardstories)
    .where(key)
    .limit(1);
  if (!story) throw notFound('boardstory not found');
  const id = story.id;
  const [storyTags, teaser, kinds, gameRows, files] = await Promise.all([
    db.select(tagColumns).from(boardstoryTags).innerJoin(tags, eq(tags.id, boardstoryTags.tagId)).where(eq(boardstoryTags.boardstoryId, id)),
    db
      .select({ file: images.file })
      .from(images)
      .where(and(eq(images.boardstoryId, id), eq(images.imageType, 'TEASER_IMAGE')))
      .orderBy(asc(images.sortOrder), asc(images.id))
      .limit(1),
    db.selectDistinct({ kind: media.kind }).from(media).where(eq(media.boardstoryId, id)),
    db
      .select({ id: games.id, gameType: games.gameType, position: games.position })
      .from(games)
      .where(eq(games.boardstoryId, id))
      .orderBy(asc(games.position), asc(games.id)),
    // lending material is for library staff; the attachments API decides who sees it
    db
      .select({ id: attachments.id, title: attachments.title })
      .from(attachments)
      .where(and(eq(attachments.boardstoryId, id), eq(attachments.forRentals, false)))
      .orderBy(asc(attachments.sortOrder), asc(attachments.id)),
  ]);
  const has = (kind: string): MediaState => (kinds.some((k) => k.kind === kind) ? 'AVAILABLE' : 'UNAVAILABLE');
  return {
    ...story,
    videoState: has('VIDEO'),
    trailerState: has('TRAILER'),
    tigerCreationState: has('TIGER_CREATION'),
    gameInfo: gameRows,
    attachmentsCount: files.length,
    image: teaser[0] ? imagePaths(teaser[0].file) : null,
    tags: sortTags(storyTags),
    attachments: files.map((f) => ({ ...f, path: attachmentDownloadPath(id, f.id) })),
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
        inArray(boardstoryTags.tagId, db.select({ id: boardstoryTags.tagId }).from(boardstoryTags).where(eq(boardstoryTags.boardstoryId, id))),
      ),
    )
    .groupBy(boardstories.id)
    .orderBy(desc(shared), desc(boardstories.publishedAt), desc(boardstories.id))
    .limit(4);
}
