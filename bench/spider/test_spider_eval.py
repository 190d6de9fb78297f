#!/usr/bin/env python3
"""Hand-written cases for spider_eval.py: match / no match / hardness / parse errors.

Run: python3 bench/spider/test_spider_eval.py   (exits non-zero if any case fails)
The schema is written here, so no data files are needed.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spider_eval as se  # noqa: E402

# concert_singer-like schema; singer_in_concert.singer_id -> singer.singer_id,
# concert.stadium_id -> stadium.stadium_id, singer_in_concert.concert_id -> concert.concert_id.
TABLES = ['stadium', 'singer', 'concert', 'singer_in_concert']
COLUMNS = [
    (-1, '*'),
    (0, 'Stadium_ID'), (0, 'Location'), (0, 'Name'), (0, 'Capacity'), (0, 'Highest'), (0, 'Average'),
    (1, 'Singer_ID'), (1, 'Name'), (1, 'Country'), (1, 'Song_Name'), (1, 'Age'), (1, 'Is_male'),
    (2, 'concert_ID'), (2, 'concert_Name'), (2, 'Theme'), (2, 'Stadium_ID'), (2, 'Year'),
    (3, 'concert_ID'), (3, 'Singer_ID'),
]
SCHEMA = se.Schema({
    'db_id': 'concert_singer',
    'table_names_original': TABLES,
    'column_names_original': [list(c) for c in COLUMNS],
    'foreign_keys': [[16, 1], [19, 7], [18, 13]],
})

# (gold, prediction, expected exact match, why)
MATCH_CASES = [
    ('SELECT count(*) FROM singer', 'SELECT count(*) FROM concert_singer.singer AS t0', True,
     'renderer style: schema-qualified table, alias'),
    ('SELECT name, country, age FROM singer ORDER BY age DESC',
     'SELECT t0.name, t0.country, t0.age FROM singer AS t0 ORDER BY t0.age DESC', True, 'qualified columns'),
    ('SELECT name FROM singer ORDER BY age DESC',
     'SELECT t0.name FROM singer AS t0 ORDER BY t0.age DESC NULLS LAST', True, 'NULLS LAST: our rankings'),
    ('SELECT name, age FROM singer', 'SELECT t0.age, t0.name FROM singer AS t0', True,
     'SELECT items are a multiset'),
    ('SELECT name FROM singer WHERE age > 20 AND country = "France"',
     "SELECT t0.name FROM singer AS t0 WHERE (t0.country = 'Spain' AND t0.age > 40)", True,
     'condition order and values do not count; parenthesised AND chain'),
    ('SELECT name FROM singer WHERE age > 20', 'SELECT name FROM singer WHERE age < 20', False,
     'operator counts'),
    ('SELECT name FROM singer WHERE age > 20', 'SELECT name FROM singer WHERE age >= 20', False,
     'operator counts'),
    ('SELECT name FROM singer WHERE age > 20', 'SELECT name FROM singer', False, 'missing WHERE'),
    ('SELECT name FROM singer WHERE age > 20 AND country = "x"',
     'SELECT name FROM singer WHERE age > 20 OR country = "x"', False, 'AND vs OR'),
    ('SELECT max(age) FROM singer', 'SELECT min(age) FROM singer', False, 'aggregate counts'),
    ('SELECT count(*) FROM singer', 'SELECT count(name) FROM singer', False, 'count(*) vs count(col)'),
    ('SELECT DISTINCT country FROM singer', 'SELECT country FROM singer', True,
     'DISTINCT is ignored at the top level (Spider)'),
    ('SELECT count(DISTINCT country) FROM singer', 'SELECT count(country) FROM singer', True,
     'DISTINCT inside an aggregate is ignored too (Spider)'),
    ('SELECT name FROM singer WHERE singer_id IN (SELECT DISTINCT singer_id FROM singer_in_concert)',
     'SELECT name FROM singer WHERE singer_id IN (SELECT singer_id FROM singer_in_concert)', False,
     'but kept inside a condition subquery (Spider)'),
    ('SELECT name FROM singer ORDER BY age DESC LIMIT 1',
     'SELECT name FROM singer ORDER BY age DESC LIMIT 3', True, 'LIMIT value is ignored'),
    ('SELECT name FROM singer ORDER BY age DESC LIMIT 1', 'SELECT name FROM singer ORDER BY age DESC',
     False, 'LIMIT presence counts'),
    ('SELECT name FROM singer ORDER BY age DESC', 'SELECT name FROM singer ORDER BY age ASC', False,
     'direction counts'),
    ('SELECT name FROM singer ORDER BY age', 'SELECT t0.name FROM singer AS t0 ORDER BY t0.age ASC', True,
     'default direction is ascending'),
    ('SELECT name FROM singer ORDER BY age', 'SELECT name FROM singer', False, 'missing ORDER BY'),
    ('SELECT country, count(*) FROM singer GROUP BY country',
     'SELECT country, count(*) FROM singer', False, 'missing GROUP BY'),
    ('SELECT country FROM singer GROUP BY country HAVING count(*) > 2',
     'SELECT country FROM singer GROUP BY country HAVING count(*) > 5', True, 'HAVING value ignored'),
    ('SELECT country FROM singer GROUP BY country HAVING count(*) > 2',
     'SELECT country FROM singer GROUP BY country HAVING count(*) < 2', False, 'HAVING operator counts'),
    ('SELECT country FROM singer GROUP BY country, age', 'SELECT country FROM singer GROUP BY age, country',
     False, 'GROUP BY is compared as an ordered list (Spider)'),
    ('SELECT T2.name FROM singer_in_concert AS T1 JOIN singer AS T2 ON T1.singer_id = T2.singer_id',
     'SELECT t0.name FROM singer AS t0 JOIN singer_in_concert AS t1 ON t1.singer_id = t0.singer_id', True,
     'table order in FROM does not count'),
    ('SELECT T2.name FROM singer_in_concert AS T1 JOIN singer AS T2 ON T1.singer_id = T2.singer_id',
     'SELECT T2.name FROM singer_in_concert AS T1 JOIN singer AS T2 ON T1.concert_id = T2.age', True,
     'join conditions are not compared (Spider)'),
    ('SELECT T2.name FROM singer_in_concert AS T1 JOIN singer AS T2 ON T1.singer_id = T2.singer_id',
     'SELECT t0.name FROM singer AS t0, singer_in_concert AS t1 WHERE t0.singer_id = t1.singer_id', False,
     'a join condition moved to WHERE is a WHERE condition'),
    ('SELECT T2.name FROM singer_in_concert AS T1 JOIN singer AS T2 ON T1.singer_id = T2.singer_id',
     'SELECT T2.name FROM singer_in_concert AS T1 JOIN singer AS T2 JOIN concert AS T3', False,
     'table multiset counts'),
    ('SELECT T1.singer_id FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.singer_id = T2.singer_id',
     'SELECT T2.singer_id FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.singer_id = T2.singer_id',
     True, 'foreign-key columns of FROM tables are the same column'),
    ('SELECT singer_id FROM singer', 'SELECT singer_id FROM singer_in_concert', False, 'different table'),
    ('SELECT name FROM singer WHERE singer_id NOT IN (SELECT singer_id FROM singer_in_concert)',
     'SELECT t0.name FROM singer AS t0 WHERE t0.singer_id NOT IN (SELECT t1.singer_id FROM singer_in_concert AS t1)',
     True, 'nested query'),
    ('SELECT name FROM singer WHERE singer_id NOT IN (SELECT singer_id FROM singer_in_concert)',
     'SELECT name FROM singer WHERE singer_id IN (SELECT singer_id FROM singer_in_concert)', False,
     'NOT IN vs IN'),
    ('SELECT name FROM singer WHERE singer_id IN (SELECT T1.singer_id FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.singer_id = T2.singer_id)',
     'SELECT T1.name FROM singer AS T1 WHERE T1.singer_id IN (SELECT T1.singer_id FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.singer_id = T2.singer_id)',
     True, 'aliases reused in a subquery are scoped'),
    ('SELECT name FROM singer WHERE age > (SELECT avg(age) FROM singer)',
     'SELECT name FROM singer WHERE age > (SELECT avg(age) FROM singer WHERE country = "x")', False,
     'nested query structure counts'),
    ('SELECT name FROM singer WHERE country = "France" INTERSECT SELECT name FROM singer WHERE age > 3',
     "(SELECT t0.name FROM singer AS t0 WHERE t0.country = 'x') INTERSECT (SELECT t1.name FROM singer AS t1 WHERE t1.age > 9)",
     True, 'INTERSECT, renderer parentheses'),
    ('SELECT name FROM singer WHERE country = "France" INTERSECT SELECT name FROM singer WHERE age > 3',
     'SELECT name FROM singer WHERE country = "France" UNION SELECT name FROM singer WHERE age > 3', False,
     'INTERSECT vs UNION'),
    ('SELECT name FROM singer WHERE country = "France" EXCEPT SELECT name FROM singer WHERE age > 3',
     'SELECT name FROM singer WHERE country = "France"', False, 'missing EXCEPT'),
    ("SELECT name FROM singer WHERE name = 'O''Brien'", "SELECT name FROM singer WHERE name = 'O''Neil'", True,
     "'' escapes"),
    ('SELECT name FROM singer WHERE song_name LIKE "%Hey%"',
     "SELECT t0.name FROM singer AS t0 WHERE t0.song_name ILIKE '%hey%'", True,
     'ILIKE reads as LIKE (SQLite LIKE ignores case)'),
    ('SELECT name FROM singer WHERE song_name LIKE "%Hey%"',
     'SELECT name FROM singer WHERE song_name = "%Hey%"', False, 'LIKE vs ='),
    ('SELECT name FROM singer WHERE age != 20', 'SELECT t0.name FROM singer AS t0 WHERE t0.age <> 20', True,
     '<> is !='),
    ('SELECT name FROM singer WHERE age BETWEEN 20 AND 30',
     'SELECT name FROM singer WHERE age BETWEEN 1 AND 2', True, 'BETWEEN values ignored'),
    ('SELECT max(capacity) - min(capacity) FROM stadium',
     'SELECT (max(t0.capacity) - min(t0.capacity)) FROM stadium AS t0', True, 'arithmetic of aggregates'),
    ('SELECT avg(age) FROM singer', 'SELECT avg(t0."age") FROM "singer" AS t0', True,
     'quoted identifiers in predictions'),
    ('SELECT "Name" FROM singer', 'SELECT name FROM singer', True,
     'a double-quoted column name in gold is read as... a string, so this pair is an error case; see below'),
]

# Predictions that must be reported as not parsing (and counted wrong).
BAD_PREDICTIONS = [
    ('SELECT name FROM singer', 'SELECT name FROM', 'syntax'),
    ('SELECT name FROM singer', 'SELECT nonexistent FROM singer', 'unknown column'),
    ('SELECT name FROM singer', 'SELECT name FROM nowhere', 'unknown table'),
    ('SELECT name FROM singer', 'SELECT t0.name FROM singer AS t0 LEFT JOIN concert AS t1 ON t0.age = t1.year',
     'LEFT JOIN has no Spider form'),
    ('SELECT name FROM singer WHERE age > 2 AND country = "x"',
     'SELECT name FROM singer WHERE NOT (age > 2 AND country = "x")', 'NOT over AND'),
    ('SELECT name FROM singer', "SELECT name FROM singer WHERE name = 'unterminated", 'unterminated string'),
    ('SELECT name FROM singer', '', 'empty prediction'),
]

HARDNESS_CASES = [
    ('SELECT count(*) FROM singer', 'easy'),
    ('SELECT name FROM singer WHERE age > 20', 'easy'),
    ('SELECT name, country, age FROM singer ORDER BY age DESC', 'medium'),
    ('SELECT avg(age), min(age), max(age) FROM singer WHERE country = "France"', 'medium'),
    # a single join is one 'component 1' like WHERE, so still easy
    ('SELECT T2.name FROM singer_in_concert AS T1 JOIN singer AS T2 ON T1.singer_id = T2.singer_id', 'easy'),
    ('SELECT song_name FROM singer WHERE age > (SELECT avg(age) FROM singer)', 'hard'),
    ('SELECT name FROM singer WHERE country = "France" INTERSECT SELECT name FROM singer WHERE age > 3', 'hard'),
    ('SELECT name FROM stadium WHERE stadium_id NOT IN (SELECT stadium_id FROM concert)', 'hard'),
    ('SELECT T2.name, T2.capacity FROM concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id '
     'WHERE T1.year >= 2014 GROUP BY T2.stadium_id ORDER BY count(*) DESC LIMIT 1', 'extra'),
    ('SELECT T2.name FROM concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id '
     'WHERE T1.year = 2014 INTERSECT SELECT T2.name FROM concert AS T1 JOIN stadium AS T2 '
     'ON T1.stadium_id = T2.stadium_id WHERE T1.year = 2015', 'extra'),
    # Spider counts NOT in WHERE as an aggregate: with count(*) that makes two, so 'medium' not 'easy'
    ('SELECT count(*) FROM singer WHERE country NOT LIKE "%a%"', 'medium'),
    ('SELECT name FROM singer WHERE country = "a" OR country = "b"', 'medium'),
    # Spider does not see the aggregates in HAVING but counts each AND/OR there as one: one AND
    # stays easy, two make the count exceed 1 (all checked against the official script)
    ('SELECT country FROM singer GROUP BY country HAVING count(*) > 1 AND avg(age) > 2', 'easy'),
    ('SELECT country FROM singer GROUP BY country HAVING count(*) > 1 AND avg(age) > 2 AND max(age) > 3',
     'medium'),
]


def main():
    failures = []
    n = 0
    for gold, pred, expect, why in MATCH_CASES:
        n += 1
        if why.startswith('a double-quoted column name in gold'):
            # Spider reads "Name" as a string: the gold has no column to select, so it does not parse.
            try:
                se.evaluate_pair(SCHEMA, gold, pred)
                failures.append('gold %r should not parse ("..." is a string in Spider SQL)' % gold)
            except se.SqlError:
                pass
            continue
        try:
            res = se.evaluate_pair(SCHEMA, gold, pred)
        except se.SqlError as e:
            failures.append('%s: gold does not parse: %s' % (why, e))
            continue
        if res['pred_error']:
            failures.append('%s: prediction does not parse: %s\n    %s' % (why, res['pred_error'], pred))
        elif res['exact'] != expect:
            failures.append('%s: expected exact=%s, got %s\n    gold: %s\n    pred: %s\n    parts: %s'
                            % (why, expect, res['exact'], gold, pred, res['partial']))
    for gold, pred, why in BAD_PREDICTIONS:
        n += 1
        res = se.evaluate_pair(SCHEMA, gold, pred)
        if res['exact'] or not res['pred_error']:
            failures.append('%s: expected a parse error for %r, got %s' % (why, pred, res))
    for gold, expect in HARDNESS_CASES:
        n += 1
        got = se.hardness(se.to_form(gold, SCHEMA))
        if got != expect:
            failures.append('hardness of %r: expected %s, got %s' % (gold, expect, got))
    # Every gold reads the same with itself.
    for gold, _pred, _expect, why in MATCH_CASES:
        if why.startswith('a double-quoted'):
            continue
        n += 1
        if not se.evaluate_pair(SCHEMA, gold, gold)['exact']:
            failures.append('gold does not match itself: %s' % gold)
    # Dialects: in PostgreSQL predictions "..." is an identifier, in SQLite ones a string.
    n += 1
    pg = se.evaluate_pair(SCHEMA, 'SELECT name FROM singer WHERE country = "x"',
                          'SELECT t0."name" FROM singer AS t0 WHERE t0."country" = \'y\'', pred_dialect='postgres')
    if not pg['exact']:
        failures.append('postgres dialect: quoted identifiers should match: %s' % pg)
    n += 1
    lite = se.evaluate_pair(SCHEMA, 'SELECT name FROM singer', 'SELECT "name" FROM singer', pred_dialect='sqlite')
    if lite['exact'] or not lite['pred_error']:
        failures.append('sqlite dialect: "name" is a string, the prediction should not parse: %s' % lite)

    for f in failures:
        print('FAIL', f)
    print('%d cases, %d failed' % (n, len(failures)))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
