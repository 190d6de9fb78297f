-- Value links in training (options value_pool and gold_value_drop): what training rows on
-- empty tables are offered as stored values, counted in the model's metrics.
\set SHOW_CONTEXT never
CREATE SCHEMA vp;
CREATE TABLE vp.singer (name text, country text, age int);	-- empty, as Spider's tables
CREATE TABLE vp.rows (question text, sql text, db text DEFAULT 'vp');
INSERT INTO vp.rows (question, sql) VALUES
    ('singers from france', 'SELECT name FROM singer WHERE country = ''France'''),
    ('singers from spain', 'SELECT name FROM singer WHERE country = ''Spain'''),
    ('singers from france or spain', 'SELECT name FROM singer WHERE country IN (''France'', ''Spain'')'),
    ('how old is ana', 'SELECT age FROM singer WHERE name = ''Ana'''),
    ('singers from italy', 'SELECT name FROM singer WHERE country = ''Italy'''),
    ('how many singers are there', 'SELECT count(*) FROM singer');
SELECT '{"layers": 1, "d_model": 32, "encoder_hidden": 16, "heads": 2, "d_ff": 32,
         "word_dim": 32, "action_dim": 16, "node_dim": 8, "decoder_hidden": 64,
         "hash_buckets": 1000, "batch_size": 2, "dropout": 0, "epochs": 1, "seed": 7,
         "schema_column": "db"}' AS opts \gset

-- bad values are refused before any row is read
CALL dtfixup_finetune('vp_bad', 'vp.rows', options => :'opts'::jsonb || '{"value_pool": 1}');
CALL dtfixup_finetune('vp_bad', 'vp.rows', options => :'opts'::jsonb || '{"value_pool": "yes"}');
CALL dtfixup_finetune('vp_bad', 'vp.rows', options => :'opts'::jsonb || '{"gold_value_drop": 1}');
CALL dtfixup_finetune('vp_bad', 'vp.rows', options => :'opts'::jsonb || '{"gold_value_drop": -0.1}');
CALL dtfixup_finetune('vp_bad', 'vp.rows', options => :'opts'::jsonb || '{"gold_value_drop": "some"}');

-- (the per-epoch notices carry machine-dependent losses: the metrics say what happened)
SET client_min_messages = warning;
-- neither option: each row is offered its own literals, as before; nothing is counted
CALL dtfixup_finetune('vp_plain', 'vp.rows', options => :'opts');
-- value_pool: every row is offered the 4 distinct literals of all rows (6 rows x 4: 6 its
-- own, 18 other rows'), as stored contents offer values the question does not name
CALL dtfixup_finetune('vp_pool', 'vp.rows', options => :'opts'::jsonb || '{"value_pool": true}');
-- gold_value_drop: some of the rows' own 6 literals are left out, the same ones every run
CALL dtfixup_finetune('vp_drop', 'vp.rows', options => :'opts'::jsonb || '{"gold_value_drop": 0.5}');
CALL dtfixup_finetune('vp_drop2', 'vp.rows', options => :'opts'::jsonb || '{"gold_value_drop": 0.5}');
-- both: a dropped literal does not come back through the pool
CALL dtfixup_finetune('vp_both', 'vp.rows', options => :'opts'::jsonb || '{"value_pool": true, "gold_value_drop": 0.5}');
-- another seed leaves out other literals
CALL dtfixup_finetune('vp_seed', 'vp.rows', options => :'opts'::jsonb || '{"gold_value_drop": 0.5, "seed": 8}');
RESET client_min_messages;

-- (the configuration leaves out these options at their defaults, as models written before
-- them have it)
SELECT name, (metrics->>'train_examples')::int AS examples, metrics->'gold_values' AS gold_values,
       config->'value_pool' AS value_pool, config->'gold_value_drop' AS gold_value_drop
FROM dtfixup.models WHERE name LIKE 'vp\_%' ORDER BY name;
-- offered + dropped = the rows' own 6 literals (+ the pool's others)
SELECT name FROM dtfixup.models
WHERE name LIKE 'vp\_%' AND metrics ? 'gold_values'
  AND (metrics->'gold_values'->>'offered')::int - (metrics->'gold_values'->>'pooled')::int
      + (metrics->'gold_values'->>'dropped')::int <> 6;

-- word_dropout: known words read as unknown ones in training, a probability below 1
CALL dtfixup_finetune('vp_bad', 'vp.rows', options => :'opts'::jsonb || '{"word_dropout": 1}');
CALL dtfixup_finetune('vp_bad', 'vp.rows', options => :'opts'::jsonb || '{"word_dropout": true}');
SET client_min_messages = warning;
CALL dtfixup_finetune('vp_words', 'vp.rows', options => :'opts'::jsonb || '{"word_dropout": 0.2}');
RESET client_min_messages;
SELECT (metrics->>'train_examples')::int AS examples, (metrics->>'loss')::float8 > 0 AS has_loss,
       (config->>'word_dropout')::float8 AS word_dropout
FROM dtfixup.models WHERE name = 'vp_words';

SELECT count(dtfixup_drop_model(name)) AS dropped FROM dtfixup.models WHERE name LIKE 'vp\_%';
DROP SCHEMA vp CASCADE;
