/*
 * seq_smoothed_xent.h — softmax cross-entropy with uniform label smoothing over masked
 * candidate sets (Xu et al. 2021, C.4):
 *
 *   loss = -[ (1 - eps) log p(c*) + eps / K * sum over valid c of log p(c) ]
 *
 * where p is the softmax over the K valid candidates of the row only (masked candidates
 * are excluded from the softmax and from the smoothing mass).  eps = 0 is plain
 * cross-entropy.  A row whose target is -1 is ignored (loss 0, no gradient): batches of
 * decoder steps mix action kinds.  Rows are independent; the caller sums or averages.
 * mask (N, C): 1 = valid candidate; NULL = all valid.  Logits at masked entries are never
 * read (they may be -INFINITY, as seq_pointer_forward writes).
 */
#ifndef DTFIXUP_NN_SEQ_SMOOTHED_XENT_H
#define DTFIXUP_NN_SEQ_SMOOTHED_XENT_H

#include <stdbool.h>
#include "nn/nn_real.h"

/* floats of the forward cache (the probabilities): N*C */
size_t		NN_FN(seq_smoothed_xent_cache_size) (int N, int C);

/*
 * losses (N) overwritten; probs (N, C) cache, zero at masked entries; logits (N, C);
 * targets (N) in [0, C) and valid, or -1.  Returns false (after filling the other rows)
 * when some target is out of range, masked, or in a row with no valid candidate; such
 * rows get loss 0 and are skipped by the backward too.
 */
bool		NN_FN(seq_smoothed_xent_forward) (nn_real *losses, nn_real *probs,
											  const nn_real *logits, const uint8_t *mask,
											  const int *targets, int N, int C,
											  nn_real eps);

/* dlogits (N, C) accumulated at valid entries of scored rows; dlosses (N) */
void		NN_FN(seq_smoothed_xent_backward) (nn_real *dlogits, const nn_real *dlosses,
											   const nn_real *probs, const uint8_t *mask,
											   const int *targets, int N, int C,
											   nn_real eps);

#endif
