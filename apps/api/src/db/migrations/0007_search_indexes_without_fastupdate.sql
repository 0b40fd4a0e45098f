-- The trigram indexes of migration 0006 take every write at once (fastupdate off): PGlite has no autovacuum to
-- merge GIN's pending list, and while the list holds rows the planner prices the index above a sequential scan.
-- Skipped where the indexes were not created (no pg_trgm).
DO $$
BEGIN
  IF to_regclass('blogs_search_trgm_idx') IS NOT NULL THEN
    ALTER INDEX "blogs_search_trgm_idx" SET (fastupdate = off);
    PERFORM gin_clean_pending_list('blogs_search_trgm_idx'::regclass);
  END IF;
  IF to_regclass('operations_search_trgm_idx') IS NOT NULL THEN
    ALTER INDEX "operations_search_trgm_idx" SET (fastupdate = off);
    PERFORM gin_clean_pending_list('operations_search_trgm_idx'::regclass);
  END IF;
END $$;
