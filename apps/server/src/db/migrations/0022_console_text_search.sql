-- The console's entries table (docs/decisions/022-console-entries-table.md).
-- 1. The conflicts declared on an entry, counted on the entry by a trigger, so the `conflict`
--    filter reads a small partial index instead of probing the season for every conflict.
ALTER TABLE "entries" ADD COLUMN "conflict_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "entries" e SET "conflict_count" = c.n FROM (SELECT "entry_id", count(*) AS n FROM "review_conflicts" GROUP BY "entry_id") c WHERE c."entry_id" = e."id";--> statement-breakpoint
CREATE FUNCTION "review_conflicts_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "entries" SET "conflict_count" = "conflict_count" - 1 WHERE "id" = OLD."entry_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "entries" SET "conflict_count" = "conflict_count" + 1 WHERE "id" = NEW."entry_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "review_conflicts_count" AFTER INSERT OR DELETE OR UPDATE OF "entry_id" ON "review_conflicts" FOR EACH ROW EXECUTE FUNCTION "review_conflicts_count"();--> statement-breakpoint
CREATE INDEX "entries_console_conflict_idx" ON "entries" USING btree ("season_id","id" desc) WHERE "entries"."conflict_count" > 0;--> statement-breakpoint
-- 2. The text search and the country filter find the entrants first, then their entries in the
--    season, the entry's number read from the index alone.
CREATE INDEX "entries_console_entrant_idx" ON "entries" USING btree ("season_id","user_id","id");--> statement-breakpoint
-- 3. Trigram indexes make `ILIKE '%…%'` on an entry's title and on the entrant's name, e-mail
--    and company an index read instead of a walk over the season's entries and every account.
--    pg_trgm ships with PostgreSQL (PGlite loads it, db/client.ts) and is a trusted extension, so
--    a database owner may create it; it goes to `public`, outside the schemas tests work in, once
--    per database. Where it cannot be created (no rights, no contrib), the search still works,
--    reading every row.
DO $trgm$
DECLARE nsp text;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  EXCEPTION WHEN others THEN
    RAISE NOTICE 'pg_trgm could not be created (%): the console''s text search reads every row', SQLERRM;
  END;
  SELECT n.nspname INTO nsp FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF nsp IS NOT NULL THEN
    EXECUTE format('CREATE INDEX entries_console_title_trgm_idx ON entries USING gin (title %I.gin_trgm_ops)', nsp);
    EXECUTE format('CREATE INDEX users_name_trgm_idx ON users USING gin (name %I.gin_trgm_ops)', nsp);
    EXECUTE format('CREATE INDEX users_email_trgm_idx ON users USING gin (email %I.gin_trgm_ops)', nsp);
    EXECUTE format('CREATE INDEX users_company_trgm_idx ON users USING gin (company %I.gin_trgm_ops)', nsp);
  END IF;
END $trgm$;
