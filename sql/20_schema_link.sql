-- dtfixup_link: tokens, name/value/number/date links on the fixture, bounded value look-ups,
-- privileges and bad input.
SET search_path = public, dtfixup;

-- one row per link, with the question words it covers
CREATE FUNCTION show_links(question text, schemas name[] DEFAULT NULL)
RETURNS TABLE (words text, kind text, match text, item text, value text)
LANGUAGE sql AS $$
  WITH r AS (SELECT dtfixup_link(question, schemas) AS j)
  SELECT (SELECT string_agg(t->>'text', ' ' ORDER BY o)
            FROM jsonb_array_elements(r.j->'tokens') WITH ORDINALITY AS x(t, o)
           WHERE o - 1 >= (l->>'token_start')::int AND o - 1 < (l->>'token_end')::int),
         l->>'kind', l->>'match',
         concat_ws('.', l->>'table', l->>'column'), l->>'value'
    FROM r, jsonb_array_elements(r.j->'links') WITH ORDINALITY AS y(l, n)
   ORDER BY n
$$;

-- tokens carry character offsets into the question (end exclusive)
SELECT t->>'text' AS text, (t->>'start')::int AS start, (t->>'end')::int AS "end"
FROM jsonb_array_elements(dtfixup_link('How big is Salt Lake City, Utah?')->'tokens') t;

-- offsets count characters, not bytes
SELECT t->>'text' AS text, (t->>'start')::int AS start, (t->>'end')::int AS "end",
       substr('Café in Zürich', (t->>'start')::int + 1, (t->>'end')::int - (t->>'start')::int) AS substr
FROM jsonb_array_elements(dtfixup_link('Café in Zürich')->'tokens') t;

-- one link in full: kind, match, the token span [token_start, token_end), the words as
-- written in the question, then the linked table, column and stored value
SELECT l FROM jsonb_array_elements(dtfixup_link('How big is Salt Lake City?')->'links') AS l
WHERE l->>'kind' = 'value' AND l->>'table' = 'city';

-- names: stems and plurals (cities ~ city, states ~ state_name partially), n-grams
SELECT * FROM show_links('how many cities are in the states bordering texas');
SELECT * FROM show_links('what is the highest point of each state');

-- values: multi-word values link as one span; case does not matter
SELECT * FROM show_links('what is the population of Salt Lake City') WHERE kind = 'value';
SELECT * FROM show_links('how many people live in new york') WHERE kind = 'value';
-- "mississippi river": the word after "mississippi" names the river table, so the word is
-- a river's name (and the state a river traverses), not a border's or a city's state
SELECT * FROM show_links('which states does the mississippi river run through') WHERE kind = 'value';

-- numbers and dates
SELECT * FROM show_links('states with more than 1,500,000 people since may 5, 1850 or 2010-05-03')
WHERE kind IN ('number', 'date');

-- question text is data, never SQL
SELECT * FROM show_links('texas''; DROP TABLE state; --') WHERE kind = 'value';
SELECT count(*) AS states_still_there FROM state;

-- bad input: NULL -> NULL; empty and blank -> defined empty result
SELECT dtfixup_link(NULL) IS NULL AS null_gives_null;
SELECT dtfixup_link('') - 'value_lookups' AS empty;
SELECT dtfixup_link('  ?! ')->'links' AS blank_links;
-- a question over 8192 bytes is refused (program_limit_exceeded), quickly
SELECT dtfixup_link(repeat('texas ', 17000));
DO $$
BEGIN
  PERFORM dtfixup_link(repeat('a', 100 * 1024));
EXCEPTION WHEN program_limit_exceeded THEN
  RAISE NOTICE 'caught %: %', SQLSTATE, SQLERRM;
END $$;
-- too many tokens
SELECT dtfixup_link(repeat('a ', 600));
-- unknown schema
DO $$
BEGIN
  PERFORM dtfixup_link('texas', ARRAY['no_such_schema']::name[]);
EXCEPTION WHEN invalid_schema_name THEN
  RAISE NOTICE 'caught %: %', SQLSTATE, SQLERRM;
END $$;

-- bounded cost: a table with no statistics, 1000 rows, one indexed text column (counted
-- with no time limit, dtfixup.value_link_time_budget: a slow machine cannot change them)
SET dtfixup.value_link_time_budget = 0;
CREATE SCHEMA vl;
CREATE TABLE vl.items (id int, label text, tag text);
INSERT INTO vl.items SELECT i, 'label ' || i, 'tag ' || i FROM generate_series(1, 1000) i;
CREATE INDEX ON vl.items (label);
-- everything within the scan bound: both columns link
SELECT * FROM show_links('find label 7 or tag 7', ARRAY['vl']) WHERE kind = 'value';
-- the scan reads only 10 rows: label 500 is found by an index probe, tag 500 (no index) is not
SET dtfixup.value_link_scan_rows = 10;
SELECT * FROM show_links('find label 500 or tag 500', ARRAY['vl']) WHERE kind = 'value';
SELECT dtfixup_link('find label 500 or tag 500', ARRAY['vl'])->'value_lookups' AS cost;
-- no budget: no look-up at all
SET dtfixup.value_link_budget = 0;
SELECT * FROM show_links('find label 7 or tag 7', ARRAY['vl']) WHERE kind = 'value';
SELECT dtfixup_link('find label 7 or tag 7', ARRAY['vl'])->'value_lookups' AS cost;
-- a budget of 2 units: one scan plus one probe, then exhausted
SET dtfixup.value_link_budget = 2;
SELECT dtfixup_link('find label 500 or tag 500', ARRAY['vl'])->'value_lookups' AS cost;
RESET dtfixup.value_link_budget;
RESET dtfixup.value_link_scan_rows;
RESET dtfixup.value_link_time_budget;
-- a materialized view not yet populated is in the graph but never read (reading it fails)
CREATE MATERIALIZED VIEW vl.labels AS SELECT label FROM vl.items WITH NO DATA;
SELECT * FROM show_links('find labels label 7', ARRAY['vl']);
DROP SCHEMA vl CASCADE;

-- a training row's SQL on EMPTY tables: its literals stand in for the rows (Spider's training
-- schemas have none), so the model sees the value links it meets on a database with rows
CREATE SCHEMA gv;
CREATE TABLE gv.singer (name text, country text, age int);
SELECT l->>'kind' AS kind, concat_ws('.', l->>'table', l->>'column') AS item, l->>'text' AS words
FROM jsonb_array_elements(dtfixup_link('singers from france older than 30', ARRAY['gv'],
       training_sql => 'SELECT name FROM gv.singer WHERE country = ''France'' AND age > 30')->'links') l
WHERE l->>'kind' = 'value';
SELECT dtfixup_link('singers from france', ARRAY['gv'],
       training_sql => 'SELECT name FROM gv.singer WHERE country IN (''France'', ''Spain'')')->'value_lookups'->'gold_values' AS gold_values;
-- without training_sql (a question at nl2sql time) there is no such link
SELECT count(*) AS value_links FROM jsonb_array_elements(dtfixup_link('singers from france', ARRAY['gv'])->'links') l
WHERE l->>'kind' = 'value';
-- a table with rows gets only its stored values: 'France' is not stored, so no link
INSERT INTO gv.singer VALUES ('Ana', 'Spain', 41);
SELECT count(*) AS value_links FROM jsonb_array_elements(dtfixup_link('singers from france', ARRAY['gv'],
       training_sql => 'SELECT name FROM gv.singer WHERE country = ''France''')->'links') l
WHERE l->>'kind' = 'value';
SELECT dtfixup_link('singers from spain', ARRAY['gv'],
       training_sql => 'SELECT name FROM gv.singer WHERE country = ''Spain''')->'value_lookups'->'gold_values' AS gold_values;
-- SQL that is not a training row's SQL
SELECT dtfixup_link('singers', ARRAY['gv'], training_sql => 'DELETE FROM gv.singer');
DROP SCHEMA gv CASCADE;

-- an enum column's labels are its stored values, linked as a text column's are: read by a
-- scan before ANALYZE, from the statistics after it
CREATE SCHEMA ev;
CREATE TYPE ev.rating AS ENUM ('G', 'PG', 'PG-13', 'R');
CREATE TABLE ev.film (title text, rating ev.rating);
INSERT INTO ev.film VALUES ('Ace Goldfinger', 'PG-13'), ('Zorro Ark', 'R'), ('Alien Center', 'R');
SELECT l->>'text' AS words, concat_ws('.', l->>'table', l->>'column') AS item, l->>'value' AS value
FROM jsonb_array_elements(dtfixup_link('which films are rated PG-13', ARRAY['ev'])->'links') l
WHERE l->>'kind' = 'value';
ANALYZE ev.film;
SELECT l->>'text' AS words, concat_ws('.', l->>'table', l->>'column') AS item, l->>'value' AS value
FROM jsonb_array_elements(dtfixup_link('how many films are rated r', ARRAY['ev'])->'links') l
WHERE l->>'kind' = 'value';
DROP SCHEMA ev CASCADE;

-- privileges: without SELECT on city there is no city node and no city value link
CREATE ROLE vl_reader;
GRANT USAGE ON SCHEMA dtfixup TO vl_reader;
GRANT SELECT ON state, border_info, highlow, lake, mountain, river TO vl_reader;
SET ROLE vl_reader;
SELECT * FROM show_links('what is the population of salt lake city')
WHERE item LIKE 'city%';
SELECT * FROM show_links('what is the population of salt lake city') WHERE kind = 'value';
RESET ROLE;
-- a column grant narrows: city_name readable, state_name not
GRANT SELECT (city_name, population) ON city TO vl_reader;
SET ROLE vl_reader;
SELECT * FROM show_links('cities in utah named salt lake city') WHERE item LIKE 'city%';
RESET ROLE;
REVOKE ALL ON state, border_info, highlow, lake, mountain, river, city FROM vl_reader;
REVOKE USAGE ON SCHEMA dtfixup FROM vl_reader;
DROP ROLE vl_reader;
DROP FUNCTION show_links(text, name[]);
