-- Exact match after normalisation (what dtfixup_evaluate counts as "exact").
SET search_path = public, dtfixup;
SELECT n, dtfixup_exact_match(a, b) AS exact
FROM (VALUES
    -- alias names and spelling do not matter
    (1, 'SELECT capital FROM state WHERE state_name = ''texas''',
     'SELECT s.capital FROM state AS s WHERE s.state_name = ''texas'''),
    -- AND and OR operands are compared as sets, nested chains flattened
    (2, 'SELECT city_name FROM city WHERE state_name = ''texas'' AND population > 100000',
     'SELECT c.city_name FROM city c WHERE c.population > 100000 AND c.state_name = ''texas'''),
    (3, 'SELECT city_name FROM city WHERE (state_name = ''ohio'' OR state_name = ''texas'') AND population > 5',
     'SELECT city_name FROM city WHERE population > 5 AND (state_name = ''texas'' OR state_name = ''ohio'')'),
    (4, 'SELECT river_name FROM river WHERE length > 1 AND (traverse = ''ohio'' AND country_name = ''usa'')',
     'SELECT river_name FROM river WHERE (country_name = ''usa'' AND length > 1) AND traverse = ''ohio'''),
    -- self-joins: which instance is which is what counts, not the alias
    (5, 'SELECT b1.border FROM border_info b1 JOIN border_info b2 ON b1.state_name = b2.border WHERE b2.state_name = ''texas''',
     'SELECT x.border FROM border_info x JOIN border_info y ON x.state_name = y.border WHERE y.state_name = ''texas'''),
    -- correlated subqueries: an outer reference stays an outer reference
    (6, 'SELECT s.state_name FROM state s WHERE s.area = (SELECT max(t.area) FROM state t)',
     'SELECT a.state_name FROM state a WHERE a.area = (SELECT max(b.area) FROM state b)'),
    -- differences that matter
    (7, 'SELECT capital FROM state WHERE state_name = ''texas''',
     'SELECT capital FROM state WHERE state_name = ''ohio'''),
    (8, 'SELECT b1.border FROM border_info b1 JOIN border_info b2 ON b1.state_name = b2.border WHERE b2.state_name = ''texas''',
     'SELECT b2.border FROM border_info b1 JOIN border_info b2 ON b1.state_name = b2.border WHERE b2.state_name = ''texas'''),
    (9, 'SELECT s.state_name FROM state s WHERE s.area = (SELECT max(t.area) FROM state t)',
     'SELECT s.state_name FROM state s WHERE s.area = (SELECT max(s.area) FROM state t)'),
    (10, 'SELECT city_name FROM city WHERE state_name = ''texas'' AND population > 1',
     'SELECT city_name FROM city WHERE state_name = ''texas'' OR population > 1'),
    (11, 'SELECT DISTINCT capital FROM state', 'SELECT capital FROM state'),
    (12, 'SELECT capital FROM state ORDER BY area LIMIT 1', 'SELECT capital FROM state ORDER BY area LIMIT 2')
) AS t(n, a, b)
ORDER BY n;
SELECT dtfixup_exact_match('DELETE FROM state', 'SELECT 1');
SELECT dtfixup_exact_match(NULL, 'SELECT capital FROM state') IS NULL AS null_gives_null;
