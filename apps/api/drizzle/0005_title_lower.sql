DROP INDEX "projects_title_trgm";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "title_lower" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "projects_title_trgm" ON "projects" USING gin ("title_lower" gin_trgm_ops);