-- bench/feedback/stream_learn.sql — after stream_fold.sql: CALL dtfixup_learn with
-- :learn_opts from the general model (model "learn_<k>_<variant>"), timed, then the
-- held-out fold asked of it with the stored pairs (not logged); :extra and :suffix_opts (the
-- variant's suffixes, stream.sh) are merged into the options.  :variant names the row;
-- :variant = finetune instead fine-tunes from the general model on every stream question's
-- gold SQL (what a site that labelled all of them would train on), the same options.
\set ON_ERROR_STOP 1
\pset tuples_only on
\pset format unaligned
SET client_min_messages = warning;
SET dtfixup.value_link_time_budget = 0;
SET dtfixup.log_questions = off;
SET bench.k = :'k';
SET bench.variant = :'variant';
SET bench.opts = :'learn_opts';
SET bench.extra = :'extra';
SET bench.suffix_opts = :'suffix_opts';
DELETE FROM training.results WHERE fold = :k AND what = :'variant';
DROP TABLE IF EXISTS training.stream_pairs;
CREATE TABLE training.stream_pairs AS SELECT question, sql FROM training.all_q WHERE fold <> :k;
DO $$
DECLARE k int := current_setting('bench.k')::int; variant text := current_setting('bench.variant');
        opts jsonb := current_setting('bench.opts')::jsonb || current_setting('bench.extra')::jsonb
                      || current_setting('bench.suffix_opts')::jsonb;
        model text; t timestamptz;
BEGIN
    model := format('learn_%s_%s', k, translate(variant, ':.+', '___'));
    IF dtfixup_model_version(model) IS NOT NULL THEN
        PERFORM dtfixup_drop_model(model);
    END IF;
    t := clock_timestamp();
    IF variant LIKE 'finetune%' THEN
        CALL dtfixup_finetune(model, 'training.stream_pairs'::regclass, 'question', 'sql',
                              '{"epochs": 10}'::jsonb || opts || '{"init_from": "general"}'::jsonb);
    ELSE
        CALL dtfixup_learn(model, opts);
    END IF;
    INSERT INTO training.results
    SELECT k, variant, count(*), NULL,
           CASE WHEN variant LIKE 'finetune%' THEN (SELECT count(*) FROM training.stream_pairs)
                ELSE (SELECT count(*) FROM dtfixup.feedback) END,
           NULL, round(extract(epoch FROM clock_timestamp() - t)::numeric, 1)
    FROM training.all_q WHERE fold = k;
    UPDATE training.results SET right_answers = training.held_out_right(k, model)
    WHERE fold = k AND what = variant;
    PERFORM dtfixup_drop_model(model);
END $$;
SELECT what, held_out, right_answers, seconds FROM training.results WHERE fold = :k AND what = :'variant';
