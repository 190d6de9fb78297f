
-- ===================================================================================
-- 80_model_memory: weights shared by every backend (docs/memory.md, src/pg/store/model_cache.h)
-- ===================================================================================

-- The models this session has loaded and the memory they use (src/pg/store/model_cache.c,
-- docs/memory.md): weights mapped from a file every backend shares, or private.
CREATE FUNCTION @extschema@.dtfixup_loaded_models(
    OUT model text, OUT version bigint, OUT weights text, OUT file text,
    OUT mapped_bytes bigint, OUT private_bytes bigint, OUT scratch_bytes bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'dtfixup_loaded_models' LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.dtfixup_loaded_models() IS
    'models loaded in this session: version (checkpoint id; NULL for the general model), weights shared (a mapped file) or private, the file, and bytes mapped, private and of scratch';

-- Sweep the model file cache ($PGDATA/pg_dtfixup_cache) now: temporary files of gone
-- processes, files of this database's versions that are no longer current, then the least
-- recently used files until at most max_bytes remain.  Superuser only (it removes files of
-- every database).
CREATE FUNCTION @extschema@.dtfixup_trim_model_cache(max_bytes bigint) RETURNS bigint
AS 'MODULE_PATHNAME', 'dtfixup_trim_model_cache' LANGUAGE C VOLATILE STRICT PARALLEL UNSAFE;
REVOKE EXECUTE ON FUNCTION @extschema@.dtfixup_trim_model_cache(bigint) FROM PUBLIC;
COMMENT ON FUNCTION @extschema@.dtfixup_trim_model_cache(bigint) IS
    'remove model cache files of gone writers and of versions no longer current, then the least recently used down to max_bytes; returns how many were removed';
