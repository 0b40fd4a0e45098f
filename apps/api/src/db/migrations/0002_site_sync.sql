CREATE TABLE "removals" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "removals_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "removals_removed_idx" ON "removals" USING btree ("kind","removed_at");--> statement-breakpoint
CREATE INDEX "blogs_updated_idx" ON "blogs" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "operations_updated_idx" ON "operations" USING btree ("updated_at");