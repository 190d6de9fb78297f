-- dtfixup SQL grammar: gold SQL -> action sequence -> SQL, over the fixture database.
SET search_path = public, dtfixup;

-- do two queries return the same multiset of rows (and how many)?
CREATE FUNCTION pg_temp.same_rows(a text, b text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE x text; y text; n bigint;
BEGIN
  EXECUTE format('SELECT array_agg(t::text ORDER BY t::text) FROM (%s) t', a) INTO x;
  EXECUTE format('SELECT array_agg(t::text ORDER BY t::text) FROM (%s) t', b) INTO y;
  EXECUTE format('SELECT count(*) FROM (%s) t', a) INTO n;
  RETURN CASE WHEN x IS NOT DISTINCT FROM y THEN 'same ' ELSE 'DIFFERENT ' END || n || ' rows';
END $$;
-- ... and the same rows in the same order?
CREATE FUNCTION pg_temp.same_ordered_rows(a text, b text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE x text; y text;
BEGIN
  EXECUTE format('SELECT array_agg(t::text) FROM (%s) t', a) INTO x;
  EXECUTE format('SELECT array_agg(t::text) FROM (%s) t', b) INTO y;
  RETURN x IS NOT DISTINCT FROM y;
END $$;
-- the SQLSTATE and message of a failing statement
CREATE FUNCTION pg_temp.try(q text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE s text; m text; d text;
BEGIN
  EXECUTE q;
  RETURN 'no error';
EXCEPTION WHEN others THEN
  GET STACKED DIAGNOSTICS s = RETURNED_SQLSTATE, m = MESSAGE_TEXT, d = PG_EXCEPTION_DETAIL;
  RETURN s || ': ' || m || coalesce(' / ' || nullif(d, ''), '');
END $$;

-- the production rules: ids, node types and fields, as a decoder embeds them
SELECT jsonb_array_length(dtfixup_grammar_rules()) AS n_rules;
SELECT r->>'id' AS id, r->>'name' AS name, r->>'node_type' AS node_type, r->'fields' AS fields
FROM jsonb_array_elements(dtfixup_grammar_rules()) r
WHERE r->>'name' IN ('sql_select', 'from_table_join', 'cond_gt_all', 'agg_count_star', 'expr_value')
ORDER BY (r->>'id')::int;

-- happy paths: each gold query, its round-tripped SQL, and whether both return the same rows
CREATE TEMP TABLE gold (name text, sql text);
INSERT INTO gold VALUES
 ('self-join border',
  $q$SELECT DISTINCT BORDER_INFOalias0.BORDER FROM BORDER_INFO AS BORDER_INFOalias0 , BORDER_INFO AS BORDER_INFOalias1 WHERE BORDER_INFOalias0.STATE_NAME = BORDER_INFOalias1.BORDER AND BORDER_INFOalias1.STATE_NAME = 'texas'$q$),
 ('nested scalar subquery',
  $q$SELECT CITYalias0.CITY_NAME FROM CITY AS CITYalias0 WHERE CITYalias0.POPULATION = ( SELECT MAX( CITYalias1.POPULATION ) FROM CITY AS CITYalias1 WHERE CITYalias1.STATE_NAME = 'nebraska' ) AND CITYalias0.STATE_NAME = 'nebraska'$q$),
 ('IN subquery',
  $q$SELECT RIVERalias0.RIVER_NAME FROM RIVER AS RIVERalias0 WHERE RIVERalias0.TRAVERSE IN ( SELECT BORDER_INFOalias0.BORDER FROM BORDER_INFO AS BORDER_INFOalias0 WHERE BORDER_INFOalias0.STATE_NAME = 'texas' )$q$),
 ('UNION',
  $q$SELECT state_name FROM state WHERE population > 10000000 UNION SELECT state_name FROM city WHERE city_name = 'austin'$q$),
 ('GROUP BY / HAVING / ORDER BY / LIMIT',
  $q$SELECT s.state_name, count(*) FROM state s JOIN city c ON c.state_name = s.state_name GROUP BY s.state_name HAVING count(*) > 2 ORDER BY count(*) DESC, s.state_name LIMIT 3$q$),
 ('count(DISTINCT)',
  $q$SELECT COUNT( DISTINCT border ) FROM border_info WHERE state_name = 'texas'$q$),
 ('BETWEEN',
  $q$SELECT city_name, population FROM city WHERE population BETWEEN 400000 AND 600000$q$),
 ('LIKE / NOT ILIKE',
  $q$SELECT state_name FROM state WHERE state_name LIKE 'new%' AND capital NOT ILIKE '%a%'$q$),
 ('NOT EXISTS (correlated)',
  $q$SELECT s.state_name FROM state s WHERE NOT EXISTS (SELECT * FROM border_info b WHERE b.state_name = s.state_name)$q$),
 ('> ALL',
  $q$SELECT lake_name FROM lake WHERE area > ALL (SELECT area FROM lake WHERE state_name = 'michigan')$q$),
 ('derived table, arithmetic, negative number, IS NOT NULL',
  $q$SELECT t.name FROM (SELECT state_name AS name, population / area AS density FROM state) AS t WHERE t.density > -1.5 AND t.name IS NOT NULL AND t.density * 2 >= 100.0$q$),
 ('LEFT JOIN, NOT IN list, NULL, booleans, INTERSECT',
  $q$SELECT s.state_name FROM state s LEFT JOIN highlow h ON h.state_name = s.state_name WHERE s.state_name NOT IN ('texas', 'ohio') AND h.highest_point IS NULL OR TRUE = FALSE INTERSECT SELECT state_name FROM state$q$),
 ('ORDER BY alias and position, EXCEPT ALL',
  $q$SELECT name FROM (SELECT state_name AS name, area AS a FROM state ORDER BY a DESC, 1 LIMIT 5) AS big EXCEPT ALL SELECT border FROM border_info WHERE state_name = 'oklahoma'$q$),
 ('NULLS LAST, the grammar''s ranking',
  $q$SELECT state_name FROM state ORDER BY area DESC NULLS LAST, population NULLS LAST LIMIT 2$q$);

SELECT name, dtfixup_sql_to_actions(sql)->>'sql' AS round_tripped FROM gold ORDER BY name;

-- the rebuilt SQL (from the JSON actions, through dtfixup_actions_to_sql) returns the same rows
SELECT name, pg_temp.same_rows(sql, dtfixup_actions_to_sql(dtfixup_sql_to_actions(sql))) AS rows
FROM gold ORDER BY name;
-- ordered results stay in order
SELECT pg_temp.same_ordered_rows(sql, dtfixup_actions_to_sql(dtfixup_sql_to_actions(sql))) AS same_order
FROM gold WHERE name = 'GROUP BY / HAVING / ORDER BY / LIMIT';
-- what the JSON and the rebuilt SQL say agree
SELECT bool_and(dtfixup_sql_to_actions(sql)->>'sql' = dtfixup_actions_to_sql(dtfixup_sql_to_actions(sql))) AS consistent
FROM gold;

-- the action sequence of the self-join, step by step
SELECT n - 1 AS step, a->>'action' AS action,
       coalesce(a->>'rule', a->>'value', a->>'column', a->>'table') AS what,
       a->>'instance' AS instance, a->>'type' AS type
FROM gold, jsonb_array_elements(dtfixup_sql_to_actions(sql)->'actions') WITH ORDINALITY AS x(a, n)
WHERE name = 'self-join border' ORDER BY n;

-- a hand-written action sequence (a bare array) with literal and numeric values
SELECT dtfixup_actions_to_sql($$[
 {"action": "ApplyRule", "rule": "sql_select"},
 {"action": "ApplyRule", "rule": "from_table"}, {"action": "SelectTable", "table": "public.city"},
 {"action": "Reduce"},
 {"action": "ApplyRule", "rule": "select_expr"}, {"action": "ApplyRule", "rule": "expr_column"},
 {"action": "SelectColumn", "instance": 0, "column": "city_name"},
 {"action": "Reduce"},
 {"action": "ApplyRule", "rule": "cond_eq"},
 {"action": "ApplyRule", "rule": "expr_column"}, {"action": "SelectColumn", "instance": 0, "table": "public.city", "column": "state_name"},
 {"action": "ApplyRule", "rule": "expr_value"}, {"action": "Value", "value": "o'neil \\ x"},
 {"action": "Reduce"}, {"action": "Reduce"},
 {"action": "ApplyRule", "rule": "order_desc"}, {"action": "ApplyRule", "rule": "expr_column"}, {"action": "SelectColumn", "instance": 0, "column_index": 1},
 {"action": "Reduce"},
 {"action": "Value", "value": 2}
]$$);

-- identifiers that need quoting, in a schema named by the schemas argument
CREATE SCHEMA "Odd Schema";
CREATE TABLE "Odd Schema"."user" ("Home Town" text, "select" int);
INSERT INTO "Odd Schema"."user" VALUES ('o''neil', 1), ('x', 2);
SELECT dtfixup_sql_to_actions($q$SELECT u."Home Town" FROM "Odd Schema"."user" u WHERE u."select" = 1 AND u."Home Town" = 'o''neil'$q$,
                              ARRAY['Odd Schema']::name[])->>'sql' AS quoted;
SELECT dtfixup_actions_to_sql(dtfixup_sql_to_actions($q$SELECT "Home Town" FROM "user" WHERE "select" = 1$q$,
                                                     ARRAY['Odd Schema']::name[]),
                              ARRAY['Odd Schema']::name[]) AS rebuilt;
SELECT pg_temp.same_rows($q$SELECT "Home Town" FROM "Odd Schema"."user" WHERE "select" = 1$q$,
       dtfixup_actions_to_sql(dtfixup_sql_to_actions($q$SELECT "Home Town" FROM "user" WHERE "select" = 1$q$,
                                                     ARRAY['Odd Schema']::name[]), ARRAY['Odd Schema']::name[])) AS rows;
-- the table is not on the search_path: without the schemas argument it is unknown
SELECT pg_temp.try($q$SELECT dtfixup_sql_to_actions('SELECT "Home Town" FROM "user"')$q$) AS not_on_search_path;
DROP SCHEMA "Odd Schema" CASCADE;

-- NULL in, NULL out
SELECT dtfixup_sql_to_actions(NULL) IS NULL AS null_query, dtfixup_actions_to_sql(NULL) IS NULL AS null_actions;

-- bad gold SQL: each with its SQLSTATE
SELECT q AS gold_sql, pg_temp.try(format('SELECT dtfixup_sql_to_actions(%L)', q)) AS error
FROM (VALUES
  (''), ('   '),
  ('INSERT INTO city VALUES (''x'', 1, ''usa'', ''texas'')'),
  ('UPDATE city SET population = 0'),
  ('DELETE FROM city'),
  ('CREATE TABLE t (a int)'),
  ('SELECT city_name FROM city WHERE'),
  ('SELECT 1; SELECT 2'),
  ('SELECT no_such_column FROM city'),
  ('SELECT c.no_such_column FROM city c'),
  ('SELECT x.city_name FROM city c'),
  ('SELECT state_name FROM city, state'),
  ('SELECT * FROM no_such_table'),
  ('SELECT CASE WHEN population > 0 THEN 1 END FROM city'),
  ('SELECT upper(city_name) FROM city'),
  ('SELECT rank() OVER (ORDER BY population) FROM city'),
  ('WITH c AS (SELECT * FROM city) SELECT * FROM c'),
  ('SELECT * FROM city c RIGHT JOIN state s ON s.state_name = c.state_name'),
  ('SELECT city_name FROM city OFFSET 2'),
  ('SELECT city_name FROM city ORDER BY population DESC NULLS FIRST'),
  ('SELECT 1'),
  ('SELECT city_name FROM city WHERE population > 1 + count(*)'),
  ('SELECT city_name FROM city WHERE state_name IN (SELECT state_name, area FROM state)'),
  ('SELECT city_name, count(*) FROM city'),
  ('SELECT city_name FROM city WHERE city_name > ''b''')
) AS v(q);

-- a boolean column as a condition says "= TRUE" (NOT negates it); any other column stays an error
CREATE SCHEMA flags;
CREATE TABLE flags.shop (name text, open boolean, staff int);
INSERT INTO flags.shop VALUES ('a', true, 3), ('b', false, 5), ('c', NULL, 1);
SELECT dtfixup_sql_to_actions('SELECT name FROM shop WHERE open', ARRAY['flags']::name[])->>'sql' AS open_shops,
       dtfixup_sql_to_actions('SELECT name FROM shop WHERE NOT open AND staff > 2', ARRAY['flags']::name[])->>'sql' AS closed_shops;
SELECT pg_temp.same_rows('SELECT name FROM flags.shop WHERE NOT open',
                         dtfixup_actions_to_sql(dtfixup_sql_to_actions('SELECT name FROM shop WHERE NOT open', ARRAY['flags']::name[]),
                                                ARRAY['flags']::name[])) AS same_as_written;
SELECT pg_temp.try($q$SELECT dtfixup_sql_to_actions('SELECT name FROM shop WHERE staff', ARRAY['flags']::name[])$q$) AS not_boolean;
DROP TABLE flags.shop;
DROP SCHEMA flags;

-- errors carry the position in the gold query and say it is the gold query
SELECT dtfixup_sql_to_actions('SELECT city_name FROM city WHERE population >');
SELECT dtfixup_sql_to_actions('SELECT c.city_name FROM city c WHERE c.nope = 1');
SELECT dtfixup_sql_to_actions('SELECT city_name FROM city ORDER BY length(city_name)');

-- unknown schema in the schemas argument
SELECT pg_temp.try($q$SELECT dtfixup_sql_to_actions('SELECT * FROM city', ARRAY['no_such_schema']::name[])$q$) AS unknown_schema;
SELECT pg_temp.try($q$SELECT dtfixup_actions_to_sql('[]', ARRAY['no_such_schema']::name[])$q$) AS unknown_schema;

-- malformed actions JSON and sequences that violate the grammar
CREATE TEMP TABLE good AS SELECT dtfixup_sql_to_actions('SELECT city_name FROM city WHERE population > 100000 LIMIT 3')->'actions' AS a;
SELECT jsonb_array_length(a) AS n_actions FROM good;
SELECT label, pg_temp.try(format('SELECT dtfixup_actions_to_sql(%L)', j)) AS error
FROM good, LATERAL (VALUES
  ('scalar', '42'::jsonb),
  ('string', '"sql_select"'),
  ('object without actions', '{"steps": []}'),
  ('actions not an array', '{"actions": {"action": "Reduce"}}'),
  ('empty', '[]'),
  ('element not an object', '[["ApplyRule"]]'),
  ('missing action key', '[{"rule": "sql_select"}]'),
  ('action of wrong type', '[{"action": 1}]'),
  ('unknown action kind', '[{"action": "Jump"}]'),
  ('rule of wrong type', '[{"action": "ApplyRule", "rule": 7}]'),
  ('missing rule', '[{"action": "ApplyRule"}]'),
  ('unknown rule name', '[{"action": "ApplyRule", "rule": "sql_delete"}]'),
  ('wrong kind for the frontier', '[{"action": "SelectTable", "table": "public.city"}]'),
  ('rule of the wrong node type', '[{"action": "ApplyRule", "rule": "cond_eq"}]'),
  ('unknown table', '[{"action": "ApplyRule", "rule": "sql_select"}, {"action": "ApplyRule", "rule": "from_table"}, {"action": "SelectTable", "table": "public.nope"}]'),
  ('unknown column', jsonb_set(a, '{6,column}', '"nope"')),
  ('column of an undeclared instance', jsonb_set(a, '{6,instance}', '5')),
  ('instance not an integer', jsonb_set(a, '{6,instance}', '"zero"')),
  ('column given by a wrong table', jsonb_set(a, '{6,table}', '"public.state"')),
  ('value of wrong type', jsonb_set(a, '{12,value}', '[1]')),
  ('missing value', a #- '{12,value}'),
  ('unknown value type', jsonb_set(a, '{12,type}', '"date"')),
  ('not an integer literal', jsonb_set(a, '{12,value}', '"12abc"')),
  ('text LIMIT', jsonb_set(a, '{16}', '{"action": "Value", "value": "three"}')),
  ('negative LIMIT', jsonb_set(a, '{16}', '{"action": "Value", "value": -1}')),
  ('truncated sequence', a - 16),
  ('trailing actions', a || '[{"action": "Reduce"}]'),
  ('Reduce where an item is required', jsonb_set(a, '{1}', '{"action": "Reduce"}') - 2),
  ('text literal compared with a number', jsonb_set(a, '{12}', '{"action": "Value", "value": "big"}')),
  ('text column compared with a number', jsonb_set(a, '{10,column}', '"city_name"'))
) AS v(label, j);
-- a grouped query must GROUP BY its bare columns before GROUP BY may end
SELECT pg_temp.try(format('SELECT dtfixup_actions_to_sql(%L)', a - 12 - 11)) AS ungrouped
FROM (SELECT dtfixup_sql_to_actions('SELECT city_name, count(*) FROM city GROUP BY city_name')->'actions' AS a) s;
-- a column of the subquery's table instance used outside the subquery: not in scope
SELECT a->33 AS outer_column,
       pg_temp.try(format('SELECT dtfixup_actions_to_sql(%L)', jsonb_set(a, '{33,instance}', '1'))) AS error
FROM (SELECT dtfixup_sql_to_actions(sql)->'actions' AS a FROM gold WHERE name = 'nested scalar subquery') s;

-- resource limit: ASTs nest at most 500 levels (rendering and freeing recurse over depth)
SELECT pg_temp.try('SELECT dtfixup_sql_to_actions(' || quote_literal('SELECT city_name FROM city WHERE ' ||
         string_agg('population > ' || g, ' AND ')) || ')') AS and_chain_of_600
FROM generate_series(1, 600) g;
SELECT length(dtfixup_sql_to_actions('SELECT city_name FROM city WHERE ' ||
         string_agg('population > ' || g, ' AND '))->>'sql') AS and_chain_of_200_sql_length
FROM generate_series(1, 200) g;
SELECT pg_temp.try(format('SELECT dtfixup_actions_to_sql(%L)',
  '[{"action": "ApplyRule", "rule": "sql_select"}, {"action": "ApplyRule", "rule": "from_table"},
    {"action": "SelectTable", "table": "public.city"}, {"action": "Reduce"},
    {"action": "ApplyRule", "rule": "select_expr"}, {"action": "ApplyRule", "rule": "expr_column"},
    {"action": "SelectColumn", "instance": 0, "column": "city_name"}, {"action": "Reduce"}'
  || repeat(', {"action": "ApplyRule", "rule": "cond_not"}', 600) || ']')) AS nested_not_600;

-- gold SQL from a looser type system: a quoted number against a number column becomes a
-- number, a number against a text column becomes text (both run on PostgreSQL then)
SELECT dtfixup_sql_to_actions($q$SELECT city_name FROM city WHERE population > '150000'$q$)->>'sql' AS quoted_number;
SELECT dtfixup_sql_to_actions($q$SELECT city_name FROM city WHERE state_name = 5$q$)->>'sql' AS number_as_text;
-- GROUP BY that SQLite accepts and PostgreSQL does not (a selected column neither grouped nor
-- covered by a grouped primary key): the column is added to the GROUP BY
SELECT dtfixup_sql_to_actions($q$SELECT s.capital, count(*) FROM state s JOIN city c ON c.state_name = s.state_name GROUP BY c.country_name$q$)->>'sql' AS completed_group_by;
-- ... unless the grouped column is joined by equality to the primary key of the selected
-- column's table: then the query groups by (and names) that primary key, the same groups
-- (sql_regroup.c)
SELECT dtfixup_sql_to_actions($q$SELECT s.capital, count(*) FROM state s JOIN city c ON c.state_name = s.state_name GROUP BY c.state_name$q$)->>'sql' AS regrouped_by_primary_key;
SELECT dtfixup_sql_to_actions($q$SELECT c.state_name, s.capital FROM city c JOIN state s ON c.state_name = s.state_name GROUP BY c.state_name ORDER BY s.area$q$)->>'sql' AS regrouped_and_renamed;
-- not across a LEFT JOIN (the joined key is NULL where no row matches), nor when the grouped
-- column is its table's primary key and the query uses other columns of that table
SELECT dtfixup_sql_to_actions($q$SELECT s.capital, count(*) FROM city c LEFT JOIN state s ON c.state_name = s.state_name GROUP BY c.state_name$q$)->>'sql' AS left_join_completed;
SELECT dtfixup_sql_to_actions($q$SELECT h.highest_point, s.capital FROM highlow h JOIN state s ON h.state_name = s.state_name GROUP BY h.state_name$q$)->>'sql' AS key_in_use_completed;
