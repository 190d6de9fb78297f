-- Lexicon links (src/text/lexicon.h, compiled from WordNet at build time): a question word
-- links to a table or column whose name is a WordNet relative of it ("vocalists" ~ singer,
-- "oldest" ~ age, "stores" ~ shop), and a stored value matches in its other forms
-- ("cats" ~ 'cat', "asian" ~ 'Asia'); dtfixup_link says "match": "lexicon".
SET client_min_messages = warning;
CREATE SCHEMA lex;
CREATE TABLE lex.singer (singer_id int PRIMARY KEY, name text, country text, age int);
CREATE TABLE lex.shop (shop_id int PRIMARY KEY, city text, continent text);
CREATE TABLE lex.pet (pet_id int PRIMARY KEY, pet_type text);
INSERT INTO lex.singer VALUES (1, 'Joe Sharp', 'Netherlands', 52), (2, 'Ann Lee', 'France', 41);
INSERT INTO lex.shop VALUES (1, 'Dublin', 'Europe'), (2, 'Osaka', 'Asia');
INSERT INTO lex.pet VALUES (1, 'cat'), (2, 'dog');
RESET client_min_messages;
SET search_path = lex, public;

CREATE FUNCTION pg_temp.links(question text)
RETURNS TABLE (words text, kind text, match text, item text, value text)
LANGUAGE sql AS $$
  WITH r AS (SELECT dtfixup_link(question) AS j)
  SELECT (SELECT string_agg(t->>'text', ' ' ORDER BY o)
            FROM jsonb_array_elements(r.j->'tokens') WITH ORDINALITY AS x(t, o)
           WHERE o - 1 >= (l->>'token_start')::int AND o - 1 < (l->>'token_end')::int),
         l->>'kind', l->>'match', concat_ws('.', l->>'table', l->>'column'), l->>'value'
    FROM r, jsonb_array_elements(r.j->'links') WITH ORDINALITY AS y(l, n)
   ORDER BY n
$$;

-- a synonym of the table's name (WordNet: vocalist and singer share their first sense)
SELECT * FROM pg_temp.links('how many vocalists are there');
-- the attribute an adjective is a value of, through its superlative (oldest -> old -> age)
SELECT * FROM pg_temp.links('who is the oldest') WHERE kind = 'column';
-- a synonym of a table's name, and its plural undone first (stores -> store ~ shop)
SELECT * FROM pg_temp.links('list the stores') WHERE kind = 'table';
-- a broader word for the table's name (WordNet: a pet is a kind of animal)
SELECT * FROM pg_temp.links('how many animals are there');
-- but not for a stored value: a dog is a kind of canine, yet "canines" may mean wolves too
SELECT count(*) AS value_links FROM pg_temp.links('how many canines are there') WHERE kind = 'value';
-- a narrower word for a column's name (a continent is a kind of landmass) and one step only:
-- a pet is two steps below an organism
SELECT * FROM pg_temp.links('which landmass has the most shops') WHERE match = 'lexicon';
SELECT count(*) AS lexicon_links FROM pg_temp.links('list every organism') WHERE match = 'lexicon';
-- values in their other forms: a plural, and the noun an adjective pertains to
SELECT * FROM pg_temp.links('how many cats are in asian shops') WHERE kind = 'value';
-- a word that names an item in the schema's own words gains no lexicon links
SELECT count(*) AS lexicon_links FROM pg_temp.links('how many singers are there')
WHERE match = 'lexicon';
-- the parser sees them: the general model (trained before lexicon links existed reads
-- them as partial matches) answers with the singer table
SELECT nl2sql('how many vocalists are there');

-- phrases WordNet lists: "grade point averages" links to gpa as one span (its plural undone
-- at the end), and "surnames" to last_name, whose words are WordNet's phrase last_name (and
-- to dept_name: a surname is a kind of name, one step broader); "people" to person_id
-- (people ~ persons: tools/lexicon_synonyms.txt)
CREATE SCHEMA lex2;
CREATE TABLE lex2.person (person_id int PRIMARY KEY, last_name text, gpa real, dept_name text,
                          mpg real, cylinders int);
SET search_path = lex2, public;
SELECT * FROM pg_temp.links('surnames and grade point averages of people')
WHERE match = 'lexicon' AND item LIKE 'person.%';
-- abbreviations: a phrase's initials (mpg), a prefix the question writes (cyl), a contraction
-- (dept); "name" is a word, not an abbreviation of "names"
SELECT * FROM pg_temp.links('miles per gallon of 4 cyl cars by departments')
WHERE match = 'abbreviation' AND item LIKE 'person%';
SELECT count(*) AS abbreviation_links FROM pg_temp.links('list the names of people')
WHERE match = 'abbreviation' AND item LIKE 'person%';

-- business words WordNet does not relate (tools/lexicon_synonyms.txt): staff ~ employee,
-- clients ~ customer, vendors ~ supplier, category ~ type
CREATE SCHEMA lex3;
CREATE TABLE lex3.employees (employee_id int PRIMARY KEY, last_name text);
CREATE TABLE lex3.customers (customer_id int PRIMARY KEY, name text);
CREATE TABLE lex3.suppliers (supplier_id int PRIMARY KEY, name text);
CREATE TABLE lex3.sales (sale_id int PRIMARY KEY, quantity int, type text);
SET search_path = lex3, public;
SELECT * FROM pg_temp.links('how many staff and clients and vendors are there')
WHERE match = 'lexicon' ORDER BY words;
SELECT * FROM pg_temp.links('sales of each category') WHERE match = 'lexicon' ORDER BY words;
