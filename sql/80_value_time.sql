-- Value look-ups bounded in time (docs/schema-linking.md, "Value linking cost"): views are
-- never run (a view column that reads a base column unchanged gets that column's values),
-- partitions are read through their parent, and dtfixup.value_link_time_budget bounds a
-- question's look-ups.  Asserted through dtfixup_link's links and counters, never the clock.
\set SHOW_CONTEXT never
CREATE SCHEMA vt;
CREATE TABLE vt.shop (shop_id int PRIMARY KEY, shop_name text, town text);
INSERT INTO vt.shop VALUES (1, 'Blue Anchor', 'Porto'), (2, 'Red Lantern', 'Braga');
-- a table partitioned by month, its partitions in the same schema
CREATE TABLE vt.sale (sale_id int, shop_id int, item text, sold_on date NOT NULL)
    PARTITION BY RANGE (sold_on);
CREATE TABLE vt.sale_2025_01 PARTITION OF vt.sale FOR VALUES FROM ('2025-01-01') TO ('2025-02-01');
CREATE TABLE vt.sale_2025_02 PARTITION OF vt.sale FOR VALUES FROM ('2025-02-01') TO ('2025-03-01');
INSERT INTO vt.sale VALUES (1, 1, 'walnut cake', '2025-01-10'), (2, 2, 'lemon tart', '2025-02-11'),
    (3, 1, 'fig roll', '2025-02-12');
-- a view over a base table: its columns are the base table's
CREATE VIEW vt.shop_directory AS SELECT shop_name AS name, town FROM vt.shop;
-- a slow view: reading any row of it sleeps 2 s; item is sale.item through a join, the
-- label an expression of no single column
CREATE VIEW vt.slow_sales AS
    SELECT s.item, sh.shop_name, upper(s.item) || ' at ' || sh.town AS label
    FROM vt.sale s JOIN vt.shop sh USING (shop_id)
    WHERE pg_sleep(2) IS NOT NULL;

CREATE FUNCTION vt_value_links(question text)
RETURNS TABLE (words text, item text, value text)
LANGUAGE sql AS $$
  WITH r AS (SELECT dtfixup_link(question, ARRAY['vt']) AS j)
  SELECT (SELECT string_agg(t->>'text', ' ' ORDER BY o)
            FROM jsonb_array_elements(r.j->'tokens') WITH ORDINALITY AS x(t, o)
           WHERE o - 1 >= (l->>'token_start')::int AND o - 1 < (l->>'token_end')::int),
         concat_ws('.', l->>'table', l->>'column'), l->>'value'
    FROM r, jsonb_array_elements(r.j->'links') l
   WHERE l->>'kind' = 'value'
   ORDER BY 2, 1
$$;

-- the partitions are not items of the graph: the parent stands for them
SELECT t->>'name' AS item, t->>'kind' AS kind
FROM jsonb_array_elements(dtfixup_schema_graph(ARRAY['vt'])->'tables') t ORDER BY 1;

-- 'fig roll' is stored in a partition: linked through the parent, and through the views'
-- item (slow_sales.item reads sale.item); the shop name through shop and both views
SELECT * FROM vt_value_links('which shop sold fig roll');
SELECT * FROM vt_value_links('what does Red Lantern sell');
-- the label (an expression) gets no values, although the view holds 'FIG ROLL at Porto'
SELECT count(*) AS label_links FROM vt_value_links('label FIG ROLL at Porto') WHERE item = 'slow_sales.label';

-- what resolves: a column through a join's USING (left join: the left table's), a
-- subquery, a binary-compatible cast, a view over a view; what does not: a FULL JOIN's
-- merged column (a coalesce of two), a UNION's output
CREATE TABLE vt.code (code text PRIMARY KEY, label varchar(20));
CREATE TABLE vt.code_note (code text, note text);
INSERT INTO vt.code VALUES ('XQ1', 'Quartz Hall'), ('ZZ9', 'Amber Gate');
INSERT INTO vt.code_note VALUES ('XQ1', 'Copper Lane');
CREATE VIEW vt.v_full AS SELECT code, label, note FROM vt.code FULL JOIN vt.code_note USING (code);
CREATE VIEW vt.v_left AS SELECT code, note FROM vt.code LEFT JOIN vt.code_note USING (code);
CREATE VIEW vt.v_sub AS SELECT x.l AS sub_label FROM (SELECT label::text AS l FROM vt.code) x;
CREATE VIEW vt.v_over AS SELECT sub_label AS top_label FROM vt.v_sub;
CREATE VIEW vt.v_union AS SELECT label AS u FROM vt.code UNION SELECT note FROM vt.code_note;
SELECT * FROM vt_value_links('is Quartz Hall or XQ1 near Copper Lane');
DROP VIEW vt.v_full, vt.v_left, vt.v_over, vt.v_sub, vt.v_union;
DROP TABLE vt.code, vt.code_note;

-- the look-ups read the two base tables once each (scans 2, their 5 rows) and never a view,
-- so the slow view costs nothing (counted with the time budget off, so that a slow machine
-- cannot change the counts; under the default budget, at most as much)
SET dtfixup.value_link_time_budget = 0;
SELECT dtfixup_link('which shop sold fig roll', ARRAY['vt'])->'value_lookups' AS cost;
RESET dtfixup.value_link_time_budget;
SELECT (v->>'scans')::int <= 2 AND (v->>'rows_read')::int <= 5 AS no_view_read
FROM (SELECT dtfixup_link('which shop sold fig roll', ARRAY['vt'])->'value_lookups' AS v) x;

-- a question that names the view (and no table) reads the view's base table first: with a
-- budget of one scan, the shop table (read by shop_directory) is scanned, not sale, which
-- comes first in catalog order
SET dtfixup.value_link_budget = 1;
SET dtfixup.value_link_time_budget = 0;
SELECT * FROM vt_value_links('is Blue Anchor listed in the directory');
SELECT dtfixup_link('is fig roll listed in the directory', ARRAY['vt'])->'value_lookups' AS cost;
SELECT count(*) AS fig_roll_links FROM vt_value_links('is fig roll listed in the directory');
RESET dtfixup.value_link_budget;
RESET dtfixup.value_link_time_budget;

-- the time budget stops the look-ups: for vt_slow_reader, row security sleeps 20 ms per row
-- of the ledger (3 rows), so once the ledger (which the question names, so it is read
-- first) is scanned, a budget of 1 ms is spent for certain and the shop is not scanned (on
-- a loaded machine the millisecond may be spent before the ledger's scan: at most one scan)
CREATE TABLE vt.ledger (entry text);
INSERT INTO vt.ledger VALUES ('Blue Anchor'), ('fig roll'), ('lemon tart');
CREATE ROLE vt_slow_reader;
GRANT USAGE ON SCHEMA vt, dtfixup TO vt_slow_reader;
GRANT SELECT ON vt.ledger, vt.shop TO vt_slow_reader;
ALTER TABLE vt.ledger ENABLE ROW LEVEL SECURITY;
CREATE POLICY slow ON vt.ledger FOR SELECT USING (pg_sleep(0.02) IS NOT NULL);
SET ROLE vt_slow_reader;
SET dtfixup.value_link_time_budget = 1;
SELECT (v->>'scans')::int <= 1 AS at_most_the_ledger, v->'time_exhausted' AS time_exhausted,
       v->'budget_exhausted' AS budget_exhausted
FROM (SELECT dtfixup_link('which ledger entry names Red Lantern', ARRAY['vt'])->'value_lookups' AS v) x;
SELECT * FROM vt_value_links('which ledger entry names Red Lantern');
-- with no time limit both are read, and the shop's name links
SET dtfixup.value_link_time_budget = 0;
SELECT v->'scans' AS scans, v->'time_exhausted' AS time_exhausted
FROM (SELECT dtfixup_link('which ledger entry names Red Lantern', ARRAY['vt'])->'value_lookups' AS v) x;
SELECT * FROM vt_value_links('which ledger entry names Red Lantern');
RESET dtfixup.value_link_time_budget;
RESET ROLE;
REVOKE ALL ON vt.ledger, vt.shop FROM vt_slow_reader;
REVOKE ALL ON SCHEMA vt, dtfixup FROM vt_slow_reader;
DROP POLICY slow ON vt.ledger;
DROP ROLE vt_slow_reader;

-- the time budget: a setting in ms, 0 (no limit) to one hour
SELECT name, boot_val, unit, min_val, max_val, context FROM pg_settings
WHERE name = 'dtfixup.value_link_time_budget';
SET dtfixup.value_link_time_budget = '2s';
SHOW dtfixup.value_link_time_budget;
RESET dtfixup.value_link_time_budget;
DO $$
BEGIN
  SET dtfixup.value_link_time_budget = -1;
EXCEPTION WHEN invalid_parameter_value THEN
  RAISE NOTICE 'caught %: %', SQLSTATE, SQLERRM;
END $$;
DO $$
BEGIN
  SET dtfixup.value_link_time_budget = 'soon';
EXCEPTION WHEN invalid_parameter_value THEN
  RAISE NOTICE 'caught %: %', SQLSTATE, SQLERRM;
END $$;

-- privileges stay as they were: a role that may read the view but not its base table
-- gets no value through the view (the base column is not in its graph, so nothing is read)
CREATE ROLE vt_reader;
GRANT USAGE ON SCHEMA vt, dtfixup TO vt_reader;
GRANT SELECT ON vt.shop_directory TO vt_reader;
SET ROLE vt_reader;
SELECT * FROM vt_value_links('where is Blue Anchor');
SELECT dtfixup_link('where is Blue Anchor', ARRAY['vt'])->'value_lookups'->'scans' AS scans;
RESET ROLE;
REVOKE ALL ON vt.shop_directory FROM vt_reader;
REVOKE ALL ON SCHEMA vt, dtfixup FROM vt_reader;
DROP ROLE vt_reader;

DROP FUNCTION vt_value_links(text);
DROP SCHEMA vt CASCADE;
