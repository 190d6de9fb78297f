-- The value check (dtfixup.value_check): among the beam's candidates nl2sql answers with the
-- best one whose text literals occur in the columns they are compared with.
-- dtfixup_value_check shows the check for any query of the grammar.
SET search_path = public, dtfixup;
\set SHOW_CONTEXT never

-- "population of dallas": no state is named dallas, a city is
SELECT dtfixup_value_check($$SELECT population FROM state WHERE state_name = 'dallas'$$);
SELECT dtfixup_value_check($$SELECT population FROM city WHERE city_name = 'dallas'$$);
-- a foreign-key column may hold the literal through the key it references: no river
-- traverses alaska, but alaska is a state (river.traverse -> state.state_name)
SELECT dtfixup_value_check($$SELECT river_name FROM river WHERE traverse = 'alaska'$$);
SELECT dtfixup_value_check($$SELECT river_name FROM river WHERE traverse = 'atlantis'$$)->>'verdict' AS verdict;
-- literal on either side, IN lists, subqueries, self-joins: each comparison is checked
SELECT dtfixup_value_check($$SELECT s.state_name FROM state AS s
    WHERE 'texas' = s.capital OR s.state_name IN ('ohio', 'gotham')$$);
SELECT dtfixup_value_check($$SELECT b.border FROM border_info AS b
    WHERE b.state_name IN (SELECT c.state_name FROM city AS c WHERE c.city_name = 'austin')$$)->>'verdict' AS verdict;
-- a number column compared with a number: some stored row must satisfy it ("major rivers"
-- with the major-city threshold: no river is 150000 long), on either side
SELECT dtfixup_value_check($$SELECT river_name FROM river WHERE length > 150000 AND 750 < length$$);
SELECT dtfixup_value_check($$SELECT city_name FROM city WHERE population >= 150000 AND population <= 1
    OR population = 0 OR population IN (1, 2)$$)->'comparisons' AS comparisons;
-- a LIKE or ILIKE pattern is checked like a literal: some stored value must match it, in
-- any case ("cities whose name contains Spring": the cities are stored in lower case)
SELECT dtfixup_value_check($$SELECT city_name FROM city WHERE city_name LIKE '%Spring%'$$);
SELECT dtfixup_value_check($$SELECT city_name FROM city WHERE city_name ILIKE '%Spring%'$$)->>'verdict' AS verdict;
SELECT dtfixup_value_check($$SELECT city_name FROM city WHERE city_name LIKE '%Gotham%'$$)->>'verdict' AS verdict;
SELECT dtfixup_value_check($$SELECT city_name FROM city WHERE state_name LIKE '%Spring%'$$)->>'verdict' AS verdict;
-- text under < >, NOT LIKE, a pattern that is a column, and column-to-column comparisons
-- are not checked (the LIKE beside them is)
SELECT dtfixup_value_check($$SELECT city_name FROM city WHERE city_name LIKE 'sp%'
    AND state_name > 'zzz' AND state_name = country_name AND city_name NOT LIKE '%zzz%'
    AND 'zzz' LIKE city_name$$);
-- case matters, as it does for the generated query
SELECT dtfixup_value_check($$SELECT area FROM state WHERE state_name = 'Texas'$$)->>'verdict' AS verdict;
-- each look-up reads at most dtfixup.value_link_scan_rows rows: a literal not seen within
-- the bound may be further on, so it counts as present
SET dtfixup.value_link_scan_rows = 1;
SELECT dtfixup_value_check($$SELECT area FROM state WHERE state_name = 'gotham'$$)->>'verdict' AS verdict;
RESET dtfixup.value_link_scan_rows;
SELECT dtfixup_value_check($$SELECT area FROM state WHERE state_name = 'gotham'$$)->>'verdict' AS verdict;

-- the check runs as the caller, over the caller's schema
CREATE ROLE value_check_reader;
GRANT USAGE ON SCHEMA public TO value_check_reader;
GRANT SELECT ON state TO value_check_reader;
SET ROLE value_check_reader;
SELECT dtfixup_value_check($$SELECT capital FROM state WHERE state_name = 'texas'$$)->>'verdict' AS verdict;
SELECT dtfixup_value_check($$SELECT population FROM city WHERE city_name = 'dallas'$$);
RESET ROLE;
DROP OWNED BY value_check_reader;
DROP ROLE value_check_reader;

-- bad input
SELECT dtfixup_value_check('SELECT FROM WHERE');
SELECT dtfixup_value_check('DELETE FROM state');
SELECT dtfixup_value_check(NULL) IS NULL AS null_in_null_out;
