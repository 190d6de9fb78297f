/*
 * seq_smoothed_xent.c — label-smoothed cross-entropy over masked candidates
 * (see seq_smoothed_xent.h).
 */
#include "nn/seq_smoothed_xent.h"

#include <string.h>

size_t
NN_FN(seq_smoothed_xent_cache_size) (int N, int C)
{
	return (size_t) N * C;
}

/* valid candidates of a row, and whether its target is one of them */
static int
seq_xent_valid_count(const uint8_t *mrow, int C, int target, bool *target_ok)
{
	int			K = 0;

	for (int c = 0; c < C; c++)
		K += !mrow || mrow[c];
	*target_ok = target >= 0 && target < C && (!mrow || mrow[target]) && K > 0;
	return K;
}

bool
NN_FN(seq_smoothed_xent_forward) (nn_real *losses, nn_real *probs, const nn_real *logits,
								  const uint8_t *mask, const int *targets, int N, int C,
								  nn_real eps)
{
	bool		all_ok = true;

	for (int n = 0; n < N; n++)
	{
		const nn_real *lr = logits + (size_t) n * C;
		const uint8_t *mr = mask ? mask + (size_t) n * C : NULL;
		nn_real    *pr = probs + (size_t) n * C;
		bool		target_ok;
		int			K = seq_xent_valid_count(mr, C, targets[n], &target_ok);
		nn_real		mx = -INFINITY,
					sum = 0,
					mean_logit = 0,
					log_z,
					log_p_target,
					mean_log_p;

		memset(pr, 0, sizeof(nn_real) * C);
		losses[n] = 0;
		if (targets[n] < 0)
			continue;
		if (!target_ok)
		{
			all_ok = false;
			continue;
		}
		for (int c = 0; c < C; c++)
			if ((!mr || mr[c]) && lr[c] > mx)
				mx = lr[c];
		for (int c = 0; c < C; c++)
			if (!mr || mr[c])
			{
				pr[c] = nn_exp(lr[c] - mx);
				sum += pr[c];
				mean_logit += lr[c] - mx;
			}
		for (int c = 0; c < C; c++)
			pr[c] /= sum;
		mean_logit /= (nn_real) K;
		/* log p(c) = (l_c - mx) - log sum; the smoothing term averages it over valid c */
		log_z = nn_log(sum);
		log_p_target = lr[targets[n]] - mx - log_z;
		mean_log_p = mean_logit - log_z;

		losses[n] = -(((nn_real) 1 - eps) * log_p_target + eps * mean_log_p);
	}
	return all_ok;
}

void
NN_FN(seq_smoothed_xent_backward) (nn_real *dlogits, const nn_real *dlosses,
								   const nn_real *probs, const uint8_t *mask,
								   const int *targets, int N, int C, nn_real eps)
{
	for (int n = 0; n < N; n++)
	{
		const uint8_t *mr = mask ? mask + (size_t) n * C : NULL;
		const nn_real *pr = probs + (size_t) n * C;
		nn_real    *dr = dlogits + (size_t) n * C;
		bool		target_ok;
		int			K = seq_xent_valid_count(mr, C, targets[n], &target_ok);
		nn_real		smooth;

		if (!target_ok)
			continue;
		/* d loss / d l_c = p_c - q_c with q = (1-eps) onehot(target) + eps/K on valid c */
		smooth = eps / (nn_real) K;

		for (int c = 0; c < C; c++)
			if (!mr || mr[c])
			{
				nn_real		qc = smooth + (c == targets[n] ? (nn_real) 1 - eps : 0);

				dr[c] += dlosses[n] * (pr[c] - qc);
			}
	}
}
