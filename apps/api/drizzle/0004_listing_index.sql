-- The listing order of project search (newest first, the id breaking ties) carrying the filter and
-- facet columns: a page without a query, the total and the city and work-preference facet counts
-- become index-only scans instead of reading the wide rows (descriptions, search vectors). Drizzle
-- cannot declare INCLUDE columns, hence a SQL migration rather than schema.ts.
CREATE INDEX IF NOT EXISTS "projects_listing" ON "projects" USING btree ("client_id", "created_at" DESC, "id" DESC)
  INCLUDE ("status", "work_preference", "site_country", "site_city", "hours_per_week", "duration_months");
