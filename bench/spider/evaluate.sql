-- bench/spider/evaluate.sql — answer the dev questions of one database with one model and
-- compare results: run by bench/spider/evaluate.sh in each dev database, with psql variables
-- :csv (dev.csv of prepare.py), :db (the db_id) and :model, and :contents = false for a
-- database holding its schema alone (then execution is not compared: "exec" is null).
-- Execution accuracy: the gold query (as Spider gives it, double-quoted literals made
-- single-quoted) and the predicted one run read-only under a statement timeout; equal when
-- their result multisets are equal (rows compared as text, column names ignored).
\set ON_ERROR_STOP 1
\if :{?contents}
\else
\set contents true
\endif
\if :{?candidates}
\else
\set candidates false
\endif
SET client_min_messages = warning;
CREATE TEMP TABLE dev_all (dev_index int, db text, question text, sql text);
-- psql does not expand variables inside \copy: build the command first
\set copy_cmd '\\copy dev_all FROM ' :'csv' ' WITH (FORMAT csv, HEADER)'
:copy_cmd
CREATE TEMP TABLE dev AS SELECT * FROM dev_all WHERE db = :'db' ORDER BY dev_index;

CREATE FUNCTION pg_temp.result_rows(q text) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE r text[];
BEGIN
  EXECUTE format('SELECT coalesce(array_agg(t::text ORDER BY t::text), ''{}'') FROM (%s) t', q) INTO r;
  RETURN r;
END $$;

CREATE FUNCTION pg_temp.answer(q text, g text, model text, contents boolean,
                               OUT pred text, OUT ms double precision, OUT exec boolean, OUT error text)
LANGUAGE plpgsql AS $$
DECLARE t0 timestamptz; gr text[]; pr text[];
BEGIN
  t0 := clock_timestamp();
  BEGIN
    pred := nl2sql(q, model);
  EXCEPTION WHEN OTHERS THEN
    error := 'nl2sql: ' || SQLERRM;
  END;
  ms := extract(epoch FROM clock_timestamp() - t0) * 1000;
  IF NOT contents THEN RETURN; END IF;   -- exec stays null: nothing to compare on empty tables
  exec := false;
  IF pred IS NULL THEN RETURN; END IF;
  BEGIN
    SET LOCAL transaction_read_only = on;
    SET LOCAL statement_timeout = '10s';
    gr := pg_temp.result_rows(regexp_replace(g, ';\s*$', ''));  -- Spider writes some with a ';'
  EXCEPTION WHEN OTHERS THEN
    error := 'gold: ' || SQLERRM;
    RETURN;
  END;
  BEGIN
    SET LOCAL statement_timeout = '10s';
    pr := pg_temp.result_rows(pred);
    exec := gr = pr;
  EXCEPTION WHEN OTHERS THEN
    error := 'predicted: ' || SQLERRM;
  END;
END $$;

-- With :candidates = true (evaluate.sh CANDIDATES=1) every beam candidate of
-- dtfixup_explain is recorded too, with whether its result equals the gold's, its row count
-- and its error if it fails to run, and the question's links (explain's "links"): for studying
-- how candidates are chosen, offline.  The question is then decoded a second time, so "ms"
-- keeps measuring nl2sql alone.
CREATE FUNCTION pg_temp.candidates(q text, g text, model text, contents boolean) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE e jsonb; c jsonb; out jsonb := '[]'; gr text[]; pr text[]; ok boolean; nrows int; err text;
BEGIN
  BEGIN
    e := dtfixup_explain(q, model);
    c := e->'candidates';
  EXCEPTION WHEN OTHERS THEN
    RETURN jsonb_build_object('candidates', out, 'links', '[]'::jsonb);
  END;
  IF contents THEN
    BEGIN
      SET LOCAL statement_timeout = '10s';
      gr := pg_temp.result_rows(regexp_replace(g, ';\s*$', ''));
    EXCEPTION WHEN OTHERS THEN
      gr := NULL;
    END;
  END IF;
  FOR i IN 0 .. coalesce(jsonb_array_length(c), 0) - 1 LOOP
    ok := NULL; nrows := NULL; err := NULL;
    IF contents THEN
      BEGIN
        SET LOCAL transaction_read_only = on;
        SET LOCAL statement_timeout = '10s';
        pr := pg_temp.result_rows(c->i->>'sql');
        nrows := coalesce(array_length(pr, 1), 0);
        IF gr IS NOT NULL THEN ok := gr = pr; END IF;
      EXCEPTION WHEN OTHERS THEN
        ok := CASE WHEN gr IS NOT NULL THEN false END;
        err := SQLERRM;
      END;
    END IF;
    out := out || jsonb_build_array(c->i || jsonb_build_object('exec', ok, 'rows', nrows, 'run_error', err));
  END LOOP;
  RETURN jsonb_build_object('candidates', out, 'links', coalesce(e->'links', '[]'::jsonb));
END $$;

SELECT nl2sql('warm-up question', :'model') IS NOT NULL AS warm \gset
\pset tuples_only on
\pset format unaligned
SELECT jsonb_build_object('dev_index', d.dev_index, 'db_id', d.db, 'question', d.question,
                          'gold', d.sql, 'pred', a.pred, 'exec', a.exec, 'ms', round(a.ms::numeric, 2),
                          'error', a.error)
       || CASE WHEN :'candidates'::boolean
               THEN pg_temp.candidates(d.question, d.sql, :'model', :'contents')
               ELSE '{}' END
FROM dev d, LATERAL pg_temp.answer(d.question, d.sql, :'model', :'contents') a
ORDER BY d.dev_index;
