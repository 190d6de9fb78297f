-- A flag stored as a number (docs/answers.md, boolean_flags): an integer column the question
-- names whose statistics hold only 0 and 1 is tested as a flag, "= 1", or "= 0" where the
-- question negates it.  The statistics come from ANALYZE; before it, the column is a number
-- like any other.
SET client_min_messages = warning;
CREATE SCHEMA flagfx;
CREATE TABLE flagfx.items (item_id int PRIMARY KEY, item_name text NOT NULL,
                           unit_price numeric(8, 2), discontinued integer NOT NULL);
INSERT INTO flagfx.items
  SELECT g, 'Item ' || g, g * 1.5, (g % 5 = 0)::int FROM generate_series(1, 40) g;
RESET client_min_messages;
SET search_path = flagfx;
SET dtfixup.min_confidence = 0;
CREATE FUNCTION pg_temp.flag_copies(q text) RETURNS bigint LANGUAGE sql AS $$
  SELECT count(*) FROM jsonb_array_elements(public.dtfixup_explain(q)->'candidates') c
   WHERE c ? 'boolean_flags' $$;
-- no statistics yet: no flag
SELECT pg_temp.flag_copies('Which items are discontinued?') AS flag_copies;
ANALYZE flagfx.items;
SELECT pg_temp.flag_copies('Which items are discontinued?') > 0 AS flag_copies;
SELECT public.nl2sql('Which items are discontinued?') LIKE '%WHERE t0.discontinued = 1' AS tests_one;
SELECT public.nl2sql('Which items are not discontinued?') LIKE '%WHERE t0.discontinued = 0' AS tests_zero;
-- a third value: a number again
UPDATE flagfx.items SET discontinued = 2 WHERE item_id = 1;
ANALYZE flagfx.items;
SELECT pg_temp.flag_copies('Which items are discontinued?') AS flag_copies;
RESET dtfixup.min_confidence;
RESET search_path;
SET client_min_messages = warning;
DROP SCHEMA flagfx CASCADE;
RESET client_min_messages;
