CREATE TABLE "onboarding_answers" (
	"client_id" text NOT NULL,
	"freelancer_id" bigint NOT NULL,
	"row_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_answers_freelancer_id_row_id_pk" PRIMARY KEY("freelancer_id","row_id")
);
--> statement-breakpoint
ALTER TABLE "onboarding_answers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "onboarding_job_id" bigint;--> statement-breakpoint
ALTER TABLE "onboarding_answers" ADD CONSTRAINT "onboarding_answers_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_onboarding_job_id_projects_id_fk" FOREIGN KEY ("onboarding_job_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "onboarding_answers" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));