ALTER TABLE "operations" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing operations get their search text here, folded as foldTurkish folds Turkish letters (lower() of ASCII is
-- the same in every locale); tags and entities of the rich text become spaces. Every save recomputes it in the API.
UPDATE "operations" SET "search_text" = lower(translate(
  "title" || ' ' || coalesce("short_description", '') || ' ' ||
    regexp_replace(regexp_replace(coalesce("full_content", ''), '<[^>]*>', ' ', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g'),
  'ÇĞİIÖŞÜÂÎÛçğıöşüâîû',
  'CGIIOSUAIUcgiosuaiu'
));
