-- Checkpoint averaging: a model whose weights are the element-wise mean of several models'
-- (dtfixup_average_models) or of the last checkpoints of one model
-- (dtfixup_average_checkpoints, one checkpoint per epoch of its training).
SET search_path = public, dtfixup;
\set SHOW_CONTEXT never
SELECT options || '{"epochs": 3}' AS three_epochs,
       options || '{"epochs": 1, "layers": 2}' AS two_layers
FROM parser_data.tiny_options \gset
SET client_min_messages = warning;
CALL dtfixup_finetune('avg_run', 'parser_data.small', options => :'three_epochs');
CALL dtfixup_finetune('avg_deeper', 'parser_data.small', options => :'two_layers');
RESET client_min_messages;
SELECT count(*) AS checkpoints FROM dtfixup.checkpoints WHERE model = 'avg_run';

-- the mean of the last three epochs: a new model, described, that answers
SELECT dtfixup_average_checkpoints('avg_last3', 'avg_run', 3);
SELECT description, epochs, checkpoints FROM dtfixup.dtfixup_models WHERE name = 'avg_last3';
SELECT nl2sql('how many states are there', 'avg_last3') IS NOT NULL AS answers;
-- its weights are not the last epoch's
SELECT dtfixup_export_model('avg_last3', false) <> dtfixup_export_model('avg_run', false) AS differs_from_last;
-- the weights alone: a fine-tuning can start from them
SET client_min_messages = warning;
SELECT options || '{"epochs": 1, "init_from": "avg_last3"}' AS from_mean FROM parser_data.tiny_options \gset
CALL dtfixup_finetune('avg_tuned', 'parser_data.small', options => :'from_mean');
RESET client_min_messages;
SELECT epochs, checkpoints FROM dtfixup.dtfixup_models WHERE name = 'avg_tuned';

-- the mean of a model with itself is that model, bit for bit
SELECT dtfixup_average_models('avg_self', ARRAY['avg_run', 'avg_run']);
SELECT dtfixup_export_model('avg_self', false) = dtfixup_export_model('avg_run', false) AS same_weights;
SELECT description FROM dtfixup.models WHERE name = 'avg_self';

-- what cannot be averaged is refused, and nothing is stored
SELECT dtfixup_average_models('avg_bad', ARRAY['avg_run', 'avg_deeper']);
SELECT dtfixup_average_models('avg_bad', ARRAY['avg_run']);
SELECT dtfixup_average_models('avg_bad', ARRAY['avg_run', NULL]);
SELECT dtfixup_average_models('avg_bad', ARRAY['avg_run', 'no_such_model']);
SELECT dtfixup_average_models('avg_bad', NULL);
SELECT dtfixup_average_models('avg_bad', ARRAY[['avg_run', 'avg_run'], ['avg_run', 'avg_run']]);
SELECT dtfixup_average_checkpoints('avg_bad', 'avg_run', 4);
SELECT dtfixup_average_checkpoints('avg_bad', 'avg_run', 1);
SELECT dtfixup_average_checkpoints('avg_bad', 'general', 2);
SELECT count(*) AS stored FROM dtfixup.models WHERE name = 'avg_bad';
-- an existing name needs replace => true
SELECT dtfixup_average_models('avg_self', ARRAY['avg_run', 'avg_run']);
SELECT dtfixup_average_checkpoints('avg_self', 'avg_run', 2, replace => true);
SELECT description FROM dtfixup.models WHERE name = 'avg_self';

SELECT dtfixup_drop_model(name) FROM unnest(ARRAY['avg_run', 'avg_deeper', 'avg_last3', 'avg_self', 'avg_tuned']) AS name;
