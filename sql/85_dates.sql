-- dtfixup dates: a date or timestamp column compared with a date phrase (a year, a month, a
-- day) is written as the period the phrase names (sql_render.c), inside the grammar: the
-- action sequence holds the phrase as a text literal; and a question's date phrases link to
-- the date and timestamp columns (link_date_values).  No model is asked here.
SET search_path = public, dtfixup;
CREATE SCHEMA datefx;
CREATE TABLE datefx.visit (
  id int PRIMARY KEY,
  guest text NOT NULL,
  arrived timestamp NOT NULL,
  booked date,
  opens time
);
INSERT INTO datefx.visit VALUES
 (1, 'Ann', '2012-07-09 23:30',    '2012-06-30', '09:00'),
 (2, 'Bob', '2012-07-10 00:00',    '2012-07-01', '09:00'),
 (3, 'Cy',  '2012-07-10 18:45',    '2012-07-31', '10:00'),
 (4, 'Di',  '2012-09-01 08:00',    '2012-09-30', NULL),
 (5, 'Ed',  '2013-01-01 00:00',    '2013-01-01', NULL),
 (6, 'Flo', '2011-12-31 23:59:59', NULL,         NULL);

-- a gold query -> actions -> SQL, and the guests that SQL returns (or the error it raises)
CREATE FUNCTION pg_temp.dated(q text) RETURNS TABLE (sql text, guests text)
LANGUAGE plpgsql AS $$
DECLARE s text; g text;
BEGIN
  s := dtfixup_actions_to_sql(dtfixup_sql_to_actions(q, '{datefx}'), '{datefx}');
  BEGIN
    EXECUTE format('SELECT string_agg(guest, '','' ORDER BY guest) FROM (%s) x', s) INTO g;
  EXCEPTION WHEN others THEN
    g := 'ERROR ' || SQLSTATE;
  END;
  RETURN QUERY SELECT s, coalesce(g, '(none)');
END $$;

-- a day on a timestamp is the whole day, whether spelled out or in SQL's form
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE arrived = 'July 10, 2012'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE arrived = '2012-07-10'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE arrived = '10 July 2012'$$);
-- before its first day, after its last, up to its end, from its start
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE arrived < 'July 10, 2012'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE arrived > 'July 10, 2012'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE arrived <= 'July 2012'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE arrived >= 'sept 2012' OR guest = 'Ann'$$);
-- months and years on a date column; BETWEEN spans both bounds; <> is outside (NULL stays out)
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE booked = 'July 2012'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE booked = '2012-07'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE booked = '2012'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE booked BETWEEN '2011' AND '2012'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE booked <> 'July 2012'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE booked = '2012' AND arrived < '2012-07-10'$$);
-- SQL's own date literals on a date column, and ranges as gold queries write them: unchanged
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE booked = '2012-07-01'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE booked BETWEEN '2012-07-01' AND '2012-07-31'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE arrived >= '2012-07-10' AND arrived < '2012-07-11'$$);
-- not a period, or a time-of-day column: written as they are (and PostgreSQL says what is wrong)
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE arrived > 'later'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE booked = 'February 30, 2012'$$);
SELECT * FROM pg_temp.dated($$SELECT guest FROM visit WHERE opens = '2012'$$);
-- extract() stays outside the grammar, as before
DO $$
BEGIN
  PERFORM dtfixup_sql_to_actions($q$SELECT guest FROM visit WHERE extract(year FROM arrived) = 2012$q$, '{datefx}');
  RAISE NOTICE 'extract: accepted';
EXCEPTION WHEN others THEN
  RAISE NOTICE 'extract: refused (%)', SQLSTATE;
END $$;

-- a question's date phrases link, as values, to the date and timestamp columns it names,
-- else to those of the tables it names (never to opens, a time of day)
CREATE FUNCTION pg_temp.date_links(question text) RETURNS TABLE (words text, item text, value text)
LANGUAGE sql AS $$
SELECT (SELECT string_agg(t->>'text', ' ' ORDER BY o)
          FROM jsonb_array_elements(j->'tokens') WITH ORDINALITY AS x(t, o)
         WHERE o - 1 >= (l->>'token_start')::int AND o - 1 < (l->>'token_end')::int) AS words,
       l->>'column', l->>'value'
  FROM (SELECT dtfixup_link(question, '{datefx}') AS j) r,
       jsonb_array_elements(r.j->'links') AS l
 WHERE l->>'kind' = 'value'
 ORDER BY (l->>'token_start')::int, l->>'column'
$$;
SELECT * FROM pg_temp.date_links('Who arrived in September 2012 or before July 10, 2012, or in 2011?');
SELECT * FROM pg_temp.date_links('Which visits were made in 2012-07?');
-- no period, no date link: a number that is no year, a day without a year
SELECT count(*) AS date_value_links
  FROM jsonb_array_elements(dtfixup_link('Which 12 guests arrived on July 10 at 5000 feet?', '{datefx}')->'links') l
 WHERE l->>'kind' = 'value' AND l->>'column' IN ('arrived', 'booked');

DROP SCHEMA datefx CASCADE;
