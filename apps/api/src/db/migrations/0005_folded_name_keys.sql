-- Names of categories and catalogs become unique on their Turkish-folded form ("Diz" and "DİZ" are one name), enforced
-- by the database so concurrent writes cannot both pass. Existing rows get a key folded by SQL (the Turkish letters
-- and ASCII case, the same as foldTurkish for every name the admin can type in Turkish); a row whose key is already
-- taken by an older row keeps a key made unique by its id, so no row is lost and the index can be built.
ALTER TABLE "catalogs" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "catalogs" SET "name_key" = lower(translate("name", 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'));--> statement-breakpoint
UPDATE "categories" SET "name_key" = lower(translate("name", 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'));--> statement-breakpoint
UPDATE "catalogs" AS c SET "name_key" = c."name_key" || '#' || c."id"
  WHERE EXISTS (SELECT 1 FROM "catalogs" o WHERE o."name_key" = c."name_key" AND o."id" < c."id");--> statement-breakpoint
UPDATE "categories" AS c SET "name_key" = c."name_key" || '#' || c."id"
  WHERE EXISTS (SELECT 1 FROM "categories" o WHERE o."name_key" = c."name_key" AND o."id" < c."id");--> statement-breakpoint
ALTER TABLE "catalogs" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ALTER COLUMN "name_key" SET NOT NULL;--> statement-breakpoint
DROP INDEX "catalogs_name_unique";--> statement-breakpoint
DROP INDEX "categories_name_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "catalogs_name_key_unique" ON "catalogs" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_key_unique" ON "categories" USING btree ("name_key");
