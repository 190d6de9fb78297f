-- 70_device: dtfixup.device and dtfixup_device_info() on a machine without a GPU.
-- (On a GPU machine 'auto' picks cuda and 'cuda' succeeds; this file expects neither.)
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

-- the default is auto, which falls back to the CPU without a GPU
SELECT i->>'setting' AS setting, i->>'backend' AS backend, i->'gpu_present' AS gpu_present,
       i->'device_count' AS devices, i->'gpu' AS gpu, i->'module_loaded' AS module_loaded,
       i->'module_abi' AS module_abi, i->'expected_abi' AS expected_abi,
       i->'expected_interface' AS expected_interface, i->>'why_not_gpu' AS why_not_gpu,
       i->>'module_path' LIKE '%/dtfixup_cuda.so' AS module_path_ok,
       jsonb_typeof(i->'module_installed') AS installed_is
FROM dtfixup_device_info() AS i;
SHOW dtfixup.device;

-- cpu: never looks for a GPU module, still reports the hardware
SET dtfixup.device = cpu;
SELECT i->>'setting' AS setting, i->>'backend' AS backend, i->'gpu_present' AS gpu_present,
       i->>'why_not_gpu' AS why_not_gpu, i->'module_loaded' AS module_loaded
FROM dtfixup_device_info() AS i;

-- cuda: a clear error naming the problem and the fix
SET dtfixup.device = cuda;
SELECT pg_temp.error_of('SELECT dtfixup_device_info()');
-- asking twice gives the same answer (the probe is cached per backend)
SELECT pg_temp.error_of('SELECT dtfixup_device_info()');

-- bad settings are refused by the GUC machinery
SELECT pg_temp.error_of('SET dtfixup.device = gpu');
SELECT pg_temp.error_of('SET dtfixup.device = ''''');
RESET dtfixup.device;
SHOW dtfixup.device;
SELECT dtfixup_device_info()->>'backend' AS backend;
