CREATE TABLE "blog_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"blog_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"short_description" text,
	"full_content" text,
	"seo_keywords" text,
	"seo_description" text,
	"search_text" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"tag_keys" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	CONSTRAINT "blog_translations_locale_check" CHECK ("blog_translations"."locale" <> 'tr')
);
--> statement-breakpoint
CREATE TABLE "catalog_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"catalog_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	CONSTRAINT "catalog_translations_locale_check" CHECK ("catalog_translations"."locale" <> 'tr')
);
--> statement-breakpoint
CREATE TABLE "category_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	CONSTRAINT "category_translations_locale_check" CHECK ("category_translations"."locale" <> 'tr')
);
--> statement-breakpoint
CREATE TABLE "operation_translations" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"operation_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"short_description" text,
	"full_content" text,
	"seo_keywords" text,
	"seo_description" text,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "operation_translations_locale_check" CHECK ("operation_translations"."locale" <> 'tr')
);
--> statement-breakpoint
ALTER TABLE "catalogs" ADD COLUMN "name_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_translations" ADD CONSTRAINT "blog_translations_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_translations" ADD CONSTRAINT "catalog_translations_catalog_id_catalogs_id_fk" FOREIGN KEY ("catalog_id") REFERENCES "public"."catalogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_translations" ADD CONSTRAINT "category_translations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_translations" ADD CONSTRAINT "operation_translations_operation_id_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_translations_item_locale_unique" ON "blog_translations" USING btree ("blog_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_translations_slug_unique" ON "blog_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_translations_item_locale_unique" ON "catalog_translations" USING btree ("catalog_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_translations_name_key_unique" ON "catalog_translations" USING btree ("locale","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_item_locale_unique" ON "category_translations" USING btree ("category_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "category_translations_name_key_unique" ON "category_translations" USING btree ("locale","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "operation_translations_item_locale_unique" ON "operation_translations" USING btree ("operation_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "operation_translations_slug_unique" ON "operation_translations" USING btree ("locale","slug");--> statement-breakpoint
-- The translations' search as the items' (migration 0006): trigram indexes where pg_trgm exists, a sequential scan
-- elsewhere, the migration succeeding either way.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    RAISE NOTICE 'pg_trgm is not installed: translations are searched without trigram indexes';
    RETURN;
  END IF;
  BEGIN
    CREATE INDEX IF NOT EXISTS "blog_translations_search_trgm_idx" ON "blog_translations" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
    CREATE INDEX IF NOT EXISTS "operation_translations_search_trgm_idx" ON "operation_translations" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'trigram indexes not created (%): translations are searched without them', SQLERRM;
  END;
END $$;
