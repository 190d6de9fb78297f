/*
 * emu_runtime.cc — the host implementations behind cuda_runtime.h and cublas_v2.h here.
 *
 * Device memory: pages of one reserved address range (kArenaBytes, never committed until
 * touched), PROT_NONE whenever no DeviceAccess lives, i.e. outside the emulated runtime
 * calls, cuBLAS calls and kernel launches.  So a host read or write of a device buffer —
 * what works by accident when device memory is host memory — faults here as it would be
 * wrong on a GPU; the SIGSEGV handler names it.  Freed blocks are kept by size and reused
 * (a caching allocator, as a real program's would be), so the range stays as small as the
 * live set and the mprotect calls cheap.
 */
#include <cblas.h>
#include <csignal>
#include <cstdio>
#include <map>
#include <mutex>
#include <unistd.h>
#include <unordered_map>
#include <sys/mman.h>

#include "cublas_v2.h"

namespace dtc_emu
{
	thread_local ThreadState self;
	cudaError_t last_error = cudaSuccess;

	namespace
	{
		constexpr size_t kArenaBytes = (size_t) 64 << 30;
		constexpr size_t kPage = 4096;

		std::mutex	mu;
		char	   *arena;			/* the reserved range */
		size_t		used;			/* bytes handed out so far from its start */
		int			depth;			/* live DeviceAccess objects */
		std::multimap<size_t, char *> free_blocks;	/* size -> block */
		std::unordered_map<char *, size_t> live;	/* block -> size */

		void
		report(const char *msg)
		{
			ssize_t		w = write(2, msg, strlen(msg));

			(void) w;
		}

		void
		on_segv(int sig, siginfo_t *info, void *)
		{
			char	   *a = (char *) info->si_addr;

			if (arena != nullptr && a >= arena && a < arena + kArenaBytes)
				report("cuda emulation: the host touched device memory outside a runtime call "
					   "(a host read or write of a device buffer)\n");
			signal(sig, SIG_DFL);	/* the access faults again, now fatally */
		}

		/* The range, reserved on first use, and the fault handler that names misuses. */
		bool
		ensure_arena()
		{
			struct sigaction sa;

			if (arena != nullptr)
				return true;
			void	   *p = mmap(nullptr, kArenaBytes, PROT_NONE,
								 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);

			if (p == MAP_FAILED)
				return false;
			arena = (char *) p;
			memset(&sa, 0, sizeof(sa));
			sa.sa_sigaction = on_segv;
			sa.sa_flags = SA_SIGINFO;
			sigaction(SIGSEGV, &sa, nullptr);
			return true;
		}

		void
		protect(int prot)
		{
			if (used > 0 && mprotect(arena, used, prot) != 0)
				misuse("mprotect failed", arena);
		}
	}

	DeviceAccess::DeviceAccess()
	{
		std::lock_guard<std::mutex> g(mu);

		if (depth++ == 0)
			protect(PROT_READ | PROT_WRITE);
	}

	DeviceAccess::~DeviceAccess()
	{
		std::lock_guard<std::mutex> g(mu);

		if (--depth == 0)
			protect(PROT_NONE);
	}

	bool
	is_device(const void *p)
	{
		const char *c = (const char *) p;

		return arena != nullptr && c >= arena && c < arena + used;
	}

	void
	misuse(const char *what, const void *p)
	{
		std::fprintf(stderr, "cuda emulation: %s (%p)\n", what, p);
		std::abort();
	}
}

using dtc_emu::DeviceAccess;

cudaError_t
cudaMalloc(void **p, size_t bytes)
{
	using namespace dtc_emu;
	std::lock_guard<std::mutex> g(mu);
	size_t		size = (bytes + kPage - 1) / kPage * kPage;
	auto		it = free_blocks.lower_bound(size ? size : kPage);
	char	   *b;

	*p = nullptr;
	if (size == 0)
		size = kPage;
	if (!ensure_arena())
		return cudaErrorMemoryAllocation;
	if (it != free_blocks.end() && it->first <= 2 * size)
	{
		size = it->first;
		b = it->second;
		free_blocks.erase(it);
	}
	else
	{
		if (used + size > kArenaBytes)
			return cudaErrorMemoryAllocation;
		b = arena + used;
		used += size;
		if (depth > 0 && mprotect(b, size, PROT_READ | PROT_WRITE) != 0)
			return cudaErrorMemoryAllocation;
	}
	live[b] = size;
	*p = b;
	return cudaSuccess;
}

cudaError_t
cudaFree(void *p)
{
	using namespace dtc_emu;
	std::lock_guard<std::mutex> g(mu);
	auto		it = live.find((char *) p);

	if (p == nullptr)
		return cudaSuccess;
	if (it == live.end())
		misuse("cudaFree of a pointer cudaMalloc did not hand out", p);
	free_blocks.emplace(it->second, it->first);
	live.erase(it);
	return cudaSuccess;
}

/* The copy's endpoints are on the sides its kind says (an upload from device memory, a
 * download into it, works on the host and not on a GPU). */
cudaError_t
cudaMemcpyAsync(void *dst, const void *src, size_t bytes, cudaMemcpyKind kind, cudaStream_t)
{
	bool		dst_dev = kind != cudaMemcpyDeviceToHost,
				src_dev = kind != cudaMemcpyHostToDevice;

	if (bytes == 0)
		return cudaSuccess;
	if (dtc_emu::is_device(dst) != dst_dev)
		dtc_emu::misuse(dst_dev ? "a copy's destination is not device memory"
						: "a download's destination is device memory", dst);
	if (dtc_emu::is_device(src) != src_dev)
		dtc_emu::misuse(src_dev ? "a copy's source is not device memory"
						: "an upload's source is device memory", src);
	DeviceAccess access;

	std::memmove(dst, src, bytes);
	return cudaSuccess;
}

cudaError_t
cudaMemsetAsync(void *dst, int value, size_t bytes, cudaStream_t)
{
	if (bytes == 0)
		return cudaSuccess;
	if (!dtc_emu::is_device(dst))
		dtc_emu::misuse("cudaMemset of memory that is not device memory", dst);
	DeviceAccess access;

	std::memset(dst, value, bytes);
	return cudaSuccess;
}
cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned int) { *s = reinterpret_cast<cudaStream_t>(1); return cudaSuccess; }
cudaError_t cudaStreamDestroy(cudaStream_t) { return cudaSuccess; }
cudaError_t cudaGetLastError(void) { cudaError_t e = dtc_emu::last_error; dtc_emu::last_error = cudaSuccess; return e; }
const char *cudaGetErrorString(cudaError_t e) { return e == cudaSuccess ? "no error" : "emulated error"; }
cudaError_t cudaSetDevice(int) { return cudaSuccess; }
cudaError_t cudaGetDeviceCount(int *n) { *n = 1; return cudaSuccess; }
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int)
{
	std::memset(p, 0, sizeof(*p));
	std::snprintf(p->name, sizeof(p->name), "host emulation of the CUDA kernels");
	p->major = 9;
	p->multiProcessorCount = 1;
	p->totalGlobalMem = (size_t) 1 << 32;
	return cudaSuccess;
}
cudaError_t cudaDriverGetVersion(int *v) { *v = 0; return cudaSuccess; }
cudaError_t cudaRuntimeGetVersion(int *v) { *v = 0; return cudaSuccess; }

cublasStatus_t cublasCreate(cublasHandle_t *h) { *h = reinterpret_cast<cublasHandle_t>(1); return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasDestroy(cublasHandle_t) { return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasSetStream(cublasHandle_t, cudaStream_t) { return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasSetMathMode(cublasHandle_t, cublasMath_t) { return CUBLAS_STATUS_SUCCESS; }
cublasStatus_t cublasSetPointerMode(cublasHandle_t, cublasPointerMode_t) { return CUBLAS_STATUS_SUCCESS; }
const char *cublasGetStatusString(cublasStatus_t s) { return s == CUBLAS_STATUS_SUCCESS ? "success" : "emulated failure"; }

cublasStatus_t
cublasSgemm(cublasHandle_t, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
			const float *alpha, const float *A, int lda, const float *B, int ldb,
			const float *beta, float *C, int ldc)
{
	if (m <= 0 || n <= 0)
		return CUBLAS_STATUS_SUCCESS;
	if ((k > 0 && (!dtc_emu::is_device(A) || !dtc_emu::is_device(B))) || !dtc_emu::is_device(C))
		dtc_emu::misuse("a cublasSgemm operand is not device memory", C);
	DeviceAccess access;

	cblas_sgemm(CblasColMajor, ta == CUBLAS_OP_T ? CblasTrans : CblasNoTrans,
				tb == CUBLAS_OP_T ? CblasTrans : CblasNoTrans, m, n, k, *alpha, A, lda, B, ldb,
				*beta, C, ldc);
	return CUBLAS_STATUS_SUCCESS;
}
