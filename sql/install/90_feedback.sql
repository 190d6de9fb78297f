
-- ===================================================================================
-- 90_feedback: learning from the users (docs/feedback.md, src/pg/feedback.h)
-- ===================================================================================
--
-- Privileges decide everything; the extension creates no role:
--   * recording: EXECUTE on dtfixup_feedback (revoked from PUBLIC below) and INSERT on
--     dtfixup.feedback (granted to nobody); a site grants both to the roles that teach;
--   * forgetting: EXECUTE on dtfixup_forget and DELETE on dtfixup.feedback, likewise;
--   * being answered from pairs: SELECT on dtfixup.feedback (granted to PUBLIC, as the
--     models are); nl2sql skips the pairs quietly for a role without it;
--   * learning: EXECUTE on dtfixup_learn and the model store's rights on the model.
-- Everything runs as the caller (nothing is SECURITY DEFINER), so row level security on
-- dtfixup.feedback, where a site enables it, applies to recording, answering, forgetting
-- and learning alike.

-- A question's key with its wording loosened (src/schema/delex.h, delex_loose_key): the
-- words that only frame a question left out, the others stemmed ("what are the cities in
-- <v>" and "list the city of <v>": "city <v>").  A pair answers a question of its loose key
-- when none of its very key does (docs/feedback.md).
CREATE FUNCTION dtfixup.loose_key(delex_key text) RETURNS text
    AS 'MODULE_PATHNAME', 'dtfixup_loose_key'
    LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
COMMENT ON FUNCTION dtfixup.loose_key(text) IS
    'a question''s key up to its values with the words that only frame a question left out and the others stemmed: the stored pairs'' second look-up';

CREATE TABLE dtfixup.feedback (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    question     text NOT NULL CHECK (question <> ''),
    sql          text NOT NULL CHECK (sql <> ''),
    -- the question's words (lower case, punctuation dropped): dtfixup_forget(question)
    question_key text NOT NULL,
    -- the question up to its values ("what is the capital of <v>"): the look-up key
    delex_key    text NOT NULL,
    -- per slot, left to right: its words and the literal of sql that stands for it
    slots        jsonb NOT NULL CHECK (jsonb_typeof(slots) = 'array'),
    recorded_by  name NOT NULL DEFAULT current_user,
    recorded_at  timestamptz NOT NULL DEFAULT now(),
    -- the newest dtfixup.question_log row the recording role had asked when it recorded the
    -- pair (NULL: none): its questions up to there had been answered before it gave this
    -- feedback ("log_answers": "reviewed")
    log_seen     bigint
);
COMMENT ON TABLE dtfixup.feedback IS
    'dtfixup: (question, SQL) pairs recorded by dtfixup_feedback; they answer nl2sql at once and train dtfixup_learn';
-- The same pair recorded twice by one role is kept once.  Hashes, not the texts: a btree
-- entry must fit in a third of a page, and questions and queries may be longer.
CREATE UNIQUE INDEX feedback_pair ON dtfixup.feedback (recorded_by, md5(question), md5(sql));
-- nl2sql's look-up: the newest pairs of a key
CREATE INDEX feedback_delex_key ON dtfixup.feedback (md5(delex_key), id);
CREATE INDEX feedback_question_key ON dtfixup.feedback (md5(question_key));
-- and the pairs of a question said in other words
CREATE INDEX feedback_loose_key ON dtfixup.feedback (md5(dtfixup.loose_key(delex_key)), id);

SELECT pg_catalog.pg_extension_config_dump('dtfixup.feedback', '');
SELECT pg_catalog.pg_extension_config_dump('dtfixup.feedback_id_seq', '');

REVOKE ALL ON dtfixup.feedback FROM PUBLIC;
GRANT SELECT ON dtfixup.feedback TO PUBLIC;

CREATE FUNCTION @extschema@.dtfixup_feedback(question text, sql text) RETURNS bigint
    AS 'MODULE_PATHNAME', 'dtfixup_feedback'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_feedback(text, text) IS
    'record that sql answers question in this database (mapped onto the grammar and run read-only as the caller first); returns the pair''s id';

CREATE FUNCTION @extschema@.dtfixup_forget(id bigint) RETURNS bigint
    AS 'MODULE_PATHNAME', 'dtfixup_forget_id'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_forget(bigint) IS
    'remove the stored pair with this id; returns how many were removed';

CREATE FUNCTION @extschema@.dtfixup_forget(question text) RETURNS bigint
    AS 'MODULE_PATHNAME', 'dtfixup_forget_question'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_forget(text) IS
    'remove every stored pair of this question (compared by its words: case, spacing and punctuation aside); returns how many';

-- The epochs dtfixup_learn trains for when its options give none: with the reviewed answers
-- of the log the rows are about twice the pairs, and 6 epochs take about the steps 10 take
-- on the pairs alone (bench/feedback/README.md).
CREATE FUNCTION @extschema@.dtfixup_learn_default_epochs(log_answers text)
    RETURNS integer
    LANGUAGE sql IMMUTABLE
    AS $$ SELECT CASE WHEN log_answers = 'reviewed' THEN 6 ELSE 10 END $$;
COMMENT ON FUNCTION @extschema@.dtfixup_learn_default_epochs(text) IS
    'the epochs dtfixup_learn trains for when its options give none, by its "log_answers"';

-- One integer option of dtfixup_learn's own: its value, checked to lie in [lo, hi], or
-- fallback when options do not give it.
CREATE FUNCTION @extschema@.dtfixup_learn_integer_option(options jsonb, name text, lo int, hi int,
                                                         fallback int)
    RETURNS int
    LANGUAGE plpgsql IMMUTABLE
    AS $int$
DECLARE
    v numeric;
BEGIN
    IF NOT options ? name THEN
        RETURN fallback;
    END IF;
    IF jsonb_typeof(options->name) = 'number' THEN
        v := (options->>name)::numeric;
    END IF;
    IF v IS NULL OR v <> trunc(v) OR v NOT BETWEEN lo AND hi THEN
        RAISE EXCEPTION 'option "%" must be an integer from % to %, got %', name, lo, hi, options->name
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    RETURN v::int;
END
$int$;
COMMENT ON FUNCTION @extschema@.dtfixup_learn_integer_option(jsonb, text, integer, integer, integer) IS
    'one integer option of dtfixup_learn''s own, checked to lie in [lo, hi], or fallback when not given';

-- dtfixup_learn's own options, checked, with their defaults: {"log_answers" ("reviewed"),
-- "value_variants", "average_last", "members", "pair_repeats" (2)}, and "min_log_confidence"
-- with "confident"; the other keys are left to dtfixup_finetune.
CREATE FUNCTION @extschema@.dtfixup_learn_options(options jsonb)
    RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE
    AS $opts$
DECLARE
    log_answers text;
    variants int;
    average_last int;
    members int;
    pair_repeats int;
BEGIN
    IF options IS NULL OR jsonb_typeof(options) <> 'object' THEN
        RAISE EXCEPTION 'dtfixup_learn: options must be a JSON object'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF options ? 'log_answers' AND jsonb_typeof(options->'log_answers') <> 'string' THEN
        RAISE EXCEPTION 'option "log_answers" must be one of none, reviewed, sure, confident, all, got %', options->'log_answers'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    log_answers := coalesce(options->>'log_answers', 'reviewed');
    IF log_answers NOT IN ('none', 'reviewed', 'sure', 'confident', 'all') THEN
        RAISE EXCEPTION 'option "log_answers" must be one of none, reviewed, sure, confident, all, got %', options->'log_answers'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF options ? 'min_log_confidence' THEN
        IF jsonb_typeof(options->'min_log_confidence') <> 'number'
           OR (options->>'min_log_confidence')::numeric NOT BETWEEN 0 AND 1 THEN
            RAISE EXCEPTION 'option "min_log_confidence" must be a number from 0 to 1, got %', options->'min_log_confidence'
                USING ERRCODE = 'invalid_parameter_value';
        END IF;
        IF log_answers <> 'confident' THEN
            RAISE EXCEPTION 'option "min_log_confidence" applies only with "log_answers": "confident"'
                USING ERRCODE = 'invalid_parameter_value',
                      DETAIL = format('"log_answers" is "%s".', log_answers);
        END IF;
    END IF;
    variants := @extschema@.dtfixup_learn_integer_option(options, 'value_variants', 0, 16, 0);
    average_last := @extschema@.dtfixup_learn_integer_option(options, 'average_last', 1, 10, 1);
    members := @extschema@.dtfixup_learn_integer_option(options, 'members', 1, 4, 2);
    pair_repeats := @extschema@.dtfixup_learn_integer_option(options, 'pair_repeats', 1, 4, 2);
    -- the run must leave that many checkpoints: checked before it trains
    IF average_last > coalesce(jsonb_path_query_first(options, '$.epochs ? (@.type() == "number")')::numeric,
                               @extschema@.dtfixup_learn_default_epochs(log_answers))
       OR average_last > coalesce(jsonb_path_query_first(options, '$.keep_checkpoints ? (@.type() == "number")')::numeric,
                                  average_last) THEN
        RAISE EXCEPTION 'option "average_last" (%) asks for more checkpoints than the run keeps', average_last
            USING ERRCODE = 'invalid_parameter_value',
                  DETAIL = format('"epochs" is %s, "keep_checkpoints" %s.',
                                  coalesce(options->>'epochs', @extschema@.dtfixup_learn_default_epochs(log_answers)::text),
                                  coalesce(options->>'keep_checkpoints', 'all'));
    END IF;
    IF log_answers <> 'confident' THEN
        RETURN jsonb_build_object('log_answers', log_answers, 'value_variants', variants,
                                  'average_last', average_last, 'members', members,
                                  'pair_repeats', pair_repeats);
    END IF;
    RETURN jsonb_build_object('log_answers', log_answers,
                              'min_log_confidence', coalesce((options->'min_log_confidence')::numeric, 0.5),
                              'value_variants', variants, 'average_last', average_last, 'members', members,
                              'pair_repeats', pair_repeats);
END
$opts$;

-- Each stored pair said again with other values its columns store (feedback_variants.c):
-- per pair at most per_pair variants, each kept only when the look-up of stored pairs reads
-- it back as the pair with the new values.
CREATE FUNCTION @extschema@.dtfixup_value_variants(questions text[], sqls text[], per_pair integer DEFAULT 2)
    RETURNS TABLE (question text, sql text)
    AS 'MODULE_PATHNAME', 'dtfixup_value_variants'
    LANGUAGE C VOLATILE PARALLEL UNSAFE;
COMMENT ON FUNCTION @extschema@.dtfixup_value_variants(text[], text[], integer) IS
    'the (question, SQL) pairs said again with other stored values of the columns their values come from, as the caller reads them';

-- What dtfixup_learn trains on, as the caller reads it (options: dtfixup_learn's, of which
-- this reads "log_answers", "min_log_confidence", "value_variants" and "pair_repeats"; the
-- others are left to it): the stored pairs (corrections, and confirmations: a pair whose SQL
-- is the answer the model gave), each "pair_repeats" times (a correction says what the model
-- got wrong: taught twice by default, it outweighs the logged answers it is among), and
-- with "log_answers" the question log's answers that nobody corrected.  A logged question
-- that a pair answers, by its values or in other framing words (dtfixup.loose_key), is
-- taught as the pair answers it today (source 'log, as its pair answers it': the pair says
-- what the answer is, whoever answered it then; left out when the look-up no longer reads
-- it); the parser's other answers as the model gave them, so that what the starting model
-- answered right is trained on too instead of drifting away.  Left out: a logged question
-- that has a pair of its own.  "reviewed" keeps, of the parser's answers, those asked before
-- the asker's latest correction or confirmation (feedback.log_seen): a role that teaches
-- corrects the wrong answers it saw, so the ones it left stand.  "sure" keeps only those where the
-- general model's cascade stopped at its first parsers; "confident" those whose logged
-- confidence is at least "min_log_confidence" (NULL never passes); "all" every one.  Each
-- question once: its newest answer, when that passes.  A refused answer (QC001,
-- "refused") is never one: it was never returned.  With "value_variants" n (default 0:
-- none), each stored pair said again with up to n other values of its columns
-- (dtfixup_value_variants; source 'value variant').
CREATE FUNCTION @extschema@.dtfixup_learn_pairs(options jsonb DEFAULT '{}')
    RETURNS TABLE (question text, sql text, source text, confidence real)
    LANGUAGE plpgsql VOLATILE
    AS $pairs$
DECLARE
    checked jsonb := @extschema@.dtfixup_learn_options(options);
    log_answers text := checked->>'log_answers';
    min_confidence real := (checked->>'min_log_confidence')::real;
    variants int := (checked->>'value_variants')::int;
    repeats int := (checked->>'pair_repeats')::int;
BEGIN
    RETURN QUERY
        SELECT f.question, f.sql, 'stored pair'::text, NULL::real
        FROM dtfixup.feedback AS f, generate_series(1, repeats);
    IF variants > 0 THEN
        RETURN QUERY
            SELECT v.question, v.sql, 'value variant'::text, NULL::real
            FROM (SELECT array_agg(f.question ORDER BY f.id) AS qs, array_agg(f.sql ORDER BY f.id) AS ss
                  FROM dtfixup.feedback AS f) AS p,
                 @extschema@.dtfixup_value_variants(p.qs, p.ss, variants) AS v
            WHERE p.qs IS NOT NULL;
    END IF;
    IF log_answers = 'none' THEN
        RETURN;
    END IF;
    RETURN QUERY
        WITH newest AS (
            SELECT DISTINCT ON (n.question_key) n.*
            FROM dtfixup.question_log AS n
            WHERE n.sql IS NOT NULL AND NOT n.refused
            ORDER BY n.question_key, n.id DESC
        ), kept AS (
            SELECT l.*,
                   l.delex_key IS NOT NULL
                   AND EXISTS (SELECT 1 FROM dtfixup.feedback AS f
                               WHERE md5(dtfixup.loose_key(f.delex_key)) = md5(dtfixup.loose_key(l.delex_key))
                                 AND dtfixup.loose_key(f.delex_key) = dtfixup.loose_key(l.delex_key)) AS pair_says
            FROM newest AS l
            WHERE NOT EXISTS (SELECT 1 FROM dtfixup.feedback AS f
                              WHERE md5(f.question_key) = md5(l.question_key)
                                AND f.question_key = l.question_key)
        )
        -- a question a pair answers (or would answer now): what the pair says, as a stored
        -- pair's answer (confidence 1), when the look-up reads the question today
        SELECT l.question, a.sql, 'log, as its pair answers it'::text, 1::real
        FROM kept AS l,
             LATERAL (SELECT @extschema@.dtfixup_explain(l.question)->'stored_pair'->>'sql' AS sql) AS a
        WHERE l.pair_says AND a.sql IS NOT NULL
        UNION ALL
        -- the parser's answers, as "log_answers" keeps them (an answer of a pair since
        -- forgotten is none of them)
        SELECT l.question, l.sql, 'log'::text, l.confidence
        FROM kept AS l
        WHERE NOT l.pair_says AND l.stored_pair IS NULL
          AND CASE log_answers
                  WHEN 'all' THEN true
                  WHEN 'reviewed' THEN l.id <= (SELECT max(f.log_seen) FROM dtfixup.feedback AS f
                                                WHERE f.recorded_by = l.asked_by)
                  WHEN 'sure' THEN l.parsers_decoded BETWEEN 1 AND l.parsers - 1
                  ELSE l.confidence >= min_confidence
              END
        ORDER BY 1;
END
$pairs$;
COMMENT ON FUNCTION @extschema@.dtfixup_learn_pairs(jsonb) IS
    'the rows dtfixup_learn with these options would train on: the stored pairs, and the question log''s answers that "log_answers" keeps';

-- One parser of dtfixup_learn: fine-tuned on the rows of pg_temp.dtfixup_learn_pairs from its
-- current version (from first_base when it does not exist yet), with dtfixup_finetune's
-- options (dtfixup_learn's "epochs" among them).  The run trains a model of its own,
-- "<name>.learning", and only when it has finished puts its weights in place of the model,
-- in one transaction: until then, and for good after a cancel or a crash, the
-- previous version answers.  A later call starts the learning model over.  Each epoch
-- commits a checkpoint of the learning model and prints a NOTICE, as dtfixup_finetune does.
CREATE PROCEDURE @extschema@.dtfixup_learn_one(name text, first_base text, options jsonb, average_last int)
    LANGUAGE plpgsql
    AS $one$
DECLARE
    learning text := name || '.learning';
    base text := CASE WHEN @extschema@.dtfixup_model_version(name) IS NULL THEN first_base ELSE name END;
BEGIN
    IF @extschema@.dtfixup_model_version(learning) IS NOT NULL THEN
        PERFORM @extschema@.dtfixup_drop_model(learning);
    END IF;
    CALL @extschema@.dtfixup_finetune(learning, 'pg_temp.dtfixup_learn_pairs'::regclass, 'question', 'sql',
                                      options || jsonb_build_object('init_from', base));
    IF average_last > 1 THEN
        PERFORM @extschema@.dtfixup_average_checkpoints(name, learning, average_last, replace => true);
    ELSE
        PERFORM @extschema@.dtfixup_import_model(name,
                                                 @extschema@.dtfixup_export_model(learning, optimizer => false),
                                                 replace => true);
    END IF;
    PERFORM @extschema@.dtfixup_drop_model(learning);
END
$one$;

-- Fine-tune on dtfixup_learn_pairs(options) the model and its members (options' "members":
-- parsers that decode together), each with dtfixup_learn_one: from its current version when
-- it exists, else from the model's version before this run, else from the general model.
CREATE PROCEDURE @extschema@.dtfixup_learn(model text DEFAULT 'local', options jsonb DEFAULT '{}')
    LANGUAGE plpgsql
    AS $learn$
DECLARE
    own_options jsonb;
    n_members int;
    names text[];
    first_base text;
    seed numeric;
    n_pairs bigint;
    n_logged bigint;
BEGIN
    IF model IS NULL OR options IS NULL THEN
        RAISE EXCEPTION 'dtfixup_learn: model and options must not be NULL'
            USING ERRCODE = 'null_value_not_allowed';
    END IF;
    IF jsonb_typeof(options) <> 'object' THEN
        RAISE EXCEPTION 'dtfixup_learn: options must be a JSON object'
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF options ?| ARRAY['init_from', 'resume'] THEN
        RAISE EXCEPTION 'dtfixup_learn chooses the starting model itself'
            USING ERRCODE = 'invalid_parameter_value',
                  DETAIL = 'It starts from the model''s current version, or from "general" when the model does not exist yet.',
                  HINT = 'Call dtfixup_finetune for other starting points.';
    END IF;
    -- its own options are checked (and dropped from dtfixup_finetune's) before any work
    own_options := @extschema@.dtfixup_learn_options(options);
    options := options - 'log_answers' - 'min_log_confidence' - 'value_variants' - 'average_last' - 'members'
               - 'pair_repeats';
    IF NOT options ? 'epochs' THEN
        options := options || jsonb_build_object('epochs',
                                                 @extschema@.dtfixup_learn_default_epochs(own_options->>'log_answers'));
    END IF;
    n_members := (own_options->>'members')::int;
    -- the model, then its members "<model>.2" ...: parsers trained alike from other seeds,
    -- which decode together (docs/feedback.md, "Learning")
    names := ARRAY[model] || ARRAY(SELECT model || '.' || k FROM generate_series(2, n_members) AS k);
    seed := coalesce(jsonb_path_query_first(options, '$.seed ? (@.type() == "number")')::numeric, 42);
    -- rights before any work: every name must be the caller's to write (or free)
    PERFORM @extschema@.dtfixup_check_model_writable(n) FROM unnest(names) AS n;
    PERFORM @extschema@.dtfixup_check_model_writable(n || '.learning') FROM unnest(names) AS n;
    -- A view, not a table: the rows must be visible to the snapshot that dtfixup_finetune
    -- reads them with, which this CALL's statement took before anything written here.
    IF to_regclass('pg_temp.dtfixup_learn_pairs') IS NOT NULL THEN
        EXECUTE format('DROP VIEW %s', 'pg_temp.dtfixup_learn_pairs'::regclass);
    END IF;
    EXECUTE format('CREATE TEMP VIEW dtfixup_learn_pairs AS
                        SELECT question, sql, source FROM %I.dtfixup_learn_pairs(%L::jsonb)',
                   '@extschema@', own_options);
    -- counted without the variants, which the training reads once
    SELECT count(*) FILTER (WHERE p.source = 'stored pair'), count(*) FILTER (WHERE p.source LIKE 'log%')
        INTO n_pairs, n_logged
        FROM @extschema@.dtfixup_learn_pairs(own_options || '{"value_variants": 0, "pair_repeats": 1}') AS p;
    -- a new member starts where the model does: from the model's version before this run
    -- (so the model itself learns last), else from "general"
    first_base := CASE WHEN @extschema@.dtfixup_model_version(model) IS NULL THEN 'general' ELSE model END;
    FOR k IN REVERSE n_members .. 1 LOOP
        CALL @extschema@.dtfixup_learn_one(names[k], first_base,
                                           options || CASE WHEN k > 1 THEN jsonb_build_object('seed', seed + k - 1)
                                                           ELSE '{}' END,
                                           (own_options->>'average_last')::int);
    END LOOP;
    -- by the name regclass gives (pg_temp_N): Citus's DROP hook does not know "pg_temp"
    EXECUTE format('DROP VIEW %s', 'pg_temp.dtfixup_learn_pairs'::regclass);
    -- members of an earlier run with more of them go
    PERFORM @extschema@.dtfixup_drop_model(m)
        FROM unnest((SELECT d.members FROM dtfixup.dtfixup_models AS d WHERE d.name = model)) AS m
        WHERE m <> ALL (names) AND @extschema@.dtfixup_model_version(m) IS NOT NULL;
    PERFORM @extschema@.dtfixup_set_model_members(model, names[2:]);
    RAISE NOTICE 'model "%" learned from % stored pairs (and up to % value variants of each) and % logged answers: %',
        model, n_pairs, own_options->'value_variants', n_logged,
        CASE n_members WHEN 1 THEN 'one parser' ELSE n_members || ' parsers that decode together' END;
END
$learn$;
COMMENT ON PROCEDURE @extschema@.dtfixup_learn(text, jsonb) IS
    'fine-tune a model and its members (two parsers that decode together, by default) on the stored pairs, each from its current version, else from "general"; the previous version answers until the new one is complete';
COMMENT ON PROCEDURE @extschema@.dtfixup_learn_one(text, text, jsonb, integer) IS
    'one parser of dtfixup_learn: fine-tuned on pg_temp.dtfixup_learn_pairs as "<name>.learning", then put in place of <name>';

REVOKE EXECUTE ON FUNCTION @extschema@.dtfixup_feedback(text, text) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION @extschema@.dtfixup_forget(bigint) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION @extschema@.dtfixup_forget(text) FROM PUBLIC;
REVOKE EXECUTE ON PROCEDURE @extschema@.dtfixup_learn(text, jsonb) FROM PUBLIC;
REVOKE EXECUTE ON FUNCTION @extschema@.dtfixup_learn_pairs(jsonb) FROM PUBLIC;
-- dtfixup_learn's own steps (dtfixup_learn_options, dtfixup_learn_integer_option,
-- dtfixup_learn_default_epochs, dtfixup_learn_one) stay executable: a role the site lets learn runs them, and they do
-- nothing dtfixup_finetune and the model store's rights do not already allow.
