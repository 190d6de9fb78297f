-- bench/fuzz/ask.sql: as the restricted role, every question through nl2sql and
-- nl2sql_execute, each in its own subtransaction.  An nl2sql answer is safe when it is one
-- SELECT statement, or a set operation of SELECTs, (no ';' outside its string literals) that EXPLAIN accepts in a read-only
-- transaction as this role.
\set ON_ERROR_STOP 1
SET SESSION AUTHORIZATION fuzz_reader;
SET search_path = public;
-- no statement_timeout here: it would cover the whole loop; every query nl2sql_execute runs
-- has dtfixup.statement_timeout (10 s)
DO $$
DECLARE r record; a text; st text; ok boolean; n int;
BEGIN
  FOR r IN SELECT id, question FROM fuzz.questions ORDER BY id LOOP
    a := NULL; st := NULL; ok := NULL;
    BEGIN
      a := nl2sql(r.question);
      ok := a ~ '^\(*SELECT ' AND position(';' IN regexp_replace(a, '''([^'']|'''')*''', '', 'g')) = 0;
      BEGIN
        SET LOCAL transaction_read_only = on;
        EXECUTE 'EXPLAIN ' || a;
      EXCEPTION WHEN OTHERS THEN ok := false;
      END;
    EXCEPTION WHEN OTHERS THEN st := SQLSTATE; a := left(SQLERRM, 300);  -- the message, kept
    END;
    INSERT INTO fuzz.results VALUES (r.id, 'nl2sql', st, a, ok);
    st := NULL;
    BEGIN
      SELECT count(*) INTO n FROM nl2sql_execute(r.question);
    EXCEPTION WHEN OTHERS THEN st := SQLSTATE; a := left(SQLERRM, 300);
    END;
    INSERT INTO fuzz.results VALUES (r.id, 'nl2sql_execute', st, CASE WHEN st IS NOT NULL THEN a END, NULL);
  END LOOP;
END $$;
-- invalid UTF-8 never reaches dtfixup: the server refuses to make text of it
DO $$ BEGIN
  PERFORM nl2sql(convert_from('\xc328207465786173ff'::bytea, 'UTF8'));
  INSERT INTO fuzz.results VALUES (0, 'invalid_utf8', NULL, NULL, NULL);
EXCEPTION WHEN OTHERS THEN
  INSERT INTO fuzz.results VALUES (0, 'invalid_utf8', SQLSTATE, NULL, NULL);
END $$;
