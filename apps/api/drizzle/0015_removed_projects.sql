CREATE TABLE "removed_projects" (
	"client_id" text NOT NULL,
	"id" bigint NOT NULL,
	"vms_id" text,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "removed_projects_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
ALTER TABLE "removed_projects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "removed_projects_client_vms" ON "removed_projects" USING btree ("client_id","vms_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "removed_projects" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));--> statement-breakpoint
-- Every deleted project leaves its tombstone, whatever deleted it (one statement, one insert), so
-- its page answers 410 Gone rather than 404 (issue 17). Project ids are identities, never reused.
CREATE FUNCTION talent_record_removed_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO removed_projects (client_id, id, vms_id)
  SELECT o.client_id, o.id, o.vms_id FROM old_projects o
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_removed AFTER DELETE ON projects
  REFERENCING OLD TABLE AS old_projects FOR EACH STATEMENT EXECUTE FUNCTION talent_record_removed_projects();
