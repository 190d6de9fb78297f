-- dtfixup_schema_graph: the fixture's schema (test/fixture/fixture.sql) as the parser sees it.
SET search_path = public, dtfixup;

-- exactly the 7 fixture tables, in name order, with their kinds
SELECT t->>'schema' AS schema, t->>'name' AS name, t->>'kind' AS kind,
       jsonb_array_length(t->'columns') AS n_columns
FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') t;

-- columns in attnum order with types, nullability and primary keys
SELECT t->>'name' AS tab, c->>'name' AS col, c->>'type' AS type, c->>'type_class' AS class,
       (c->>'nullable')::boolean AS nullable, (c->>'primary_key')::boolean AS pk
FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') t,
     jsonb_array_elements(t->'columns') c;

-- foreign keys
SELECT fk->>'table' AS tab, fk->'columns' AS columns, fk->>'ref_table' AS ref_table,
       fk->'ref_columns' AS ref_columns
FROM jsonb_array_elements(dtfixup_schema_graph()->'foreign_keys') fk;

-- RAT-SQL relations between schema items (non-default pairs), by type
SELECT r->>'relation' AS relation, count(*)
FROM jsonb_array_elements(dtfixup_schema_graph()->'relations') r
GROUP BY 1 ORDER BY 1;
-- the foreign-key ones in full
SELECT r->>'from' AS "from", r->>'to' AS "to", r->>'relation' AS relation
FROM jsonb_array_elements(dtfixup_schema_graph()->'relations') r
WHERE r->>'relation' LIKE 'FOREIGN-KEY%'
ORDER BY 3, 1, 2;
-- a column and its table
SELECT r->>'to' AS "to", r->>'relation' AS relation
FROM jsonb_array_elements(dtfixup_schema_graph()->'relations') r
WHERE r->>'from' = 'city.state_name' ORDER BY 1;
-- the relation vocabulary (ids = positions), shared with the model
SELECT jsonb_array_length(dtfixup_schema_graph()->'relation_names') AS n_relations,
       dtfixup_schema_graph()->'relation_names'->>0 AS first,
       dtfixup_schema_graph()->'relation_names'->>25 AS id_25;

-- naming the schema gives the same graph as the search_path
SELECT dtfixup_schema_graph(ARRAY['public']::name[]) = dtfixup_schema_graph() AS same;

-- an empty list of schemas is an empty graph
SELECT dtfixup_schema_graph(ARRAY[]::name[]) - 'relation_names';

-- system tables and extension-owned tables never appear, even in schemas named explicitly
SELECT jsonb_array_length(dtfixup_schema_graph(ARRAY['pg_catalog', 'information_schema', 'dtfixup']::name[])->'tables') AS system_tables;
-- a table that becomes a member of the extension leaves the graph
CREATE TABLE sg_ext_owned (a int);
SELECT count(*) AS before FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') t WHERE t->>'name' = 'sg_ext_owned';
ALTER EXTENSION dtfixup ADD TABLE sg_ext_owned;
SELECT count(*) AS after FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') t WHERE t->>'name' = 'sg_ext_owned';
ALTER EXTENSION dtfixup DROP TABLE sg_ext_owned;
DROP TABLE sg_ext_owned;

-- unknown schema: clear error
SELECT dtfixup_schema_graph(ARRAY['no_such_schema']::name[]);
-- NULL element
SELECT dtfixup_schema_graph(ARRAY[NULL]::name[]);

-- other relation kinds and schemas; the extension's own tables never appear
CREATE SCHEMA sg_extra;
CREATE TABLE sg_extra.parent (id int PRIMARY KEY, label text) PARTITION BY RANGE (id);
CREATE TABLE sg_extra.parent_low PARTITION OF sg_extra.parent FOR VALUES FROM (0) TO (100);
CREATE VIEW sg_extra.big_states AS SELECT state_name, area FROM public.state WHERE area > 100000;
CREATE MATERIALIZED VIEW sg_extra.state_count AS SELECT count(*) AS n FROM public.state;
CREATE TABLE sg_extra."MixedCase" ("someColumn" date, flag boolean, tags int[]);
SELECT t->>'schema' AS schema, t->>'name' AS name, t->>'kind' AS kind,
       (SELECT string_agg((c->>'name') || ':' || (c->>'type_class'), ', ')
          FROM jsonb_array_elements(t->'columns') c) AS columns
FROM jsonb_array_elements(dtfixup_schema_graph(ARRAY['sg_extra', 'public', 'sg_extra']::name[])->'tables') t
WHERE t->>'schema' = 'sg_extra' OR t->>'name' = 'city';
-- a schema later on the search_path comes later; pg_catalog and dtfixup are skipped
SET search_path = sg_extra, public, pg_catalog, dtfixup;
SELECT array_agg(DISTINCT t->>'schema') AS schemas, count(*) AS n_tables,
       (array_agg(t->>'name'))[1] AS first_table
FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') t;
SET search_path = public, dtfixup;
DROP SCHEMA sg_extra CASCADE;

-- privileges: a role without SELECT on city sees no city node and no foreign key from it
CREATE ROLE sg_reader;
GRANT USAGE ON SCHEMA dtfixup TO sg_reader;
GRANT SELECT ON state, border_info, highlow, lake, mountain, river TO sg_reader;
-- column grants narrow: sg_secret shows only its granted columns; sg_nothing (no grant) is absent
CREATE TABLE sg_secret (id int PRIMARY KEY, visible text, hidden text);
GRANT SELECT (id, visible) ON sg_secret TO sg_reader;
CREATE TABLE sg_nothing (x int);
SET ROLE sg_reader;
SELECT t->>'name' AS name,
       (SELECT string_agg(c->>'name', ', ') FROM jsonb_array_elements(t->'columns') c) AS columns
FROM jsonb_array_elements(dtfixup_schema_graph()->'tables') t;
SELECT count(*) AS fks_touching_city
FROM jsonb_array_elements(dtfixup_schema_graph()->'foreign_keys') fk
WHERE fk->>'table' = 'city' OR fk->>'ref_table' = 'city';
RESET ROLE;
-- a foreign key is shown only when both ends are visible: hide state's key column
REVOKE SELECT ON state FROM sg_reader;
GRANT SELECT (population, area) ON state TO sg_reader;
SET ROLE sg_reader;
-- (the keys names imply are read among what the reader sees: highlow, keyed by
-- state_name, is the one table whose key the others' state_name then names)
SELECT count(*) FILTER (WHERE NOT fk ? 'implied') AS fks_visible,
       string_agg(fk->>'table' || '.' || (fk->'columns'->>0) || ' -> ' || (fk->>'ref_table'), ', '
                  ORDER BY fk->>'table') FILTER (WHERE fk ? 'implied') AS implied_between_visible
FROM jsonb_array_elements(dtfixup_schema_graph()->'foreign_keys') fk;
RESET ROLE;
-- a key the schema implies and does not declare is shown, flagged
CREATE TABLE sg_author (id int PRIMARY KEY, name text);
CREATE TABLE sg_book (id int PRIMARY KEY, title text, sg_author_id int);
SELECT fk->>'table' AS tab, fk->'columns' AS cols, fk->>'ref_table' AS ref,
       fk->'ref_columns' AS ref_cols, fk->'implied' AS implied
FROM jsonb_array_elements(dtfixup_schema_graph()->'foreign_keys') fk
WHERE fk->>'table' LIKE 'sg\_%';
DROP TABLE sg_book, sg_author;
DROP TABLE sg_secret, sg_nothing;
REVOKE ALL ON state, border_info, highlow, lake, mountain, river FROM sg_reader;
REVOKE USAGE ON SCHEMA dtfixup FROM sg_reader;
DROP ROLE sg_reader;
