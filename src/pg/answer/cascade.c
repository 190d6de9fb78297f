/*
 * cascade.c — the general model's parsers in a cascade (cascade.h).
 */
#include "pg/dtfixup.h"

#include "pg/answer/cascade.h"

int
general_cascade_first(bool general_model, int n_parsers)
{
	if (!general_model || dtfixup_general_cascade <= 0 || dtfixup_general_cascade >= n_parsers)
		return 0;
	return dtfixup_general_cascade;
}

bool
general_cascade_sure(const ParserHypothesis *hyps, int n_hyps, const CandidateOrigin *origins,
					 int chosen)
{
	bool		first = chosen == 0 ||
		(origins != NULL && chosen < n_hyps && origins[chosen].copies == 0 &&
		 origins[chosen].repaired && !origins[chosen].completed);

	if (n_hyps == 0 || !first)
		return false;
	return n_hyps == 1 || hyps[0].score - hyps[1].score >= dtfixup_general_cascade_margin;
}
