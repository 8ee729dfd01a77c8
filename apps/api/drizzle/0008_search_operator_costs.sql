-- The planner's cost of the text-search match (`@@`) and of pg_trgm's word similarity (`<%`, `%>`)
-- is 1 by default — as cheap as comparing two integers. In reality each call reads the row's whole
-- search vector (title and description, often compressed out of line) or computes the title's
-- trigrams, so a scan that filters every row of a tenant with them cost 15–20 ms for 2,000 rows on
-- the embedded database, where the GIN index answers in 3–4 ms: with the true order of magnitude
-- the planner chooses the indexes when the match is selective and still scans when it is not.
-- Only a superuser may change a built-in function; elsewhere search works, with the old plans.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION ts_match_vq(tsvector, tsquery) COST 100;
    ALTER FUNCTION word_similarity_op(text, text) COST 100;
    ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
  ELSE
    RAISE NOTICE 'not a superuser: the search operators keep their default cost (see migration 0008)';
  END IF;
END
$$;
