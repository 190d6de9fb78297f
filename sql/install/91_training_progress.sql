
-- ===================================================================================
-- 91_training_progress: runs of dtfixup_finetune in progress (src/pg/train/train_progress.h)
-- ===================================================================================

-- One row per CALL dtfixup_finetune(...) running on this server, read from the progress
-- file each training backend rewrites at least once a second.  A role sees every column of
-- its own runs (and of roles whose privileges it has; pg_read_all_stats sees all); of other
-- runs only pid and datname, the rest NULL, as in pg_stat_progress_*.
CREATE FUNCTION @extschema@.dtfixup_training_progress(
    OUT pid integer, OUT datname name, OUT usename name, OUT model text, OUT phase text,
    OUT epoch integer, OUT epochs integer, OUT examples_done integer,
    OUT examples_total integer, OUT last_loss double precision,
    OUT examples_per_second double precision, OUT elapsed interval,
    OUT estimated_time_left interval, OUT updated_at timestamptz)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'dtfixup_training_progress' LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
COMMENT ON FUNCTION @extschema@.dtfixup_training_progress() IS
    'runs of dtfixup_finetune in progress: phase, epoch, examples done of the phase''s total, last batch loss, examples/s, elapsed and estimated time left';

CREATE VIEW dtfixup.dtfixup_progress AS
    SELECT * FROM @extschema@.dtfixup_training_progress();
COMMENT ON VIEW dtfixup.dtfixup_progress IS
    'runs of dtfixup_finetune in progress, one row each (like pg_stat_progress_*): phase is starting, reading rows, initialising, training, validating or saving checkpoint; examples_done/examples_total count rows while reading rows, training examples of the current epoch while training, validation examples while validating';
GRANT SELECT ON dtfixup.dtfixup_progress TO PUBLIC;
