CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"locale" text DEFAULT 'tr' NOT NULL,
	"reason" text NOT NULL,
	"fields" jsonb NOT NULL,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_kind_check" CHECK ("content_revisions"."kind" in ('blog', 'operation', 'catalog', 'category')),
	CONSTRAINT "content_revisions_reason_check" CHECK ("content_revisions"."reason" in ('save', 'restore', 'baseline', 'publish', 'schedule'))
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_unit_idx" ON "content_revisions" USING btree ("kind","item_id","locale","id");