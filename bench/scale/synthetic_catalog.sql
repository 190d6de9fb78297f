-- bench/scale/synthetic_catalog.sql — a large synthetic catalog: :schemas schemas syn_0001..
-- of 5 tables each (bench/scale/synthetic.sh, test/large_catalog.sh).  Each table is named
-- after one of 40 nouns (a noun recurs in every eighth schema, as table names recur across
-- real databases), with an integer key, two text columns, a number and a date; tables 2..5
-- of a schema reference the one before (a foreign-key chain).  4 rows per table, each text
-- value twice, so that ANALYZE stores most-common values for every text column.  One
-- transaction per schema: a single one would need a lock per table beyond
-- max_locks_per_transaction.  Run ANALYZE afterwards.
--   psql -v schemas=2000 -f bench/scale/synthetic_catalog.sql
\set ON_ERROR_STOP 1
SET client_min_messages = warning;
CREATE TEMP TABLE syn_noun (k int PRIMARY KEY, noun text NOT NULL);
INSERT INTO syn_noun
SELECT k - 1, w FROM unnest(string_to_array(
  'singer concert stadium student course teacher department employee company product '
  'customer airport flight airline city country river mountain lake book '
  'author publisher movie director actor team player match game club '
  'school hospital doctor patient museum artist album song ship port', ' '))
  WITH ORDINALITY AS u(w, k);

SELECT format($s$
CREATE SCHEMA %1$I;
%2$s
$s$, 'syn_' || lpad(i::text, 4, '0'),
	string_agg(format($t$
CREATE TABLE %1$I.%2$I (id int PRIMARY KEY, name text NOT NULL, kind text, size int, created date%3$s);
INSERT INTO %1$I.%2$I
SELECT r, %4$L || ' ' || ((r + 1) / 2), CASE WHEN r %% 2 = 0 THEN 'large' ELSE 'small' END,
       r * %5$s, date '2000-01-01' + r * %5$s%6$s
  FROM generate_series(1, 4) AS r;
$t$, 'syn_' || lpad(i::text, 4, '0'), n.noun,
		CASE WHEN t > 0 THEN format(', %I int REFERENCES %I.%I', p.noun || '_id',
									'syn_' || lpad(i::text, 4, '0'), p.noun) ELSE '' END,
		initcap(n.noun) || ' ' || i, i,
		CASE WHEN t > 0 THEN ', 1 + r % 4' ELSE '' END), '' ORDER BY t))
  FROM generate_series(1, :schemas) AS i
 CROSS JOIN generate_series(0, 4) AS t
  JOIN syn_noun n ON n.k = (i + 8 * t) % 40
  LEFT JOIN syn_noun p ON t > 0 AND p.k = (i + 8 * (t - 1)) % 40
 GROUP BY i ORDER BY i
\gexec
