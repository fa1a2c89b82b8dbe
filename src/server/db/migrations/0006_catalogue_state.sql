CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"changed_in" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_state_one_row" CHECK ("catalogue_state"."id" = 1)
);--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "changed_in") VALUES (1, txid_current());--> statement-breakpoint
-- every statement that changes what a search finds or shows (a story's words, title, date, pictures) names its
-- transaction here, inside that transaction: a process that reads this id sees the tables as of that change
CREATE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_state" SET "changed_in" = txid_current();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "boardstories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "boardstories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "images"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
