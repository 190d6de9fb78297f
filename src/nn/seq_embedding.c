/*
 * seq_embedding.c — word + sub-word bucket embedding (see seq_embedding.h).
 */
#include "nn/seq_embedding.h"

#include <string.h>

bool
NN_FN(seq_embedding_ids_valid) (const int *word_ids, const int *bucket_ids,
								int n, int k, int vocab, int buckets)
{
	for (int i = 0; i < n; i++)
	{
		if (word_ids[i] < -1 || word_ids[i] >= vocab)
			return false;
		for (int j = 0; j < k; j++)
		{
			int			b = bucket_ids[(size_t) i * k + j];

			if (b < -1 || b >= buckets)
				return false;
		}
	}
	return true;
}

/* number of valid (non -1) bucket ids of one token */
static inline int
seq_embedding_bucket_count(const int *ids, int k)
{
	int			count = 0;

	for (int j = 0; j < k; j++)
		count += ids[j] >= 0;
	return count;
}

void
NN_FN(seq_embedding_forward) (nn_real *out, const int *word_ids, const int *bucket_ids,
							  int n, int k, const nn_real *word_table,
							  const nn_real *bucket_table, int C)
{
	for (int i = 0; i < n; i++)
	{
		nn_real    *o = out + (size_t) i * C;
		const int  *ids = bucket_ids + (size_t) i * k;
		int			count = seq_embedding_bucket_count(ids, k);
		nn_real		scale = count > 0 ? (nn_real) 1 / (nn_real) count : 0;

		if (word_ids[i] >= 0)
			memcpy(o, word_table + (size_t) word_ids[i] * C, sizeof(nn_real) * C);
		else
			memset(o, 0, sizeof(nn_real) * C);
		for (int j = 0; j < k; j++)
		{
			const nn_real *row;

			if (ids[j] < 0)
				continue;
			row = bucket_table + (size_t) ids[j] * C;
			for (int c = 0; c < C; c++)
				o[c] += scale * row[c];
		}
	}
}

void
NN_FN(seq_embedding_backward) (nn_real *dword_table, nn_real *dbucket_table,
							   const nn_real *dout, const int *word_ids,
							   const int *bucket_ids, int n, int k, int C)
{
	for (int i = 0; i < n; i++)
	{
		const nn_real *d = dout + (size_t) i * C;
		const int  *ids = bucket_ids + (size_t) i * k;
		int			count = seq_embedding_bucket_count(ids, k);
		nn_real		scale = count > 0 ? (nn_real) 1 / (nn_real) count : 0;

		if (word_ids[i] >= 0)
			nn_add_into(dword_table + (size_t) word_ids[i] * C, d, C);
		for (int j = 0; j < k; j++)
		{
			nn_real    *row;

			if (ids[j] < 0)
				continue;
			row = dbucket_table + (size_t) ids[j] * C;
			for (int c = 0; c < C; c++)
				row[c] += scale * d[c];
		}
	}
}
