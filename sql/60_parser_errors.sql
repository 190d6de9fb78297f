-- dtfixup_finetune / nl2sql / dtfixup_evaluate: bad input, each with its SQLSTATE.
SET search_path = public, dtfixup;
\set VERBOSITY default
\set SHOW_CONTEXT never

-- Training data lives outside the search_path, so it is not part of the schema the
-- parser sees: the fixture's first two training questions, each naming its schema.
CREATE SCHEMA parser_data;
CREATE TABLE parser_data.tiny (id serial PRIMARY KEY, question text, sql text, db text);
INSERT INTO parser_data.tiny (question, sql, db)
SELECT question, sql, 'public' FROM fixture_training.questions WHERE id <= 2 ORDER BY id;
CREATE TABLE parser_data.unusable (question text, sql text);
INSERT INTO parser_data.unusable VALUES
    ('remove every city', 'DELETE FROM city'),
    ('what is in the moon table', 'SELECT * FROM moon'),
    ('broken', 'SELEC state_name FROM state'),
    ('nothing', NULL),
    ('two statements', 'SELECT 1 FROM state; SELECT 2 FROM state'),
    ('a window', 'SELECT rank() OVER (ORDER BY area) FROM state'),
    ('unknown column', 'SELECT colour FROM state');

\echo == asking without a model: the installed general model answers (66_general_model)
SELECT nl2sql('how many states are there') LIKE 'SELECT %' AS general_answers;
SELECT nl2sql('how many states are there', 'no_such_model');
SELECT dtfixup_explain('how many states are there', 'no_such_model');
SELECT dtfixup_evaluate('no_such_model', 'parser_data.tiny');
SET dtfixup.model = 'still_no_such_model';
SELECT nl2sql('how many states are there');
RESET dtfixup.model;
SELECT nl2sql(NULL) IS NULL AS null_question_gives_null;
SELECT nl2sql('', 'any');

\echo == every bad option value
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '[1, 2]');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"no_such_option": 1}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"layers": 65}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"layers": "four"}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"d_model": 100, "heads": 8}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"heads": 0}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"d_ff": -1}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"keep_checkpoints": 0}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"keep_checkpoints": 1.5}');
-- 16 layers cannot have the parameters of 8 of d_ff 512 at d_model 256 (attention alone is more)
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"matched_layers": 16, "layers": 8, "d_model": 256, "d_ff": 512}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"ffn": "gru"}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"attention": "plain"}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"init": "kaiming"}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"layer_norm": "yes"}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"warmup_steps": -5}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"epochs": 0}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"batch_size": 0}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"lr": -0.1}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"pre_lr_factor": -1}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"start_pull": -1}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"dropout": 1.5}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"label_smoothing": 2}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"seed": -1}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"validation": 1.5}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"validation": 0}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"validation": true}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"validation": "parser_data.no_such_table"}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"device": "tpu"}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"device": 1}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"resume": "yes"}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"schema_column": 7}');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => '{"schema_column": "no_such_column"}');

\echo == bad arguments
CALL dtfixup_finetune('m', 'parser_data.no_such_table');
CALL dtfixup_finetune('m', 'parser_data.tiny', 'no_such_column');
CALL dtfixup_finetune('m', 'parser_data.tiny', sql_column => 'no_such_column');
CALL dtfixup_finetune(NULL, 'parser_data.tiny');
CALL dtfixup_finetune('m', 'parser_data.tiny', options => NULL);

\echo == nothing to resume
CALL dtfixup_finetune('never_trained', 'parser_data.tiny', options => '{"resume": true}');

\echo == every row unusable: each reason shown (first five), then an error
CALL dtfixup_finetune('m', 'parser_data.unusable', options => '{"epochs": 1}');

\echo == corrupt models
-- bytes that are not a checkpoint are refused at import (the store validates them)
SELECT dtfixup_import_model('corrupt', '\x0102030405'::bytea);
-- a valid checkpoint whose weights do not match its config is refused when loaded
SELECT dtfixup_import_model('mismatched',
    dtfixup_checkpoint_build('{"layers": 1, "d_model": 128}',
                             '[{"name": "embedding", "shape": [2], "values": [1, 2]}]'));
SELECT nl2sql('how many states are there', 'mismatched');
SELECT dtfixup_explain('how many states are there', 'mismatched');
CALL dtfixup_finetune('mismatched', 'parser_data.tiny', options => '{"resume": true}');
SELECT dtfixup_drop_model('mismatched');
-- nothing was stored for the failed runs above
SELECT count(*) AS models FROM dtfixup.models;
