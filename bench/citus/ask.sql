-- bench/citus/ask.sql — the dev questions of one database (:db) asked in this database
-- with the general model: nl2sql's time, the SQL, whether its rows equal the gold query's
-- (multisets of rows as text, as bench/spider/evaluate.sql compares), and what value linking
-- cost (dtfixup_link: look-ups and time).  One JSON line per question.  Run by run.sh with
-- :csv (prepare.py's dev.csv), :db and :setup.
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
CREATE TEMP TABLE dev_all (dev_index int, db text, question text, sql text);
\set copy_cmd '\\copy dev_all FROM ' :'csv' ' WITH (FORMAT csv, HEADER)'
:copy_cmd
-- the rows of a query, sorted, as text; run as a MATERIALIZED CTE, as nl2sql_execute does,
-- so that Citus plans the query by itself
CREATE FUNCTION pg_temp.result_rows(q text) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE r text[];
BEGIN
  EXECUTE format('WITH q AS MATERIALIZED (%s) SELECT coalesce(array_agg(t::text ORDER BY t::text), ''{}'') FROM q t', q) INTO r;
  RETURN r;
END $$;
CREATE FUNCTION pg_temp.ask(q text, g text, OUT pred text, OUT ms float8, OUT exec boolean,
                            OUT error text, OUT gold_error text, OUT link_ms float8, OUT lookups jsonb)
LANGUAGE plpgsql AS $$
DECLARE t0 timestamptz; gr text[]; pr text[];
BEGIN
  t0 := clock_timestamp();
  pred := nl2sql(q);
  ms := extract(epoch FROM clock_timestamp() - t0) * 1000;
  t0 := clock_timestamp();
  lookups := dtfixup_link(q)->'value_lookups';
  link_ms := extract(epoch FROM clock_timestamp() - t0) * 1000;
  BEGIN
    gr := pg_temp.result_rows(g);
  EXCEPTION WHEN OTHERS THEN
    gold_error := SQLSTATE || ' ' || SQLERRM;
  END;
  BEGIN
    pr := pg_temp.result_rows(pred);
    exec := gold_error IS NULL AND pr = gr;
  EXCEPTION WHEN OTHERS THEN
    exec := false;
    error := SQLSTATE || ' ' || SQLERRM;
  END;
END $$;
-- each question a statement of its own: the time limit is per question, and a repartition
-- join's tables on the workers last until the end of its transaction
SET statement_timeout = '20s';
SELECT pg_catalog.format('SELECT pg_catalog.jsonb_build_object(''setup'', %L, ''db'', %L, ''dev_index'', %s,'
       ' ''question'', %L, ''gold'', %L, ''pred'', a.pred, ''ms'', round(a.ms::numeric, 1),'
       ' ''exec'', a.exec, ''error'', a.error, ''gold_error'', a.gold_error,'
       ' ''link_ms'', round(a.link_ms::numeric, 1), ''lookups'', a.lookups) FROM pg_temp.ask(%L, %L) a',
       :'setup', d.db, d.dev_index, d.question, d.sql, d.question, d.sql)
  FROM dev_all d
 WHERE d.db = :'db'
 ORDER BY d.dev_index \gexec
