CREATE TABLE "advertising_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_kind" text NOT NULL,
	"content_id" integer NOT NULL,
	"rule_id" text NOT NULL,
	"claim" text NOT NULL,
	"reason" text NOT NULL,
	"locale" text DEFAULT 'tr' NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "content_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "content_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "advertising_overrides" ADD CONSTRAINT "advertising_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advertising_overrides_claim_unique" ON "advertising_overrides" USING btree ("content_kind","content_id","locale","rule_id","claim");--> statement-breakpoint
CREATE INDEX "advertising_overrides_at_idx" ON "advertising_overrides" USING btree ("at");--> statement-breakpoint
-- Hand-written: existing rows take their last write (or their publication) as their last content change.
UPDATE "blogs" SET "content_updated_at" = coalesce("updated_at", "published_date", "created_at");--> statement-breakpoint
UPDATE "operations" SET "content_updated_at" = coalesce("updated_at", "published_date", "created_at");
--> statement-breakpoint
-- Hand-written: every item counts as changed once, so the site's next delta sync fetches them with the new field.
UPDATE "blogs" SET "updated_at" = now();--> statement-breakpoint
UPDATE "operations" SET "updated_at" = now();
