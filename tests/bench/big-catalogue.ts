// A generated catalogue for the suggestions budget: the demo stories repeated with numbered titles, so a search
// term matches the same share of a 10,000-story catalogue as of the 25 demo stories (a few hundred hits instead of
// one), which is what a real catalogue of that size would ask of the index and the ranking.
import type { Db } from '../../src/server/db/client';
import { boardstories, boardstoryTags, images } from '../../src/server/db/schema';
import { refreshSearchVectors } from '../../src/server/services/boardstory-search';

const BATCH = 500;

/** Adds `count` stories modelled on the stories already in the database (run it after the seed). */
export async function generateCatalogue(db: Db, count: number): Promise<void> {
  const models = await db.select().from(boardstories).orderBy(boardstories.id);
  const links = await db.select().from(boardstoryTags);
  const tagsOf = (id: number) => links.filter((l) => l.boardstoryId === id).map((l) => l.tagId);
  for (let from = 0; from < count; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => {
      const n = from + k + 1;
      const { id: _id, search: _search, ...model } = models[n % models.length];
      return {
        model: models[n % models.length].id,
        row: {
          ...model,
          slug: `${model.slug}-band-${n}`,
          title: `${model.title} – Band ${n}`,
          publishedAt: new Date(model.publishedAt.getTime() - n * 3_600_000),
        },
      };
    });
    const inserted = await db.insert(boardstories).values(batch.map((b) => b.row)).returning({ id: boardstories.id });
    await db.insert(boardstoryTags).values(inserted.flatMap((s, i) => tagsOf(batch[i].model).map((tagId) => ({ boardstoryId: s.id, tagId }))));
    await db.insert(images).values(
      inserted.map((s, i) => ({ boardstoryId: s.id, imageType: 'TEASER_IMAGE' as const, file: batch[i].row.slug.replace(/-band-\d+$/, '-1') })),
    );
  }
  await refreshSearchVectors(db);
  // what autovacuum does on a PostgreSQL server (PGlite has none): fold GIN's pending list into the index, update statistics
  await db.execute('VACUUM ANALYZE boardstories');
}
