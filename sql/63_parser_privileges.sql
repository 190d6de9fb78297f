-- The generated SQL's schema graph is the caller's, and nl2sql_execute cannot write.
SET search_path = public, dtfixup;
\set SHOW_CONTEXT never

CREATE ROLE parser_reader;
GRANT USAGE ON SCHEMA public TO parser_reader;
GRANT SELECT ON state TO parser_reader;

-- a query's rows as jsonb, run as the current role
CREATE FUNCTION pg_temp.rows_of(query text) RETURNS SETOF jsonb LANGUAGE plpgsql AS $$
BEGIN
    RETURN QUERY EXECUTE format('SELECT to_jsonb(r) FROM (%s) AS r', query);
END $$;

SET ROLE parser_reader;
-- the caller's graph has one table: every generated query reads only it
SELECT jsonb_array_length(dtfixup_schema_graph()->'tables') AS visible_tables;
SELECT question,
       nl2sql(question, 'tiny') ~ '^SELECT ' AS is_select,
       (SELECT array_agg(DISTINCT m[1] ORDER BY m[1])
        FROM regexp_matches(nl2sql(question, 'tiny'), '"?public"?\."?([a-z_]+)"?', 'g') AS m) AS tables_used
FROM (VALUES ('which cities are in texas'), ('which states border ohio'),
             ('what is the capital of texas')) AS q(question);
-- the rows come back as the reader may see them: those of nl2sql's query run as the reader
-- (which query the tiny model answers depends on the CPU's float rounding)
SELECT (SELECT array_agg(r::text ORDER BY r::text) FROM nl2sql_execute(q, 'tiny') AS r)
       IS NOT DISTINCT FROM
       (SELECT array_agg(r::text ORDER BY r::text) FROM pg_temp.rows_of(nl2sql(q, 'tiny')) AS r)
       AS rows_of_nl2sql
FROM (VALUES ('what is the capital of texas')) AS v(q);
-- the training table is not readable to this role: fine-tuning on it fails as the caller
CALL dtfixup_finetune('reader_model', 'parser_data.small');
RESET ROLE;

-- nl2sql_execute cannot write: questions that ask for a DELETE or DROP give a SELECT
-- (the grammar has nothing else) or an error, and the tables are unchanged.
SELECT count(*) AS states_before FROM state;
SELECT nl2sql(q, 'tiny') ~ '^SELECT ' AS is_select
FROM (VALUES ('delete texas'), ('drop table state; delete from state'),
             ('''; DELETE FROM state; --')) AS t(q);
DO $$
DECLARE n int;
BEGIN
    SELECT count(*) INTO n FROM nl2sql_execute('drop table state; delete from state', 'tiny');
EXCEPTION WHEN OTHERS THEN NULL;
END $$;
SELECT count(*) AS states_after FROM state;

-- dtfixup.statement_timeout bounds the generated query: a slow view, evaluated with a gold
-- query over it, times out per example (recorded) instead of running on.
CREATE SCHEMA slowdb;
CREATE VIEW slowdb.slow_numbers AS
    SELECT n FROM generate_series(1, 3) AS n CROSS JOIN LATERAL (SELECT pg_sleep(0.5)) AS s;
CREATE TABLE parser_data.slow_gold (question text, sql text);
INSERT INTO parser_data.slow_gold VALUES ('list the slow numbers', 'SELECT n FROM slow_numbers');
SET search_path = slowdb, public, dtfixup;
SET dtfixup.statement_timeout = 100;
SELECT x->>'error' AS error
FROM jsonb_array_elements(dtfixup_evaluate('tiny', 'parser_data.slow_gold')->'per_example') AS x;
-- the caller's own statement_timeout still stops the whole evaluation
SET dtfixup.statement_timeout = '10s';
SET statement_timeout = '300ms';
SELECT dtfixup_evaluate('tiny', 'parser_data.slow_gold') IS NOT NULL AS finished;
RESET statement_timeout;
RESET dtfixup.statement_timeout;
SET search_path = public, dtfixup;

DROP SCHEMA slowdb CASCADE;
REVOKE ALL ON state FROM parser_reader;
REVOKE ALL ON SCHEMA public FROM parser_reader;
DROP ROLE parser_reader;
