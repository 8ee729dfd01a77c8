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
CREATE FUNCTION talent_sync_pool_ids() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects p
  SET pool_ids = coalesce(
    (SELECT array_agg(pp.pool_id ORDER BY pp.pool_id) FROM project_pools pp WHERE pp.project_id = p.id), '{}')
  WHERE p.id IN (SELECT DISTINCT c.project_id FROM changed_project_pools c);
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
-- The facet cubes (see schema.ts) follow every insert, delete and relevant update of `projects` in
-- the same transaction, so their counts are exact at every commit. Inserts and deletes are counted
-- once per statement (a feed batch of 1,000 projects is one grouped upsert per cube); an update
-- only when it changes a counted value (a page view or a new description touches no cube). Keys
-- are written in sorted order so that concurrent writers lock cube rows in the same order rather
-- than deadlock.
CREATE FUNCTION talent_cube_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'DELETE' THEN -1 ELSE 1 END;
BEGIN
  INSERT INTO search_cube AS c (client_id, status, work_preference, site_country, site_city, hours_per_week, n)
  SELECT client_id, status, work_preference, site_country, site_city, hours_per_week, sign * count(*)::int
  FROM changed_projects
  GROUP BY client_id, status, work_preference, site_country, site_city, hours_per_week
  ORDER BY client_id, status, work_preference, site_country, site_city, hours_per_week
  ON CONFLICT ON CONSTRAINT search_cube_key DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO search_pool_cube AS c (client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week, n)
  SELECT client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week, sign * count(*)::int
  FROM changed_projects, unnest(pool_ids) AS pool_id
  GROUP BY client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week
  ORDER BY client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week
  ON CONFLICT ON CONSTRAINT search_pool_cube_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_cube_insert AFTER INSERT ON projects
  REFERENCING NEW TABLE AS changed_projects FOR EACH STATEMENT EXECUTE FUNCTION talent_cube_statement();
--> statement-breakpoint
CREATE TRIGGER projects_cube_delete AFTER DELETE ON projects
  REFERENCING OLD TABLE AS changed_projects FOR EACH STATEMENT EXECUTE FUNCTION talent_cube_statement();
--> statement-breakpoint
-- An update moves the project from its old combination to its new one (-1, +1); summed per key, so
-- a pool it stays in with the same values nets to nothing.
CREATE FUNCTION talent_cube_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_cube AS c (client_id, status, work_preference, site_country, site_city, hours_per_week, n)
  SELECT client_id, status, work_preference, site_country, site_city, hours_per_week, sum(d)::int
  FROM (VALUES
    (OLD.client_id, OLD.status, OLD.work_preference, OLD.site_country, OLD.site_city, OLD.hours_per_week, -1),
    (NEW.client_id, NEW.status, NEW.work_preference, NEW.site_country, NEW.site_city, NEW.hours_per_week, 1)
  ) AS v(client_id, status, work_preference, site_country, site_city, hours_per_week, d)
  GROUP BY client_id, status, work_preference, site_country, site_city, hours_per_week
  HAVING sum(d) <> 0
  ORDER BY client_id, status, work_preference, site_country, site_city, hours_per_week
  ON CONFLICT ON CONSTRAINT search_cube_key DO UPDATE SET n = c.n + excluded.n;
  INSERT INTO search_pool_cube AS c (client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week, n)
  SELECT client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week, sum(d)::int
  FROM (
    SELECT OLD.client_id, o.pool_id, OLD.status, OLD.work_preference, OLD.site_country, OLD.site_city, OLD.hours_per_week, -1
    FROM unnest(OLD.pool_ids) AS o(pool_id)
    UNION ALL
    SELECT NEW.client_id, n.pool_id, NEW.status, NEW.work_preference, NEW.site_country, NEW.site_city, NEW.hours_per_week, 1
    FROM unnest(NEW.pool_ids) AS n(pool_id)
  ) AS v(client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week, d)
  GROUP BY client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week
  HAVING sum(d) <> 0
  ORDER BY client_id, pool_id, status, work_preference, site_country, site_city, hours_per_week
  ON CONFLICT ON CONSTRAINT search_pool_cube_key DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_cube_update AFTER UPDATE ON projects FOR EACH ROW
  WHEN ((OLD.client_id, OLD.status, OLD.work_preference, OLD.site_country, OLD.site_city, OLD.hours_per_week, OLD.pool_ids)
    IS DISTINCT FROM (NEW.client_id, NEW.status, NEW.work_preference, NEW.site_country, NEW.site_city, NEW.hours_per_week, NEW.pool_ids))
  EXECUTE FUNCTION talent_cube_update();
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
