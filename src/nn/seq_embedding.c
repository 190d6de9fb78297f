/*
 * seq_embedding.c — word + sub-word bucket embedding (see seq_embedding.h).
 */
#include "nn/seq_embedding.h"

#include <string.h>

bool
SEQ_FN(seq_embedding_ids_valid) (const int *word_ids, const int *bucket_ids,
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
SEQ_FN(seq_embedding_forward) (seq_real *out, const int *word_ids, const int *bucket_ids,
							   int n, int k, const seq_real *word_table,
							   const seq_real *bucket_table, int C)
{
	for (int i = 0; i < n; i++)
	{
		seq_real   *o = out + (size_t) i * C;
		const int  *ids = bucket_ids + (size_t) i * k;
		int			count = seq_embedding_bucket_count(ids, k);
		seq_real	scale = count > 0 ? (seq_real) 1 / (seq_real) count : 0;

		if (word_ids[i] >= 0)
			memcpy(o, word_table + (size_t) word_ids[i] * C, sizeof(seq_real) * C);
		else
			memset(o, 0, sizeof(seq_real) * C);
		for (int j = 0; j < k; j++)
		{
			const seq_real *row;

			if (ids[j] < 0)
				continue;
			row = bucket_table + (size_t) ids[j] * C;
			for (int c = 0; c < C; c++)
				o[c] += scale * row[c];
		}
	}
}

void
SEQ_FN(seq_embedding_backward) (seq_real *dword_table, seq_real *dbucket_table,
								const seq_real *dout, const int *word_ids,
								const int *bucket_ids, int n, int k, int C)
{
	for (int i = 0; i < n; i++)
	{
		const seq_real *d = dout + (size_t) i * C;
		const int  *ids = bucket_ids + (size_t) i * k;
		int			count = seq_embedding_bucket_count(ids, k);
		seq_real	scale = count > 0 ? (seq_real) 1 / (seq_real) count : 0;

		if (word_ids[i] >= 0)
			seq_add_into(dword_table + (size_t) word_ids[i] * C, d, C);
		for (int j = 0; j < k; j++)
		{
			seq_real   *row;

			if (ids[j] < 0)
				continue;
			row = dbucket_table + (size_t) ids[j] * C;
			for (int c = 0; c < C; c++)
				row[c] += scale * d[c];
		}
	}
}
