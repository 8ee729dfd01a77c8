-- Row-level security lets a query use an index only through leakproof functions: a function that
-- is not leakproof might reveal the values of rows the policy hides (through an error message, say),
-- so PostgreSQL evaluates it only after the policy, row by row. The text-search match (`@@`) and
-- pg_trgm's word similarity (`<%`, `%>`) are not marked leakproof, so under the `talent_app` role
-- every search read the whole table (100,000 projects: ~400 ms instead of ~40 ms). These three
-- return a boolean computed from their arguments and raise no error that depends on row data, so
-- declaring them leakproof hides nothing. Only a superuser may do so; where the migrations run as
-- another role, search still works, only slower, and a notice says so.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION ts_match_vq(tsvector, tsquery) LEAKPROOF;
    ALTER FUNCTION word_similarity_op(text, text) LEAKPROOF;
    ALTER FUNCTION word_similarity_commutator_op(text, text) LEAKPROOF;
  ELSE
    RAISE NOTICE 'not a superuser: text search under row-level security cannot use its indexes (see migration 0006)';
  END IF;
END
$$;
