-- The search's LIKE '%word%' conditions (blog search, list search, the site's search box) are answered from trigram
-- indexes where the database has pg_trgm: PGlite loads it in db/client.ts, PostgreSQL ships it in contrib. Where the
-- extension is missing or may not be created, the search keeps its sequential scan and the migration still succeeds.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): search runs without trigram indexes', SQLERRM;
    RETURN;
  END;
  BEGIN
    CREATE INDEX IF NOT EXISTS "blogs_search_trgm_idx" ON "blogs" USING gin ("search_text" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "operations_search_trgm_idx" ON "operations" USING gin ("search_text" gin_trgm_ops);
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'trigram indexes not created (%): search runs without them', SQLERRM;
  END;
END $$;
