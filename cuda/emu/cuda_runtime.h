/*
 * cuda_runtime.h (emulation) — just enough of the CUDA runtime and of the CUDA C++ kernel
 * dialect to run the backend's own kernel sources on the host, so that machines without a
 * GPU can still execute every kernel against the CPU reference (cuda/emu/README.md).
 *
 * Each launch runs its blocks one after another; the threads of a block run as real host
 * threads, so __syncthreads, __syncwarp and warp shuffles are true barriers and exchanges
 * between the 32 lanes of a warp.  Device memory is host memory; streams are synchronous.
 * This checks index arithmetic, masking, reductions and the algorithm of each kernel; it
 * says nothing about speed, the GPU memory model or compiler-specific numerics.
 *
 * Device memory is kept apart from the host's all the same (emu_runtime.cc): cudaMalloc
 * hands out pages of one reserved region that are PROT_NONE except while an emulated
 * runtime call, cuBLAS call or kernel runs (DeviceAccess), so host code that reads or
 * writes a device buffer directly faults; and a kernel argument or a copy endpoint on the
 * wrong side (a host pointer given to a kernel, an upload from device memory) aborts.
 */
#ifndef DTC_EMU_CUDA_RUNTIME_H
#define DTC_EMU_CUDA_RUNTIME_H

#include <barrier>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <thread>
#include <type_traits>
#include <vector>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __restrict__ __restrict
/* Block-shared arrays: function-static, i.e. one per kernel; blocks run one at a time. */
#define __shared__ static

struct dim3
{
	unsigned int x, y, z;
	constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
};

typedef enum cudaError
{
	cudaSuccess = 0,
	cudaErrorInvalidValue = 1,
	cudaErrorMemoryAllocation = 2,
	cudaErrorNoDevice = 100
} cudaError_t;

typedef struct CUstream_st *cudaStream_t;
#define cudaStreamNonBlocking 1

enum cudaMemcpyKind
{
	cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice
};

struct cudaDeviceProp
{
	char		name[256];
	int			major, minor, multiProcessorCount;
	size_t		totalGlobalMem;
};

namespace dtc_emu
{
	struct ThreadState
	{
		dim3		threadIdx, blockIdx, blockDim, gridDim;
		std::barrier<> *block_barrier;
		std::barrier<> *warp_barrier;
		uint64_t   *warp_slots;
		char	   *dynamic_smem;
	};
	extern thread_local ThreadState self;

	/* While one lives, device memory is readable and writable (by the calling thread and
	 * the kernel's threads); nests. */
	struct DeviceAccess
	{
		DeviceAccess();
		~DeviceAccess();
		DeviceAccess(const DeviceAccess &) = delete;
		DeviceAccess &operator=(const DeviceAccess &) = delete;
	};
	/* p lies in memory cudaMalloc handed out (and not freed). */
	bool		is_device(const void *p);
	/* Prints what went wrong and aborts: a misuse the test must not survive. */
	[[noreturn]] void misuse(const char *what, const void *p);

	/* A kernel's pointer arguments are device addresses (or NULL): a host pointer given to
	 * a kernel works on the host and would fault on a GPU. */
	template <typename T>
	inline void
	check_kernel_arg(const T &a)
	{
		if constexpr (std::is_pointer_v<T>)
		{
			if (a != nullptr && !is_device((const void *) a))
				misuse("a kernel argument is not device memory", (const void *) a);
		}
	}

	template <typename K, typename... A>
	void
	run(dim3 grid, dim3 block, size_t smem, K kernel, A... args)
	{
		unsigned int nthreads = block.x * block.y * block.z;
		unsigned int nwarps = (nthreads + 31) / 32;
		std::vector<char> dyn(smem + 16);
		std::barrier<> block_barrier(nthreads), end_barrier(nthreads);
		std::vector<std::barrier<> *> warp_barriers;
		std::vector<uint64_t> slots(nwarps * 32);
		std::vector<std::thread> workers;
		DeviceAccess access;

		(check_kernel_arg(args), ...);
		for (unsigned int w = 0; w < nwarps; w++)
			warp_barriers.push_back(new std::barrier<>(w + 1 < nwarps || nthreads % 32 == 0 ? 32 : nthreads % 32));
		for (unsigned int t = 0; t < nthreads; t++)
			workers.emplace_back([&, t]() {
				self.blockDim = block;
				self.gridDim = grid;
				self.threadIdx = dim3(t % block.x, (t / block.x) % block.y, t / (block.x * block.y));
				self.block_barrier = &block_barrier;
				self.warp_barrier = warp_barriers[t / 32];
				self.warp_slots = &slots[(t / 32) * 32];
				self.dynamic_smem = dyn.data();
				for (unsigned int b = 0; b < grid.x * grid.y; b++)
				{
					self.blockIdx = dim3(b % grid.x, b / grid.x, 0);
					kernel(args...);
					end_barrier.arrive_and_wait();
				}
			});
		for (auto &w : workers)
			w.join();
		for (auto *b : warp_barriers)
			delete b;
	}

	struct Launch
	{
		dim3		grid, block;
		size_t		smem;
		Launch(dim3 g, dim3 b, size_t s = 0, cudaStream_t = nullptr) : grid(g), block(b), smem(s) {}
		template <typename K, typename... A>
		void operator()(K kernel, A... args) const { run(grid, block, smem, kernel, args...); }
	};
	extern cudaError_t last_error;
}

#define threadIdx (dtc_emu::self.threadIdx)
#define blockIdx (dtc_emu::self.blockIdx)
#define blockDim (dtc_emu::self.blockDim)
#define gridDim (dtc_emu::self.gridDim)

inline void
__syncthreads()
{
	dtc_emu::self.block_barrier->arrive_and_wait();
}

inline void
__syncwarp(unsigned int = 0xffffffffu)
{
	dtc_emu::self.warp_barrier->arrive_and_wait();
}

template <typename T>
inline T
__shfl_xor_sync(unsigned int, T v, int mask)
{
	unsigned int lane = (threadIdx.x + threadIdx.y * blockDim.x) % 32;
	uint64_t	bits = 0;
	T			out;

	static_assert(sizeof(T) <= sizeof(uint64_t), "shuffle of a large type");
	std::memcpy(&bits, &v, sizeof(T));
	dtc_emu::self.warp_slots[lane] = bits;
	__syncwarp();
	bits = dtc_emu::self.warp_slots[lane ^ mask];
	__syncwarp();
	std::memcpy(&out, &bits, sizeof(T));
	return out;
}

/* ---- runtime API: host memory, synchronous "streams" ---- */

cudaError_t cudaMalloc(void **p, size_t bytes);
cudaError_t cudaFree(void *p);
cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t bytes, cudaMemcpyKind, cudaStream_t);
cudaError_t cudaMemsetAsync(void *dst, int value, size_t bytes, cudaStream_t);
cudaError_t cudaStreamSynchronize(cudaStream_t);
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned int);
cudaError_t cudaStreamDestroy(cudaStream_t);
cudaError_t cudaGetLastError(void);
const char *cudaGetErrorString(cudaError_t e);
cudaError_t cudaSetDevice(int);
cudaError_t cudaGetDeviceCount(int *n);
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int);
cudaError_t cudaDriverGetVersion(int *v);
cudaError_t cudaRuntimeGetVersion(int *v);

#endif
