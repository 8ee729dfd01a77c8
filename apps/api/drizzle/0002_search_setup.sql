-- Text search setup for the catalog. pg_trgm gives typo-tolerant matching ("develper" finds
-- "Developer"); it is a trusted extension (PostgreSQL 13+), so the database owner may create it,
-- and PGlite loads it from its contrib bundle (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The text-search configuration of a job language (`de`, `de-CH` → german). Languages without a
-- Snowball stemmer in PostgreSQL (Ukrainian among them) use `simple`: exact words, no stemming.
-- IMMUTABLE so that a generated column and its index may use it; it depends only on its argument.
CREATE OR REPLACE FUNCTION talent_ts_config(language text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lower(split_part(coalesce(language, ''), '-', 1))
    WHEN 'en' THEN 'pg_catalog.english'::regconfig
    WHEN 'de' THEN 'pg_catalog.german'::regconfig
    WHEN 'fr' THEN 'pg_catalog.french'::regconfig
    WHEN 'nl' THEN 'pg_catalog.dutch'::regconfig
    WHEN 'es' THEN 'pg_catalog.spanish'::regconfig
    WHEN 'it' THEN 'pg_catalog.italian'::regconfig
    WHEN 'pt' THEN 'pg_catalog.portuguese'::regconfig
    WHEN 'da' THEN 'pg_catalog.danish'::regconfig
    WHEN 'sv' THEN 'pg_catalog.swedish'::regconfig
    WHEN 'nb' THEN 'pg_catalog.norwegian'::regconfig
    WHEN 'no' THEN 'pg_catalog.norwegian'::regconfig
    WHEN 'fi' THEN 'pg_catalog.finnish'::regconfig
    WHEN 'ru' THEN 'pg_catalog.russian'::regconfig
    WHEN 'pl' THEN 'pg_catalog.simple'::regconfig
    ELSE 'pg_catalog.simple'::regconfig
  END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION talent_ts_config(text) TO talent_app;
