-- 50_model_store: the checkpoint format seen from SQL, and the rules of the model store.
SET search_path = public, dtfixup;
SET client_min_messages = notice;

-- Runs a statement and shows its outcome as "ok" or "SQLSTATE: message" (also under SET ROLE).
CREATE FUNCTION pg_temp.outcome(statement text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE statement;
    RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
    RETURN SQLSTATE || ': ' || SQLERRM;
END $$;

-- ---------------------------------------------------------------------------
-- Checkpoints from JSON, and what dtfixup_checkpoint_info says about them
-- ---------------------------------------------------------------------------
SELECT dtfixup_checkpoint_build(
    '{"arch": "test", "d_model": 3}',
    '[{"name": "embedding", "shape": [2, 3], "values": [1, 2, 3, 4, 5, 6.5]},
      {"name": "bias", "shape": [2], "values": [-1, 0.25]}]',
    '{"vocab": "state\nriver\n"}', 3, 120) AS ck1 \gset
SELECT dtfixup_checkpoint_build(
    '{"arch": "test", "d_model": 1}',
    '[{"name": "w", "shape": [1, 1, 2, 2], "values": [0.5, -0.5, 1e-3, 1e3]}]',
    epoch => 1, step => 10) AS ck2 \gset
SELECT dtfixup_checkpoint_build('{}', '[]') AS ck_empty \gset

SELECT octet_length(:'ck1'::bytea) AS bytes, encode(substr(:'ck1'::bytea, 1, 8), 'escape') AS magic;
SELECT jsonb_pretty(dtfixup_checkpoint_info(:'ck1'::bytea));
SELECT dtfixup_checkpoint_info(:'ck_empty'::bytea);
-- tensors come back with their shapes, blobs byte for byte
SELECT dtfixup_checkpoint_tensor(:'ck1'::bytea, 'embedding') AS embedding,
       dtfixup_checkpoint_tensor(:'ck1'::bytea, 'bias') AS bias,
       dtfixup_checkpoint_tensor(:'ck2'::bytea, 'w') AS w;
SELECT convert_from(dtfixup_checkpoint_blob(:'ck1'::bytea, 'vocab'), 'UTF8') AS vocab;
-- the writer is deterministic: the same input gives the same bytes
SELECT dtfixup_checkpoint_build(dtfixup_checkpoint_info(:'ck1'::bytea)->'config',
    jsonb_build_array(
        jsonb_build_object('name', 'embedding', 'shape', '[2, 3]'::jsonb,
                           'values', to_jsonb(array(SELECT unnest(dtfixup_checkpoint_tensor(:'ck1'::bytea, 'embedding'))))),
        jsonb_build_object('name', 'bias', 'shape', '[2]'::jsonb,
                           'values', to_jsonb(dtfixup_checkpoint_tensor(:'ck1'::bytea, 'bias')))),
    '{"vocab": "state\nriver\n"}', 3, 120) = :'ck1'::bytea AS rebuilt_identical;

-- asking for what is not there
SELECT dtfixup_checkpoint_tensor(:'ck1'::bytea, 'nope');
SELECT dtfixup_checkpoint_blob(:'ck1'::bytea, 'nope');

-- bad specifications
SELECT dtfixup_checkpoint_build('[1]', '[]');
SELECT dtfixup_checkpoint_build('{}', '{"name": "x"}');
SELECT dtfixup_checkpoint_build('{}', '[{"name": "x", "shape": [2], "values": [1]}]');
SELECT dtfixup_checkpoint_build('{}', '[{"name": "x", "shape": [1, 1, 1, 1, 1], "values": [1]}]');
SELECT dtfixup_checkpoint_build('{}', '[{"name": "x", "shape": [0], "values": []}]');
SELECT dtfixup_checkpoint_build('{}', '[{"name": "", "shape": [1], "values": [1]}]');
SELECT dtfixup_checkpoint_build('{}', '[{"shape": [1], "values": [1]}]');
SELECT dtfixup_checkpoint_build('{}', '[{"name": "x", "shape": [1], "values": ["one"]}]');
SELECT dtfixup_checkpoint_build('{}', '[{"name": "x", "shape": [1], "values": [1]}, {"name": "x", "shape": [1], "values": [2]}]');
SELECT dtfixup_checkpoint_build('{}', '[]', '{"vocab": 42}');
SELECT dtfixup_checkpoint_build('{}', '[]', epoch => -1);
SELECT dtfixup_checkpoint_build(NULL, '[]') IS NULL AS null_in_null_out;

-- damaged bytes: every kind is named, with SQLSTATE XX001 (data_corrupted)
SELECT pg_temp.outcome(format('SELECT dtfixup_checkpoint_info(%L)', '')) AS empty;
SELECT pg_temp.outcome(format('SELECT dtfixup_checkpoint_info(%L)', 'PK' || repeat('x', 80))) AS wrong_magic;
SELECT pg_temp.outcome(format('SELECT dtfixup_checkpoint_info(%L)', substr(:'ck1'::bytea, 1, 100))) AS truncated;
SELECT pg_temp.outcome(format('SELECT dtfixup_checkpoint_info(%L)', substr(:'ck1'::bytea, 1, 20))) AS truncated_header;
SELECT pg_temp.outcome(format('SELECT dtfixup_checkpoint_info(%L)', :'ck1'::bytea || '\x00'::bytea)) AS trailing;
SELECT pg_temp.outcome(format('SELECT dtfixup_checkpoint_info(%L)',
       set_byte(:'ck1'::bytea, 200, get_byte(:'ck1'::bytea, 200) # 1))) AS flipped_bit;
SELECT pg_temp.outcome(format('SELECT dtfixup_checkpoint_info(%L)',
       overlay(:'ck1'::bytea PLACING '\x03000000'::bytea FROM 9))) AS newer_version;
SELECT dtfixup_checkpoint_info(NULL) IS NULL AS null_in_null_out;
-- the full message of one of them
SELECT dtfixup_checkpoint_info(overlay(:'ck1'::bytea PLACING 'XXXX'::bytea FROM 1));

-- ---------------------------------------------------------------------------
-- Import, export, drop
-- ---------------------------------------------------------------------------
SELECT count(*) AS models_before FROM dtfixup_models;
SELECT dtfixup_import_model('geo_test', :'ck1'::bytea);
SELECT dtfixup_export_model('geo_test') = :'ck1'::bytea AS round_trip_identical;
SELECT name, owner = current_user::regrole AS owned_by_me, description, epochs, step, size, checkpoints,
       metrics, config, created <= updated AS timestamps_ordered
FROM dtfixup_models ORDER BY name;
SELECT model, epoch, step, byte_size, checksum, metrics FROM dtfixup.checkpoints ORDER BY id;
-- the checksum column is the CRC-32C stored little-endian in the last 4 bytes
SELECT checksum = (get_byte(weights, octet_length(weights) - 4)
                   + get_byte(weights, octet_length(weights) - 3) * 256
                   + get_byte(weights, octet_length(weights) - 2) * 65536
                   + get_byte(weights, octet_length(weights) - 1) * 16777216::bigint) AS checksum_matches
FROM dtfixup.checkpoints ORDER BY id;

-- a name that exists is not overwritten unless asked
SELECT dtfixup_import_model('geo_test', :'ck2'::bytea);
SELECT dtfixup_import_model('geo_test', :'ck2'::bytea, replace => true);
SELECT dtfixup_export_model('geo_test') = :'ck2'::bytea AS replaced,
       (SELECT count(*) FROM dtfixup.checkpoints WHERE model = 'geo_test') AS checkpoints,
       (SELECT config FROM dtfixup.models WHERE name = 'geo_test') AS config;

-- corrupt input is refused and the stored model stays as it was
SELECT pg_temp.outcome(format('SELECT dtfixup_import_model(%L, %L, true)', 'geo_test',
       set_byte(:'ck1'::bytea, 150, get_byte(:'ck1'::bytea, 150) # 128))) AS flipped;
SELECT pg_temp.outcome(format('SELECT dtfixup_import_model(%L, %L, true)', 'geo_test',
       substr(:'ck1'::bytea, 1, octet_length(:'ck1'::bytea) - 1))) AS truncated;
SELECT pg_temp.outcome(format('SELECT dtfixup_import_model(%L, %L, true)', 'geo_test', '')) AS empty;
SELECT pg_temp.outcome('SELECT dtfixup_import_model(''geo_test'', NULL, true)') AS null_data;
SELECT pg_temp.outcome(format('SELECT dtfixup_import_model(NULL, %L)', :'ck1'::bytea)) AS null_name;
SELECT pg_temp.outcome(format('SELECT dtfixup_import_model(%L, %L)', '', :'ck1'::bytea)) AS empty_name;
SELECT pg_temp.outcome(format('SELECT dtfixup_import_model(%L, %L)', repeat('m', 201), :'ck1'::bytea)) AS long_name;
SELECT dtfixup_import_model('geo_test', substr(:'ck1'::bytea, 1, 200), true);
SELECT dtfixup_export_model('geo_test') = :'ck2'::bytea AS unchanged,
       (SELECT count(*) FROM dtfixup.models) AS models;

-- unknown models
SELECT dtfixup_export_model('no_such_model');
SELECT dtfixup_drop_model('no_such_model');
SELECT dtfixup_export_model(NULL) IS NULL AS null_in_null_out;
SELECT pg_temp.outcome('SELECT dtfixup_drop_model(NULL)') AS drop_null;

-- description
SELECT dtfixup_set_model_description('geo_test', 'a test model');
SELECT name, description FROM dtfixup_models ORDER BY name;

-- ---------------------------------------------------------------------------
-- Checkpoint history, training log, version token (the trainer's path)
-- ---------------------------------------------------------------------------
SELECT dtfixup_model_version('geo_test') AS v1 \gset
SELECT dtfixup_save_checkpoint('geo_test', :'ck1'::bytea, 1, 100, '{"loss": 0.5}') > 0 AS saved;
SELECT dtfixup_model_version('geo_test') <> :'v1' AS version_changed;
SELECT dtfixup_model_version('geo_test') AS v2 \gset
SELECT dtfixup_model_version('geo_test') = :'v2' AS version_stable;
SELECT dtfixup_save_checkpoint('geo_test', :'ck2'::bytea, 2, 200, '{"loss": 0.25}') > 0 AS saved;
SELECT dtfixup_log_training('geo_test', 1, 100, 0.5, '{"exact_match": 0.1}');
SELECT dtfixup_log_training('geo_test', 2, 200, 0.25);
SELECT dtfixup_log_training('geo_test', 2, 210, NULL, '{"note": "validation only"}');
SELECT model, epoch, step, loss, metrics FROM dtfixup.training_log ORDER BY id;
SELECT name, epochs, step, checkpoints, metrics FROM dtfixup_models ORDER BY name;
SELECT epoch, step, metrics, id = (SELECT current_checkpoint FROM dtfixup.models WHERE name = 'geo_test') AS current
FROM dtfixup.checkpoints WHERE model = 'geo_test' ORDER BY id;
SELECT dtfixup_export_model('geo_test') = :'ck2'::bytea AS latest_is_current;
SELECT dtfixup_prune_checkpoints('geo_test', 2) AS pruned;
SELECT dtfixup_prune_checkpoints('geo_test') AS pruned;
SELECT epoch, step FROM dtfixup.checkpoints WHERE model = 'geo_test' ORDER BY id;
SELECT dtfixup_prune_checkpoints('geo_test', 0);
SELECT dtfixup_save_checkpoint('geo_test', :'ck1'::bytea, -1, 0);
SELECT dtfixup_log_training('no_such_model', 1, 1, 1.0);
SELECT dtfixup_model_version('no_such_model') IS NULL AS no_version;

-- ---------------------------------------------------------------------------
-- Who may do what
-- ---------------------------------------------------------------------------
CREATE ROLE regress_store_alice;
CREATE ROLE regress_store_bob;
CREATE ROLE regress_store_carol IN ROLE regress_store_alice;   -- carol has alice's privileges

SET ROLE regress_store_alice;
SELECT dtfixup_import_model('alice_model', :'ck1'::bytea);
SELECT name, CASE WHEN owner::text = session_user THEN '(the superuser)' ELSE owner::text END AS owner
FROM dtfixup_models ORDER BY name;
-- alice may not touch the superuser's model
SELECT pg_temp.outcome(format('SELECT dtfixup_import_model(%L, %L, true)', 'geo_test', :'ck1'::bytea)) AS replace_other;
RESET ROLE;

SET ROLE regress_store_bob;
-- everyone may read
SELECT dtfixup_export_model('alice_model') = :'ck1'::bytea AS bob_reads;
SELECT count(*) AS bob_sees FROM dtfixup.checkpoints WHERE model = 'alice_model';
-- but not overwrite, describe, log, prune, drop or grant
SELECT dtfixup_import_model('alice_model', :'ck2'::bytea, true);
SELECT pg_temp.outcome(format('SELECT dtfixup_save_checkpoint(%L, %L, 9, 9)', 'alice_model', :'ck2'::bytea)) AS save;
SELECT pg_temp.outcome('SELECT dtfixup_set_model_description(''alice_model'', ''mine now'')') AS describe;
SELECT pg_temp.outcome('SELECT dtfixup_log_training(''alice_model'', 1, 1, 1.0)') AS log;
SELECT pg_temp.outcome('SELECT dtfixup_prune_checkpoints(''alice_model'')') AS prune;
SELECT pg_temp.outcome('SELECT dtfixup_drop_model(''alice_model'')') AS drop;
SELECT pg_temp.outcome('SELECT dtfixup_grant_model(''alice_model'', ''regress_store_bob'')') AS self_grant;
-- and not around the functions either
SELECT pg_temp.outcome('INSERT INTO dtfixup.models (name, owner, config) VALUES (''x'', ''regress_store_bob'', ''{}'')') AS insert_models;
SELECT pg_temp.outcome('UPDATE dtfixup.models SET owner = ''regress_store_bob'' WHERE name = ''alice_model''') AS update_models;
SELECT pg_temp.outcome('DELETE FROM dtfixup.checkpoints') AS delete_checkpoints;
SELECT pg_temp.outcome('UPDATE dtfixup.checkpoints SET weights = ''\x00''') AS update_checkpoints;
SELECT pg_temp.outcome('INSERT INTO dtfixup.model_grants VALUES (''alice_model'', ''regress_store_bob'', ''regress_store_bob'')') AS insert_grants;
SELECT pg_temp.outcome('DELETE FROM dtfixup.training_log') AS delete_log;
SELECT pg_temp.outcome('SELECT nextval(''dtfixup.checkpoints_id_seq'')') AS use_sequence;
SELECT pg_temp.outcome('SELECT dtfixup_check_model_writable(''alice_model'')') AS check_writable;
-- a model of his own is fine
SELECT dtfixup_check_model_writable('bob_model') AS exists_and_writable;
SELECT dtfixup_import_model('bob_model', :'ck2'::bytea);
SELECT dtfixup_check_model_writable('bob_model') AS exists_and_writable;
RESET ROLE;
SELECT dtfixup_export_model('alice_model') = :'ck1'::bytea AS alice_model_intact;

-- alice grants bob: now he may overwrite, but still not grant
SET ROLE regress_store_alice;
SELECT dtfixup_grant_model('alice_model', 'regress_store_bob');
SELECT dtfixup_grant_model('alice_model', 'regress_store_bob');   -- again: no-op
SELECT model, grantee, granted_by FROM dtfixup.model_grants ORDER BY model, grantee::text;
SET ROLE regress_store_bob;
SELECT dtfixup_check_model_writable('alice_model') AS exists_and_writable;
SELECT dtfixup_import_model('alice_model', :'ck2'::bytea, true);
SELECT dtfixup_set_model_description('alice_model', 'improved by bob');
SELECT dtfixup_grant_model('alice_model', 'regress_store_carol');
SET ROLE regress_store_alice;
SELECT dtfixup_revoke_model('alice_model', 'regress_store_bob');
SELECT dtfixup_revoke_model('alice_model', 'regress_store_bob');  -- nothing left to revoke
SET ROLE regress_store_bob;
SELECT pg_temp.outcome(format('SELECT dtfixup_import_model(%L, %L, true)', 'alice_model', :'ck1'::bytea)) AS after_revoke;
-- a member of the owner's role acts as the owner
SET ROLE regress_store_carol;
SELECT dtfixup_set_model_description('alice_model', 'reviewed by carol');
RESET ROLE;
SELECT name, CASE WHEN owner::text = session_user THEN '(the superuser)' ELSE owner::text END AS owner,
       description, dtfixup_export_model(name) = :'ck2'::bytea AS has_ck2
FROM dtfixup_models ORDER BY name;
SELECT pg_temp.outcome('SELECT dtfixup_grant_model(''alice_model'', 0)') AS grant_to_nobody;

-- ---------------------------------------------------------------------------
-- Transactions: a failed import leaves the store as it was
-- ---------------------------------------------------------------------------
SELECT dtfixup_import_model('alice_model', :'ck1'::bytea, true);
BEGIN;
SELECT dtfixup_import_model('alice_model', :'ck2'::bytea, true);
SELECT dtfixup_export_model('alice_model') = :'ck2'::bytea AS replaced_inside;
SELECT 1 / 0;
ROLLBACK;
SELECT dtfixup_export_model('alice_model') = :'ck1'::bytea AS intact_after_rollback;

-- an error in the middle of the import (after the old checkpoints were deleted and the new
-- one inserted) undoes all of it
CREATE FUNCTION public.regress_fail_checkpoint_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'simulated failure while storing checkpoint of %', NEW.model;
END $$;
CREATE TRIGGER regress_fail_insert AFTER INSERT ON dtfixup.checkpoints
    FOR EACH ROW EXECUTE FUNCTION public.regress_fail_checkpoint_insert();
SELECT dtfixup_import_model('alice_model', :'ck2'::bytea, true);
SELECT dtfixup_save_checkpoint('brand_new_model', :'ck2'::bytea, 1, 1);
DROP TRIGGER regress_fail_insert ON dtfixup.checkpoints;
DROP FUNCTION public.regress_fail_checkpoint_insert();
SELECT dtfixup_export_model('alice_model') = :'ck1'::bytea AS intact_after_failure,
       (SELECT count(*) FROM dtfixup.checkpoints WHERE model = 'alice_model') AS checkpoints,
       (SELECT description FROM dtfixup.models WHERE name = 'alice_model') AS description,
       (SELECT count(*) FROM dtfixup.models WHERE name = 'brand_new_model') AS brand_new;

-- ---------------------------------------------------------------------------
-- Catalog: dump membership, storage, privileges
-- ---------------------------------------------------------------------------
SELECT c.relname, c.relkind
FROM pg_extension e, unnest(e.extconfig) AS x(oid) JOIN pg_class c ON c.oid = x.oid
WHERE e.extname = 'dtfixup' AND c.relname IN ('models', 'checkpoints', 'checkpoints_id_seq', 'training_log',
                                               'training_log_id_seq', 'model_grants')
ORDER BY c.relname;
SELECT attstorage FROM pg_attribute WHERE attrelid = 'dtfixup.checkpoints'::regclass AND attname = 'weights';
SELECT t AS tbl, has_table_privilege('regress_store_bob', t, 'SELECT') AS sel,
       has_table_privilege('regress_store_bob', t, 'INSERT') AS ins,
       has_table_privilege('regress_store_bob', t, 'UPDATE') AS upd,
       has_table_privilege('regress_store_bob', t, 'DELETE') AS del
FROM unnest(ARRAY['dtfixup.models', 'dtfixup.checkpoints', 'dtfixup.training_log', 'dtfixup.model_grants',
                  'dtfixup.dtfixup_models']) AS t ORDER BY t;

-- ---------------------------------------------------------------------------
-- Dropping
-- ---------------------------------------------------------------------------
SET ROLE regress_store_alice;
SELECT dtfixup_drop_model('alice_model');
RESET ROLE;
SELECT dtfixup_drop_model('bob_model');          -- a superuser may
SELECT dtfixup_drop_model('geo_test');
SELECT (SELECT count(*) FROM dtfixup.models) AS models, (SELECT count(*) FROM dtfixup.checkpoints) AS checkpoints,
       (SELECT count(*) FROM dtfixup.training_log) AS log, (SELECT count(*) FROM dtfixup.model_grants) AS grants;
SELECT dtfixup_export_model('alice_model');
DROP ROLE regress_store_carol;
DROP ROLE regress_store_bob;
DROP ROLE regress_store_alice;
