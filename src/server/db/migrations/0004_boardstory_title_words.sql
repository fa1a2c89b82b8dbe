ALTER TABLE "boardstories" ADD COLUMN "title_words" "tsvector";--> statement-breakpoint
-- the stories already there get their title's words here; later ones with their search vector (boardstory-search.ts)
UPDATE "boardstories" SET "title_words" = to_tsvector('simple', "title");--> statement-breakpoint
CREATE INDEX "boardstories_title_words_idx" ON "boardstories" USING gin ("title_words");
