-- bench/feedback/common.sql — what bench.sql and kfold.sql share: the extension, GeoQuery's
-- train and dev questions (training.train, training.dev) and execution comparison.
-- psql variables: :data (the data folder), :repo, :install_script (optional, run.sh).
\set ON_ERROR_STOP 1
\pset tuples_only on
\pset format unaligned
SET client_min_messages = warning;
-- :install_script, when set: the built tree's objects created by a script (run.sh), not by
-- CREATE EXTENSION from the installed files
\if :{?install_script}
\i :install_script
\else
CREATE EXTENSION dtfixup;
\endif
CREATE SCHEMA training;
\set file :data/geoquery/train.jsonl
\set tab training.train
\i :repo/bench/geoquery/load_jsonl.sql
\set file :data/geoquery/dev.jsonl
\set tab training.dev
\i :repo/bench/geoquery/load_jsonl.sql
SET search_path = public;

-- A query's rows as one comparable value: each row the array of its values in column order
-- (names ignored), the rows sorted (a multiset); NULL when the query fails.
CREATE FUNCTION training.rows_of(query text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE r text; too_many boolean;
BEGIN
    -- a predicted query can be a cross join of millions of rows, whose text would take the
    -- backend's memory (the OOM killer ended a run): no answer of GeoQuery has 100,000 rows
    EXECUTE format('SELECT count(*) > 100000 FROM (SELECT 1 FROM (%s) AS q LIMIT 100001) AS c', query)
        INTO too_many;
    IF too_many THEN
        RETURN NULL;
    END IF;
    EXECUTE format('SELECT coalesce(string_agg(x, E''\n'' ORDER BY x), '''') FROM '
                   '(SELECT (SELECT jsonb_agg(j.value::jsonb ORDER BY j.n) '
                   'FROM json_each(row_to_json(q)) WITH ORDINALITY AS j(k, value, n))::text AS x '
                   'FROM (%s) AS q) AS s', query) INTO r;
    RETURN r;
EXCEPTION WHEN OTHERS THEN
    RETURN NULL;
END $$;

-- Is the answer to a question right (the same rows as the gold query)?
CREATE FUNCTION training.answers_right(question text, gold text, model text) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE predicted text; got text;
BEGIN
    BEGIN
        predicted := nl2sql(question, model);
    EXCEPTION WHEN OTHERS THEN
        RETURN false;
    END;
    got := training.rows_of(predicted);
    RETURN got IS NOT NULL AND got = training.rows_of(gold);
END $$;

-- Execution accuracy on a table of (question, sql) rows.
CREATE FUNCTION training.accuracy(examples regclass, model text) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE n int := 0; ok int := 0; r record; t0 timestamptz := clock_timestamp();
BEGIN
    FOR r IN EXECUTE format('SELECT question, sql FROM %s ORDER BY id', examples) LOOP
        n := n + 1;
        IF training.answers_right(r.question, r.sql, model) THEN ok := ok + 1; END IF;
    END LOOP;
    RETURN jsonb_build_object('examples', n, 'right', ok, 'accuracy', round(100.0 * ok / n, 1),
                              'seconds', round(extract(epoch FROM clock_timestamp() - t0)::numeric, 1));
END $$;

