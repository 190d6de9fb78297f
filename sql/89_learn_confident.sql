-- dtfixup_learn's logged answers chosen by confidence (docs/feedback.md, "Logged answers"):
-- the options are checked before any work, and dtfixup_learn_pairs lists what a run would
-- train on: the stored pairs, and with "log_answers": "confident" the logged questions a
-- pair answers (taught as it answers them) and the logged answers that no pair covers whose
-- confidence is at least "min_log_confidence".  The log rows are written here with chosen
-- confidences; no SQL written by the parser is shown.
\set SHOW_CONTEXT never
CREATE SCHEMA lc_shop;
CREATE TABLE lc_shop.store (name text PRIMARY KEY, town text NOT NULL, staff integer NOT NULL);
INSERT INTO lc_shop.store VALUES ('north', 'springfield', 12), ('south', 'shelbyville', 4), ('east', 'ogdenville', 3);
SET search_path = lc_shop;
DELETE FROM dtfixup.question_log;
DELETE FROM dtfixup.feedback;

-- the options: checked by dtfixup_learn before it trains, and by dtfixup_learn_pairs
CALL public.dtfixup_learn('lc_local', '{"log_answers": "sometimes"}');
CALL public.dtfixup_learn('lc_local', '{"log_answers": true}');
CALL public.dtfixup_learn('lc_local', '{"log_answers": "confident", "min_log_confidence": 1.5}');
CALL public.dtfixup_learn('lc_local', '{"log_answers": "confident", "min_log_confidence": -0.1}');
CALL public.dtfixup_learn('lc_local', '{"log_answers": "confident", "min_log_confidence": "0.5"}');
CALL public.dtfixup_learn('lc_local', '{"log_answers": "confident", "min_log_confidence": null}');
CALL public.dtfixup_learn('lc_local', '{"log_answers": "sure", "min_log_confidence": 0.5}');
CALL public.dtfixup_learn('lc_local', '{"log_answers": "none", "min_log_confidence": 0.5}');
SELECT * FROM public.dtfixup_learn_pairs('{"log_answers": "confident", "min_log_confidence": 2}');
SELECT * FROM public.dtfixup_learn_pairs('[]');
SELECT public.dtfixup_model_version('lc_local') IS NULL AS no_model;
-- the options of the log with their defaults
SELECT public.dtfixup_learn_options('{"log_answers": "confident", "min_log_confidence": 0.8, "epochs": 3}');
SELECT public.dtfixup_learn_options('{"log_answers": "sure", "epochs": 3}');
SELECT public.dtfixup_learn_options('{"log_answers": "confident", "min_log_confidence": 0}')
       ->>'min_log_confidence' AS zero_kept;
SELECT (public.dtfixup_learn_options('{"log_answers": "confident"}')->>'min_log_confidence')::numeric
       BETWEEN 0 AND 1 AS default_threshold_in_range;

-- a correction and a confirmation: their questions are left out of the log's rows, and the
-- answers to questions that are theirs up to the values (or in other framing words), by
-- the pair or by the parser, are taught as the pair answers them (or left out, when the
-- look-up does not read them)
SELECT public.dtfixup_feedback('how many stores are in springfield',
                               'SELECT count(*) FROM store WHERE town = ''springfield''') > 0 AS corrected;
SELECT public.dtfixup_feedback('which store has the most staff',
                               'SELECT name FROM store ORDER BY staff DESC LIMIT 1') > 0 AS confirmed;
SELECT f.id AS pair_id, f.question_key AS pair_key, f.delex_key AS pair_delex
FROM dtfixup.feedback AS f WHERE f.question = 'how many stores are in springfield' \gset
INSERT INTO dtfixup.question_log (question, sql, model, confidence, stored_pair,
                                  parsers_decoded, parsers, question_key, delex_key)
VALUES ('list the stores', 'SELECT name FROM store', 'general', 0.9, NULL, 4, 4, 'c1', 'list the stores'),
       ('name every store', 'SELECT name FROM store', 'general', 0.6, NULL, 1, 4, 'c2', 'name every store'),
       ('which stores are small', 'SELECT name FROM store WHERE staff < 5', 'general', 0.3, NULL, 4, 4, 'c3', 'which stores are small'),
       ('what towns are there', 'SELECT town FROM store', 'general', NULL, NULL, 4, 4, 'c4', 'what towns are there'),
       -- asked twice: the newest answer counts, with its confidence
       ('what is the staff of north', 'SELECT staff FROM store', 'general', 0.95, NULL, 4, 4, 'c5', 'what is the staff of <v>'),
       ('what is the staff of north', 'SELECT staff FROM store WHERE name = ''north''', 'general', 0.4, NULL, 4, 4, 'c5', 'what is the staff of <v>'),
       -- answered by the stored pair (confidence 1), another value
       ('how many stores are in shelbyville', 'SELECT count(*) FROM store WHERE town = ''shelbyville''', 'general', 1, :pair_id, 0, 4, 'c6', :'pair_delex'),
       -- answered by the parser although a pair has its question up to its values
       ('how many stores are in ogdenville', 'SELECT count(*) FROM store', 'general', 0.2, NULL, 4, 4, 'c7', :'pair_delex'),
       -- the same in other framing words
       ('how many stores are there in shelbyville?', 'SELECT count(*) FROM store', 'general', 0.2, NULL, 4, 4, 'c9', 'how many stores are there in <v>'),
       -- the same, with a town no store has: the look-up does not read it
       ('how many stores are in capital city', 'SELECT count(*) FROM store', 'general', 0.99, NULL, 4, 4, 'c8', :'pair_delex'),
       -- the pair's own question
       ('how many stores are in springfield', 'SELECT 1', 'general', 0.99, NULL, 4, 4, :'pair_key', :'pair_delex');
SELECT source, question, confidence FROM public.dtfixup_learn_pairs('{"log_answers": "confident"}')
ORDER BY source, question;
-- what the pair says, with the question's value
SELECT sql FROM public.dtfixup_learn_pairs('{"log_answers": "confident"}')
WHERE source = 'log, as its pair answers it';
SELECT question FROM public.dtfixup_learn_pairs('{"log_answers": "confident", "min_log_confidence": 0.5}')
WHERE source = 'log' ORDER BY question;
SELECT question FROM public.dtfixup_learn_pairs('{"log_answers": "confident", "min_log_confidence": 0.99}')
WHERE source = 'log' ORDER BY question;
SELECT question FROM public.dtfixup_learn_pairs('{"log_answers": "confident", "min_log_confidence": 0}')
WHERE source = 'log' ORDER BY question;
-- the other choices, for comparison: sure (the cascade stopped early), all, none
SELECT question FROM public.dtfixup_learn_pairs('{"log_answers": "sure"}') WHERE source = 'log' ORDER BY question;
SELECT count(*) AS log_rows FROM public.dtfixup_learn_pairs('{"log_answers": "all"}') WHERE source = 'log';
SELECT source, count(*) FROM public.dtfixup_learn_pairs('{"log_answers": "none"}') GROUP BY source;
-- "reviewed": the parser's answers asked before the asker's latest correction or
-- confirmation; the pairs above came before any of these log rows, so none yet
SELECT count(*) AS reviewed_rows FROM public.dtfixup_learn_pairs('{"log_answers": "reviewed"}')
WHERE source = 'log';
SELECT public.dtfixup_feedback('which stores are in springfield',
                               'SELECT name FROM store WHERE town = ''springfield''') AS later_pair \gset
INSERT INTO dtfixup.question_log (question, sql, model, confidence, stored_pair,
                                  parsers_decoded, parsers, question_key, delex_key)
VALUES ('how big is the south store', 'SELECT staff FROM store', 'general', 0.9, NULL, 4, 4, 'c10', NULL);
-- every answer asked before the new pair, not the one asked after it
SELECT (SELECT count(*) FROM public.dtfixup_learn_pairs('{"log_answers": "reviewed"}') WHERE source = 'log') =
       (SELECT count(*) FROM public.dtfixup_learn_pairs('{"log_answers": "all"}') WHERE source = 'log') - 1
       AS all_but_the_last,
       NOT EXISTS (SELECT 1 FROM public.dtfixup_learn_pairs('{"log_answers": "reviewed"}')
                   WHERE question = 'how big is the south store') AS last_left_out;
SELECT public.dtfixup_forget(:later_pair) AS forgotten;
DELETE FROM dtfixup.question_log WHERE question_key = 'c10';

-- dtfixup_learn trains on exactly those rows (one epoch, one example per step)
SET client_min_messages = warning;
CALL public.dtfixup_learn('lc_local', '{"epochs": 1, "batch_size": 1, "threads": 1,
                                        "log_answers": "confident", "min_log_confidence": 0.5}');
RESET client_min_messages;
SELECT m.step = (SELECT count(*) FROM public.dtfixup_learn_pairs('{"log_answers": "confident", "min_log_confidence": 0.5}'))
       AS trained_on_the_listed_rows
FROM dtfixup.dtfixup_models AS m WHERE m.name = 'lc_local';
SELECT public.dtfixup_drop_model('lc_local');

-- "average_last": the model becomes the mean of the last epochs' weights; checked before
-- any work (an integer 1-10, no more than the run's epochs and kept checkpoints)
CALL public.dtfixup_learn('lc_local', '{"average_last": 0}');
CALL public.dtfixup_learn('lc_local', '{"average_last": "2"}');
CALL public.dtfixup_learn('lc_local', '{"average_last": 3, "epochs": 2}');
CALL public.dtfixup_learn('lc_local', '{"average_last": 3, "keep_checkpoints": 2}');
SELECT public.dtfixup_model_version('lc_local') IS NULL AS still_no_model;
SET client_min_messages = warning;
CALL public.dtfixup_learn('lc_local', '{"epochs": 2, "batch_size": 8, "threads": 1, "average_last": 2}');
RESET client_min_messages;
SELECT m.description LIKE 'mean of the weights of the last 2 checkpoints of %' AS averaged, m.epochs
FROM dtfixup.dtfixup_models AS m WHERE m.name = 'lc_local';
SELECT public.dtfixup_model_version('lc_local.learning') IS NULL AS learning_model_dropped;
SELECT public.dtfixup_drop_model('lc_local');

-- like dtfixup_learn, it is for the roles a site lets learn (EXECUTE revoked from PUBLIC)
CREATE ROLE lc_stranger;
SET ROLE lc_stranger;
SELECT count(*) FROM public.dtfixup_learn_pairs('{"log_answers": "all"}');
RESET ROLE;
DROP ROLE lc_stranger;

DELETE FROM dtfixup.question_log;
DELETE FROM dtfixup.feedback;
DROP SCHEMA lc_shop CASCADE;
RESET search_path;
