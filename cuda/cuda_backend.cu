/*
 * cuda_backend.cu — the CUDA backend's state, device memory ops, the op table, and the
 * module's exported entry points (the contract in nn/backend_loader.h).
 *
 * Memory ops follow the CPU backend's observable semantics:
 *   alloc       cudaMalloc + zero fill ordered on the stream; NULL when out of memory;
 *   upload      returns once the host buffer may be reused (copy, then stream sync), like
 *               the CPU's memcpy, so callers may pass stack or pageable buffers;
 *   download    synchronises (the op table promises results on the host after it);
 *   copy/memset asynchronous on the stream.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cuda_ops.h"

/* ---------------------------------------------------------------- errors */

bool
dtc_fail(CudaCtx *c, int code, const char *file, int line, const char *what, const char *detail)
{
	if (!c->failed)
	{
		const char *base = strrchr(file, '/');

		c->failed = code;
		snprintf(c->message, sizeof(c->message), "%s failed at %s:%d: %s", what,
				 base ? base + 1 : file, line, detail);
	}
	return false;
}

bool
dtc_check_cuda(CudaCtx *c, cudaError_t e, const char *file, int line, const char *what)
{
	if (e == cudaSuccess)
		return true;
	return dtc_fail(c, e == cudaErrorMemoryAllocation ? DT_CUDA_OUT_OF_MEMORY : DT_CUDA_FAILED,
					file, line, what, cudaGetErrorString(e));
}

bool
dtc_check_blas(CudaCtx *c, cublasStatus_t s, const char *file, int line, const char *what)
{
	if (s == CUBLAS_STATUS_SUCCESS)
		return true;
	return dtc_fail(c, s == CUBLAS_STATUS_ALLOC_FAILED ? DT_CUDA_OUT_OF_MEMORY : DT_CUDA_FAILED,
					file, line, what, cublasGetStatusString(s));
}

/* ---------------------------------------------------------------- memory */

static void *
cuda_alloc(DtBackend *be, size_t bytes)
{
	CudaCtx    *c = dtc_ctx(be);
	void	   *p = NULL;
	cudaError_t e;

	if (c->failed)
		return NULL;
	e = cudaMalloc(&p, bytes ? bytes : 256);
	if (e == cudaErrorMemoryAllocation)
	{
		(void) cudaGetLastError();	/* not sticky: the caller reports it */
		return NULL;
	}
	if (!DTC_CUDA(c, e))
		return NULL;
	if (!DTC_CUDA(c, cudaMemsetAsync(p, 0, bytes ? bytes : 256, c->stream)))
	{
		cudaFree(p);
		return NULL;
	}
	be->n_allocs++;
	be->bytes_live += bytes;
	return p;
}

static void
cuda_free(DtBackend *be, void *buf, size_t bytes)
{
	CudaCtx    *c = dtc_ctx(be);

	if (buf == NULL)
		return;
	/* cudaFree waits for the device; a failure here is recorded but the bytes are gone. */
	DTC_CUDA(c, cudaFree(buf));
	be->bytes_live -= bytes;
}

static void
cuda_upload(DtBackend *be, void *dst, const void *src, size_t bytes)
{
	DTC_OP_BEGIN(be, c);
	if (bytes == 0)
		return;
	if (DTC_CUDA(c, cudaMemcpyAsync(dst, src, bytes, cudaMemcpyHostToDevice, c->stream)))
		DTC_CUDA(c, cudaStreamSynchronize(c->stream));
}

static void
cuda_download(DtBackend *be, void *dst, const void *src, size_t bytes)
{
	DTC_OP_BEGIN(be, c);
	if (bytes == 0)
		return;
	if (DTC_CUDA(c, cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToHost, c->stream)))
		DTC_CUDA(c, cudaStreamSynchronize(c->stream));
}

static void
cuda_memset_zero(DtBackend *be, void *dst, size_t bytes)
{
	DTC_OP_BEGIN(be, c);
	if (bytes > 0)
		DTC_CUDA(c, cudaMemsetAsync(dst, 0, bytes, c->stream));
}

static void
cuda_copy(DtBackend *be, void *dst, const void *src, size_t bytes)
{
	DTC_OP_BEGIN(be, c);
	if (bytes > 0 && dst != src)
		DTC_CUDA(c, cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, c->stream));
}

static void
cuda_sync(DtBackend *be)
{
	DTC_OP_BEGIN(be, c);
	DTC_CUDA(c, cudaStreamSynchronize(c->stream));
}

static void
cuda_set_threads(DtBackend *be, int threads)
{
	/* Host threads do not matter here: all the work is on the device. */
}

static void
cuda_destroy(DtBackend *be)
{
	CudaCtx    *c = dtc_ctx(be);

	if (c != NULL)
	{
		cudaSetDevice(c->device);
		cudaStreamSynchronize(c->stream);
		if (c->red != NULL)
			cudaFree(c->red);
		if (c->blas != NULL)
			cublasDestroy(c->blas);
		if (c->stream != NULL)
			cudaStreamDestroy(c->stream);
		free(c);
	}
	free(be);
}

/* ---------------------------------------------------------------- reductions */

__global__ void
reduce_partials_kernel(double *red)
{
	double		v = 0;

	for (int i = threadIdx.x; i < DTC_RED_BLOCKS; i += DTC_RED_THREADS)
		v += red[i];
	v = dtc_block_sum_d(v);
	if (threadIdx.x == 0)
		red[DTC_RED_BLOCKS] = v;
}

void
dtc_reduce_partials(CudaCtx *c)
{
	reduce_partials_kernel<<<1, DTC_RED_THREADS, 0, c->stream>>>(c->red);
	DTC_LAUNCHED(c, "reduce_partials_kernel");
}

bool
dtc_read_total(CudaCtx *c, double *total)
{
	*total = 0;
	if (c->failed)
		return false;
	if (!DTC_CUDA(c, cudaMemcpyAsync(total, c->red + DTC_RED_BLOCKS, sizeof(double),
									 cudaMemcpyDeviceToHost, c->stream)))
		return false;
	return DTC_CUDA(c, cudaStreamSynchronize(c->stream));
}

/* ---------------------------------------------------------------- entry points */

static void
set_message(char *msg, size_t msglen, const char *fmt, ...)
{
	va_list		ap;

	if (msg == NULL || msglen == 0)
		return;
	va_start(ap, fmt);
	vsnprintf(msg, msglen, fmt, ap);
	va_end(ap);
}

/* The op table's size guards against a layout change made without an ABI bump. */
DTC_EXPORT const int dt_cuda_module_abi[3] = {DT_BACKEND_ABI_VERSION, DT_CUDA_MODULE_INTERFACE,
	(int) sizeof(DtBackend)};

DTC_EXPORT int
dt_cuda_module_probe(DtCudaDeviceInfo *info, char *msg, size_t msglen)
{
	cudaDeviceProp prop;
	cudaError_t e;
	int			count = 0;

	memset(info, 0, sizeof(*info));
	e = cudaGetDeviceCount(&count);
	if (e != cudaSuccess || count == 0)
	{
		set_message(msg, msglen, "no CUDA device: %s",
					e != cudaSuccess ? cudaGetErrorString(e) : "the driver reports 0 devices");
		(void) cudaGetLastError();
		return DT_CUDA_NO_DEVICE;
	}
	e = cudaGetDeviceProperties(&prop, 0);
	if (e != cudaSuccess)
	{
		set_message(msg, msglen, "cudaGetDeviceProperties: %s", cudaGetErrorString(e));
		return DT_CUDA_FAILED;
	}
	info->device_count = count;
	info->device = 0;
	snprintf(info->name, sizeof(info->name), "%s", prop.name);
	info->cc_major = prop.major;
	info->cc_minor = prop.minor;
	info->multiprocessors = prop.multiProcessorCount;
	info->total_memory = prop.totalGlobalMem;
	cudaDriverGetVersion(&info->driver_version);
	cudaRuntimeGetVersion(&info->runtime_version);
	return DT_CUDA_OK;
}

/* The sequence layers' ops (nn/backend.h DtSeqOps), in the struct's order. */
static const DtSeqOps cuda_seq_ops = {
	cuda_embedding_forward,
	cuda_embedding_backward,
	cuda_lstm_cell_forward,
	cuda_lstm_cell_forward_preact,
	cuda_lstm_cell_backward,
	cuda_lstm_cell_backward_data,
	cuda_lstm_cell_param_grads,
	cuda_bilstm_forward,
	cuda_bilstm_backward,
	cuda_mean_plus_final_forward,
	cuda_mean_plus_final_backward,
	cuda_mem_attention_memory_forward,
	cuda_mem_attention_memory_backward,
	cuda_mem_attention_forward,
	cuda_mem_attention_backward,
	cuda_pointer_keys_forward,
	cuda_pointer_keys_backward,
	cuda_pointer_forward,
	cuda_pointer_backward,
	cuda_mlp_head_forward,
	cuda_mlp_head_backward,
	cuda_smoothed_xent_forward,
	cuda_smoothed_xent_backward,
	cuda_swishrnn_forward,
	cuda_swishrnn_backward,
};

static void
fill_op_table(DtBackend *be)
{
	be->alloc = cuda_alloc;
	be->free = cuda_free;
	be->upload = cuda_upload;
	be->download = cuda_download;
	be->memset_zero = cuda_memset_zero;
	be->copy = cuda_copy;
	be->sync = cuda_sync;
	be->set_threads = cuda_set_threads;
	be->destroy = cuda_destroy;
	be->gemm = cuda_gemm;
	be->axpy = cuda_axpy;
	be->linear_forward = cuda_linear_forward;
	be->linear_backward = cuda_linear_backward;
	be->relu_forward = cuda_relu_forward;
	be->relu_backward = cuda_relu_backward;
	be->relu_backward_inplace = cuda_relu_backward_inplace;
	be->bias_relu_forward = cuda_bias_relu_forward;
	be->gelu_backward_inplace = cuda_gelu_backward_inplace;
	be->gelu_forward = cuda_gelu_forward;
	be->gelu_backward = cuda_gelu_backward;
	be->residual_forward = cuda_residual_forward;
	be->residual_accumulate = cuda_residual_accumulate;
	be->layernorm_forward = cuda_layernorm_forward;
	be->layernorm_backward = cuda_layernorm_backward;
	be->dropout_forward = cuda_dropout_forward;
	be->dropout_backward = cuda_dropout_backward;
	be->rat_attention_forward = cuda_rat_attention_forward;
	be->rat_attention_backward = cuda_rat_attention_backward;
	be->rat_conv_attention_forward = cuda_rat_conv_attention_forward;
	be->rat_conv_attention_backward = cuda_rat_conv_attention_backward;
	be->mse_loss_forward = cuda_mse_loss_forward;
	be->mse_loss_backward = cuda_mse_loss_backward;
	be->sumsq = cuda_sumsq;
	be->adam_update = cuda_adam_update;
	be->seq = &cuda_seq_ops;
}

DTC_EXPORT int
dt_cuda_module_create(int device, DtBackend **out, char *msg, size_t msglen)
{
	DtBackend  *be = (DtBackend *) calloc(1, sizeof(DtBackend));
	CudaCtx    *c = (CudaCtx *) calloc(1, sizeof(CudaCtx));
	int			count = 0;

	*out = NULL;
	if (be == NULL || c == NULL)
	{
		free(be);
		free(c);
		set_message(msg, msglen, "out of host memory creating the CUDA backend");
		return DT_CUDA_OUT_OF_MEMORY;
	}
	be->abi_version = DT_BACKEND_ABI_VERSION;
	be->name = "cuda";
	be->ctx = c;
	fill_op_table(be);
	c->device = device;

	if (cudaGetDeviceCount(&count) != cudaSuccess || device < 0 || device >= count)
	{
		(void) cudaGetLastError();
		set_message(msg, msglen, "CUDA device %d does not exist (%d devices)", device, count);
		cuda_destroy(be);
		return DT_CUDA_NO_DEVICE;
	}
	if (DTC_CUDA(c, cudaSetDevice(device)) &&
		DTC_CUDA(c, cudaGetDeviceProperties(&c->prop, device)) &&
		DTC_CUDA(c, cudaStreamCreateWithFlags(&c->stream, cudaStreamNonBlocking)) &&
		DTC_BLAS(c, cublasCreate(&c->blas)) &&
		DTC_BLAS(c, cublasSetStream(c->blas, c->stream)) &&
		/* strict float32: no TF32 (see cuda_common.cuh) */
		DTC_BLAS(c, cublasSetMathMode(c->blas, CUBLAS_DEFAULT_MATH)) &&
		DTC_BLAS(c, cublasSetPointerMode(c->blas, CUBLAS_POINTER_MODE_HOST)) &&
		DTC_CUDA(c, cudaMalloc((void **) &c->red, sizeof(double) * (DTC_RED_BLOCKS + 1))))
	{
		*out = be;
		return DT_CUDA_OK;
	}
	{
		int			code = c->failed;

		set_message(msg, msglen, "%s", c->message);
		cuda_destroy(be);
		return code ? code : DT_CUDA_FAILED;
	}
}

DTC_EXPORT int
dt_cuda_module_status(DtBackend *be, char *msg, size_t msglen)
{
	CudaCtx    *c = dtc_ctx(be);

	/* A device fault of an asynchronous kernel shows up at the next synchronisation. */
	if (!c->failed)
		DTC_CUDA(c, cudaStreamSynchronize(c->stream));
	if (c->failed)
		set_message(msg, msglen, "%s", c->message);
	return c->failed;
}
