-- bench/scale/ask.sql — every dev question asked in the all-schemas database (load.sh) with
-- its own schema first on the search_path and :k others after it (a fixed pseudo-random
-- choice per question), by the general model.  psql variables: :csv (dev.csv of
-- bench/spider/prepare.py), :k.  One JSON line per question: the prediction, whether it names
-- only tables of the question's schema, execution against the gold (run with the question's
-- schema alone), nl2sql's time, and retrieval recall (gold tables kept / gold tables, from
-- dtfixup_explain, asked a second time so that "ms" times nl2sql alone).
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
CREATE TEMP TABLE dev (dev_index int, db text, question text, sql text);
\set copy_cmd '\\copy dev FROM ' :'csv' ' WITH (FORMAT csv, HEADER)'
:copy_cmd
CREATE TEMP TABLE spider_schemas AS
SELECT nspname AS s FROM pg_namespace
WHERE nspname NOT LIKE 'pg\_%' AND nspname NOT IN ('information_schema', 'public', 'dtfixup');

CREATE FUNCTION pg_temp.path_for(i int, db text, k int) RETURNS text LANGUAGE sql AS $$
  SELECT string_agg(quote_ident(s), ',' ORDER BY o)
  FROM (SELECT db AS s, 0 AS o
        UNION ALL
        SELECT s, row_number() OVER (ORDER BY md5(i || ':' || s)) AS o
        FROM spider_schemas WHERE s <> db) x
  WHERE o <= k $$;

CREATE FUNCTION pg_temp.result_rows(q text) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE r text[];
BEGIN
  EXECUTE format('SELECT coalesce(array_agg(t::text ORDER BY t::text), ''{}'') FROM (%s) t', q) INTO r;
  RETURN r;
END $$;

-- the tables a query names after FROM or JOIN (Spider's gold: plain names, lower-cased)
CREATE FUNCTION pg_temp.gold_tables(q text) RETURNS text[] LANGUAGE sql AS $$
  SELECT coalesce(array_agg(DISTINCT lower(m[1])), '{}')
  FROM regexp_matches(q, '(?:from|join)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?', 'gi') AS m $$;

CREATE FUNCTION pg_temp.ask(i int, db text, q text, g text, k int,
                            OUT pred text, OUT ms double precision, OUT own_schema boolean,
                            OUT exec boolean, OUT recall double precision, OUT error text)
LANGUAGE plpgsql AS $$
DECLARE t0 timestamptz; gr text[]; pr text[]; kept text[]; gt text[];
BEGIN
  PERFORM set_config('search_path', pg_temp.path_for(i, db, k), true);
  t0 := clock_timestamp();
  BEGIN
    pred := public.nl2sql(q);
  EXCEPTION WHEN OTHERS THEN
    error := 'nl2sql: ' || SQLERRM;
  END;
  ms := extract(epoch FROM clock_timestamp() - t0) * 1000;
  BEGIN
    SELECT array_agg(x->>'table') INTO kept
    FROM jsonb_array_elements(public.dtfixup_explain(q)->'retrieval'->'tables') x
    WHERE (x->>'kept')::boolean;
    gt := pg_temp.gold_tables(g);
    SELECT count(*) FILTER (WHERE db || '.' || t = ANY (kept))::float8 / nullif(count(*), 0)
    INTO recall FROM unnest(gt) t;
  EXCEPTION WHEN OTHERS THEN
    recall := NULL;
  END;
  IF pred IS NULL THEN RETURN; END IF;
  -- every table of the prediction must be in the question's schema
  own_schema := NOT EXISTS (
    SELECT 1 FROM regexp_matches(pred, '(?:FROM|JOIN)\s+("[^"]+"|[a-z_0-9]+)\.', 'g') AS m
    WHERE m[1] <> quote_ident(db));
  PERFORM set_config('search_path', quote_ident(db), true);
  exec := false;
  BEGIN
    SET LOCAL statement_timeout = '10s';
    gr := pg_temp.result_rows(regexp_replace(g, ';\s*$', ''));
  EXCEPTION WHEN OTHERS THEN
    error := 'gold: ' || SQLERRM;
    RETURN;
  END;
  BEGIN
    SET LOCAL statement_timeout = '10s';
    pr := pg_temp.result_rows(pred);
    exec := gr = pr AND own_schema;
  EXCEPTION WHEN OTHERS THEN
    error := 'predicted: ' || SQLERRM;
  END;
END $$;

SET search_path = concert_singer, public;
SELECT public.nl2sql('warm-up question') IS NOT NULL AS warm \gset
\pset tuples_only on
\pset format unaligned
SELECT jsonb_build_object('dev_index', d.dev_index, 'db_id', d.db, 'question', d.question,
                          'gold', d.sql, 'k', :k,
                          -- a prediction that reads another schema's table is wrong, whatever
                          -- its text: the exact-set-match evaluator ignores qualifiers
                          'pred', CASE WHEN a.own_schema THEN a.pred ELSE '' END,
                          'own_schema', a.own_schema, 'exec', a.exec, 'recall', a.recall,
                          'ms', round(a.ms::numeric, 2), 'error', a.error)
FROM dev d, LATERAL pg_temp.ask(d.dev_index, d.db, d.question, d.sql, :k) a
ORDER BY d.dev_index;
