CREATE TABLE "digest_runs" (
	"key" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"job_alert_id" bigint,
	"period_key" text NOT NULL,
	"covered_until" timestamp with time zone NOT NULL,
	"project_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "digest_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"client_id" text NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"query" text,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "job_notification_digest" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "job_notification_digest_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "digest_runs" ADD CONSTRAINT "digest_runs_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_runs" ADD CONSTRAINT "digest_runs_job_alert_id_job_alerts_id_fk" FOREIGN KEY ("job_alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_runs_alert" ON "digest_runs" USING btree ("job_alert_id","covered_until");--> statement-breakpoint
CREATE INDEX "digest_runs_freelancer" ON "digest_runs" USING btree ("client_id","freelancer_id","kind","covered_until");--> statement-breakpoint
CREATE INDEX "job_alerts_freelancer" ON "job_alerts" USING btree ("client_id","freelancer_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "digest_runs" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "job_alerts" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));