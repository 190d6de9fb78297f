-- nl2sql latency over the dev questions in one warm backend (psql variable :model).
-- The first call (warm-up: loads the model unless this backend already has it cached) is
-- reported separately; every later call is timed alone.
SET search_path = public, dtfixup;
SET dtfixup.beam_size = 5;
SELECT set_config('bench.model', :'model', false) IS NOT NULL AS model_set \gset
CREATE TEMP TABLE latency (question text, ms double precision, ok boolean);
DO $$
DECLARE
    q text;
    t0 timestamptz;
    first_ms double precision;
    ok boolean;
BEGIN
    t0 := clock_timestamp();
    PERFORM nl2sql('how many states are there', current_setting('bench.model'));
    first_ms := extract(epoch FROM clock_timestamp() - t0) * 1000;
    INSERT INTO latency VALUES ('(warm-up call)', first_ms, true);
    FOR q IN SELECT question FROM training.q_dev ORDER BY id LOOP
        t0 := clock_timestamp();
        BEGIN
            PERFORM nl2sql(q, current_setting('bench.model'));
            ok := true;
        EXCEPTION WHEN no_data_found THEN
            ok := false;
        END;
        INSERT INTO latency VALUES (q, extract(epoch FROM clock_timestamp() - t0) * 1000, ok);
    END LOOP;
END $$;
SELECT jsonb_build_object(
    'model', current_setting('bench.model'),
    'beam_size', 5,
    'questions', count(*),
    'warmup_call_ms', (SELECT round(ms::numeric, 1) FROM latency WHERE question LIKE '(warm-up%'),
    'p50_ms', round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 1),
    'p95_ms', round(percentile_cont(0.95) WITHIN GROUP (ORDER BY ms)::numeric, 1),
    'max_ms', round(max(ms)::numeric, 1),
    'no_answer', count(*) FILTER (WHERE NOT ok))
FROM latency WHERE question NOT LIKE '(warm-up%';
