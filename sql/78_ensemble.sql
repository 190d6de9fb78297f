-- Ensembles: the models of dtfixup.ensemble decode together with the model asked, over one
-- beam, each choice scored by the mean of their probabilities (model/parser.h,
-- parser_decode_ensemble); the general model's installed parsers decode together too
-- (dtfixup.general_members).
SET search_path = public, dtfixup;
\set SHOW_CONTEXT never
SELECT options || '{"epochs": 3}' AS three_epochs,
       options || '{"epochs": 2, "layers": 2, "seed": 9}' AS other_shape
FROM parser_data.tiny_options \gset
SET client_min_messages = warning;
CALL dtfixup_finetune('ens_a', 'parser_data.small', options => :'three_epochs');
CALL dtfixup_finetune('ens_b', 'parser_data.small', options => :'other_shape');
RESET client_min_messages;
-- a copy of ens_a's weights under another name
SELECT dtfixup_import_model('ens_a_copy', dtfixup_export_model('ens_a', false)) IS NOT NULL AS imported;

CREATE TEMP TABLE ens_questions (q text);
INSERT INTO ens_questions VALUES
  ('how many states are there'), ('what is the population of texas'),
  ('which cities are in ohio'), ('what is the capital of utah');
CREATE TEMP TABLE ens_alone AS
SELECT q, nl2sql(q, 'ens_a') AS sql,
       (dtfixup_explain(q, 'ens_a') -> 'candidates' -> 0 ->> 'score')::float8 AS score
FROM ens_questions;

-- a model with a copy of itself answers exactly as it does alone
SET dtfixup.ensemble = 'ens_a_copy';
SELECT count(*) FILTER (WHERE nl2sql(q, 'ens_a') = sql) AS same, count(*) AS asked FROM ens_alone;
-- the model asked is not taken twice
SET dtfixup.ensemble = 'ens_a';
SELECT count(*) FILTER (WHERE nl2sql(q, 'ens_a') = sql) AS same, count(*) AS asked FROM ens_alone;
-- two models of different shapes decode together; both are loaded, with their scratch
SET dtfixup.ensemble = 'ens_b';
SELECT count(*) FILTER (WHERE nl2sql(q, 'ens_a') IS NOT NULL) AS answered,
       count(*) FILTER (WHERE (dtfixup_explain(q, 'ens_a') -> 'candidates' -> 0 ->> 'score')::float8
                              <> score) AS scored_otherwise
FROM ens_alone;
SELECT model, scratch_bytes > 0 AS has_scratch FROM dtfixup_loaded_models()
WHERE model IN ('ens_a', 'ens_b') ORDER BY model;
-- nl2sql_execute and dtfixup_explain read the same setting
SELECT count(*) >= 0 AS runs FROM nl2sql_execute('how many states are there', 'ens_a');
SELECT e -> 'parsers' AS parsers,
       (SELECT c ->> 'sql' FROM jsonb_array_elements(e -> 'candidates') AS c
        WHERE (c ->> 'chosen')::boolean) = nl2sql('how many states are there', 'ens_a') AS explained
FROM dtfixup_explain('how many states are there', 'ens_a') AS e;

-- what cannot be decoded together is refused
SET dtfixup.ensemble = 'no_such_model';
SELECT nl2sql('how many states are there', 'ens_a');
SET dtfixup.ensemble = 'ens_a, ens_b, ens_a_copy, general';
SET dtfixup.ensemble = '"ens_b';
SHOW dtfixup.ensemble;
RESET dtfixup.ensemble;
SELECT count(*) FILTER (WHERE nl2sql(q, 'ens_a') = sql) AS same, count(*) AS asked FROM ens_alone;

-- the general model: its installed parsers (models/README.md), or the first
-- dtfixup.general_members of them
SELECT dtfixup_explain('how many states are there') -> 'parsers' AS general_parsers;
SELECT model, weights FROM dtfixup_loaded_models() WHERE model = 'general' ORDER BY file;
SET dtfixup.general_members = 1;
SELECT dtfixup_explain('how many states are there') -> 'parsers' AS general_parsers;
RESET dtfixup.general_members;
-- the cascade (dtfixup.general_cascade, src/pg/answer/cascade.h): the first two parsers
-- decode first and answer alone where they are sure (the chosen candidate is their first
-- and leads the second by dtfixup.general_cascade_margin); else all four decode again
CREATE TEMP TABLE cascade_q (q text);
INSERT INTO cascade_q VALUES ('how many states are there'), ('what is the capital of texas'),
  ('which rivers run through the state with the largest city'), ('what is the highest point');
-- whether the first two are sure of each answer: their candidates alone
SET dtfixup.general_members = 2;
CREATE TEMP TABLE first_two AS
SELECT q, (e->'candidates'->0->>'chosen')::boolean
          AND coalesce((e->'candidates'->0->>'score')::numeric - (e->'candidates'->1->>'score')::numeric >= 0.5, true)
          AS sure
FROM cascade_q, dtfixup_explain(q) AS e;
RESET dtfixup.general_members;
-- decoded by the two exactly where they were sure, by all four elsewhere (which questions
-- the two are sure of depends on the model and the answer steps; that both kinds occur
-- among the four, and that each is decoded as its kind says, does not)
SELECT f.q, e->'parsers' AS parsers,
       (e->>'parsers_decoded')::int = CASE WHEN f.sure THEN 2 ELSE 4 END AS decoded_as_sure
FROM first_two f, dtfixup_explain(f.q) AS e ORDER BY f.q;
SELECT bool_or(sure) AND NOT bool_and(sure) AS both_kinds FROM first_two;
SET dtfixup.general_cascade_margin = 1000;
SELECT q, dtfixup_explain(q)->'parsers_decoded' AS decoded FROM cascade_q ORDER BY q;
RESET dtfixup.general_cascade_margin;
SET dtfixup.general_cascade = 0;
SELECT q, dtfixup_explain(q)->'parsers_decoded' AS decoded FROM cascade_q ORDER BY q;
RESET dtfixup.general_cascade;
-- with two parsers in all, nothing to save: the two decode together
SET dtfixup.general_members = 2;
SELECT q, dtfixup_explain(q)->'parsers_decoded' AS decoded FROM cascade_q ORDER BY q;
RESET dtfixup.general_members;
-- dtfixup_evaluate decides as nl2sql does: the same parsers decode each question, and
-- scored against nl2sql's own answers, every answer is exact
CREATE TEMP TABLE cascade_pairs AS SELECT q AS question, nl2sql(q) AS sql FROM cascade_q;
SELECT x->>'question' AS q,
       x->'parsers_decoded' = dtfixup_explain(x->>'question')->'parsers_decoded' AS decoded_as_nl2sql,
       (x->>'exact')::boolean AS exact
FROM jsonb_array_elements(dtfixup_evaluate('general', 'cascade_pairs')->'per_example') AS x
ORDER BY 1;
-- at most 4 parsers in all, the general model's counted
SET dtfixup.ensemble = 'ens_a, ens_b, ens_a_copy';
SELECT nl2sql('how many states are there');
SET dtfixup.general_members = 1;
SELECT dtfixup_explain('how many states are there') -> 'parsers' AS parsers;
RESET dtfixup.ensemble;
SET dtfixup.general_members = 5;
RESET dtfixup.general_members;

SELECT dtfixup_drop_model(name) FROM unnest(ARRAY['ens_a', 'ens_b', 'ens_a_copy']) AS name;
