-- bench/realdb/test_compare.sql — the comparison of compare.sql on results whose verdict is
-- known; run.sh runs it before asking any question (any database: it reads only VALUES
-- lists).  Raises an error naming the first check that fails; prints the number passed.
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
\ir compare.sql
CREATE TEMP TABLE check_case (name text, gold text, pred text, same boolean);
INSERT INTO check_case VALUES
  ('same rows, another order, no ORDER BY',
   'SELECT * FROM (VALUES (1, ''a''), (2, ''b'')) v(n, s)',
   'SELECT * FROM (VALUES (2, ''b''), (1, ''a'')) v(n, s)', true),
  ('columns in another order, with other names',
   'SELECT n, s FROM (VALUES (1, ''a''), (2, ''b'')) v(n, s)',
   'SELECT s AS x, n AS y FROM (VALUES (1, ''a''), (2, ''b'')) v(n, s)', true),
  ('a column missing',
   'SELECT n, s FROM (VALUES (1, ''a'')) v(n, s)',
   'SELECT s FROM (VALUES (1, ''a'')) v(n, s)', false),
  ('a column more',
   'SELECT s FROM (VALUES (1, ''a'')) v(n, s)',
   'SELECT n, s FROM (VALUES (1, ''a'')) v(n, s)', false),
  ('duplicates count (a multiset, not a set)',
   'SELECT s FROM (VALUES (''a''), (''b'')) v(s)',
   'SELECT s FROM (VALUES (''a''), (''a''), (''b'')) v(s)', false),
  ('ORDER BY in the gold query: the order counts',
   'SELECT n FROM (VALUES (1), (2), (3)) v(n) ORDER BY n DESC',
   'SELECT n FROM (VALUES (1), (2), (3)) v(n) ORDER BY n', false),
  ('ORDER BY in the gold query, the same order',
   'SELECT n FROM (VALUES (1), (2), (3)) v(n) ORDER BY n DESC',
   'SELECT n FROM (VALUES (3), (2), (1)) v(n)', true),
  ('ORDER BY inside a subquery only: no order',
   'SELECT n FROM (SELECT n FROM (VALUES (1), (2)) v(n) ORDER BY n) s',
   'SELECT n FROM (VALUES (2), (1)) v(n)', true),
  ('NULL is not the string NULL',
   'SELECT s FROM (VALUES (NULL::text)) v(s)',
   'SELECT s FROM (VALUES (''NULL'')) v(s)', false),
  ('no rows on both sides',
   'SELECT 1 WHERE false',
   'SELECT 2 WHERE false', true),
  ('a value differs',
   'SELECT 13.73::numeric',
   'SELECT 13.7::numeric', false);

SET client_min_messages = notice;
DO $$
DECLARE c record; ordered boolean; got boolean; n int := 0;
BEGIN
  FOR c IN SELECT * FROM check_case LOOP
    ordered := pg_temp.has_order(c.gold);
    got := pg_temp.result_keys(c.gold, ordered) = pg_temp.result_keys(c.pred, ordered);
    IF got IS DISTINCT FROM c.same THEN
      RAISE EXCEPTION 'compare.sql check failed: %: expected %, got %', c.name, c.same, got;
    END IF;
    n := n + 1;
  END LOOP;
  IF pg_temp.has_order('SELECT a FROM t WHERE x IN (SELECT y FROM u ORDER BY y LIMIT 1)') THEN
    RAISE EXCEPTION 'compare.sql check failed: ORDER BY inside parentheses read as the top level''s';
  END IF;
  IF NOT pg_temp.has_order('SELECT a FROM t GROUP BY a ORDER BY sum(b) DESC LIMIT 1') THEN
    RAISE EXCEPTION 'compare.sql check failed: ORDER BY after a function call not seen';
  END IF;
  RAISE NOTICE 'compare.sql: % checks passed', n + 2;
END $$;
