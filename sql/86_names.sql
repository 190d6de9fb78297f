-- dtfixup names: a question that asks for people or things by name ("who", "which
-- <table>", "list the <table>", "names of") is answered with the columns that name them,
-- a person's given and family names as two output columns, a thing's name
-- (src/answer/answer_names.c, the answer step full_names).  dtfixup_full_names shows the
-- step on a query written here; no model is asked.
SET search_path = public, dtfixup;
CREATE SCHEMA namefx;
CREATE TABLE namefx.staff (
  staff_id int PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  job_title text,
  email text,
  city text,
  boss int REFERENCES namefx.staff
);
CREATE TABLE namefx.authors (
  au_id text PRIMARY KEY,
  au_lname text NOT NULL,
  au_fname text NOT NULL,
  address text,
  city text
);
CREATE TABLE namefx.shops (
  shop_id int PRIMARY KEY,
  shop_name text NOT NULL,
  city text
);
INSERT INTO namefx.staff VALUES
 (1, 'Diane', 'Murphy', 'President', 'dm@x.org', 'Paris', NULL),
 (2, 'Gerard', 'Hernandez', 'Sales Rep', 'gh@x.org', 'Paris', 1),
 (3, 'Leslie', 'Jennings', 'Sales Rep', 'lj@x.org', 'Tokyo', 1);
INSERT INTO namefx.authors VALUES
 ('1', 'Green', 'Marjorie', '309 63rd St.', 'Oakland'),
 ('2', 'Carson', 'Cheryl', '589 Darwin Ln.', 'Berkeley');
INSERT INTO namefx.shops VALUES (1, 'Bookbeat', 'Oakland'), (2, 'News & Brews', 'Tokyo');

-- the query as the step leaves it, and the rows it returns
CREATE FUNCTION pg_temp.named(question text, q text) RETURNS TABLE (sql text, answer text)
LANGUAGE plpgsql AS $$
DECLARE s text; a text;
BEGIN
  s := dtfixup_full_names(question, q);
  EXECUTE format('SELECT string_agg(x::text, '' '' ORDER BY x::text) FROM (%s) x', s) INTO a;
  RETURN QUERY SELECT s, a;
END $$;

SET search_path = namefx, public, dtfixup;
-- one part of a person's name, an id, another column: the whole name for "who"
SELECT * FROM pg_temp.named('Who is the president?',
  $$SELECT first_name FROM staff WHERE job_title = 'President'$$);
SELECT * FROM pg_temp.named('Who are the sales reps in Paris?',
  $$SELECT staff_id FROM staff WHERE city = 'Paris' AND job_title = 'Sales Rep'$$);
SELECT * FROM pg_temp.named('Who works in Tokyo?',
  $$SELECT email FROM staff WHERE city = 'Tokyo'$$);
-- "which <table>": prefixed name columns, and a thing's name for its id
SELECT * FROM pg_temp.named('Which authors live in Oakland?',
  $$SELECT address FROM authors WHERE city = 'Oakland'$$);
SELECT * FROM pg_temp.named('Which shops are in Tokyo?',
  $$SELECT shop_id FROM shops WHERE city = 'Tokyo'$$);
-- a name column the answer holds already is not repeated
SELECT * FROM pg_temp.named('Who is the president?',
  $$SELECT staff_id, last_name FROM staff WHERE job_title = 'President'$$);
-- left alone: the question names the column, or asks for nobody by name
SELECT * FROM pg_temp.named('What is the email of the president?',
  $$SELECT email FROM staff WHERE job_title = 'President'$$);
SELECT * FROM pg_temp.named('Who has the email lj@x.org and what is their first name?',
  $$SELECT first_name FROM staff WHERE email = 'lj@x.org'$$);
SELECT * FROM pg_temp.named('How many staff work in Paris?',
  $$SELECT count(*) FROM staff WHERE city = 'Paris'$$);
-- a key naming someone else: that person, joined on the key, by name
SELECT * FROM pg_temp.named('Who does Leslie Jennings report to?',
  $$SELECT boss FROM staff WHERE first_name = 'Leslie'$$);
-- left alone: an aggregate
SELECT * FROM pg_temp.named('Who has how many reports?',
  $$SELECT boss, count(*) FROM staff GROUP BY boss$$);
-- left alone: a UNION (its operands keep their width)
SELECT * FROM pg_temp.named('Who works in Paris or in Tokyo?',
  $$SELECT last_name FROM staff WHERE city = 'Paris' UNION SELECT last_name FROM staff WHERE city = 'Tokyo'$$);
-- an EXCEPT of a name column: the rows taken apart by key, then named
SELECT * FROM pg_temp.named('Who works in Paris but not as president?',
  $$SELECT last_name FROM staff WHERE city = 'Paris' EXCEPT SELECT last_name FROM staff WHERE job_title = 'President'$$);
-- joined to the rows that reference them, the people named are listed once
SELECT * FROM pg_temp.named('Who has someone reporting to them?',
  $$SELECT b.first_name FROM staff b JOIN staff s ON s.boss = b.staff_id$$);
-- "each <table>" grouped by its key: the names beside the count; grouped by a column of
-- the table no word names, by the key instead; "each <column>" left alone
SELECT * FROM pg_temp.named('How many emails does each staff member have?',
  $$SELECT staff_id, count(*) FROM staff GROUP BY staff_id$$);
SELECT * FROM pg_temp.named('How many emails does each staff member have?',
  $$SELECT city, count(*) FROM staff GROUP BY city$$);
SELECT * FROM pg_temp.named('How many staff members work in each city?',
  $$SELECT city, count(*) FROM staff GROUP BY city$$);
-- a whole name generated from the two gives way to them, unless the question names it
CREATE TABLE namefx.crew (
  crew_id int PRIMARY KEY,
  first_name text NOT NULL,
  last_name text NOT NULL,
  full_name text GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED,
  city text
);
INSERT INTO namefx.crew (crew_id, first_name, last_name, city) VALUES
 (1, 'Ann', 'Lee', 'Oslo'), (2, 'Bo', 'Ek', 'Oslo'), (3, 'Cy', 'Ito', 'Rome');
SELECT * FROM pg_temp.named('Who works in Oslo?',
  $$SELECT full_name FROM crew WHERE city = 'Oslo'$$);
SELECT * FROM pg_temp.named('Who works in Oslo?',
  $$SELECT crew_id FROM crew WHERE city = 'Oslo'$$);
SELECT * FROM pg_temp.named('What are the full names of the crew in Oslo?',
  $$SELECT full_name FROM crew WHERE city = 'Oslo'$$);
-- the setting that turns the step off in nl2sql is on by default
SELECT current_setting('dtfixup.full_names') AS full_names;
RESET search_path;
DROP SCHEMA namefx CASCADE;
