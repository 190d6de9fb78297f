-- The general model that ships with the extension (models/dtfixup_general.ckpt, installed
-- beside the control file): with the default search_path, no model named and dtfixup.model
-- unset, a user asks about their own tables and gets SQL and rows.
\set SHOW_CONTEXT never
RESET search_path;
RESET dtfixup.model;
SHOW search_path;
SELECT extnamespace::regnamespace AS functions_in FROM pg_extension WHERE extname = 'dtfixup';

-- any question span can become a literal, also when no stored value matches: m0 is a value
-- the question names ("named m0"), so a candidate that compares it with the column named
-- just before it ("cities named" -> city_name) is preferred to the ones that drop it
-- (named_values.h), although no city is named m0
SELECT nl2sql('which states have cities named m0');
SELECT c->>'rank' AS beam_rank, c->>'value_check' AS value_check
FROM jsonb_array_elements(dtfixup_explain('which states have cities named m0')->'candidates') AS c
WHERE (c->>'chosen')::boolean;
-- a quoted value too; where the question names none, the value check still picks the
-- candidate whose literal is stored (a city, not a state, is named dallas)
SELECT nl2sql('how many people live in the city named ''austin''');
SELECT nl2sql('what is the population of dallas');
-- an answer column that holds one value in every row (every fixture row's country_name is
-- 'usa') and that no question word links to fails the check (verdict constant_answer):
-- the beam's first candidate answers "which state ..." with country_name, the second with
-- state_name (with dtfixup.full_names off: on, the first answers with state_name itself,
-- "which state" asking for the states by name, 86_names)
SET dtfixup.full_names = off;
SELECT c->>'rank' AS beam_rank, c->>'value_check' AS value_check, (c->>'chosen')::boolean AS chosen,
    c->>'sql' LIKE 'SELECT t0.country_name %' AS answers_country_name
FROM jsonb_array_elements(dtfixup_explain('which state has the largest density')->'candidates') AS c
WHERE (c->>'rank')::int <= 2;
RESET dtfixup.full_names;
SELECT nl2sql('which state has the largest density');
-- "named" alone does not mention country_name (it partly links to every *_name column)
SELECT nl2sql('what states have cities named austin');
-- a question that says the column keeps it
SELECT nl2sql('what is the country name of texas') LIKE 'SELECT t0.country_name %' AS keeps_country_name;

-- a candidate that leaves out a column the question names loses 2 of its score per such
-- mention (sql_mentions.h): "the dogs's name" names dogs.name, which the beam's first
-- candidate (first_name, last_name) does not use, so the second (first_name, dogs.name)
-- answers
CREATE SCHEMA kennel;
CREATE TABLE kennel.owners (owner_id integer PRIMARY KEY, first_name text, last_name text, city text);
CREATE TABLE kennel.dogs (dog_id integer PRIMARY KEY, owner_id integer REFERENCES kennel.owners, name text, age integer);
INSERT INTO kennel.owners VALUES (1, 'Ana', 'Lopez', 'Lyon'), (2, 'Ben', 'Ng', 'Oslo');
INSERT INTO kennel.dogs VALUES (1, 1, 'Rex', 3), (2, 2, 'Fido', 5), (3, 1, 'Kira', 2);
SET search_path = kennel, public;
SELECT c->>'rank' AS beam_rank, c->>'left_out_mentions' AS left_out_mentions,
    (c->>'chosen')::boolean AS chosen, c->>'sql' AS sql
FROM jsonb_array_elements(dtfixup_explain('List pairs of the owner''s first name and the dogs''s name.')->'candidates') AS c
WHERE (c->>'rank')::int <= 2;
SELECT r FROM nl2sql_execute('List pairs of the owner''s first name and the dogs''s name.') AS r
ORDER BY r::text;
RESET search_path;
DROP TABLE kennel.dogs, kennel.owners;
DROP SCHEMA kennel;

-- the rows check (dtfixup.rows_check_timeout): an answer that runs to no row, or to rows of
-- NULLs alone, gives way to the next candidate the value check passes where that one gives
-- rows. The Seattle store keeps no web address: the beam's first candidate answers with it,
-- the second with the physical address
CREATE SCHEMA shop;
CREATE TABLE shop.stores (store_id integer PRIMARY KEY, store_name text, web_address text,
    physical_address text);
INSERT INTO shop.stores VALUES (1, 'Seattle', NULL, '1 Pike St'), (2, 'Tokyo', 'tokyo.example', '2 Ginza');
SET search_path = shop, public;
CREATE FUNCTION pg_temp.gives_values(q text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE b boolean;
BEGIN
  EXECUTE 'SELECT EXISTS (SELECT FROM (' || q || ') AS s WHERE NOT (s IS NULL))' INTO b;
  RETURN b;
END $$;
-- each verdict no_rows is a query that gives no value; the chosen one gives values unless
-- its verdict says it gives none
SELECT bool_and(NOT pg_temp.gives_values(c->>'sql')) FILTER (WHERE c->>'value_check' = 'no_rows')
        AS no_rows_give_no_values,
    bool_and(pg_temp.gives_values(c->>'sql') OR c->>'value_check' = 'no_rows')
        FILTER (WHERE (c->>'chosen')::boolean) AS chosen_gives_values
FROM jsonb_array_elements(dtfixup_explain('What is the address of the Seattle store?')->'candidates') AS c;
SELECT r FROM nl2sql_execute('What is the address of the Seattle store?') AS r;
-- off (0): the first candidate answers, with its NULL
SET dtfixup.rows_check_timeout = 0;
SELECT r FROM nl2sql_execute('What is the address of the Seattle store?') AS r;
RESET dtfixup.rows_check_timeout;
RESET search_path;
DROP TABLE shop.stores;
DROP SCHEMA shop;

-- values likewise (sql_mentions.h): "chinese" is a stored food_type and "bay area" a stored
-- region; a candidate that filters on one of them alone leaves the other out, and the one
-- that uses both answers
CREATE SCHEMA guide;
CREATE TABLE guide.geographic (city_name text PRIMARY KEY, county text, region text);
CREATE TABLE guide.restaurant (id integer PRIMARY KEY, name text, food_type text,
    city_name text REFERENCES guide.geographic, rating real);
CREATE TABLE guide.location (restaurant_id integer REFERENCES guide.restaurant, house_number integer,
    street_name text, city_name text REFERENCES guide.geographic);
INSERT INTO guide.geographic VALUES ('san francisco', 'san francisco county', 'bay area'),
    ('berkeley', 'alameda county', 'bay area'), ('oakland', 'alameda county', 'bay area'),
    ('palo alto', 'santa clara county', 'bay area'), ('fresno', 'fresno county', 'central valley'),
    ('monterey', 'monterey county', 'central coast');
INSERT INTO guide.restaurant VALUES (1, 'buttercup kitchen', 'american', 'san francisco', 2.5),
    (2, 'buttercup kitchen', 'american', 'oakland', 3.1), (3, 'jade garden', 'chinese', 'berkeley', 3.8),
    (4, 'golden dragon', 'chinese', 'san francisco', 2.2), (5, 'chez panisse', 'french', 'berkeley', 4.5),
    (6, 'la taqueria', 'mexican', 'san francisco', 4.1), (7, 'jade garden', 'chinese', 'fresno', 2.9),
    (8, 'ocean grill', 'seafood', 'monterey', 3.5), (9, 'pasta house', 'italian', 'palo alto', 3.0),
    (10, 'buttercup kitchen', 'american', 'san francisco', 2.8);
INSERT INTO guide.location VALUES (1, 100, 'market st', 'san francisco'), (2, 22, 'broadway', 'oakland'),
    (3, 5, 'shattuck ave', 'berkeley'), (4, 77, 'grant ave', 'san francisco'),
    (5, 1517, 'shattuck ave', 'berkeley'), (6, 2889, 'mission st', 'san francisco'),
    (7, 10, 'main st', 'fresno'), (8, 1, 'cannery row', 'monterey'),
    (9, 400, 'university ave', 'palo alto'), (10, 900, 'mission st', 'san francisco');
SET search_path = guide, public;
SELECT c->>'rank' AS beam_rank, c->>'left_out_values' AS left_out_values,
    (c->>'chosen')::boolean AS chosen, c->>'sql' AS sql
FROM jsonb_array_elements(dtfixup_explain('chinese restaurants in the bay area')->'candidates') AS c;
SELECT r FROM nl2sql_execute('chinese restaurants in the bay area') AS r ORDER BY r::text;
-- no candidate of the beam filters on both "chinese" and "berkeley": a candidate that leaves
-- one out gets a copy that adds it (candidate_completion.h), and that copy answers
SELECT c->>'rank' AS rank, c->>'completes' AS completes, c->>'left_out_values' AS left_out_values,
    (c->>'chosen')::boolean AS chosen, c->>'sql' AS sql
FROM jsonb_array_elements(dtfixup_explain('how many chinese restaurants are there in berkeley')->'candidates') AS c;
SELECT r FROM nl2sql_execute('how many chinese restaurants are there in berkeley') AS r;
-- "the us" is stored nowhere, and every candidate of the beam compares it with a column: a
-- copy without that comparison (sql_literal_repair.h) passes the value check and answers;
-- with dtfixup.literal_repair off the best failing candidate answers (no restaurant)
SELECT c->>'rank' AS rank, c->>'repairs' AS repairs, c->>'value_check' AS value_check,
    (c->>'chosen')::boolean AS chosen, c->>'sql' AS sql
FROM jsonb_array_elements(dtfixup_explain('how many restaurants are there in the us')->'candidates') AS c;
SELECT r FROM nl2sql_execute('how many restaurants are there in the us') AS r;
SET dtfixup.literal_repair = off;
SELECT r FROM nl2sql_execute('how many restaurants are there in the us') AS r;
RESET dtfixup.literal_repair;
RESET search_path;
DROP TABLE guide.location, guide.restaurant, guide.geographic;
DROP SCHEMA guide;

-- a schema it never saw in training (Spider's concert_singer, abridged)
CREATE SCHEMA singers;
CREATE TABLE singers.singer (singer_id integer PRIMARY KEY, name text, country text, age integer);
INSERT INTO singers.singer VALUES (1, 'Joe Sharp', 'Netherlands', 52), (2, 'Timbaland', 'United States', 32),
    (3, 'Justin Brown', 'France', 29);
SET search_path = singers, public;
SELECT nl2sql('how many singers do we have?');
SELECT * FROM nl2sql_execute('how many singers do we have?');
SELECT dtfixup_explain('how many singers do we have?')->>'model' AS explained_with;
-- names PostgreSQL folded (CREATE TABLE Pets (PetType ...) gives pettype) are read in the
-- model's words, "pet type": the question's "type" links to the column (dtfixup_link,
-- without a model, keeps the catalog's words)
CREATE TABLE singers.pets (petid integer PRIMARY KEY, pettype text, weight real);
SELECT l->>'text' AS word, l->>'column' AS column_linked, l->>'match' AS match
FROM jsonb_array_elements(dtfixup_explain('what is the weight of each type of pet?')->'links') l
WHERE l->>'table' = 'pets' AND l->>'kind' = 'column' ORDER BY 2, 1;
SELECT count(*) AS catalog_word_links
FROM jsonb_array_elements(dtfixup_link('what is the weight of each type of pet?')->'links') l
WHERE l->>'column' = 'pettype';
SELECT nl2sql('how many pets are there of each type?');
-- "heavier" says which way 10 is compared (sql_directions.h): the beam's first candidate
-- compares it the other way, loses 2 and is turned; the turned query, the beam's second,
-- takes the copy's score and answers with the two pets above 10
INSERT INTO singers.pets VALUES (1, 'cat', 12), (2, 'dog', 13.4), (3, 'dog', 9.3);
SELECT c->>'rank' AS rank, c->>'against_directions' AS against, c->>'turns' AS turns,
    (c->>'chosen')::boolean AS chosen, c->>'sql' AS sql
FROM jsonb_array_elements(dtfixup_explain('How many animals are heavier than 10?')->'candidates') AS c
WHERE c ? 'against_directions' OR c ? 'turns' OR (c->>'chosen')::boolean;
SELECT r FROM nl2sql_execute('How many animals are heavier than 10?') AS r;
DROP TABLE singers.pets;
RESET search_path;

-- the name is reserved: the installed model cannot be written, dropped or replaced
CALL dtfixup_finetune('general', 'parser_data.small');
SELECT dtfixup_drop_model('general');
SELECT dtfixup_import_model('general', dtfixup_export_model('general'), replace => true);
SELECT dtfixup_grant_model('general', current_user::regrole);

-- it is stored as the weights alone, at half precision (models/README.md)
SELECT octet_length(dtfixup_export_model('general'))
       = octet_length(dtfixup_export_model('general', optimizer => false, dtype => 'float16'))
    AS weights_only_in_float16;
SELECT (dtfixup_checkpoint_info(dtfixup_export_model('general'))->'config'->>'layers')::int AS layers;

-- half precision: the weights alone in float16, half the bytes; imported as a model it is
-- cached as its float32 widening (float16 weights cannot be used in place), shared by the
-- sessions like any stored model, and decodes
SELECT dtfixup_export_model('general', optimizer => false, dtype => 'float16') AS half \gset
SELECT octet_length(:'half'::bytea) < 0.55 * octet_length(dtfixup_export_model('general', optimizer => false))
    AS about_half_the_bytes,
    dtfixup_checkpoint_info(:'half'::bytea)->>'format_version' AS format_version,
    dtfixup_checkpoint_info(:'half'::bytea)->'tensors'->0->>'dtype' AS dtype;
SELECT dtfixup_import_model('general_half', :'half'::bytea);
SELECT nl2sql('how many states are there', 'general_half') = nl2sql('how many states are there')
    AS same_sql_as_float32;
SELECT model, weights FROM dtfixup_loaded_models() WHERE model = 'general_half';
SELECT dtfixup_drop_model('general_half');
SELECT dtfixup_export_model('general', optimizer => false, dtype => 'float8');
SELECT dtfixup_export_model('general', dtype => 'float16');

-- fine-tuning from it: its architecture, a few new words, the local rows
SELECT '{"epochs": 1, "batch_size": 8, "dropout": 0.0}' AS ft_opts \gset
-- (terse: the per-epoch notices' details carry examples/s and the time left, machine-dependent)
\set VERBOSITY terse
CALL dtfixup_finetune('geo_from_general', 'parser_data.small', options => (:'ft_opts'::jsonb || '{"init_from": "general"}'));
SELECT config->>'layers' = (dtfixup_checkpoint_info(dtfixup_export_model('general'))->'config'->>'layers')
    AS same_architecture
FROM dtfixup.models WHERE name = 'geo_from_general';
SELECT nl2sql('how many states are there', 'geo_from_general') LIKE 'SELECT %' AS answers;
-- the fine-tuned model has every relation (49 rows in each relation table), its base 41
SELECT m, (SELECT t->'shape'->>0 FROM jsonb_array_elements(
        dtfixup_checkpoint_info(dtfixup_export_model(m))->'tensors') t
     WHERE t->>'name' = 'rat.0.rk') AS relation_rows
FROM unnest(ARRAY['general', 'geo_from_general']) AS m;
-- gold SQL written for SQLite is taught as PostgreSQL runs it: a number compared with a text
-- column, a GROUP BY that does not cover the selected columns (no row skipped)
CREATE TABLE parser_data.sqlite_style (question text, sql text);
INSERT INTO parser_data.sqlite_style VALUES
    ('which cities are in state 5', 'SELECT city_name FROM city WHERE state_name = 5'),
    ('how many cities has each capital', 'SELECT s.capital, count(*) FROM state s JOIN city c ON c.state_name = s.state_name GROUP BY c.state_name');
CALL dtfixup_finetune('sqlite_style', 'parser_data.sqlite_style', options => (:'ft_opts'::jsonb || '{"init_from": "general"}'));
\set VERBOSITY default
SELECT dtfixup_drop_model('sqlite_style');
-- bad combinations
CALL dtfixup_finetune('x', 'parser_data.small', options => '{"init_from": "no_such_model"}');
CALL dtfixup_finetune('x', 'parser_data.small', options => '{"init_from": "general", "layers": 2}');
CALL dtfixup_finetune('geo_from_general', 'parser_data.small', options => '{"init_from": "general", "resume": true}');
CALL dtfixup_finetune('x', 'parser_data.small', options => '{"init_from": 3}');
SELECT dtfixup_drop_model('geo_from_general');
