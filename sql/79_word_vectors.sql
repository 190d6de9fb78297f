-- 79_word_vectors: option word_vectors starts a new model's embeddings from pretrained
-- vectors in a server file (bench/word_vectors builds them); its errors.
SET search_path = public, dtfixup;
\set SHOW_CONTEXT never

CREATE SCHEMA wv_data;
CREATE TABLE wv_data.rows AS
SELECT question, sql FROM fixture_training.questions ORDER BY id;
SELECT '{"layers": 1, "d_model": 32, "encoder_hidden": 16, "heads": 2, "d_ff": 32,
         "word_dim": 8, "action_dim": 16, "node_dim": 8, "decoder_hidden": 64,
         "hash_buckets": 1000, "batch_size": 1, "lr": 0.005, "dropout": 0,
         "label_smoothing": 0, "seed": 7, "epochs": 1}'::jsonb AS wv_opts \gset

-- a file of 8-dimensional vectors for three words of the questions and one they lack
COPY (SELECT line FROM (VALUES
        (0, 'dtfixup-word-vectors 4 0 8'),
        (1, 'state 0.5 -0.2 0.1 0.9 -0.7 0.3 0.2 -0.4'),
        (2, 'city -0.3 0.8 0.4 -0.1 0.2 -0.6 0.7 0.1'),
        (3, 'river 0.9 0.1 -0.5 0.3 0.6 0.2 -0.8 0.4'),
        (4, 'zebra 1 1 1 1 1 1 1 1')) AS f(k, line) ORDER BY k)
TO '/tmp/dtfixup_regress_word_vectors.txt';

-- the same run with and without the vectors: the first epoch's loss differs
SET client_min_messages = warning;
CALL dtfixup_finetune('wv_plain', 'wv_data.rows', options => :'wv_opts');
SELECT (:'wv_opts'::jsonb || '{"word_vectors": "/tmp/dtfixup_regress_word_vectors.txt"}') AS wv_with \gset
CALL dtfixup_finetune('wv_vectors', 'wv_data.rows', options => :'wv_with');
RESET client_min_messages;
SELECT (SELECT loss FROM dtfixup.training_log WHERE model = 'wv_vectors' ORDER BY id LIMIT 1)
    <> (SELECT loss FROM dtfixup.training_log WHERE model = 'wv_plain' ORDER BY id LIMIT 1)
       AS vectors_changed_the_start;

-- vectors of another width than word_dim
CALL dtfixup_finetune('wv_bad', 'wv_data.rows',
     options => :'wv_with'::jsonb || '{"word_dim": 16}');
-- only for a new model
CALL dtfixup_finetune('wv_bad', 'wv_data.rows',
     options => '{"init_from": "wv_plain", "word_vectors": "/tmp/dtfixup_regress_word_vectors.txt"}');
CALL dtfixup_finetune('wv_plain', 'wv_data.rows',
     options => '{"resume": true, "word_vectors": "/tmp/dtfixup_regress_word_vectors.txt"}');
CALL dtfixup_finetune('wv_bad', 'wv_data.rows',
     options => :'wv_opts'::jsonb || '{"word_vectors": 3}');
-- a file that is missing, or not in the format
CALL dtfixup_finetune('wv_bad', 'wv_data.rows',
     options => :'wv_opts'::jsonb || '{"word_vectors": "/nonexistent/dtfixup_vectors.txt"}');
COPY (SELECT 'word-vectors 1 0 8') TO '/tmp/dtfixup_regress_word_vectors.txt';
CALL dtfixup_finetune('wv_bad', 'wv_data.rows', options => :'wv_with');
COPY (SELECT line FROM (VALUES (0, 'dtfixup-word-vectors 2 0 8'),
        (1, 'state 0.5 -0.2 0.1 0.9 -0.7 0.3 0.2 -0.4'),
        (2, 'city -0.3 0.8 0.4')) AS f(k, line) ORDER BY k)
TO '/tmp/dtfixup_regress_word_vectors.txt';
CALL dtfixup_finetune('wv_bad', 'wv_data.rows', options => :'wv_with');
COPY (SELECT line FROM (VALUES (0, 'dtfixup-word-vectors 1 0 8'),
        (1, 'state 0.5 -0.2 0.1 0.9 -0.7 0.3 0.2 -0.4 0.6')) AS f(k, line) ORDER BY k)
TO '/tmp/dtfixup_regress_word_vectors.txt';
CALL dtfixup_finetune('wv_bad', 'wv_data.rows', options => :'wv_with');
COPY (SELECT line FROM (VALUES (0, 'dtfixup-word-vectors 1 2 8'),
        (1, 'state 0.5 -0.2 0.1 0.9 -0.7 0.3 0.2 -0.4'),
        (2, '0 0 0 0 0 0 0 0')) AS f(k, line) ORDER BY k)
TO '/tmp/dtfixup_regress_word_vectors.txt';
CALL dtfixup_finetune('wv_bad', 'wv_data.rows', options => :'wv_with');
-- nothing was stored for the refused runs
SELECT count(*) AS wv_bad_models FROM dtfixup.models WHERE name = 'wv_bad';

-- a role without pg_read_server_files's privileges may not read server files
CREATE ROLE regress_wv_user;
GRANT USAGE ON SCHEMA wv_data, fixture_training TO regress_wv_user;
GRANT SELECT ON wv_data.rows TO regress_wv_user;
SET ROLE regress_wv_user;
CALL dtfixup_finetune('wv_user', 'wv_data.rows', options => :'wv_with');
RESET ROLE;
DROP OWNED BY regress_wv_user;
DROP ROLE regress_wv_user;

SELECT dtfixup_drop_model('wv_plain'), dtfixup_drop_model('wv_vectors');
DROP SCHEMA wv_data CASCADE;
