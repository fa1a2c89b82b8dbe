CREATE TABLE "playback_positions" (
	"user_id" integer NOT NULL,
	"boardstory_id" integer NOT NULL,
	"variant" text NOT NULL,
	"seconds" double precision,
	"duration" double precision NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playback_positions_user_id_boardstory_id_variant_pk" PRIMARY KEY("user_id","boardstory_id","variant"),
	CONSTRAINT "playback_positions_variant" CHECK ("playback_positions"."variant" IN ('text', 'notext'))
);
--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playback_positions" ADD CONSTRAINT "playback_positions_boardstory_id_boardstories_id_fk" FOREIGN KEY ("boardstory_id") REFERENCES "public"."boardstories"("id") ON DELETE cascade ON UPDATE no action;