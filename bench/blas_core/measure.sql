-- One family's figures in one backend (bench/blas_core/run.sh): psql variables fam, round.
-- CPU time: utime + stime of /proc/self/stat (fields 14 and 15, clock ticks of 10 ms), the
-- backend with all its threads.
SET client_min_messages = warning;
SET search_path = public, dtfixup;
SET dtfixup.beam_size = 5;
CREATE FUNCTION pg_temp.cpu_ticks() RETURNS bigint LANGUAGE sql AS $$
    SELECT split_part(s, ' ', 14)::bigint + split_part(s, ' ', 15)::bigint
    FROM pg_read_file('/proc/self/stat') AS s $$;
SELECT nl2sql('how many states are there') IS NOT NULL AS warm;
CREATE TEMP TABLE latency (ms double precision);
SELECT pg_temp.cpu_ticks() AS c0 \gset
DO $$
DECLARE q text; t0 timestamptz;
BEGIN
    FOR q IN SELECT question FROM training.q_dev ORDER BY id LOOP
        t0 := clock_timestamp();
        PERFORM nl2sql(q);
        INSERT INTO latency VALUES (extract(epoch FROM clock_timestamp() - t0) * 1000);
    END LOOP;
END $$;
SELECT pg_temp.cpu_ticks() AS c1, extract(epoch FROM clock_timestamp()) AS t1 \gset
CALL dtfixup_finetune('bench_epoch', 'training.train', options => '{"init_from": "general", "epochs": 1}');
SELECT pg_temp.cpu_ticks() AS c2, extract(epoch FROM clock_timestamp()) AS t2 \gset
SELECT dtfixup_drop_model('bench_epoch') IS NULL AS dropped;
SELECT jsonb_build_object(
    'family', :'fam', 'round', :'round'::int,
    'blas_core', dtfixup_device_info()->>'blas_core',
    'nl2sql_p50_ms', round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 1),
    'nl2sql_cpu_ms', round((:c1 - :c0) * 10.0 / count(*), 1),
    'epoch_s', round((:t2 - :t1)::numeric, 1),
    'epoch_cpu_s', round((:c2 - :c1) / 100.0, 1))::text
FROM latency;
