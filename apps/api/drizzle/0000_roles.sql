-- The role every request runs as (SET LOCAL ROLE talent_app). It owns nothing, so row-level
-- security applies to it. Roles are cluster-wide: many databases (one per test run) share it, and
-- on a fresh cluster several of them may be created at once: the one that loses the race to create
-- the role finds it made (unique_violation on pg_authid) and goes on.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'talent_app') THEN
    BEGIN
      CREATE ROLE talent_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO talent_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO talent_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO talent_app;
