ALTER TABLE "onboarding_answers" ALTER COLUMN "row_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "pools" ALTER COLUMN "category_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "project_questions" ALTER COLUMN "group_id" SET DATA TYPE bigint;