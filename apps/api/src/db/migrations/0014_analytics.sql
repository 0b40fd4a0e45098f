CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"dimension" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'tr' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_kind_key_dimension_locale_pk" PRIMARY KEY("day","kind","key","dimension","locale"),
	CONSTRAINT "analytics_daily_kind_check" CHECK ("analytics_daily"."kind" in ('view', 'referrer', 'device', 'event', 'search'))
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_kind_day_idx" ON "analytics_daily" USING btree ("kind","day");