CREATE TABLE "content_unpublish_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"locale" text DEFAULT 'tr' NOT NULL,
	"unpublish_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_unpublish_schedules_kind_check" CHECK ("content_unpublish_schedules"."kind" in ('blog', 'operation'))
);
--> statement-breakpoint
ALTER TABLE "content_unpublish_schedules" ADD CONSTRAINT "content_unpublish_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_unpublish_schedules_unit_unique" ON "content_unpublish_schedules" USING btree ("kind","item_id","locale");--> statement-breakpoint
CREATE INDEX "content_unpublish_schedules_at_idx" ON "content_unpublish_schedules" USING btree ("unpublish_at");--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_draft_id_content_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."content_drafts"("id") ON DELETE cascade ON UPDATE no action;