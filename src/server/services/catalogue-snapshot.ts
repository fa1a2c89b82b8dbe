import { desc, sql } from 'drizzle-orm';
import type { BoardstoryListItem } from '../../shared/schemas/boardstories';
import type { Db } from '../db/client';
import { boardstories, boardstoryTags, tags } from '../db/schema';

/**
 * How long one server instance answers the catalogue list from memory. Every query on embedded PGlite costs
 * about as much as a whole cheap request, so browsing (the busiest route) would otherwise be several times
 * slower than it needs to be. The list is public and the same for everyone; a change shows up on every
 * instance within this time (and at once on the instance that makes it, see invalidateCatalogue).
 */
export const CATALOGUE_TTL_MS = 5_000;

export type CatalogueEntry = BoardstoryListItem & { tagIds: number[] };
export type CatalogueSnapshot = {
  /** newest first, id as the tie-breaker: the list's default order */
  stories: CatalogueEntry[];
  byId: Map<number, CatalogueEntry>;
  tagCategory: Map<number, string>;
};

// a correlated count over images_story_idx, so a list needs no query per story; the outer column is spelled
// out because drizzle leaves a lone table's columns unqualified, which the subquery would capture
const teaserImagesCount = sql<number>`(SELECT count(*)::int FROM images i
  WHERE i.boardstory_id = "boardstories"."id" AND i.image_type = 'TEASER_IMAGE')`.mapWith(Number);

/** The columns of a list item (BoardstoryListItem). */
export const listColumns = {
  id: boardstories.id,
  slug: boardstories.slug,
  title: boardstories.title,
  teaserImagesCount,
  free: boardstories.free,
};

const cache = new WeakMap<Db, { loadedAt: number; snapshot: Promise<CatalogueSnapshot> }>();

async function load(db: Db): Promise<CatalogueSnapshot> {
  const [storyRows, links, tagRows] = await Promise.all([
    db.select(listColumns).from(boardstories).orderBy(desc(boardstories.publishedAt), desc(boardstories.id)),
    db.select().from(boardstoryTags),
    db.select({ id: tags.id, category: tags.category }).from(tags),
  ]);
  const stories = storyRows.map((s) => ({ ...s, tagIds: [] as number[] }));
  const byId = new Map(stories.map((s) => [s.id, s]));
  for (const link of links) byId.get(link.boardstoryId)?.tagIds.push(link.tagId);
  return {
    stories,
    byId,
    tagCategory: new Map(tagRows.map((t) => [t.id, t.category])),
  };
}

/** The catalogue's list data, loaded at most once per CATALOGUE_TTL_MS; concurrent callers share one load. */
export function catalogueSnapshot(db: Db, now = Date.now()): Promise<CatalogueSnapshot> {
  const hit = cache.get(db);
  if (hit && now - hit.loadedAt < CATALOGUE_TTL_MS) return hit.snapshot;
  const snapshot = load(db);
  cache.set(db, { loadedAt: now, snapshot });
  // a failed load must not be served for the next seconds
  snapshot.catch(() => cache.delete(db));
  return snapshot;
}

/** Call after changing stories, their tags or pictures, so this instance shows the change at once. */
export function invalidateCatalogue(db: Db): void {
  cache.delete(db);
}

/**
 * Facet rule of the tag filter: a story must carry at least one chosen tag of every category that has a chosen
 * tag (AND between categories, OR within one), so "Klasse 1–2" + "Klasse 3–4" widens and "Klasse 1–2" +
 * "Mathematik" narrows. An unknown tag id is a category of its own that no story has: it matches nothing.
 */
export function matchesTags(snapshot: CatalogueSnapshot, tagIds: number[]): (story: CatalogueEntry) => boolean {
  const wanted = new Map<string, Set<number>>();
  for (const id of tagIds) {
    const category = snapshot.tagCategory.get(id) ?? `unknown ${id}`;
    wanted.set(category, (wanted.get(category) ?? new Set()).add(id));
  }
  const groups = [...wanted.values()];
  return (story) => groups.every((group) => story.tagIds.some((id) => group.has(id)));
}
