CREATE TABLE "content_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"locale" text DEFAULT 'tr' NOT NULL,
	"fields" jsonb NOT NULL,
	"base_updated_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"publish_at" timestamp with time zone,
	"schedule_error" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_drafts_kind_check" CHECK ("content_drafts"."kind" in ('blog', 'operation')),
	CONSTRAINT "content_drafts_new_is_turkish" CHECK ("content_drafts"."item_id" is not null or "content_drafts"."locale" = 'tr')
);
--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_drafts_unit_unique" ON "content_drafts" USING btree ("kind","item_id","locale") WHERE "content_drafts"."item_id" is not null;--> statement-breakpoint
CREATE INDEX "content_drafts_publish_at_idx" ON "content_drafts" USING btree ("publish_at") WHERE "content_drafts"."publish_at" is not null;