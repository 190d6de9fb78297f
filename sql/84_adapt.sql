-- Studying the database before the first question (docs/adapt.md): dtfixup_adapt_pairs
-- synthesizes (question, SQL) pairs on the schema and its stored values as the caller;
-- dtfixup_adapt keeps those a model reads back and fine-tunes a model on them.
\set SHOW_CONTEXT never
CREATE SCHEMA ad_shop;
CREATE TABLE ad_shop.department (id integer PRIMARY KEY, dept_name text NOT NULL, floor integer);
CREATE TABLE ad_shop.employee (id integer PRIMARY KEY, employee_name text NOT NULL,
    salary numeric, hometown text, department_id integer REFERENCES ad_shop.department (id),
    secret_note text);
COMMENT ON COLUMN ad_shop.employee.hometown IS 'Birthplace.';
INSERT INTO ad_shop.department VALUES (1, 'sales', 2), (2, 'research', 5), (3, 'support', 1);
INSERT INTO ad_shop.employee VALUES
    (1, 'ada', 5200, 'leeds', 1, 'zebra'), (2, 'brian', 4100, 'york', 1, 'zebra'),
    (3, 'chen', 6100, 'leeds', 2, 'zebra'), (4, 'dora', 3900, 'bath', 3, 'zebra'),
    (5, 'emil', 4500, 'york', 2, 'zebra');
-- the schema graph is this schema alone; the extension's functions are called qualified
SET search_path = ad_shop;

CREATE TEMP TABLE ad_pairs AS SELECT * FROM public.dtfixup_adapt_pairs(60, 2, 1);
-- pairs were made (in a temporary table: the schema graph leaves it out), of several kinds,
-- each query said in up to two different questions
SELECT count(*) > 60 AS many_pairs, count(DISTINCT kind) >= 6 AS many_kinds,
       count(DISTINCT sql) <= 60 AS at_most_60_queries,
       bool_and(question <> '' AND question !~ 'SELECT') AS questions_are_text
FROM ad_pairs;
SELECT count(*) AS repeated_questions FROM (SELECT sql, question FROM ad_pairs GROUP BY 1, 2 HAVING count(*) > 1) d;
-- every query is inside the grammar (it maps onto actions) and runs
CREATE FUNCTION ad_shop.runs(q text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
    PERFORM public.dtfixup_sql_to_actions(q);
    EXECUTE 'SELECT count(*) FROM (' || q || ') s';
    RETURN true;
EXCEPTION WHEN OTHERS THEN
    RETURN false;
END $$;
SELECT bool_and(ad_shop.runs(sql)) AS all_valid FROM ad_pairs;
-- the literal a query compares is in its question
SELECT bool_and(position(substring(sql FROM '''([^'']*)''') IN question) > 0) AS values_said
FROM ad_pairs WHERE sql ~ '''';
-- joins go along the declared foreign key
SELECT bool_and(sql ~ 'ON t0\.department_id = t1\.id|ON t0\.id = t1\.department_id') AS joins_on_the_key
FROM ad_pairs WHERE sql ~ 'JOIN';
SELECT count(*) > 0 AS some_joins FROM ad_pairs WHERE sql ~ 'JOIN';
-- the same seed makes the same pairs; another seed others
SELECT count(*) AS differences
FROM ((SELECT * FROM public.dtfixup_adapt_pairs(60, 2, 1) EXCEPT SELECT * FROM ad_pairs)
      UNION ALL (SELECT * FROM ad_pairs EXCEPT SELECT * FROM public.dtfixup_adapt_pairs(60, 2, 1))) d;
SELECT count(*) > 0 AS another_seed_differs
FROM (SELECT * FROM public.dtfixup_adapt_pairs(60, 2, 2) EXCEPT SELECT * FROM ad_pairs) d;
DROP TABLE ad_pairs;

-- only what the caller may read: a role without the column secret_note never sees it
CREATE ROLE ad_reader;
GRANT USAGE ON SCHEMA ad_shop TO ad_reader;
GRANT SELECT ON ad_shop.department TO ad_reader;
GRANT SELECT (id, employee_name, salary, hometown, department_id) ON ad_shop.employee TO ad_reader;
SET ROLE ad_reader;
SELECT count(*) > 0 AS pairs, count(*) FILTER (WHERE sql ~ 'secret' OR question ~ 'zebra|secret') AS secret
FROM public.dtfixup_adapt_pairs(60, 2, 1);
RESET ROLE;

-- bad arguments
SELECT count(*) FROM public.dtfixup_adapt_pairs(-1);
SELECT count(*) FROM public.dtfixup_adapt_pairs(10, 0);
CALL public.dtfixup_adapt('ad_model', '{"filter": "bogus"}');
CALL public.dtfixup_adapt('ad_model', '[]');
CALL public.dtfixup_adapt('ad_model', '{"resume": true}');
-- the fine-tuning commits: not inside a transaction block (nothing is left behind)
BEGIN;
SET LOCAL client_min_messages = warning;
CALL public.dtfixup_adapt('ad_model', '{"queries": 5, "filter": "none", "epochs": 1}');
ROLLBACK;
SELECT count(*) AS models FROM dtfixup.dtfixup_models WHERE name LIKE 'ad_model%';

-- a tiny budget produces a model (the learning model is gone); it answers.  (Which pairs a
-- model reads back depends on its floats: "none" keeps them all, on any CPU.)
SET client_min_messages = warning;
CALL public.dtfixup_adapt('ad_model', '{"queries": 10, "filter": "none", "epochs": 1, "max_seconds": 1}');
RESET client_min_messages;
SELECT name FROM dtfixup.dtfixup_models WHERE name LIKE 'ad_model%' ORDER BY name;
SELECT public.nl2sql('how many employees are there', 'ad_model') ~ '^SELECT' AS answers;
SELECT public.dtfixup_drop_model('ad_model');
-- the structure comparison sets literals aside, nothing else
SELECT public.dtfixup_adapt_same_structure('SELECT count(*) FROM employee WHERE hometown = ''york''',
                                           'SELECT count(*) FROM employee WHERE hometown = ''leeds''') AS same,
       public.dtfixup_adapt_same_structure('SELECT count(*) FROM employee WHERE hometown = ''york''',
                                           'SELECT count(*) FROM employee WHERE employee_name = ''york''') AS other_column;

RESET search_path;
DROP SCHEMA ad_shop CASCADE;
DROP ROLE ad_reader;
