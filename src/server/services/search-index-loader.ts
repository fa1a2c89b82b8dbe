import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { boardstories, catalogueState } from '../db/schema';
import { searchIndexBuilder, type SearchIndex } from './boardstory-search-index';
import { listColumns } from './catalogue-snapshot';

/** Stories read per query while building: a large catalogue must not hold the database (PGlite: the process) for long. */
const CHUNK = 5_000;

type Held = { changedIn: number; index: SearchIndex | null };
const held = new WeakMap<Db, Held>();
const building = new WeakMap<Db, Promise<void>>();

/**
 * The search index of the catalogue in the state `changedIn` (catalogue_state, read by the search itself), or null
 * when this process holds no index of that state: then a build starts, and the SQL search answers until it is done.
 * A change in another process is seen by the next search, as the state comes with every search's query.
 */
export function searchIndexAt(db: Db, changedIn: number): SearchIndex | null {
  const hold = held.get(db);
  if (hold?.changedIn === changedIn) return hold.index;
  void buildSearchIndexOf(db);
  return null;
}

/**
 * Builds the index of the catalogue as it is now, one build at a time per database; resolves once it is held.
 * The state is read before the stories, so a change committed in between makes the index newer than its state
 * says, never older: the next search sees another state and builds again.
 */
export function buildSearchIndexOf(db: Db): Promise<void> {
  const running = building.get(db);
  if (running) return running;
  const build = (async () => {
    const [state] = await db.select({ changedIn: catalogueState.changedIn }).from(catalogueState);
    if (!state) return;
    const builder = searchIndexBuilder();
    for (let after = 0; ; ) {
      const chunk = await db
        .select({
          ...listColumns,
          publishedUs: sql<number>`(extract(epoch FROM ${boardstories.publishedAt}) * 1000000)::bigint`.mapWith(Number),
          search: sql<string | null>`${boardstories.search}::text`,
          titleWords: sql<string | null>`${boardstories.titleWords}::text`,
        })
        .from(boardstories)
        .where(gt(boardstories.id, after))
        .orderBy(asc(boardstories.id))
        .limit(CHUNK);
      if (!builder.add(chunk) || chunk.length < CHUNK) break;
      after = chunk[chunk.length - 1].id;
      // the requests that came meanwhile go first
      await new Promise((resolve) => setImmediate(resolve));
    }
    held.set(db, { changedIn: state.changedIn, index: builder.finish() });
  })()
    .catch((err: unknown) => console.error('search index not built:', (err as Error).message))
    .finally(() => building.delete(db));
  building.set(db, build);
  return build;
}
