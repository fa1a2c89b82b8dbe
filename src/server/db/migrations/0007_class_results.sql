CREATE TABLE "turn_games" (
	"turn_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"item" smallint DEFAULT 0 NOT NULL,
	"option" smallint,
	"found" smallint,
	"seconds" real,
	CONSTRAINT "turn_games_turn_id_game_id_item_pk" PRIMARY KEY("turn_id","game_id","item")
);
--> statement-breakpoint
CREATE TABLE "turn_totals" (
	"boardstory_id" integer NOT NULL,
	"organization_id" integer,
	"day" date NOT NULL,
	"turns_started" integer DEFAULT 0 NOT NULL,
	"turns_finished" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "turn_totals_key" UNIQUE NULLS NOT DISTINCT("organization_id","day","boardstory_id")
);
--> statement-breakpoint
CREATE TABLE "turns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "turns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"turn_hash" text NOT NULL,
	"access_code_id" integer NOT NULL,
	"boardstory_id" integer NOT NULL,
	"organization_id" integer,
	"furthest_seconds" integer DEFAULT 0 NOT NULL,
	"ended" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT date_trunc('hour', now()) NOT NULL,
	"last_report_at" timestamp with time zone DEFAULT date_trunc('hour', now()) NOT NULL,
	CONSTRAINT "turns_turn_hash_unique" UNIQUE("turn_hash")
);
--> statement-breakpoint
ALTER TABLE "turn_games" ADD CONSTRAINT "turn_games_turn_id_turns_id_fk" FOREIGN KEY ("turn_id") REFERENCES "public"."turns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_games" ADD CONSTRAINT "turn_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_totals" ADD CONSTRAINT "turn_totals_boardstory_id_boardstories_id_fk" FOREIGN KEY ("boardstory_id") REFERENCES "public"."boardstories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_totals" ADD CONSTRAINT "turn_totals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_access_code_id_access_codes_id_fk" FOREIGN KEY ("access_code_id") REFERENCES "public"."access_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_boardstory_id_boardstories_id_fk" FOREIGN KEY ("boardstory_id") REFERENCES "public"."boardstories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "turn_games_game_idx" ON "turn_games" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "turns_code_idx" ON "turns" USING btree ("access_code_id","ended","furthest_seconds","last_report_at");--> statement-breakpoint
CREATE INDEX "turns_org_started_idx" ON "turns" USING btree ("organization_id","started_at","boardstory_id","ended");--> statement-breakpoint
CREATE INDEX "turns_story_idx" ON "turns" USING btree ("boardstory_id","ended");--> statement-breakpoint
CREATE INDEX "turns_started_idx" ON "turns" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "access_codes_creator_idx" ON "access_codes" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "access_codes_org_idx" ON "access_codes" USING btree ("organization_id");