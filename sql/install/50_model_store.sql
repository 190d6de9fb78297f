
-- ===================================================================================
-- 50_model_store: models kept in tables (README.md, src/pg/store/model_store.h)
-- ===================================================================================
--
-- Access rules:
--   * reading: every role that may use schema dtfixup can read every model (SELECT is
--     granted to PUBLIC below), because nl2sql() loads the model as the calling role.
--     For private models, REVOKE SELECT on these tables (and the view) FROM PUBLIC and
--     grant it to the roles that may use models.
--   * writing: no role has INSERT/UPDATE/DELETE on the tables.  The C functions below
--     check that the calling role has the privileges of the model's owner or of a role
--     the owner granted it to (dtfixup.model_grants) and then write as the tables' owner.
--     Any role may create a model under a new name (import or training); it owns it.

-- nl2sql and the model store are meant for every role of the database.
GRANT USAGE ON SCHEMA dtfixup TO PUBLIC;

CREATE TABLE dtfixup.models (
    name               text PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 200),
    owner              regrole NOT NULL,
    description        text,
    config             jsonb NOT NULL CHECK (jsonb_typeof(config) = 'object'),
    metrics            jsonb,
    -- dtfixup.checkpoints.id of the checkpoint in use.  Deliberately no foreign key:
    -- checkpoints reference models, and a cycle of foreign keys between extension
    -- configuration tables cannot be restored by pg_dump; the C functions keep it right.
    current_checkpoint bigint,
    -- other models that decode with this one as one ensemble (dtfixup_learn's parsers beside
    -- it); dropped with it
    members            text[] NOT NULL DEFAULT '{}' CHECK (cardinality(members) <= 3),
    created            timestamptz NOT NULL DEFAULT now(),
    updated            timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE dtfixup.models IS
    'dtfixup models: one row per model; written only through the dtfixup_*_model functions';

CREATE SEQUENCE dtfixup.checkpoints_id_seq;
CREATE TABLE dtfixup.checkpoints (
    id        bigint PRIMARY KEY DEFAULT nextval('dtfixup.checkpoints_id_seq'),
    model     text NOT NULL REFERENCES dtfixup.models (name) ON DELETE CASCADE,
    epoch     integer NOT NULL CHECK (epoch >= 0),
    step      bigint NOT NULL CHECK (step >= 0),
    created   timestamptz NOT NULL DEFAULT now(),
    -- the checkpoint format of src/model/checkpoint.h (config, tensors, vocabulary, ...)
    weights   bytea NOT NULL,
    byte_size bigint NOT NULL CHECK (byte_size = octet_length(weights)),
    checksum  bigint NOT NULL,      -- the CRC-32C stored in the checkpoint's last 4 bytes
    metrics   jsonb
);
ALTER SEQUENCE dtfixup.checkpoints_id_seq OWNED BY dtfixup.checkpoints.id;
-- Float weights do not compress: store them out of line uncompressed (cheap to fetch).
ALTER TABLE dtfixup.checkpoints ALTER COLUMN weights SET STORAGE EXTERNAL;
CREATE INDEX checkpoints_model_idx ON dtfixup.checkpoints (model, id);
COMMENT ON TABLE dtfixup.checkpoints IS
    'dtfixup model checkpoints (one per save; models.current_checkpoint is the one in use)';

CREATE SEQUENCE dtfixup.training_log_id_seq;
CREATE TABLE dtfixup.training_log (
    id      bigint PRIMARY KEY DEFAULT nextval('dtfixup.training_log_id_seq'),
    model   text NOT NULL REFERENCES dtfixup.models (name) ON DELETE CASCADE,
    epoch   integer NOT NULL,
    step    bigint NOT NULL,
    loss    double precision,
    metrics jsonb,                  -- validation metrics and anything else worth keeping
    logged  timestamptz NOT NULL DEFAULT clock_timestamp()
);
ALTER SEQUENCE dtfixup.training_log_id_seq OWNED BY dtfixup.training_log.id;
CREATE INDEX training_log_model_idx ON dtfixup.training_log (model, id);

CREATE TABLE dtfixup.model_grants (
    model      text NOT NULL REFERENCES dtfixup.models (name) ON DELETE CASCADE,
    grantee    regrole NOT NULL,
    granted_by regrole NOT NULL,
    granted    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (model, grantee)
);
COMMENT ON TABLE dtfixup.model_grants IS
    'roles that may overwrite or drop a dtfixup model besides its owner';

-- pg_dump keeps the models (the tables are the extension's, so it would otherwise skip them).
SELECT pg_catalog.pg_extension_config_dump('dtfixup.models', '');
SELECT pg_catalog.pg_extension_config_dump('dtfixup.checkpoints', '');
SELECT pg_catalog.pg_extension_config_dump('dtfixup.checkpoints_id_seq', '');
SELECT pg_catalog.pg_extension_config_dump('dtfixup.training_log', '');
SELECT pg_catalog.pg_extension_config_dump('dtfixup.training_log_id_seq', '');
SELECT pg_catalog.pg_extension_config_dump('dtfixup.model_grants', '');

REVOKE ALL ON dtfixup.models, dtfixup.checkpoints, dtfixup.training_log, dtfixup.model_grants FROM PUBLIC;
REVOKE ALL ON SEQUENCE dtfixup.checkpoints_id_seq, dtfixup.training_log_id_seq FROM PUBLIC;
GRANT SELECT ON dtfixup.models, dtfixup.checkpoints, dtfixup.training_log, dtfixup.model_grants TO PUBLIC;

CREATE VIEW dtfixup.dtfixup_models AS
SELECT m.name,
       m.owner,
       m.description,
       m.created,
       m.updated,
       c.epoch AS epochs,           -- epochs trained when the current checkpoint was taken
       c.step,
       c.byte_size AS size,         -- bytes of the current checkpoint
       (SELECT count(*) FROM dtfixup.checkpoints k WHERE k.model = m.name) AS checkpoints,
       m.metrics,
       m.config,
       m.members
FROM dtfixup.models m
LEFT JOIN dtfixup.checkpoints c ON c.id = m.current_checkpoint;
COMMENT ON VIEW dtfixup.dtfixup_models IS 'stored dtfixup models, one row each';
GRANT SELECT ON dtfixup.dtfixup_models TO PUBLIC;

-- ---- checkpoint bytes ----

CREATE FUNCTION @extschema@.dtfixup_checkpoint_info(data bytea) RETURNS jsonb
    AS 'MODULE_PATHNAME', 'dtfixup_checkpoint_info'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_checkpoint_info(bytea) IS
    'validate a dtfixup checkpoint and describe it: format version, size, checksum, epoch, step, config, tensors, blobs';

CREATE FUNCTION @extschema@.dtfixup_checkpoint_build(config jsonb, tensors jsonb, blobs jsonb DEFAULT '{}',
                                                 epoch integer DEFAULT 0, step bigint DEFAULT 0)
    RETURNS bytea
    AS 'MODULE_PATHNAME', 'dtfixup_checkpoint_build'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_checkpoint_build(jsonb, jsonb, jsonb, integer, bigint) IS
    'write a dtfixup checkpoint from JSON: tensors [{"name", "shape", "values"}], blobs {"name": "text"}';

CREATE FUNCTION @extschema@.dtfixup_checkpoint_tensor(data bytea, name text) RETURNS real[]
    AS 'MODULE_PATHNAME', 'dtfixup_checkpoint_tensor'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_checkpoint_tensor(bytea, text) IS
    'the values of one tensor of a dtfixup checkpoint, as an array of its shape';

CREATE FUNCTION @extschema@.dtfixup_checkpoint_blob(data bytea, name text) RETURNS bytea
    AS 'MODULE_PATHNAME', 'dtfixup_checkpoint_blob'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_checkpoint_blob(bytea, text) IS
    'the bytes of one named blob of a dtfixup checkpoint (e.g. the vocabulary)';

-- ---- the model store ----

CREATE FUNCTION @extschema@.dtfixup_export_model(model text, optimizer boolean DEFAULT true,
                                                 dtype text DEFAULT 'float32') RETURNS bytea
    AS 'MODULE_PATHNAME', 'dtfixup_export_model'
    LANGUAGE C STABLE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.dtfixup_export_model(text, boolean, text) IS
    'the current checkpoint of a model (self-contained: config, weights, vocabulary; with optimizer => false the weights alone, which decode and fine-tune from but cannot resume; dtype => ''float16'' (with optimizer => false) stores the weights at half precision, half the bytes)';

CREATE FUNCTION @extschema@.dtfixup_import_model(model text, data bytea, replace boolean DEFAULT false)
    RETURNS void
    AS 'MODULE_PATHNAME', 'dtfixup_import_model'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_import_model(text, bytea, boolean) IS
    'store a checkpoint as a model after validating it; replace => true overwrites an existing model you may write';

CREATE FUNCTION @extschema@.dtfixup_drop_model(model text) RETURNS void
    AS 'MODULE_PATHNAME', 'dtfixup_drop_model'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_drop_model(text) IS
    'drop a model with its checkpoints, training log and grants (owner or grantee only)';

CREATE FUNCTION @extschema@.dtfixup_grant_model(model text, grantee regrole) RETURNS void
    AS 'MODULE_PATHNAME', 'dtfixup_grant_model'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_grant_model(text, regrole) IS
    'let a role overwrite and drop a model (owner only)';

CREATE FUNCTION @extschema@.dtfixup_revoke_model(model text, grantee regrole) RETURNS void
    AS 'MODULE_PATHNAME', 'dtfixup_revoke_model'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_revoke_model(text, regrole) IS
    'take back dtfixup_grant_model (owner only)';

CREATE FUNCTION @extschema@.dtfixup_set_model_description(model text, description text) RETURNS void
    AS 'MODULE_PATHNAME', 'dtfixup_set_model_description'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_set_model_description(text, text) IS
    'set (or with NULL clear) the description of a model (owner or grantee only)';

CREATE FUNCTION @extschema@.dtfixup_set_model_members(model text, members text[]) RETURNS void
    AS 'MODULE_PATHNAME', 'dtfixup_set_model_members'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_set_model_members(text, text[]) IS
    'the stored models that decode with a model as one ensemble, at most 3 (owner or grantee only; each must exist; dropped with the model)';

CREATE FUNCTION @extschema@.dtfixup_prune_checkpoints(model text, keep_last integer DEFAULT 1) RETURNS bigint
    AS 'MODULE_PATHNAME', 'dtfixup_prune_checkpoints'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_prune_checkpoints(text, integer) IS
    'delete all but the newest keep_last checkpoints of a model (never the current one); returns how many';

-- ---- for trainers running outside the database (the in-database trainer uses the C API) ----

CREATE FUNCTION @extschema@.dtfixup_save_checkpoint(model text, data bytea, epoch integer, step bigint,
                                                metrics jsonb DEFAULT NULL) RETURNS bigint
    AS 'MODULE_PATHNAME', 'dtfixup_save_checkpoint'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_save_checkpoint(text, bytea, integer, bigint, jsonb) IS
    'store a checkpoint as the current one of a model (created when new; earlier checkpoints kept); returns its id';

CREATE FUNCTION @extschema@.dtfixup_log_training(model text, epoch integer, step bigint, loss double precision,
                                             metrics jsonb DEFAULT NULL) RETURNS void
    AS 'MODULE_PATHNAME', 'dtfixup_log_training'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_log_training(text, integer, bigint, double precision, jsonb) IS
    'append a line to the training log of a model (owner or grantee only)';

CREATE FUNCTION @extschema@.dtfixup_model_version(model text) RETURNS text
    AS 'MODULE_PATHNAME', 'dtfixup_model_version'
    LANGUAGE C STABLE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.dtfixup_model_version(text) IS
    'a token that changes whenever the stored model changes (NULL when there is no such model)';

CREATE FUNCTION @extschema@.dtfixup_check_model_writable(model text) RETURNS boolean
    AS 'MODULE_PATHNAME', 'dtfixup_check_model_writable'
    LANGUAGE C STABLE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.dtfixup_check_model_writable(text) IS
    'true: the model exists and you may write it; false: no such model (you may create it); error: you may not write it';

CREATE FUNCTION @extschema@.dtfixup_average_models(model text, sources text[], replace boolean DEFAULT false)
    RETURNS void
    AS 'MODULE_PATHNAME', 'dtfixup_average_models'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_average_models(text, text[], boolean) IS
    'store as a new model the element-wise mean of the weights of two or more models that share architecture, vocabulary and value constants (checkpoint averaging, e.g. of the last epochs of one run); the result holds the weights alone and the first model''s configuration';

CREATE FUNCTION @extschema@.dtfixup_average_checkpoints(model text, source text, last integer,
                                                        replace boolean DEFAULT false)
    RETURNS void
    AS 'MODULE_PATHNAME', 'dtfixup_average_checkpoints'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_average_checkpoints(text, text, integer, boolean) IS
    'store as a new model the element-wise mean of the weights of the last checkpoints of one model (its current one and those before it: one per epoch of its training, unless pruned); the result holds the weights alone';
