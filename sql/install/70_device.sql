
-- ===================================================================================
-- 70_device: where the neural network runs (README.md, src/pg/device.h)
-- ===================================================================================

-- What runs where: the parser's backend (the CPU in this build) and the OpenBLAS threads it
-- uses (dtfixup.threads, applied by this call); then what the CUDA loader finds for
-- dtfixup.device: GPU present (and why not), the CUDA module's path and ABI, whether a
-- CUDA backend could be created.  It opens the NVIDIA driver (and the CUDA module when a
-- GPU is present) in the calling backend; with dtfixup.device = cuda and no usable CUDA
-- backend it raises an error (0A000).
CREATE FUNCTION @extschema@.dtfixup_device_info() RETURNS jsonb
    LANGUAGE C VOLATILE PARALLEL RESTRICTED
    AS 'MODULE_PATHNAME', 'dtfixup_device_info';
