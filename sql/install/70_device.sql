
-- ===================================================================================
-- 70_device: where the neural network runs (README.md, src/pg/device.h)
-- ===================================================================================

-- What dtfixup.device finds and chooses: GPU present (and why not), the CUDA module's
-- path and ABI, the backend a training run would use.  It opens the NVIDIA driver (and
-- the CUDA module when a GPU is present) in the calling backend; with
-- dtfixup.device = cuda and no usable GPU it raises the error a training run would.
CREATE FUNCTION @extschema@.dtfixup_device_info() RETURNS jsonb
    LANGUAGE C VOLATILE PARALLEL RESTRICTED
    AS 'MODULE_PATHNAME', 'dtfixup_device_info';
