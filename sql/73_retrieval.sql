-- Schema retrieval before the encoder (src/schema/retrieval.h): a search_path over the
-- limits is narrowed per question to the schema the question links to most (an earlier
-- schema wins a tie), or within a larger schema to its linked tables, the foreign-key
-- paths between them and their neighbours; dtfixup_explain shows what was kept and why.
SET client_min_messages = warning;
CREATE SCHEMA music;
CREATE TABLE music.singer (singer_id int PRIMARY KEY, name text, age int);
CREATE TABLE music.concert (concert_id int PRIMARY KEY, concert_name text, year int);
CREATE TABLE music.singer_in_concert (concert_id int REFERENCES music.concert,
                                      singer_id int REFERENCES music.singer);
INSERT INTO music.singer VALUES (1, 'joe', 52), (2, 'ann', 41);
CREATE SCHEMA sport;
CREATE TABLE sport.player (player_id int PRIMARY KEY, name text, team text);
CREATE TABLE sport.team (team_name text PRIMARY KEY, city text);
-- a larger schema: a chain of ten tables t0 <- t1 <- ... <- t9
CREATE SCHEMA chain;
DO $$ BEGIN
    CREATE TABLE chain.t0 (id int PRIMARY KEY, label text);
    FOR i IN 1..9 LOOP
        EXECUTE format('CREATE TABLE chain.t%s (id int PRIMARY KEY, prev_id int REFERENCES chain.t%s, label text)', i, i - 1);
    END LOOP;
END $$;
ALTER TABLE chain.t2 RENAME TO harbour;
ALTER TABLE chain.t6 RENAME TO lighthouse;
RESET client_min_messages;

CREATE FUNCTION pg_temp.kept(q text) RETURNS TABLE (tbl text, why text) LANGUAGE sql AS $$
    SELECT x->>'table', x->>'why'
    FROM jsonb_array_elements(dtfixup_explain(q)->'retrieval'->'tables') x
    WHERE (x->>'kept')::boolean ORDER BY 1 $$;

-- within the limits (the defaults: 32 tables, 80 columns): the whole search_path is read
SET search_path = music, sport, public;
SELECT r->'whole_graph' AS whole, r->'kept_tables' AS kept, r->'catalog_tables' AS tables
FROM (SELECT dtfixup_explain('how many singers are there')->'retrieval' AS r) x;

-- over the limits: the question's schema
SET dtfixup.retrieval_max_tables = 4;
SELECT * FROM pg_temp.kept('how many singers are there');
SELECT nl2sql('how many singers are there');
SELECT * FROM pg_temp.kept('which players are in the team of boston');
-- nothing links: the first schema on the search_path; reordering the path moves it
SELECT * FROM pg_temp.kept('hello');
SET search_path = sport, music, public;
SELECT * FROM pg_temp.kept('hello');
-- a tie goes to the schema earlier on the search_path ("name": a column of both)
SELECT * FROM pg_temp.kept('list every name');
SET search_path = music, sport, public;
SELECT * FROM pg_temp.kept('list every name');
-- the left-out tables that scored are shown too
SELECT x->>'table' AS tbl, x->>'why' AS why
FROM jsonb_array_elements(dtfixup_explain('the names of the singers')->'retrieval'->'tables') x
WHERE NOT (x->>'kept')::boolean ORDER BY 1;

-- a schema larger than the limits: its linked tables and the foreign-key path between them
SET search_path = chain, public;
SET dtfixup.retrieval_max_tables = 6;
SELECT * FROM pg_temp.kept('the label of the harbour next to the lighthouse');
-- the column limit binds too (3 columns each: at most 2 tables)
SET dtfixup.retrieval_max_columns = 7;
SELECT count(*) <= 2 AS within_column_limit FROM pg_temp.kept('the label of the harbour next to the lighthouse');

-- a training row whose gold reads a table retrieval would drop is read on the whole graph,
-- not skipped: dtfixup_evaluate finds its gold usable (a correction still teaches)
CREATE SCHEMA rowsrc;
CREATE TABLE rowsrc.rows (question text, sql text);
INSERT INTO rowsrc.rows VALUES ('the label of the harbour', 'SELECT label FROM lighthouse');
SET dtfixup.retrieval_max_tables = 1;
SELECT * FROM pg_temp.kept('the label of the harbour');
SELECT x->>'error' IS NULL AS gold_usable
FROM jsonb_array_elements(dtfixup_evaluate('general', 'rowsrc.rows')->'per_example') x;
DROP SCHEMA rowsrc CASCADE;

-- bad settings are refused
SET dtfixup.retrieval_max_tables = 0;
SET dtfixup.retrieval_max_columns = -1;
RESET dtfixup.retrieval_max_tables;
RESET dtfixup.retrieval_max_columns;
RESET search_path;
DROP SCHEMA music, sport, chain CASCADE;
