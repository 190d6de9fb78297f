-- Table joins on the catalog's keys (dtfixup.join_on_keys, docs/grammar.md "Joins on
-- keys"): the decoder joins a table only on a declared foreign key pair (or, between tables
-- no foreign key links, on matching key names).  The fixture is shaped like Spider's car_1,
-- where the general model, left free, joined model_list.modelid to cars_data.id (an id of
-- the parent and an unrelated id of the child).  Here every pair of tables either has a
-- foreign key or shares no column name, so every join the decoder may write is a declared
-- foreign key pair: that is what is checked, over every beam candidate of a set of
-- questions, whatever SQL the model writes.  (With the setting off, on the machine this was
-- written on, 10 of the candidates' 27 ON equalities and 2 of the 8 answers joined
-- elsewhere.)
\set SHOW_CONTEXT never

CREATE SCHEMA cars;
CREATE TABLE cars.car_makers (id integer PRIMARY KEY, maker text, fullname text, country text);
CREATE TABLE cars.model_list (modelid integer PRIMARY KEY, maker integer REFERENCES cars.car_makers,
    model text UNIQUE);
CREATE TABLE cars.car_names (makeid integer PRIMARY KEY, model text REFERENCES cars.model_list (model),
    make text);
CREATE TABLE cars.cars_data (id integer PRIMARY KEY REFERENCES cars.car_names, mpg real,
    cylinders integer, horsepower integer, year integer);
INSERT INTO cars.car_makers VALUES (1, 'amc', 'American Motor Company', 'usa'), (2, 'volkswagen', 'Volkswagen', 'germany'),
    (3, 'fiat', 'Fiat', 'italy');
INSERT INTO cars.model_list VALUES (1, 1, 'amc'), (2, 2, 'volkswagen'), (3, 3, 'fiat'), (4, 2, 'audi');
INSERT INTO cars.car_names VALUES (1, 'amc', 'amc hornet'), (2, 'volkswagen', 'volkswagen rabbit'),
    (3, 'fiat', 'fiat 128'), (4, 'audi', 'audi 100ls'), (5, 'amc', 'amc gremlin');
INSERT INTO cars.cars_data VALUES (1, 18, 6, 97, 1970), (2, 29, 4, 70, 1974), (3, 24, 4, 65, 1972),
    (4, 24, 4, 91, 1973), (5, 21, 6, 90, 1970);
SET search_path = cars, public;

-- the declared foreign key pairs of the database (schema.table, column -> referenced
-- schema.table, column); the fixture's public tables are in the search path too, and a
-- candidate may join them (their foreign keys are declared, and no name of theirs is one of
-- the cars tables')
CREATE TEMP TABLE fk_refs AS
SELECT c.relnamespace::regnamespace || '.' || c.relname AS t1, a.attname::text AS c1,
    rc.relnamespace::regnamespace || '.' || rc.relname AS t2, ra.attname::text AS c2
FROM pg_constraint k
JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class rc ON rc.oid = k.confrelid
CROSS JOIN LATERAL unnest(k.conkey, k.confkey) AS u(att, ratt)
JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.att
JOIN pg_attribute ra ON ra.attrelid = k.confrelid AND ra.attnum = u.ratt
WHERE k.contype = 'f';
SELECT count(*) AS foreign_key_columns_of_cars FROM fk_refs WHERE t1 LIKE 'cars.%';
-- a declared key pair: one column references the other (either way), or both reference one
-- column (city.state_name and lake.state_name)
CREATE FUNCTION pg_temp.declared(ta text, ca text, tb text, cb text) RETURNS boolean
LANGUAGE sql AS $fn$
    SELECT EXISTS (SELECT 1 FROM fk_refs f WHERE (f.t1, f.c1, f.t2, f.c2) IN ((ta, ca, tb, cb), (tb, cb, ta, ca)))
        OR EXISTS (SELECT 1 FROM fk_refs f, fk_refs g
                   WHERE (f.t1, f.c1) = (ta, ca) AND (g.t1, g.c1) = (tb, cb) AND (f.t2, f.c2) = (g.t2, g.c2))
$fn$;

-- the equalities of every ON clause of a rendered query: (left table, column, right table,
-- column); the renderer writes "JOIN schema.table AS tK ON tA.x = tB.y [AND ...]"
CREATE FUNCTION pg_temp.on_equalities(q text)
RETURNS TABLE (t1 text, c1 text, t2 text, c2 text) LANGUAGE sql AS $fn$
    WITH alias AS (
        SELECT m[1] || '.' || m[2] AS tab, m[3] AS k FROM regexp_matches(q, '(\w+)\.(\w+) AS (t\d+)', 'g') AS m),
    clause AS (
        SELECT regexp_replace(piece, '( LEFT JOIN | JOIN | WHERE | GROUP BY | HAVING | ORDER BY | LIMIT |\)).*$', '') AS cond
        FROM regexp_split_to_table(q, ' ON ') WITH ORDINALITY AS p(piece, n) WHERE n > 1),
    eq AS (
        SELECT m[1] AS k1, m[2] AS c1, m[3] AS k2, m[4] AS c2
        FROM clause, regexp_matches(cond, '(t\d+)\.(\w+) = (t\d+)\.(\w+)', 'g') AS m)
    SELECT a1.tab, eq.c1, a2.tab, eq.c2 FROM eq JOIN alias a1 ON a1.k = eq.k1 JOIN alias a2 ON a2.k = eq.k2
$fn$;
-- the check itself, on SQL written here: a key join passes, the car_1 mistake does not
SELECT t1, c1, t2, c2, pg_temp.declared(t1, c1, t2, c2) AS declared
FROM pg_temp.on_equalities('SELECT max(t1.horsepower) FROM cars.model_list AS t0 JOIN cars.cars_data AS t1 ON t0.modelid = t1.id JOIN cars.car_names AS t2 ON t2.makeid = t1.id WHERE t1.cylinders = 3') AS e;

-- gold SQL is never constrained: a join on any columns still maps onto the grammar and back
-- (that call loaded the library, whose setting is on by default)
SELECT dtfixup_sql_to_actions('SELECT max(d.horsepower) FROM model_list m JOIN cars_data d ON m.modelid = d.id')->>'sql' AS gold_sql;
SELECT dtfixup_actions_to_sql(dtfixup_sql_to_actions('SELECT d.mpg FROM model_list m JOIN cars_data d ON m.modelid = d.id')) AS replayed;
SHOW dtfixup.join_on_keys;

CREATE TEMP TABLE questions (q text);
INSERT INTO questions VALUES
    ('What is the maximum horsepower and the make of the cars with 4 cylinders?'),
    ('Which makers have models of cars with more than 80 horsepower?'),
    ('How many car models does each maker have?'),
    ('What is the average mpg of the cars of each make?'),
    ('What are the names of the car makers in italy whose cars were made in 1972?'),
    ('List the model of every car with 6 cylinders.'),
    ('Which country do the cars with the best mpg come from?'),
    ('How many cars made by volkswagen are there?');
-- every beam candidate of every question: its ON equalities, and those not on a declared key
CREATE TEMP TABLE candidate_sql AS
SELECT q, c->>'sql' AS sql
FROM questions, jsonb_array_elements(dtfixup_explain(q)->'candidates') AS c;
SELECT count(*) > 0 AS some_on_equalities_checked,
    count(*) FILTER (WHERE NOT pg_temp.declared(t1, c1, t2, c2)) AS not_on_a_declared_key
FROM candidate_sql, pg_temp.on_equalities(sql) AS e;
-- and the answers nl2sql gives
SELECT count(*) FILTER (WHERE NOT pg_temp.declared(t1, c1, t2, c2)) AS answers_not_on_a_declared_key
FROM questions, pg_temp.on_equalities(nl2sql(q)) AS e;
-- off: the decoder joins as before (any two columns of one type); the setting is the user's
SET dtfixup.join_on_keys = off;
SELECT count(*) > 0 AS answers_without_the_rule FROM questions WHERE nl2sql(q) IS NOT NULL;
RESET dtfixup.join_on_keys;

RESET search_path;
DROP TABLE cars.cars_data, cars.car_names, cars.model_list, cars.car_makers;
DROP SCHEMA cars;
