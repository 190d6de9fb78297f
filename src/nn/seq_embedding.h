/*
 * seq_embedding.h — word embedding plus sub-word hashing buckets.
 *
 * A token is a word id and k bucket ids (hashes of its character n-grams, computed by
 * src/text/), padded with -1.  Its vector is
 *     e = W_word[word] + mean over its valid buckets b of W_bucket[b]
 * The MEAN (not the sum) keeps the bucket part on the scale of one embedding row
 * whatever the word's length, so short and long words start out comparable.
 * A token with word id -1 gets no word row (a padding or out-of-vocabulary slot whose
 * meaning is carried by its buckets alone); a token with no valid bucket gets no bucket
 * part; a token with neither is the zero vector.
 * Ids must lie in [0, V) / [0, NB) or be -1: check them once when a batch is built
 * (seq_embedding_ids_valid), the kernels do not.
 */
#ifndef DTFIXUP_NN_SEQ_EMBEDDING_H
#define DTFIXUP_NN_SEQ_EMBEDDING_H

#include <stdbool.h>
#include "nn/nn_real.h"

/* true when every word id is -1 or in [0, vocab) and every bucket id -1 or in [0, buckets) */
bool		NN_FN(seq_embedding_ids_valid) (const int *word_ids, const int *bucket_ids,
											int n, int k, int vocab, int buckets);

/*
 * out          (n, C)      overwritten
 * word_ids     (n)         -1 = none
 * bucket_ids   (n, k)      -1 = padding
 * word_table   (V, C)      parameter
 * bucket_table (NB, C)     parameter (may be NULL when k == 0)
 */
void		NN_FN(seq_embedding_forward) (nn_real *out, const int *word_ids,
										  const int *bucket_ids, int n, int k,
										  const nn_real *word_table,
										  const nn_real *bucket_table, int C);

/*
 * dword_table   (V, C)   accumulated (+=) at the rows used
 * dbucket_table (NB, C)  accumulated (+=) at the rows used (may be NULL when k == 0)
 * dout          (n, C)
 */
void		NN_FN(seq_embedding_backward) (nn_real *dword_table, nn_real *dbucket_table,
										   const nn_real *dout, const int *word_ids,
										   const int *bucket_ids, int n, int k, int C);

#endif
