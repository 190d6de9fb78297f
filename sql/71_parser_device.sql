-- 71_parser_device: the device the parser runs on, for every function that runs it
-- (dtfixup_finetune, nl2sql, nl2sql_execute, dtfixup_explain, dtfixup_evaluate): the
-- "device" training option, else dtfixup.device.  'cpu' and 'auto' run it on the CPU;
-- 'cuda' runs it on the CUDA backend where one is usable, and gets one error wherever it is
-- asked for elsewhere.  expected/71_parser_device.out is the answer on a machine without a
-- GPU; expected/71_parser_device_1.out the one with a usable GPU (checked on an NVIDIA H200,
-- bench/cuda/device_suite.sh).
SET search_path = public, dtfixup;
\set SHOW_CONTEXT never

-- SQLSTATE, message and hint of a statement's error (the detail names the missing driver
-- library in words that vary by platform, so it is left out)
CREATE FUNCTION pg_temp.error_of(statement text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    msg text;
    hint text;
BEGIN
    EXECUTE statement;
    RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS msg = MESSAGE_TEXT, hint = PG_EXCEPTION_HINT;
    RETURN SQLSTATE || ': ' || msg || E'\nHINT: ' || hint;
END $$;

SELECT options || '{"epochs": 1}' AS opts FROM parser_data.tiny_options \gset
SET client_min_messages = warning;

-- cpu and auto: every function runs
SET dtfixup.device = cpu;
SELECT nl2sql('how many states are there', 'tiny') LIKE 'SELECT %' AS nl2sql_cpu;
SELECT count(*) >= 0 AS execute_cpu FROM nl2sql_execute('how many states are there', 'tiny');
SELECT dtfixup_explain('how many states are there', 'tiny')->>'model' AS explain_cpu;
SELECT (dtfixup_evaluate('tiny', 'parser_data.small')->>'examples')::int > 0 AS evaluate_cpu;
CALL dtfixup_finetune('device_cpu', 'parser_data.small', options => (:'opts'::jsonb || '{"device": "cpu"}'));
SET dtfixup.device = auto;
SELECT nl2sql('how many states are there', 'tiny') LIKE 'SELECT %' AS nl2sql_auto;
CALL dtfixup_finetune('device_auto', 'parser_data.small', options => (:'opts'::jsonb || '{"device": "auto"}'));
SELECT name FROM dtfixup.models WHERE name LIKE 'device_%' ORDER BY name;

-- cuda as the training option: without a GPU, refused before anything is read or written
RESET dtfixup.device;
SELECT pg_temp.error_of(format($$CALL dtfixup_finetune('device_cuda', 'parser_data.small', options => %L)$$,
                               :'opts'::jsonb || '{"device": "cuda"}'));

-- cuda as the setting: every function runs on the GPU, or the same error from every one
SET dtfixup.device = cuda;
SELECT pg_temp.error_of($$SELECT nl2sql('how many states are there', 'tiny')$$);
SELECT pg_temp.error_of($$SELECT * FROM nl2sql_execute('how many states are there', 'tiny')$$);
SELECT pg_temp.error_of($$SELECT dtfixup_explain('how many states are there', 'tiny')$$);
SELECT pg_temp.error_of($$SELECT dtfixup_evaluate('tiny', 'parser_data.small')$$);
SELECT pg_temp.error_of(format($$CALL dtfixup_finetune('device_cuda_setting', 'parser_data.small', options => %L)$$,
                               :'opts'));
-- the training option overrides the setting
CALL dtfixup_finetune('device_cpu_option', 'parser_data.small', options => (:'opts'::jsonb || '{"device": "cpu"}'));
SELECT count(*) AS cuda_models FROM dtfixup.models WHERE name LIKE 'device_cuda%';
RESET dtfixup.device;

SELECT dtfixup_drop_model('device_cpu'), dtfixup_drop_model('device_auto'),
       dtfixup_drop_model('device_cpu_option');
-- (dtfixup_drop_model returns void, which is not NULL: count() counts the calls)
SELECT count(dtfixup_drop_model(name)) AS cuda_models_dropped
FROM dtfixup.models WHERE name LIKE 'device_cuda%';
SELECT count(*) AS cuda_models_left FROM dtfixup.models WHERE name LIKE 'device_cuda%';
RESET client_min_messages;
