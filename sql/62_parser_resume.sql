-- Commits per epoch, cancel and resume.  A statement timeout is a cancel: it interrupts a
-- long CALL between batches; the checkpoints committed before it stay, and
-- {"resume": true} continues from the last one (epoch numbering and optimiser state).
SET search_path = public, dtfixup;
\set SHOW_CONTEXT never
SELECT options || '{"epochs": 10000, "batch_size": 8}' AS long_opts FROM parser_data.tiny_options \gset

SET client_min_messages = warning;
SET statement_timeout = '2s';
CALL dtfixup_finetune('resumable', 'parser_data.small', options => :'long_opts');
RESET statement_timeout;
RESET client_min_messages;

-- the epochs finished before the cancel were committed one by one
SELECT count(*) > 0 AS has_checkpoints,
       count(*) = max(epoch) AS one_per_epoch,
       max(id) = (SELECT current_checkpoint FROM dtfixup.models WHERE name = 'resumable') AS current_is_last
FROM dtfixup.checkpoints WHERE model = 'resumable';
SELECT max(epoch) AS last_epoch, max(id) AS last_id FROM dtfixup.checkpoints WHERE model = 'resumable' \gset
-- the last committed checkpoint is usable
SELECT nl2sql('how many states are there', 'resumable') IS NOT NULL AS answers;

-- resume: training continues after the last committed epoch, not from scratch
SET client_min_messages = warning;
SET statement_timeout = '1.5s';
CALL dtfixup_finetune('resumable', 'parser_data.small', options => '{"resume": true}');
RESET statement_timeout;
RESET client_min_messages;
SELECT min(epoch) = :last_epoch + 1 AS continued_after_last_epoch,
       min(step) > (SELECT step FROM dtfixup.checkpoints WHERE id = :last_id) AS steps_continue
FROM dtfixup.checkpoints WHERE model = 'resumable' AND id > :last_id;
-- resuming takes the stored configuration: model options are refused
CALL dtfixup_finetune('resumable', 'parser_data.small', options => '{"resume": true, "layers": 2}');
SELECT dtfixup_drop_model('resumable');

-- a run with start_pull pulls towards the weights it started from, which no checkpoint
-- keeps: its model is refused for resume (init_from continues from it)
SELECT options || '{"epochs": 1, "start_pull": 1}' AS pulled_opts FROM parser_data.tiny_options \gset
SET client_min_messages = warning;
CALL dtfixup_finetune('pulled', 'parser_data.small', options => :'pulled_opts');
RESET client_min_messages;
SELECT (config->>'start_pull')::float8 AS start_pull FROM dtfixup.models WHERE name = 'pulled';
CALL dtfixup_finetune('pulled', 'parser_data.small', options => '{"resume": true}');
SELECT dtfixup_drop_model('pulled');

-- Inside a transaction block the procedure is atomic: it commits nothing itself, and a
-- ROLLBACK takes every checkpoint away.
SELECT options || '{"epochs": 2}' AS two_epochs FROM parser_data.tiny_options \gset
BEGIN;
SET LOCAL client_min_messages = warning;
CALL dtfixup_finetune('atomic', 'parser_data.small', options => :'two_epochs');
SELECT count(*) AS checkpoints_inside FROM dtfixup.checkpoints WHERE model = 'atomic';
ROLLBACK;
SELECT count(*) AS checkpoints_after_rollback FROM dtfixup.checkpoints WHERE model = 'atomic';
SELECT count(*) AS models_after_rollback FROM dtfixup.models WHERE name = 'atomic';
