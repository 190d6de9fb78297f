-- 68_shared_weights: one copy of a model's weights per server (docs/memory.md).  The
-- installed general model is mapped from its file (a float16 file: from its float32 widening,
-- written once in $PGDATA/pg_dtfixup_cache); a stored model from its version's file
-- in $PGDATA/pg_dtfixup_cache; the parsers point into the mappings and own no weights.
-- The multi-session cases (retraining while serving, drop while in use, damaged files,
-- sharing between backends) are in test/shared_models.sh.
SET search_path = public, dtfixup;
\set SHOW_CONTEXT never
SET client_min_messages = notice;

-- The file a stored model's current version is cached in, relative to the data directory.
CREATE SCHEMA sw_test;
CREATE FUNCTION sw_test.cache_file(model_name text) RETURNS text LANGUAGE sql AS $$
    SELECT format('pg_dtfixup_cache/%s_%s_%s.ckpt', d.oid, c.id, c.xmin)
    FROM pg_database d, dtfixup.models m JOIN dtfixup.checkpoints c ON c.id = m.current_checkpoint
    WHERE d.datname = current_database() AND m.name = model_name $$;
-- An error's SQLSTATE, message and detail, checkpoint ids masked (they depend on earlier tests).
CREATE FUNCTION sw_test.outcome(statement text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    detail text;
BEGIN
    EXECUTE statement;
    RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS detail = PG_EXCEPTION_DETAIL;
    RETURN SQLSTATE || ': ' || SQLERRM || coalesce(' / ' || regexp_replace(nullif(detail, ''), '\d+', 'N', 'g'), '');
END $$;
-- The stored models' cache files (not the general model's widening).
CREATE FUNCTION sw_test.cache_files() RETURNS SETOF text LANGUAGE sql AS $$
    SELECT 'pg_dtfixup_cache/' || f FROM pg_ls_dir('pg_dtfixup_cache', true, false) AS f
    WHERE f NOT LIKE 'general\_%' ORDER BY 1 $$;

-- ---- the general model: mapped from the installed file, nothing private -----------------
-- (its first two parsers are sure of this answer, so the others decode nothing and have no
-- scratch: dtfixup.general_cascade)
SELECT nl2sql('how many states are there');
SELECT model, version, weights,
       file LIKE '%/extension/dtfixup_general.ckpt' OR file ~ 'pg_dtfixup_cache/general_[0-9_]+\.ckpt$'
           AS installed_file_or_widening,
       mapped_bytes = (pg_stat_file(file)).size AS whole_file_mapped,
       private_bytes, scratch_bytes > 0 AS has_scratch
FROM dtfixup_loaded_models();

-- ---- a stored model: mapped from its version's cache file ---------------------------------
-- (the weights alone, in float32: a stored float16 model is widened into private memory)
SELECT dtfixup_import_model('general_copy', dtfixup_export_model('general', optimizer => false));
SELECT nl2sql('how many states are there', 'general_copy') = nl2sql('how many states are there')
    AS same_answer_as_general;
SELECT l.model, l.version = m.current_checkpoint AS current_version, l.weights,
       l.file = sw_test.cache_file('general_copy') AS file_of_this_version,
       l.mapped_bytes = octet_length(dtfixup_export_model('general_copy')) AS whole_checkpoint_mapped,
       l.private_bytes
FROM dtfixup_loaded_models() l JOIN dtfixup.models m ON m.name = l.model;
SELECT sw_test.cache_file('general_copy') IN (SELECT sw_test.cache_files()) AS file_there;
-- the file holds exactly the stored bytes
SELECT pg_read_binary_file(sw_test.cache_file('general_copy')) = dtfixup_export_model('general_copy')
    AS file_is_the_checkpoint;

-- a training checkpoint (with Adam's moments): decoding maps it and allocates no optimiser
-- state nor gradients
SELECT nl2sql('what is the capital of texas', 'tiny') LIKE 'SELECT %' AS tiny_answers;
SELECT weights, private_bytes, mapped_bytes = octet_length(dtfixup_export_model('tiny')) AS whole_checkpoint_mapped
FROM dtfixup_loaded_models() WHERE model = 'tiny';
-- only the parsers used last keep their scratch
SELECT model, scratch_bytes > 0 AS has_scratch FROM dtfixup_loaded_models() ORDER BY model;

-- ---- a new version replaces the old: its file is written, the old one removed -------------
SELECT sw_test.cache_file('general_copy') AS old_file \gset
-- a version's answer: its best candidate's score and SQL (the SQL alone may coincide)
CREATE FUNCTION sw_test.answer(q text, m text) RETURNS text LANGUAGE sql AS
$$ SELECT (dtfixup_explain(q, m)->'candidates'->0->>'score') || ' ' || nl2sql(q, m) $$;
SELECT sw_test.answer('what is the capital of texas', 'general_copy')
       <> sw_test.answer('what is the capital of texas', 'tiny') AS the_versions_answer_differently;
SELECT dtfixup_import_model('general_copy', dtfixup_export_model('tiny'), replace => true);
SELECT sw_test.answer('what is the capital of texas', 'general_copy')
       = sw_test.answer('what is the capital of texas', 'tiny') AS answers_as_the_new_version;
SELECT version = (SELECT current_checkpoint FROM dtfixup.models WHERE name = 'general_copy') AS new_version
FROM dtfixup_loaded_models() WHERE model = 'general_copy';
SELECT :'old_file' IN (SELECT sw_test.cache_files()) AS old_file_left,
       sw_test.cache_file('general_copy') IN (SELECT sw_test.cache_files()) AS new_file_there;

-- ---- dropped: a clear error, the parser and the file go -----------------------------------
SELECT sw_test.cache_file('general_copy') AS dropped_file \gset
SELECT dtfixup_drop_model('general_copy');
SELECT sw_test.outcome($$SELECT nl2sql('how many states are there', 'general_copy')$$) AS next_call;
SELECT count(*) AS still_loaded FROM dtfixup_loaded_models() WHERE model = 'general_copy';
SELECT :'dropped_file' IN (SELECT sw_test.cache_files()) AS dropped_file_left;
-- asked again, it is just unknown
SELECT nl2sql('how many states are there', 'general_copy');

-- ---- trimming the cache: a mapped file may go, the backend keeps its mapping --------------
SELECT dtfixup_trim_model_cache(-1);
SELECT dtfixup_trim_model_cache(0) >= 1 AS removed;
SELECT count(*) AS files_left FROM sw_test.cache_files();
SELECT nl2sql('what is the capital of texas', 'tiny') LIKE 'SELECT %' AS still_answers;
SELECT weights FROM dtfixup_loaded_models() WHERE model = 'tiny';
-- a new session finds no file and writes it again
\c
SET search_path = public, dtfixup;
SELECT nl2sql('what is the capital of texas', 'tiny') LIKE 'SELECT %' AS answers_in_a_new_session;
SELECT f = sw_test.cache_file('tiny') AS written_again FROM sw_test.cache_files() f;

-- ---- access control stays in SQL: without SELECT on the weights, no model -----------------
CREATE ROLE shared_weights_reader;
BEGIN;
REVOKE SELECT ON dtfixup.checkpoints FROM PUBLIC;
SET ROLE shared_weights_reader;
SELECT nl2sql('how many states are there', 'tiny');
ROLLBACK;
DROP ROLE shared_weights_reader;

-- trimming removes files of every database: not for everyone
SELECT has_function_privilege('public', 'dtfixup_trim_model_cache(bigint)', 'EXECUTE') AS public_may_trim;
SET client_min_messages = warning;
DROP SCHEMA sw_test CASCADE;
