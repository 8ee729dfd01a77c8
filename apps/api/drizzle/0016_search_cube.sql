CREATE TABLE "search_cube" (
	"client_id" text NOT NULL,
	"status" text NOT NULL,
	"work_preference" text,
	"site_country" text,
	"site_city" text,
	"hours_per_week" numeric(5, 2),
	"n" integer NOT NULL,
	CONSTRAINT "search_cube_key" UNIQUE NULLS NOT DISTINCT("client_id","status","work_preference","site_country","site_city","hours_per_week")
);
--> statement-breakpoint
ALTER TABLE "search_cube" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "search_pool_cube" (
	"client_id" text NOT NULL,
	"pool_id" bigint NOT NULL,
	"status" text NOT NULL,
	"work_preference" text,
	"site_country" text,
	"site_city" text,
	"hours_per_week" numeric(5, 2),
	"n" integer NOT NULL,
	CONSTRAINT "search_pool_cube_key" UNIQUE NULLS NOT DISTINCT("client_id","pool_id","status","work_preference","site_country","site_city","hours_per_week")
);
--> statement-breakpoint
ALTER TABLE "search_pool_cube" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "pool_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_pool_ids" ON "projects" USING gin ("pool_ids");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "search_cube" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "search_pool_cube" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));--> statement-breakpoint
-- `projects.pool_ids` mirrors `project_pools` (sorted ids), so that search filters by pool with the
-- array's GIN index and counts pools by unnesting it, instead of joining every match to
-- `project_pools`. One statement of `project_pools` (a feed batch, a seed slice, a cascade)
-- rewrites the arrays of the projects it touched, once each.
-- Only arrays that differ are written: an update rewrites the whole row (and recomputes its search
-- vector), so the seed and the feed, which know a new project's pools, store them with the project
-- and this finds nothing to do.
CREATE FUNCTION talent_sync_pool_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects p SET pool_ids = x.ids
  FROM (
    SELECT c.project_id,
      coalesce((SELECT array_agg(pp.pool_id ORDER BY pp.pool_id) FROM project_pools pp WHERE pp.project_id = c.project_id), '{}') AS ids
    FROM (SELECT DISTINCT project_id FROM changed_project_pools) c
  ) x
  WHERE p.id = x.project_id AND p.pool_ids IS DISTINCT FROM x.ids;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER project_pools_sync_insert AFTER INSERT ON project_pools
  REFERENCING NEW TABLE AS changed_project_pools FOR EACH STATEMENT EXECUTE FUNCTION talent_sync_pool_ids();
--> statement-breakpoint
CREATE TRIGGER project_pools_sync_delete AFTER DELETE ON project_pools
  REFERENCING OLD TABLE AS changed_project_pools FOR EACH STATEMENT EXECUTE FUNCTION talent_sync_pool_ids();
--> statement-breakpoint
UPDATE projects p SET pool_ids = x.ids
FROM (SELECT project_id, array_agg(pool_id ORDER BY pool_id) AS ids FROM project_pools GROUP BY project_id) x
WHERE x.project_id = p.id;
--> statement-breakpoint
-- The facet cubes (see schema.ts) follow every insert, delete and update of `projects` in the same
-- transaction, so their counts are exact at every commit. Each statement is counted once, grouped
-- (a feed batch of 1,000 projects, or the pool arrays a seed slice sets, is one upsert per cube); an
-- update moves its rows from their old combination to their new one (-1, +1), summed per key, so a
-- page view or a new description nets to nothing and writes nothing. Keys are written in sorted
-- order so that concurrent writers lock cube rows in the same order rather than deadlock.
-- `delta`: rows of (the counted values, pool_ids, d), d the change in number of projects.
CREATE FUNCTION talent_cube_apply(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_cube AS c (client_id, status, work_preference, site_country, site_city, hours_per_week, n)
  SELECT client_id, status, work_preference, site_country, site_city, hours_per_week, sum(d)::int
  FROM jsonb_to_recordset(delta) AS v(client_id text, status text, work_preference text, site_country text,
    site_city text, hours_per_week numeric(5, 2), pool_ids bigint[], d int)
  GROUP BY client_id, status, work_preference, site_country, site_city, hours_per_week
  HAVING sum(d) <> 0
  ORDER BY client_id, status, work_preference, site_country, site_city, hours_per_week
  ON CONFLICT ON CONSTRAINT search_cube_key DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO search_pool_cube AS c (client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week, n)
  SELECT client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week, sum(d)::int
  FROM jsonb_to_recordset(delta) AS v(client_id text, status text, work_preference text, site_country text,
    site_city text, hours_per_week numeric(5, 2), pool_ids bigint[], d int), unnest(v.pool_ids) AS pool_id
  GROUP BY client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week
  HAVING sum(d) <> 0
  ORDER BY client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week
  ON CONFLICT ON CONSTRAINT search_pool_cube_key DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
CREATE FUNCTION talent_cube_insert_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  SELECT jsonb_agg(g) INTO delta FROM (
    SELECT client_id, status, work_preference, site_country, site_city, hours_per_week, pool_ids,
      CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END * count(*) AS d
    FROM changed_projects
    GROUP BY client_id, status, work_preference, site_country, site_city, hours_per_week, pool_ids
  ) g;
  IF delta IS NOT NULL THEN
    PERFORM talent_cube_apply(delta);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_cube_insert AFTER INSERT ON projects
  REFERENCING NEW TABLE AS changed_projects FOR EACH STATEMENT EXECUTE FUNCTION talent_cube_insert_delete();
--> statement-breakpoint
CREATE TRIGGER projects_cube_delete AFTER DELETE ON projects
  REFERENCING OLD TABLE AS changed_projects FOR EACH STATEMENT EXECUTE FUNCTION talent_cube_insert_delete();
--> statement-breakpoint
CREATE FUNCTION talent_cube_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  SELECT jsonb_agg(g) INTO delta FROM (
    SELECT client_id, status, work_preference, site_country, site_city, hours_per_week, pool_ids, sum(d) AS d
    FROM (
      SELECT client_id, status, work_preference, site_country, site_city, hours_per_week, pool_ids, 1 AS d FROM new_projects
      UNION ALL
      SELECT client_id, status, work_preference, site_country, site_city, hours_per_week, pool_ids, -1 FROM old_projects
    ) v
    GROUP BY client_id, status, work_preference, site_country, site_city, hours_per_week, pool_ids
    HAVING sum(d) <> 0
  ) g;
  IF delta IS NOT NULL THEN
    PERFORM talent_cube_apply(delta);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_cube_update AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS old_projects NEW TABLE AS new_projects
  FOR EACH STATEMENT EXECUTE FUNCTION talent_cube_update();
--> statement-breakpoint
INSERT INTO search_cube (client_id, status, work_preference, site_country, site_city, hours_per_week, n)
SELECT client_id, status, work_preference, site_country, site_city, hours_per_week, count(*)::int
FROM projects GROUP BY client_id, status, work_preference, site_country, site_city, hours_per_week;
--> statement-breakpoint
INSERT INTO search_pool_cube (client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week, n)
SELECT client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week, count(*)::int
FROM projects, unnest(pool_ids) AS pool_id
GROUP BY client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week;
--> statement-breakpoint
-- Filtering by pool (`pool_ids && …`) may use the array's GIN index under row-level security only
-- through a leakproof operator (as migration 0006 explains for text search): array overlap returns
-- a boolean of its arguments and raises no error that depends on row data.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION arrayoverlap(anyarray, anyarray) LEAKPROOF;
  ELSE
    RAISE NOTICE 'not a superuser: the pool filter under row-level security cannot use its index (see migration 0016)';
  END IF;
END
$$;
