CREATE TABLE "site_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"log_tail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "site_builds_started_idx" ON "site_builds" USING btree ("started_at");