// A generated catalogue for the suggestions budget (tests/bench/suggestions.ts) and the ranking test beside the
// search: the demo stories repeated with numbered titles, so a search term matches the same share of a 100,000-story
// catalogue as of the 25 demo stories (thousands of hits instead of one), which is what a real catalogue of that
// size asks of the index and the ranking. Never part of the demo seed.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { detailVector, titleVector, titleWords } from '../services/boardstory-search';

/**
 * Adds `count` stories modelled on the stories already in the database (run it after the seed): story n copies
 * model n mod (number of models), in id order, as "<title> – Band n", n hours older, with the model's tags and teaser
 * picture. A few statements over generate_series instead of rows sent from here: 100,000 stories take seconds.
 */
export async function generateCatalogue(db: Db, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    // every generated row points at a story or tag this transaction has just read; checking a million foreign
    // keys one by one would be most of the seeding time (needs a superuser: PGlite, the CI's test cluster)
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    // a story's search vector is its title's part and the rest (boardstory-search.ts); the rest is the model's
    // own, so it is built once per model instead of once per story
    await tx.execute(sql`
      CREATE TEMP TABLE catalogue_models ON COMMIT DROP AS
      SELECT b.id, b.slug, row_number() OVER (ORDER BY b.id) - 1 AS k, count(*) OVER () AS models, ${detailVector} AS detail
      FROM boardstories b`);
    await tx.execute(sql`
      CREATE TEMP TABLE catalogue_copies ON COMMIT DROP AS
      SELECT n, m.id AS model, m.slug || '-band-' || n AS slug FROM generate_series(1, ${count}::int) n
      JOIN catalogue_models m ON m.k = n % m.models`);
    await tx.execute(sql`
      INSERT INTO boardstories (slug, title, description, free, explain, has_audio, game_active, author, illustrator, publisher, published_at, search, title_words)
      SELECT c.slug, b.title || ' – Band ' || c.n, b.description, b.free, b.explain, b.has_audio, b.game_active, b.author,
        b.illustrator, b.publisher, b.published_at - c.n * interval '1 hour', ${titleVector(sql`b.title || ' – Band ' || c.n`)} || m.detail,
        ${titleWords(sql`b.title || ' – Band ' || c.n`)}
      FROM catalogue_copies c JOIN boardstories b ON b.id = c.model JOIN catalogue_models m ON m.id = c.model`);
    await tx.execute(sql`
      INSERT INTO boardstory_tags (boardstory_id, tag_id)
      SELECT s.id, bt.tag_id FROM catalogue_copies c JOIN boardstories s ON s.slug = c.slug JOIN boardstory_tags bt ON bt.boardstory_id = c.model`);
    await tx.execute(sql`
      INSERT INTO images (boardstory_id, image_type, file)
      SELECT s.id, 'TEASER_IMAGE', m.slug || '-1' FROM catalogue_copies c JOIN boardstories s ON s.slug = c.slug
      JOIN catalogue_models m ON m.id = c.model`);
    // the replica role above also silenced the triggers that name the change (migration 0006)
    await tx.execute(sql`UPDATE catalogue_state SET changed_in = txid_current()`);
  });
  // what autovacuum does on a PostgreSQL server (PGlite has none): fold GIN's pending list into the index, update statistics
  await db.execute(sql`VACUUM ANALYZE boardstories`);
  await db.execute(sql`VACUUM ANALYZE boardstory_tags`);
  await db.execute(sql`VACUUM ANALYZE images`);
}
