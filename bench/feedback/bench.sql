-- bench/feedback/bench.sql — a simulated user on GeoQuery (see README.md beside it).
-- psql variables: those of common.sql, :results (folder for the JSON), :learn_opts
-- (dtfixup_learn's options), :pairs (synthetic pairs for the look-up timing).
\i :repo/bench/feedback/common.sql

CREATE TABLE training.stream (n int PRIMARY KEY, question text, right_answer boolean,
                              recorded boolean, refusal text, ms numeric);

\echo == dev, the general model alone (stored pairs off)
SET dtfixup.answer_from_feedback = off;
SELECT training.accuracy('training.dev', 'general') AS dev_general \gset
\echo :dev_general
RESET dtfixup.answer_from_feedback;
-- library and general model loaded: a caller holding the install lock may let it go
\! [ -z "${DTFIXUP_LOADED_MARKER:-}" ] || touch "$DTFIXUP_LOADED_MARKER"

\echo == the stream: the train questions in order; after each wrong answer, the gold SQL is recorded
SELECT clock_timestamp() AS t0 \gset
DO $$
DECLARE r record; ok boolean; rec boolean; why text; t timestamptz;
BEGIN
    FOR r IN SELECT id, question, sql FROM training.train ORDER BY id LOOP
        t := clock_timestamp();
        ok := training.answers_right(r.question, r.sql, 'general');
        rec := false; why := NULL;
        IF NOT ok THEN
            BEGIN
                PERFORM dtfixup_feedback(r.question, r.sql);
                rec := true;
            EXCEPTION WHEN OTHERS THEN
                why := SQLSTATE || ': ' || SQLERRM;
            END;
        END IF;
        INSERT INTO training.stream VALUES (r.id, r.question, ok, rec, why,
            round(1000 * extract(epoch FROM clock_timestamp() - t)::numeric, 1));
    END LOOP;
END $$;
SELECT round(extract(epoch FROM clock_timestamp() - :'t0'::timestamptz)::numeric, 1) AS stream_s \gset
SELECT jsonb_agg(jsonb_build_object('questions', lo || '-' || hi, 'right', ok, 'of', n,
                                    'accuracy', round(100.0 * ok / n, 1)) ORDER BY lo)
FROM (SELECT min(n) AS lo, max(n) AS hi, count(*) FILTER (WHERE right_answer) AS ok, count(*) AS n
      FROM training.stream GROUP BY (n - 1) / 100) AS b \gset stream_
\echo :stream_jsonb_agg
SELECT jsonb_build_object('questions', count(*), 'right', count(*) FILTER (WHERE right_answer),
                          'recorded', count(*) FILTER (WHERE recorded),
                          'refused', count(*) FILTER (WHERE NOT right_answer AND NOT recorded),
                          'refusals', (SELECT jsonb_agg(DISTINCT refusal) FROM training.stream WHERE refusal IS NOT NULL),
                          'ms_p50', percentile_cont(0.5) WITHIN GROUP (ORDER BY ms),
                          'ms_p95', percentile_cont(0.95) WITHIN GROUP (ORDER BY ms),
                          'seconds', :stream_s) AS stream_total
FROM training.stream \gset
\echo :stream_total

\echo == dev (held out), the general model and the stored pairs
SELECT training.accuracy('training.dev', 'general') AS dev_pairs \gset
\echo :dev_pairs

\echo == dtfixup_learn on the stored pairs
SELECT clock_timestamp() AS t0 \gset
CALL dtfixup_learn('local', :'learn_opts');
SELECT round(extract(epoch FROM clock_timestamp() - :'t0'::timestamptz)::numeric, 1) AS learn_s \gset
SET dtfixup.answer_from_feedback = off;
SELECT training.accuracy('training.dev', 'local') AS dev_learned \gset
RESET dtfixup.answer_from_feedback;
SELECT training.accuracy('training.dev', 'local') AS dev_learned_pairs \gset
\echo learn :learn_s s; dev, learned model alone :dev_learned; with the stored pairs :dev_learned_pairs

\echo == against: dtfixup_finetune from the general model on all the train pairs, the same options
SELECT clock_timestamp() AS t0 \gset
CALL dtfixup_finetune('all_pairs', 'training.train',
                      options => '{"epochs": 10}'::jsonb || :'learn_opts'::jsonb || '{"init_from": "general"}');
SELECT round(extract(epoch FROM clock_timestamp() - :'t0'::timestamptz)::numeric, 1) AS all_s \gset
SET dtfixup.answer_from_feedback = off;
SELECT training.accuracy('training.dev', 'all_pairs') AS dev_all \gset
RESET dtfixup.answer_from_feedback;
\echo all pairs :all_s s; dev :dev_all

\echo == look-up cost with many stored pairs
-- a pair that answers the question below, then :pairs synthetic pairs with keys of their own
SELECT count(*) AS stored_before FROM dtfixup.feedback \gset
INSERT INTO dtfixup.feedback (question, sql, question_key, delex_key, slots)
SELECT 'synthetic question ' || i, 'SELECT 1', 'synthetic question ' || i,
       'synthetic question <n> number ' || i, '[]'
FROM generate_series(1, :pairs) AS i;
ANALYZE dtfixup.feedback;
SELECT count(*) AS stored_after FROM dtfixup.feedback \gset
SELECT question AS probe FROM training.dev d
WHERE dtfixup_explain(d.question) ? 'stored_pair' ORDER BY id LIMIT 1 \gset
SELECT clock_timestamp() AS t0 \gset
SELECT count(nl2sql(:'probe')) FROM generate_series(1, 20);
SELECT round(extract(epoch FROM clock_timestamp() - :'t0'::timestamptz)::numeric * 1000 / 20, 1) AS pair_ms \gset
SET dtfixup.answer_from_feedback = off;
SELECT clock_timestamp() AS t0 \gset
SELECT count(nl2sql(:'probe')) FROM generate_series(1, 20);
SELECT round(extract(epoch FROM clock_timestamp() - :'t0'::timestamptz)::numeric * 1000 / 20, 1) AS parser_ms \gset
RESET dtfixup.answer_from_feedback;
CREATE FUNCTION training.lookup_plan() RETURNS text LANGUAGE plpgsql AS $$
DECLARE line text; plan text := '';
BEGIN
    FOR line IN EXPLAIN (COSTS OFF) SELECT id FROM dtfixup.feedback
        WHERE md5(delex_key) = md5('what is the capital of <v>') AND delex_key = 'what is the capital of <v>'
        ORDER BY id DESC LIMIT 20 LOOP
        plan := plan || line || E'\n';
    END LOOP;
    RETURN plan;
END $$;
SELECT training.lookup_plan() AS plan \gset
SELECT jsonb_build_object('stored_pairs', :stored_after, 'probe', :'probe',
                          'nl2sql_ms_answered_from_pair', :pair_ms, 'nl2sql_ms_parser', :parser_ms,
                          'lookup_plan', :'plan') AS lookup \gset
\echo :lookup

SELECT jsonb_pretty(jsonb_build_object(
    'dev_general_alone', :'dev_general'::jsonb, 'stream_per_100', :'stream_jsonb_agg'::jsonb,
    'stream', :'stream_total'::jsonb, 'dev_general_and_pairs', :'dev_pairs'::jsonb,
    'learn_options', :'learn_opts'::jsonb, 'learn_seconds', :learn_s,
    'dev_learned', :'dev_learned'::jsonb, 'dev_learned_and_pairs', :'dev_learned_pairs'::jsonb,
    'all_pairs_seconds', :all_s, 'dev_all_pairs', :'dev_all'::jsonb,
    'lookup', :'lookup'::jsonb)) \g :results/results.json
