/*
 * seq_embedding.cu — word plus sub-word bucket embedding (CPU reference and semantics:
 * src/nn/seq_embedding.[ch]) on the GPU.
 *   forward:  one thread per output value: the word row, then the mean of the valid bucket
 *             rows added in bucket order (the reference's order, so the sums agree exactly).
 *   backward: rows repeat (a word, a bucket shared by many tokens), so a thread per token
 *             would race; one thread per column walks the tokens in order instead: no
 *             atomics, deterministic, and the reference's summation order.
 */
#include "cuda_ops.h"

__device__ __forceinline__ int
bucket_count(const int *ids, int k)
{
	int			count = 0;

	for (int j = 0; j < k; j++)
		count += ids[j] >= 0;
	return count;
}

__global__ void
embedding_forward_kernel(float *out, const int *word_ids, const int *bucket_ids, int k,
						 const float *word_table, const float *bucket_table, int C, size_t total)
{
	DTC_GRID_STRIDE(idx, total)
	{
		int			col = (int) (idx % C);
		size_t		i = idx / C;
		const int  *ids = bucket_ids + i * k;
		int			count = bucket_count(ids, k);
		float		scale = count > 0 ? 1.0f / (float) count : 0.0f;
		float		v = word_ids[i] >= 0 ? word_table[(size_t) word_ids[i] * C + col] : 0.0f;

		for (int j = 0; j < k; j++)
			if (ids[j] >= 0)
				v += scale * bucket_table[(size_t) ids[j] * C + col];
		out[idx] = v;
	}
}

__global__ void
embedding_backward_kernel(float *dword_table, float *dbucket_table, const float *dout,
						  const int *word_ids, const int *bucket_ids, int n, int k, int C)
{
	DTC_GRID_STRIDE(col, (size_t) C)
	{
		for (int i = 0; i < n; i++)
		{
			const int  *ids = bucket_ids + (size_t) i * k;
			int			count = bucket_count(ids, k);
			float		scale = count > 0 ? 1.0f / (float) count : 0.0f;
			float		d = dout[(size_t) i * C + col];

			if (word_ids[i] >= 0)
				dword_table[(size_t) word_ids[i] * C + col] += d;
			for (int j = 0; j < k; j++)
				if (ids[j] >= 0)
					dbucket_table[(size_t) ids[j] * C + col] += scale * d;
		}
	}
}

void
cuda_embedding_forward(DtBackend *be, float *out, const int *word_ids, const int *bucket_ids,
					   int n, int k, const float *word_table, const float *bucket_table, int C)
{
	DTC_OP_BEGIN(be, c);
	DTC_LAUNCH_EW(c, embedding_forward_kernel, (size_t) n * C, out, word_ids, bucket_ids, k,
				  word_table, bucket_table, C, (size_t) n * C);
}

void
cuda_embedding_backward(DtBackend *be, float *dword_table, float *dbucket_table,
						const float *dout, const int *word_ids, const int *bucket_ids, int n,
						int k, int C)
{
	DTC_OP_BEGIN(be, c);
	if (n == 0)
		return;
	DTC_LAUNCH_EW(c, embedding_backward_kernel, (size_t) C, dword_table, dbucket_table, dout,
				  word_ids, bucket_ids, n, k, C);
}
