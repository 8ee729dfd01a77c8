CREATE TABLE "pool_memberships" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pool_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" text NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"pool_id" bigint NOT NULL,
	"status" text DEFAULT 'APPLIED' NOT NULL,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"job_notifications_enabled" boolean DEFAULT true NOT NULL,
	"notification_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pool_memberships" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pools" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_key" text,
	"category_id" integer,
	"name_verbiage" text,
	"on_boarding" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pools" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_exclusions" (
	"client_id" text NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_exclusions_freelancer_id_project_id_pk" PRIMARY KEY("freelancer_id","project_id")
);
--> statement-breakpoint
ALTER TABLE "project_exclusions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_pools" (
	"client_id" text NOT NULL,
	"project_id" bigint NOT NULL,
	"pool_id" bigint NOT NULL,
	CONSTRAINT "project_pools_project_id_pool_id_pk" PRIMARY KEY("project_id","pool_id")
);
--> statement-breakpoint
ALTER TABLE "project_pools" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "project_questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" text NOT NULL,
	"project_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"required" boolean DEFAULT false NOT NULL,
	"rules" text,
	"group_id" integer,
	"parent_question_id" bigint,
	"scope_id" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_questions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "projects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" text NOT NULL,
	"vms_id" text,
	"title" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"description_text" text DEFAULT '' NOT NULL,
	"job_type" text,
	"job_class" text,
	"job_language" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"positions_number" integer,
	"period_start" date,
	"period_end" date,
	"period_deadline" timestamp with time zone,
	"legal_entity_name" text,
	"originating_display_name" text,
	"site_address" text,
	"site_city" text,
	"site_country" text,
	"site_code" text,
	"rate_min" numeric(12, 2),
	"rate_max" numeric(12, 2),
	"rate_currency" text,
	"work_preference" text,
	"remote" boolean,
	"hours_per_week" numeric(5, 2),
	"duration_months" numeric(7, 2) GENERATED ALWAYS AS (CASE WHEN period_start IS NOT NULL AND period_end IS NOT NULL AND period_end >= period_start THEN round((period_end - period_start + 1) / 30.4375, 2) END) STORED,
	"cover_letter" text DEFAULT 'OPTIONAL' NOT NULL,
	"live_interview" boolean DEFAULT false NOT NULL,
	"security_id_required" boolean DEFAULT false NOT NULL,
	"security_id_pattern" text,
	"security_id_faq" text,
	"external_application_url" text,
	"page_open_count" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(talent_ts_config(job_language), title), 'A') || setweight(to_tsvector(talent_ts_config(job_language), description_text), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pool_memberships" ADD CONSTRAINT "pool_memberships_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pool_memberships" ADD CONSTRAINT "pool_memberships_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_exclusions" ADD CONSTRAINT "project_exclusions_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_exclusions" ADD CONSTRAINT "project_exclusions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pools" ADD CONSTRAINT "project_pools_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_pools" ADD CONSTRAINT "project_pools_pool_id_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."pools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_questions" ADD CONSTRAINT "project_questions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pool_memberships_freelancer_pool" ON "pool_memberships" USING btree ("client_id","freelancer_id","pool_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pool_memberships_uuid" ON "pool_memberships" USING btree ("notification_uuid");--> statement-breakpoint
CREATE INDEX "pool_memberships_pool" ON "pool_memberships" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "pools_client_category" ON "pools" USING btree ("client_id","category_id");--> statement-breakpoint
CREATE INDEX "project_pools_pool" ON "project_pools" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "project_questions_project" ON "project_questions" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_client_vms" ON "projects" USING btree ("client_id","vms_id");--> statement-breakpoint
CREATE INDEX "projects_client_status_id" ON "projects" USING btree ("client_id","status","id");--> statement-breakpoint
CREATE INDEX "projects_client_city" ON "projects" USING btree ("client_id","site_country","site_city");--> statement-breakpoint
CREATE INDEX "projects_search" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_title_trgm" ON "projects" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pool_memberships" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pools" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "project_exclusions" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "project_pools" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "project_questions" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "projects" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));