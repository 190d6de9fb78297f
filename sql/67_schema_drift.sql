-- Schema drift: the schema graph is read from the live catalog at every question, so after a
-- column or table is renamed, dropped or added, the SQL names only what exists now (or the
-- question gets a clear error); it never names a missing object.  Model 'tiny' (61) was
-- trained on the fixture's public schema; here it answers over a copy that changes.
\set SHOW_CONTEXT never
CREATE SCHEMA drift;
CREATE TABLE drift.state AS SELECT * FROM public.state;
CREATE TABLE drift.city AS SELECT * FROM public.city;
SET search_path = drift, public;
-- the SQL of a question runs when every relation and column it names exists now
CREATE FUNCTION pg_temp.answer_runs(q text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE sql text := nl2sql(q, 'tiny');
BEGIN
  EXECUTE 'EXPLAIN ' || sql;
  RETURN 'runs';
EXCEPTION WHEN OTHERS THEN
  RETURN SQLSTATE || ': ' || SQLERRM;
END $$;
CREATE FUNCTION pg_temp.tables_in(q text) RETURNS text LANGUAGE sql AS $$
  SELECT string_agg(DISTINCT m[1], ',' ORDER BY m[1])
  FROM regexp_matches(nl2sql(q, 'tiny'), '"?(?:drift|public)"?\."?([a-z_]+)"?', 'g') AS m $$;

SELECT pg_temp.answer_runs('what is the capital of texas') AS before_change,
       pg_temp.tables_in('what is the capital of texas') AS tables;
ALTER TABLE drift.state RENAME COLUMN capital TO capital_city;
SELECT pg_temp.answer_runs('what is the capital of texas') AS column_renamed;
ALTER TABLE drift.state DROP COLUMN capital_city;
SELECT pg_temp.answer_runs('what is the capital of texas') AS column_dropped;
ALTER TABLE drift.state ADD COLUMN motto text;
SELECT pg_temp.answer_runs('what is the capital of texas') AS column_added;
DROP TABLE drift.state;
SELECT pg_temp.answer_runs('what is the capital of texas') AS table_dropped;
CREATE TABLE drift.governor (name text, state_name text);
SELECT pg_temp.answer_runs('which cities are in texas') AS table_added;
DROP TABLE drift.city, drift.governor;
-- no table left on the search_path: a clear error, not SQL over tables that are gone
SET search_path = drift;
SELECT public.nl2sql('what is the capital of texas', 'tiny');
RESET search_path;
DROP SCHEMA drift CASCADE;
