-- Training progress (dtfixup.dtfixup_progress) and the time bound of dtfixup_finetune
-- (option max_seconds), on the tiny configuration and rows of 61_parser_train: seconds.
-- (test/faults.sh watches the view from another session while a run goes on.)
SET search_path = public, dtfixup;
\set SHOW_CONTEXT never

-- the view's columns
SELECT attname AS column_name, format_type(atttypid, atttypmod) AS type
FROM pg_attribute WHERE attrelid = 'dtfixup.dtfixup_progress'::regclass AND attnum > 0
ORDER BY attnum;
-- nothing is training: no row
SELECT count(*) AS runs FROM dtfixup.dtfixup_progress;

-- the error of a training call, with its SQLSTATE
CREATE FUNCTION pg_temp.finetune_error(options jsonb) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    CALL dtfixup_finetune('bad_time', 'parser_data.small', options => options);
    RETURN 'no error';
EXCEPTION WHEN OTHERS THEN
    RETURN SQLSTATE || ': ' || SQLERRM;
END $$;

-- bad values are refused before anything is read
SELECT pg_temp.finetune_error('{"max_seconds": 0}');
SELECT pg_temp.finetune_error('{"max_seconds": -5}');
SELECT pg_temp.finetune_error('{"max_seconds": "ten"}');
SELECT pg_temp.finetune_error('{"max_seconds": true}');
SELECT pg_temp.finetune_error('{"max_seconds": null}');
SELECT pg_temp.finetune_error('{"max_seconds": 1e10}');
SELECT count(*) AS bad_time_models FROM dtfixup.models WHERE name = 'bad_time';

-- 1000 epochs asked, a budget of a millisecond: the run stops at the end of the first
-- epoch, its checkpoint committed as after a normal last epoch (notices carry losses:
-- machine-dependent digits; test/faults.sh checks the stop notice)
SET client_min_messages = warning;
SELECT options || '{"epochs": 1000, "max_seconds": 0.001}' AS opts FROM parser_data.tiny_options \gset
CALL dtfixup_finetune('on_time', 'parser_data.small', options => :'opts');
RESET client_min_messages;
SELECT count(*) AS checkpoints, max(epoch) AS last_epoch
FROM dtfixup.checkpoints WHERE model = 'on_time';
SELECT count(*) AS log_rows FROM dtfixup.training_log WHERE model = 'on_time';
SELECT (config->>'epochs')::int AS epochs, (metrics->>'train_examples')::int AS train_examples,
       current_checkpoint = (SELECT max(id) FROM dtfixup.checkpoints WHERE model = 'on_time')
           AS last_checkpoint_is_current
FROM dtfixup.models WHERE name = 'on_time';
-- the model answers
SELECT nl2sql('how many states are there', 'on_time') LIKE 'SELECT %' AS answers;
-- resuming under the same bound trains one more epoch
SET client_min_messages = warning;
CALL dtfixup_finetune('on_time', 'parser_data.small', options => '{"resume": true, "max_seconds": 0.001}');
RESET client_min_messages;
SELECT count(*) AS checkpoints, max(epoch) AS last_epoch
FROM dtfixup.checkpoints WHERE model = 'on_time';
-- a bound that is not reached changes nothing: all epochs are trained
SET client_min_messages = warning;
SELECT options || '{"epochs": 2, "max_seconds": 3600}' AS opts2 FROM parser_data.tiny_options \gset
CALL dtfixup_finetune('in_time', 'parser_data.small', options => :'opts2');
RESET client_min_messages;
SELECT max(epoch) AS last_epoch FROM dtfixup.checkpoints WHERE model = 'in_time';

-- the runs are over: the view is empty again
SELECT count(*) AS runs FROM dtfixup.dtfixup_progress;

SELECT dtfixup_drop_model('on_time'), dtfixup_drop_model('in_time');
