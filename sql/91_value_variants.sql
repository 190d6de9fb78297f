-- Stored pairs said again with other stored values (docs/feedback.md, "Value variants"):
-- dtfixup_value_variants keeps a variant only when the look-up of stored pairs reads it
-- back as the pair with the new values; dtfixup_learn trains on them with "value_variants".
-- Which values a variant takes is not shown, only what must hold of each.
\set SHOW_CONTEXT never
CREATE SCHEMA vv_league;
CREATE TABLE vv_league.team (name text PRIMARY KEY, city text NOT NULL, founded integer NOT NULL);
INSERT INTO vv_league.team VALUES ('red lions', 'springfield', 1950), ('blue sharks', 'shelbyville', 1961),
    ('green owls', 'ogdenville', 1972), ('gold bees', 'north haverbrook', 1980), ('grey wolves', 'springfield', 1991);
SET search_path = vv_league;
DELETE FROM dtfixup.feedback;
SELECT public.dtfixup_feedback('how many teams play in springfield',
                               'SELECT count(*) FROM team WHERE city = ''springfield''') > 0 AS stored;
-- a number is no stored value: this pair has no variant
SELECT public.dtfixup_feedback('how many teams were founded after 1960',
                               'SELECT count(*) FROM team WHERE founded > 1960') > 0 AS stored;
CREATE TEMP TABLE pairs AS
SELECT array_agg(question ORDER BY id) AS qs, array_agg(sql ORDER BY id) AS ss FROM dtfixup.feedback;

-- two variants of the first pair, each naming another city the table stores
CREATE TEMP TABLE variants AS
SELECT v.* FROM pairs, public.dtfixup_value_variants(pairs.qs, pairs.ss, 2) AS v;
SELECT count(*) AS variants, count(DISTINCT question) AS distinct_questions FROM variants;
SELECT bool_and(question LIKE 'how many teams play in %') AS same_wording,
       bool_and(substr(question, 24) IN (SELECT city FROM team WHERE city <> 'springfield')) AS another_stored_city,
       bool_and(strpos(sql, quote_literal(substr(question, 24))) > 0) AS sql_compares_it
FROM variants;
-- each variant's SQL counts the teams of its city, and the look-up answers its question with it
CREATE FUNCTION vv_league.count_of(q text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
    EXECUTE q INTO n;
    RETURN n;
END $$;
SELECT bool_and(vv_league.count_of(sql) = (SELECT count(*) FROM team WHERE city = substr(question, 24))) AS counts_its_city,
       bool_and(public.nl2sql(question) = sql) AS the_lookup_reads_it_back
FROM variants;
-- up to per_pair: the city column stores three other cities
SELECT count(*) AS variants FROM pairs, public.dtfixup_value_variants(pairs.qs, pairs.ss, 16);
SELECT count(*) AS variants FROM pairs, public.dtfixup_value_variants(pairs.qs, pairs.ss, 0);
-- the same call gives the same variants
SELECT (SELECT array_agg(v.question ORDER BY v.question) FROM pairs, public.dtfixup_value_variants(pairs.qs, pairs.ss, 2) AS v)
     = (SELECT array_agg(question ORDER BY question) FROM variants) AS reproducible;
-- a pair whose SQL does not map onto this database gives none, and no error
SELECT count(*) AS variants FROM public.dtfixup_value_variants(ARRAY['how many teams play in springfield'],
                                                               ARRAY['SELECT count(*) FROM stadium'], 2);

-- bad arguments
SELECT * FROM public.dtfixup_value_variants(ARRAY['a question'], ARRAY['SELECT 1', 'SELECT 2'], 2);
SELECT * FROM public.dtfixup_value_variants(NULL, ARRAY['SELECT 1'], 2);
SELECT * FROM public.dtfixup_value_variants(ARRAY['a question'], ARRAY['SELECT 1'], 17);
SELECT * FROM public.dtfixup_value_variants(ARRAY['a question'], ARRAY['SELECT 1'], -1);

-- a role that may not read the column the values come from gets no variant
CREATE ROLE vv_reader;
GRANT USAGE ON SCHEMA vv_league TO vv_reader;
GRANT SELECT (name, founded) ON vv_league.team TO vv_reader;
GRANT SELECT ON pairs TO vv_reader;
SET ROLE vv_reader;
SELECT count(*) AS variants FROM pairs, public.dtfixup_value_variants(pairs.qs, pairs.ss, 2);
RESET ROLE;

-- dtfixup_learn_pairs: the variants beside the stored pairs (none by default), the option checked
SELECT source, count(*) FROM public.dtfixup_learn_pairs() GROUP BY source ORDER BY source;
SELECT source, count(*) FROM public.dtfixup_learn_pairs('{"value_variants": 2}') GROUP BY source ORDER BY source;
SELECT source, count(*) FROM public.dtfixup_learn_pairs('{"value_variants": 3}') GROUP BY source ORDER BY source;
SELECT public.dtfixup_learn_options('{"value_variants": 5}');
-- each stored pair taught "pair_repeats" times (2 by default), the variants and the log once
SELECT source, count(*) FROM public.dtfixup_learn_pairs('{"pair_repeats": 1, "value_variants": 2}')
GROUP BY source ORDER BY source;
SELECT source, count(*) FROM public.dtfixup_learn_pairs('{"pair_repeats": 3}') GROUP BY source ORDER BY source;
SELECT public.dtfixup_learn_options('{"pair_repeats": 5}');
SELECT public.dtfixup_learn_options('{"pair_repeats": 1.5}');
CALL public.dtfixup_learn('vv_local', '{"value_variants": 17}');
CALL public.dtfixup_learn('vv_local', '{"value_variants": 1.5}');
CALL public.dtfixup_learn('vv_local', '{"value_variants": "2"}');
SELECT public.dtfixup_model_version('vv_local') IS NULL AS no_model;
-- dtfixup_learn trains on exactly those rows (one epoch, one example per step)
SET client_min_messages = warning;
CALL public.dtfixup_learn('vv_local', '{"epochs": 1, "batch_size": 1, "threads": 1, "value_variants": 2}');
RESET client_min_messages;
SELECT m.step = (SELECT count(*) FROM public.dtfixup_learn_pairs('{"value_variants": 2}')) AS trained_on_the_listed_rows
FROM dtfixup.dtfixup_models AS m WHERE m.name = 'vv_local';
SELECT public.dtfixup_drop_model('vv_local');

DELETE FROM dtfixup.feedback;
RESET search_path;
DROP TABLE pairs, variants;
DROP SCHEMA vv_league CASCADE;
DROP ROLE vv_reader;
