-- The question log (docs/feedback.md): nl2sql and nl2sql_execute log each answer as the
-- caller, bounded, off by a setting, each role seeing its own rows; the review view groups
-- the questions no stored pair covers; dtfixup_learn learns from confirmations and, with
-- "log_answers", from the logged answers.  No SQL written by the parser is shown (only
-- whether the logged answer is the one returned, and stored pairs' SQL).
\set SHOW_CONTEXT never
CREATE SCHEMA ql_shop;
CREATE TABLE ql_shop.store (name text PRIMARY KEY, town text NOT NULL, staff integer NOT NULL);
INSERT INTO ql_shop.store VALUES ('north', 'springfield', 12), ('south', 'shelbyville', 4),
    ('east', 'ogdenville', 7), ('west', 'springfield', 30);
SET search_path = ql_shop;
CREATE ROLE ql_asker;
CREATE ROLE ql_other;
GRANT USAGE ON SCHEMA ql_shop TO ql_asker, ql_other;
GRANT SELECT ON ql_shop.store TO ql_asker, ql_other;
DELETE FROM dtfixup.question_log;
DELETE FROM dtfixup.feedback;

-- a question and its answer are logged, as the caller, with the keys stored pairs use
SET ROLE ql_asker;
SELECT public.nl2sql('how many stores are in springfield') AS answer \gset
SELECT question, sql = :'answer' AS the_answer_given, asked_by, model, model_version,
       abs(confidence - (public.dtfixup_explain(question)->>'confidence')::float8) < 1e-4 AS explains_confidence,
       stored_pair, parsers >= parsers_decoded AS decoded_counted,
       question_key, delex_key, asked_at <= now() AS asked_at
FROM dtfixup.question_log;
-- nl2sql_execute logs too; dtfixup_explain does not (it is a look inside, not a question)
SELECT count(*) > 0 AS rows FROM public.nl2sql_execute('list the names of the stores');
SELECT public.dtfixup_explain('how many stores are there') IS NOT NULL AS explained;
SELECT question FROM dtfixup.question_log ORDER BY id;
-- one statement that evaluates the call per row logs the question once
SELECT count(DISTINCT a) AS answers FROM (SELECT public.nl2sql('which stores have more than 10 staff') AS a
                                          FROM generate_series(1, 3)) AS s;
SELECT count(*) AS logged FROM dtfixup.question_log WHERE question = 'which stores have more than 10 staff';

-- nothing is logged when it is off, in a read-only transaction, or when the call fails
SET dtfixup.log_questions = off;
SELECT public.nl2sql('how many stores are in shelbyville') IS NOT NULL AS answered;
RESET dtfixup.log_questions;
BEGIN TRANSACTION READ ONLY;
SELECT public.nl2sql('how many stores are in ogdenville') IS NOT NULL AS answered;
COMMIT;
SELECT public.nl2sql('') AS fails;
SELECT count(*) AS logged FROM dtfixup.question_log;

-- a role sees only its own questions, and may not log as another role, change or remove rows
RESET ROLE;
SET ROLE ql_other;
SELECT count(*) AS seen FROM dtfixup.question_log;
SELECT public.nl2sql('what is the total staff of the stores') IS NOT NULL AS answered;
SELECT asked_by, question FROM dtfixup.question_log;
INSERT INTO dtfixup.question_log (asked_by, question, sql, model, parsers_decoded, parsers, question_key)
VALUES ('ql_asker', 'forged', 'SELECT 1', 'general', 1, 1, 'forged');
DELETE FROM dtfixup.question_log;
UPDATE dtfixup.question_log SET sql = 'SELECT 2';
RESET ROLE;
SELECT asked_by, count(*) FROM dtfixup.question_log GROUP BY asked_by ORDER BY asked_by;

-- a role without INSERT on the log is not logged, and answered all the same
REVOKE INSERT ON dtfixup.question_log FROM PUBLIC;
SET ROLE ql_other;
SELECT public.nl2sql('how many stores are there') IS NOT NULL AS answered;
RESET ROLE;
GRANT INSERT ON dtfixup.question_log TO PUBLIC;
-- a write the site's policy refuses is a WARNING: the answer is still returned
CREATE POLICY ql_no_staff ON dtfixup.question_log AS RESTRICTIVE FOR INSERT TO ql_other
    WITH CHECK (question NOT LIKE '%staff%');
SET ROLE ql_other;
SELECT public.nl2sql('what is the largest staff of a store') IS NOT NULL AS answered;
RESET ROLE;
DROP POLICY ql_no_staff ON dtfixup.question_log;
SELECT asked_by, count(*) FROM dtfixup.question_log GROUP BY asked_by ORDER BY asked_by;

-- the bound: only a superuser sets it; the oldest rows go, whoever asked them
SET ROLE ql_asker;
SET dtfixup.question_log_max_rows = 2;
RESET ROLE;
SET dtfixup.question_log_max_rows = 3;
SET ROLE ql_asker;
SELECT public.nl2sql(q) IS NOT NULL AS answered
FROM unnest(ARRAY['how many stores are in shelbyville', 'which store has the most staff',
                  'how many stores have more than 5 staff']) AS q;
RESET ROLE;
SELECT question FROM dtfixup.question_log ORDER BY id;
RESET dtfixup.question_log_max_rows;

-- questions to review: one row per question up to its values that no stored pair covers,
-- lowest confidence first (none known first), then the most asked
DELETE FROM dtfixup.question_log;
INSERT INTO dtfixup.question_log (asked_by, question, sql, model, confidence, stored_pair,
                                  parsers_decoded, parsers, question_key, delex_key)
VALUES ('ql_asker', 'how many stores are in springfield', 'SELECT 1', 'general', 0.9, NULL, 2, 4, 'k1', 'how many stores are in <v>'),
       ('ql_asker', 'how many stores are in shelbyville', 'SELECT 1', 'general', 0.8, NULL, 2, 4, 'k2', 'how many stores are in <v>'),
       ('ql_asker', 'how many stores are in ogdenville', 'SELECT 1', 'general', 0.95, NULL, 4, 4, 'k3', 'how many stores are in <v>'),
       ('ql_asker', 'list the stores', 'SELECT 1', 'general', 0.2, NULL, 4, 4, 'k4', 'list the stores'),
       ('ql_asker', 'name the stores', 'SELECT 1', 'general', NULL, NULL, 4, 4, 'k5', 'name the stores'),
       ('ql_other', 'which store is biggest', 'SELECT 1', 'general', NULL, NULL, 4, 4, 'k6', 'which store is biggest'),
       ('ql_asker', 'which store is biggest', 'SELECT 2', 'general', NULL, NULL, 4, 4, 'k6', 'which store is biggest'),
       ('ql_asker', 'which stores have more than <n> staff', 'SELECT 1', 'general', 0.1, 7, 0, 4, 'k7', 'which stores have more than <n> staff'),
       ('ql_asker', 'what is the staff of north', 'SELECT 1', 'general', 0.1, NULL, 4, 4, 'k8', 'what is the staff of <v>');
SELECT delex_key, asked, roles, confidence, question, sql FROM dtfixup.questions_to_review;
-- a stored pair covers its group at once
SELECT public.dtfixup_feedback('what is the staff of south', 'SELECT staff FROM store WHERE name = ''south''') > 0 AS stored;
SELECT delex_key FROM dtfixup.questions_to_review;
-- each role reviews its own questions
SET ROLE ql_other;
SELECT delex_key, asked, sql FROM dtfixup.questions_to_review;
RESET ROLE;

-- Learning.  Confirmations count: a pair recorded with the SQL the model answered is a
-- stored pair like a correction, so dtfixup_learn trains on it (one epoch, one example per
-- step: the steps are the examples; each stored pair twice, "pair_repeats" 2 by default).
-- With "log_answers": "all" the logged answers that no pair covers are trained on too, once.
DELETE FROM dtfixup.question_log;
DELETE FROM dtfixup.feedback;
SELECT public.nl2sql('how many stores are in springfield') AS answer \gset
SELECT public.dtfixup_feedback('how many stores are in springfield', :'answer') > 0 AS confirmed;
SELECT public.dtfixup_feedback('which store has the most staff',
                               'SELECT name FROM store ORDER BY staff DESC LIMIT 1') > 0 AS corrected;
SELECT public.nl2sql(q) IS NOT NULL AS answered
FROM unnest(ARRAY['list the names of the stores', 'what is the total staff of the stores']) AS q;
SET client_min_messages = warning;
CALL public.dtfixup_learn('ql_local', '{"epochs": 1, "batch_size": 1, "threads": 1, "log_answers": "none", "value_variants": 0}');
SELECT step AS examples FROM dtfixup.dtfixup_models WHERE name = 'ql_local';
SELECT public.dtfixup_drop_model('ql_local');
CALL public.dtfixup_learn('ql_local', '{"epochs": 1, "batch_size": 1, "threads": 1, "log_answers": "all", "value_variants": 0}');
SELECT step AS examples FROM dtfixup.dtfixup_models WHERE name = 'ql_local';
RESET client_min_messages;
SELECT public.dtfixup_drop_model('ql_local');
CALL public.dtfixup_learn('ql_local', '{"log_answers": "some"}');

DELETE FROM dtfixup.question_log;
DELETE FROM dtfixup.feedback;
DROP SCHEMA ql_shop CASCADE;
DROP ROLE ql_asker, ql_other;
RESET search_path;
