-- 70_device: dtfixup.device, dtfixup.threads and dtfixup_device_info().
-- expected/70_device.out is the answer on a machine without a GPU; expected/70_device_1.out
-- on one with a usable GPU and the CUDA module installed (make builds it where nvcc is).
-- The queries show only what is the same on every machine of each kind (no GPU name, no
-- device count).
SET search_path = public, dtfixup;

-- Shows an error as SQLSTATE, message and hint (the detail names the missing driver
-- library in words that vary by platform, so it is left out).
CREATE FUNCTION pg_temp.error_of(statement text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
    msg text;
    hint text;
BEGIN
    EXECUTE statement;
    RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
    GET STACKED DIAGNOSTICS msg = MESSAGE_TEXT, hint = PG_EXCEPTION_HINT;
    RETURN SQLSTATE || ': ' || msg || E'\nHINT: ' || hint;
END $$;

-- the default is auto: the CUDA loader is asked whether a CUDA backend could be made; the
-- parser runs on the CPU whatever the answer
SELECT i->>'setting' AS setting, i->>'parser_backend' AS parser_backend,
       i->'cuda_available' AS cuda_available, i->'gpu_present' AS gpu_present,
       (i->>'device_count')::int > 0 AS has_devices, jsonb_typeof(i->'gpu') AS gpu,
       i->'module_loaded' AS module_loaded, i->'module_abi' = i->'expected_abi' AS abi_matches,
       i->'expected_abi' AS expected_abi, i->'expected_interface' AS expected_interface,
       i->>'why_not_gpu' AS why_not_gpu,
       i->>'module_path' LIKE '%/dtfixup_cuda.so' AS module_path_ok,
       jsonb_typeof(i->'module_installed') AS installed_is
FROM dtfixup_device_info() AS i;
SHOW dtfixup.device;

-- cpu: never looks for a GPU module, still reports the hardware
SET dtfixup.device = cpu;
SELECT i->>'setting' AS setting, i->>'parser_backend' AS parser_backend,
       i->'cuda_available' AS cuda_available, i->'gpu_present' AS gpu_present,
       i->>'why_not_gpu' AS why_not_gpu
FROM dtfixup_device_info() AS i;

-- cuda: without a usable CUDA backend, a clear error naming the problem and the fix
SET dtfixup.device = cuda;
SELECT pg_temp.error_of('SELECT dtfixup_device_info()');
-- asking twice gives the same answer (the probe is cached per backend)
SELECT pg_temp.error_of('SELECT dtfixup_device_info()');

-- bad settings are refused by the GUC machinery
SELECT pg_temp.error_of('SET dtfixup.device = gpu');
SELECT pg_temp.error_of('SET dtfixup.device = ''''');
RESET dtfixup.device;
SHOW dtfixup.device;
SELECT dtfixup_device_info()->>'parser_backend' AS parser_backend;

-- dtfixup.threads is OpenBLAS's thread count in this backend, 1 by default; every call that
-- runs the parser applies it, and so does dtfixup_device_info(), which reports the count
-- OpenBLAS then uses
SHOW dtfixup.threads;
SELECT dtfixup_device_info()->'blas_threads' AS blas_threads;
SET dtfixup.threads = 2;
SELECT dtfixup_device_info()->'blas_threads' AS blas_threads;
SET dtfixup.threads = 1;
SELECT dtfixup_device_info()->'blas_threads' AS blas_threads;
SELECT pg_temp.error_of('SET dtfixup.threads = 0');
SELECT pg_temp.error_of('SET dtfixup.threads = 257');
RESET dtfixup.threads;
