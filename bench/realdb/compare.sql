-- bench/realdb/compare.sql — how bench/realdb compares a predicted query's result with the
-- gold query's (included by evaluate.sql; checked by test_compare.sql, which run.sh runs
-- first).  A row is compared as the sorted list of its values as text (NULL as \N), so
-- column names and column order do not count but an extra or a missing column does; the
-- rows as a multiset (sorted keys), or in the query's own order when the gold query has
-- ORDER BY at its top level.
-- a query's rows as text keys, in the query's own order (ordered) or sorted (multiset)
CREATE FUNCTION pg_temp.result_keys(q text, ordered boolean) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE r text[];
BEGIN
  EXECUTE format(
    'SELECT coalesce(array_agg(k ORDER BY %s), ''{}'') FROM ('
    ' SELECT row_number() OVER () AS pos,'
    '   (SELECT array_agg(coalesce(v.value, ''\N'') ORDER BY coalesce(v.value, ''\N''))::text'
    '    FROM json_each_text(row_to_json(t)) v) AS k'
    ' FROM (%s) t) s',
    CASE WHEN ordered THEN 'pos' ELSE 'k' END, q) INTO r;
  RETURN r;
END $$;

-- does the gold query order its result (ORDER BY at the top level, outside every pair of
-- parentheses)?
CREATE FUNCTION pg_temp.has_order(q text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE prev text;
BEGIN
  LOOP
    prev := q;
    q := regexp_replace(q, '\([^()]*\)', ' ', 'g');
    EXIT WHEN q = prev;
  END LOOP;
  RETURN q ~* '\morder\s+by\M';
END $$;
