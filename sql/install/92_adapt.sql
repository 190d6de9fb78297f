
-- ===================================================================================
-- 92_adapt: studying the database before the first question (docs/adapt.md,
-- src/pg/train/adapt.c)
-- ===================================================================================
--
-- Everything runs as the caller: the schema graph and the stored values sampled are what
-- the caller may SELECT, the model store's rights decide the models written.

CREATE FUNCTION @extschema@.dtfixup_adapt_pairs(queries integer DEFAULT 200,
                                             variants integer DEFAULT 2,
                                             seed bigint DEFAULT 1)
    RETURNS TABLE(question text, sql text, kind text)
    AS 'MODULE_PATHNAME', 'dtfixup_adapt_pairs'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_adapt_pairs(integer, integer, bigint) IS
    'synthesize (question, SQL) pairs on the search path''s schema and a sample of its stored values, as the caller: queries sampled along the foreign keys, each said in up to variants questions; trains nothing';

CREATE FUNCTION @extschema@.dtfixup_adapt_same_structure(a text, b text) RETURNS boolean
    AS 'MODULE_PATHNAME', 'dtfixup_adapt_same_structure'
    LANGUAGE C STABLE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_adapt_same_structure(text, text) IS
    'do two queries match exactly once their literals are set aside (parsed against the caller''s schema)?';

-- Synthesize pairs, keep those a model reads back, and fine-tune a model on them and on
-- the stored corrections (dtfixup.feedback) the caller may read.  Like dtfixup_learn, the
-- run trains "<model>.learning" and puts its weights in place of the model only when it
-- has finished: until then, and for good after a cancel or an error, the previous version
-- (or none) answers.  Options (the rest go to dtfixup_finetune):
--   queries (200), variants (2), seed (1): what dtfixup_adapt_pairs synthesizes;
--   filter ("topk"): keep a pair when the reader's answer to its question matches its SQL
--     exactly ("exact"), up to literals ("structure"), when one of the reader's candidates
--     (dtfixup_explain) matches it exactly ("topk"), or always ("none");
--   reader (dtfixup.model): the model that reads the questions back;
--   filter_seconds (120): reading back stops after this long (pairs not read are dropped);
--   init_from ("general"): the model the fine-tuning starts from;
--   max_seconds (180): the fine-tuning stops at the first epoch boundary after this long;
--   epochs (20).
CREATE PROCEDURE @extschema@.dtfixup_adapt(model text DEFAULT 'local', options jsonb DEFAULT '{}')
    LANGUAGE plpgsql
    AS $adapt$
DECLARE
    learning text := model || '.learning';
    queries integer;
    variants integer;
    seed bigint;
    filter text;
    reader text;
    filter_seconds double precision;
    started timestamptz := clock_timestamp();
    synthesized integer := 0;
    kept integer := 0;
    read_back integer := 0;
    corrections bigint := 0;
    answer text;
    keep boolean;
    p record;
BEGIN
    IF model IS NULL OR options IS NULL THEN
        RAISE EXCEPTION 'dtfixup_adapt: model and options must not be NULL'
            USING ERRCODE = 'null_value_not_allowed';
    END IF;
    IF jsonb_typeof(options) <> 'object' THEN
        RAISE EXCEPTION 'dtfixup_adapt: options must be a JSON object'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF options ? 'resume' THEN
        RAISE EXCEPTION 'dtfixup_adapt starts a new run each time'
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Call dtfixup_finetune with {"resume": true} on "<model>.learning" to continue one.';
    END IF;
    queries := coalesce((options->>'queries')::integer, 200);
    variants := coalesce((options->>'variants')::integer, 2);
    seed := coalesce((options->>'seed')::bigint, 1);
    filter := coalesce(options->>'filter', 'topk');
    reader := options->>'reader';
    filter_seconds := coalesce((options->>'filter_seconds')::double precision, 120);
    IF filter NOT IN ('exact', 'structure', 'topk', 'none') THEN
        RAISE EXCEPTION 'dtfixup_adapt: filter must be "exact", "structure", "topk" or "none", not "%"', filter
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- rights before any work: both names must be the caller's to write (or free)
    PERFORM @extschema@.dtfixup_check_model_writable(model);
    PERFORM @extschema@.dtfixup_check_model_writable(learning);

    DROP TABLE IF EXISTS pg_temp.dtfixup_adapt_kept;
    CREATE TEMP TABLE dtfixup_adapt_kept (question text NOT NULL, sql text NOT NULL, kind text);
    FOR p IN SELECT * FROM @extschema@.dtfixup_adapt_pairs(queries, variants, seed) LOOP
        synthesized := synthesized + 1;
        IF filter <> 'none' THEN
            IF extract(epoch FROM clock_timestamp() - started) > filter_seconds THEN
                CONTINUE;
            END IF;
            read_back := read_back + 1;
            BEGIN
                IF filter = 'topk' THEN
                    keep := EXISTS (SELECT 1 FROM jsonb_array_elements(
                                        @extschema@.dtfixup_explain(p.question, reader)->'candidates') c
                                    WHERE @extschema@.dtfixup_exact_match(c->>'sql', p.sql));
                ELSE
                    answer := @extschema@.nl2sql(p.question, reader);
                    keep := CASE filter
                        WHEN 'exact' THEN @extschema@.dtfixup_exact_match(answer, p.sql)
                        ELSE @extschema@.dtfixup_adapt_same_structure(answer, p.sql) END;
                END IF;
            EXCEPTION WHEN OTHERS THEN
                keep := false;
            END;
            IF NOT coalesce(keep, false) THEN
                CONTINUE;
            END IF;
        END IF;
        INSERT INTO pg_temp.dtfixup_adapt_kept VALUES (p.question, p.sql, p.kind);
        kept := kept + 1;
    END LOOP;
    IF has_table_privilege('dtfixup.feedback', 'SELECT') THEN
        INSERT INTO pg_temp.dtfixup_adapt_kept SELECT f.question, f.sql, 'feedback' FROM dtfixup.feedback f;
        GET DIAGNOSTICS corrections = ROW_COUNT;
    END IF;
    RAISE NOTICE 'dtfixup_adapt: % pairs synthesized, % read back, % kept (filter %), % stored corrections, in % s',
        synthesized, read_back, kept, filter, corrections,
        round(extract(epoch FROM clock_timestamp() - started)::numeric, 1);
    IF kept + corrections = 0 THEN
        RAISE EXCEPTION 'dtfixup_adapt: no pair to train on'
            USING ERRCODE = 'invalid_parameter_value',
                  HINT = 'Try {"filter": "none"}, more queries, or a schema with stored values.';
    END IF;

    IF @extschema@.dtfixup_model_version(learning) IS NOT NULL THEN
        PERFORM @extschema@.dtfixup_drop_model(learning);
    END IF;
    -- the fine-tuning reads the pairs under the snapshot it finds; the CALL's is older than
    -- the pairs, so commit them first (this is why dtfixup_adapt cannot run inside a
    -- transaction block; the temporary table keeps its rows across the commit)
    COMMIT;
    CALL @extschema@.dtfixup_finetune(learning, 'pg_temp.dtfixup_adapt_kept'::regclass, 'question', 'sql',
                                      '{"epochs": 20, "max_seconds": 180, "init_from": "general"}'::jsonb
                                      || (options - ARRAY['queries', 'variants', 'seed', 'filter',
                                                          'reader', 'filter_seconds']));
    PERFORM @extschema@.dtfixup_import_model(model,
                                             @extschema@.dtfixup_export_model(learning, optimizer => false),
                                             replace => true);
    PERFORM @extschema@.dtfixup_drop_model(learning);
    DROP TABLE IF EXISTS pg_temp.dtfixup_adapt_kept;
    RAISE NOTICE 'model "%" adapted in % s', model,
        round(extract(epoch FROM clock_timestamp() - started)::numeric, 1);
END
$adapt$;
COMMENT ON PROCEDURE @extschema@.dtfixup_adapt(text, jsonb) IS
    'study the database before its first question: synthesize (question, SQL) pairs on its schema and values, keep those a model reads back, fine-tune a model on them and the stored corrections';
