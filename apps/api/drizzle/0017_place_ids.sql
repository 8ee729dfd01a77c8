CREATE TABLE "site_place_names" (
	"client_id" text NOT NULL,
	"place_id" integer NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "site_place_names_key" UNIQUE("client_id","place_id","language","name")
);
--> statement-breakpoint
ALTER TABLE "site_place_names" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "search_cube" DROP CONSTRAINT "search_cube_key";--> statement-breakpoint
ALTER TABLE "search_pool_cube" DROP CONSTRAINT "search_pool_cube_key";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "site_place_id" integer;--> statement-breakpoint
ALTER TABLE "search_cube" ADD COLUMN "site_place_id" integer;--> statement-breakpoint
ALTER TABLE "search_pool_cube" ADD COLUMN "site_place_id" integer;--> statement-breakpoint
CREATE INDEX "projects_client_place" ON "projects" USING btree ("client_id","site_place_id");--> statement-breakpoint
CREATE INDEX "projects_unplaced" ON "projects" USING btree ("client_id","site_country","site_city") WHERE site_place_id IS NULL AND site_city IS NOT NULL;--> statement-breakpoint
ALTER TABLE "search_cube" ADD CONSTRAINT "search_cube_key" UNIQUE NULLS NOT DISTINCT("client_id","status","work_preference","site_country","site_place_id","site_city","hours_per_week");--> statement-breakpoint
ALTER TABLE "search_pool_cube" ADD CONSTRAINT "search_pool_cube_key" UNIQUE NULLS NOT DISTINCT("client_id","pool_id","status","work_preference","site_country","site_place_id","site_city","hours_per_week");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "site_place_names" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));--> statement-breakpoint
-- A project's city is keyed by its place (`site_place_id`, the GeoNames id; services/places.ts),
-- so the facet cubes count a city by its place: the city's name stays in a cube's key only for a
-- city without a place id ("München" and "Munich" are one row, 2867714). The rows the cubes have
-- now are all of that kind (no project has a place id before this migration); the place ids come
-- as projects are placed (an UPDATE, which the update trigger moves across, -1/+1).
-- `site_place_names` counts the names projects give each place per job language (the reader's
-- language picks among them), kept by the same statement triggers.
CREATE OR REPLACE FUNCTION talent_cube_apply(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_cube AS c (client_id, status, work_preference, site_country, site_place_id, site_city, hours_per_week, n)
  SELECT client_id, status, work_preference, site_country, site_place_id, site_city, hours_per_week, sum(d)::int
  FROM jsonb_to_recordset(delta) AS v(client_id text, status text, work_preference text, site_country text,
    site_place_id integer, site_city text, hours_per_week numeric(5, 2), pool_ids bigint[], d int)
  GROUP BY client_id, status, work_preference, site_country, site_place_id, site_city, hours_per_week
  HAVING sum(d) <> 0
  ORDER BY client_id, status, work_preference, site_country, site_place_id, site_city, hours_per_week
  ON CONFLICT ON CONSTRAINT search_cube_key DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO search_pool_cube AS c (client_id, pool_id, status, work_preference, site_country, site_place_id, site_city, hours_per_week, n)
  SELECT client_id, pool_id, status, work_preference, site_country, site_place_id, site_city, hours_per_week, sum(d)::int
  FROM jsonb_to_recordset(delta) AS v(client_id text, status text, work_preference text, site_country text,
    site_place_id integer, site_city text, hours_per_week numeric(5, 2), pool_ids bigint[], d int), unnest(v.pool_ids) AS pool_id
  GROUP BY client_id, pool_id, status, work_preference, site_country, site_place_id, site_city, hours_per_week
  HAVING sum(d) <> 0
  ORDER BY client_id, pool_id, status, work_preference, site_country, site_place_id, site_city, hours_per_week
  ON CONFLICT ON CONSTRAINT search_pool_cube_key DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
-- `delta`: rows of (client_id, place_id, language, name, d), summed per key.
CREATE FUNCTION talent_place_names_apply(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO site_place_names AS s (client_id, place_id, language, name, n)
  SELECT client_id, place_id, language, name, sum(d)::int
  FROM jsonb_to_recordset(delta) AS v(client_id text, place_id integer, language text, name text, d int)
  GROUP BY client_id, place_id, language, name
  HAVING sum(d) <> 0
  ORDER BY client_id, place_id, language, name
  ON CONFLICT ON CONSTRAINT site_place_names_key DO UPDATE SET n = s.n + excluded.n;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_cube_insert_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
  names jsonb;
  sign int := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  SELECT jsonb_agg(g) INTO delta FROM (
    SELECT client_id, status, work_preference, site_country, site_place_id,
      CASE WHEN site_place_id IS NULL THEN site_city END AS site_city, hours_per_week, pool_ids, sign * count(*) AS d
    FROM changed_projects
    GROUP BY client_id, status, work_preference, site_country, site_place_id,
      CASE WHEN site_place_id IS NULL THEN site_city END, hours_per_week, pool_ids
  ) g;
  IF delta IS NOT NULL THEN
    PERFORM talent_cube_apply(delta);
  END IF;
  SELECT jsonb_agg(g) INTO names FROM (
    SELECT client_id, site_place_id AS place_id, lower(split_part(coalesce(job_language, ''), '-', 1)) AS language,
      site_city AS name, sign * count(*) AS d
    FROM changed_projects
    WHERE site_place_id IS NOT NULL AND site_city IS NOT NULL
    GROUP BY client_id, site_place_id, lower(split_part(coalesce(job_language, ''), '-', 1)), site_city
  ) g;
  IF names IS NOT NULL THEN
    PERFORM talent_place_names_apply(names);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_cube_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
  names jsonb;
BEGIN
  SELECT jsonb_agg(g) INTO delta FROM (
    SELECT client_id, status, work_preference, site_country, site_place_id, site_city, hours_per_week, pool_ids, sum(d) AS d
    FROM (
      SELECT client_id, status, work_preference, site_country, site_place_id,
        CASE WHEN site_place_id IS NULL THEN site_city END AS site_city, hours_per_week, pool_ids, 1 AS d
      FROM new_projects
      UNION ALL
      SELECT client_id, status, work_preference, site_country, site_place_id,
        CASE WHEN site_place_id IS NULL THEN site_city END, hours_per_week, pool_ids, -1
      FROM old_projects
    ) v
    GROUP BY client_id, status, work_preference, site_country, site_place_id, site_city, hours_per_week, pool_ids
    HAVING sum(d) <> 0
  ) g;
  IF delta IS NOT NULL THEN
    PERFORM talent_cube_apply(delta);
  END IF;
  SELECT jsonb_agg(g) INTO names FROM (
    SELECT client_id, place_id, language, name, sum(d) AS d
    FROM (
      SELECT client_id, site_place_id AS place_id, lower(split_part(coalesce(job_language, ''), '-', 1)) AS language,
        site_city AS name, 1 AS d
      FROM new_projects WHERE site_place_id IS NOT NULL AND site_city IS NOT NULL
      UNION ALL
      SELECT client_id, site_place_id, lower(split_part(coalesce(job_language, ''), '-', 1)), site_city, -1
      FROM old_projects WHERE site_place_id IS NOT NULL AND site_city IS NOT NULL
    ) v
    GROUP BY client_id, place_id, language, name
    HAVING sum(d) <> 0
  ) g;
  IF names IS NOT NULL THEN
    PERFORM talent_place_names_apply(names);
  END IF;
  RETURN NULL;
END
$$;
