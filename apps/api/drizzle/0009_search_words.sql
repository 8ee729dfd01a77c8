CREATE TABLE "search_words" (
	"client_id" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_client_id_word_pk" PRIMARY KEY("client_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "search_words" AS PERMISSIVE FOR ALL TO "talent_app" USING (client_id = current_setting('app.client_id', true)) WITH CHECK (client_id = current_setting('app.client_id', true));--> statement-breakpoint
-- The words of the titles (as `queryWords` splits a query: letters and digits of any script; four
-- or more characters, MIN_FUZZY_LENGTH), added when projects are inserted (once per statement, a
-- feed batch or a seed slice) or retitled.
CREATE FUNCTION talent_add_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO search_words (client_id, word)
    SELECT DISTINCT n.client_id, w.word
    FROM new_projects n, regexp_split_to_table(n.title_lower, '[^[:alnum:]]+') AS w(word)
    WHERE length(w.word) >= 4
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (client_id, word)
    SELECT DISTINCT NEW.client_id, w.word
    FROM regexp_split_to_table(NEW.title_lower, '[^[:alnum:]]+') AS w(word)
    WHERE length(w.word) >= 4
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER projects_search_words_insert AFTER INSERT ON projects
  REFERENCING NEW TABLE AS new_projects FOR EACH STATEMENT EXECUTE FUNCTION talent_add_search_words();
--> statement-breakpoint
-- Only a changed title (not a page view or a status change) adds words.
CREATE TRIGGER projects_search_words_update AFTER UPDATE OF title ON projects
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION talent_add_search_words();
--> statement-breakpoint
-- ORs tsqueries (`q1 || q2 || …`): the expansions of a query word by its close words.
CREATE AGGREGATE talent_tsquery_or(tsquery) (SFUNC = tsquery_or, STYPE = tsquery);
--> statement-breakpoint
INSERT INTO search_words (client_id, word)
SELECT DISTINCT p.client_id, w.word
FROM projects p, regexp_split_to_table(p.title_lower, '[^[:alnum:]]+') AS w(word)
WHERE length(w.word) >= 4
ON CONFLICT DO NOTHING;
