/*
 * cascade.h — the general model's parsers in a cascade (dtfixup.general_cascade).
 *
 * The general model is an ensemble of four parsers; on two cores they decode two at a time,
 * so the whole ensemble takes about twice as long as its first two.  Most questions do not
 * need the other two: where the first parsers are sure of their answer, it stands, and only
 * the other questions are decoded again by every parser together.  "Sure" is read off the
 * chosen candidate (value_check.h): the first of the candidate list, leading the second by
 * at least dtfixup.general_cascade_margin in log-probability (scores after the costs of
 * left-out mentions and values).  Measured on Spider dev (bench/README.md, "The general
 * model's parsers in a cascade"): the median answer in 0.46-0.59 of the time, 30 of 827
 * answers other than the whole ensemble's.
 * nl2sql, nl2sql_execute, dtfixup_explain and dtfixup_evaluate all decide so.
 */
#ifndef DTFIXUP_PG_CASCADE_H
#define DTFIXUP_PG_CASCADE_H

#include "postgres.h"

#include "model/parser.h"
#include "pg/answer/candidate_completion.h"

/* How many of the n_parsers decode first: 0 (all at once) unless the model is the general
 * model, the setting is on and the ensemble has more parsers than it names. */
int			general_cascade_first(bool general_model, int n_parsers);

/* The first parsers' answer stands: candidate 'chosen' of hyps (after completion and the
 * value check) is the first, or the first's repaired copy (candidate_completion.h:
 * the same query less a literal no column stores, or with a stored value's spelling), and
 * the first leads the second by the margin.  origins may be NULL (no copy counts). */
bool		general_cascade_sure(const ParserHypothesis *hyps, int n_hyps,
								 const CandidateOrigin *origins, int chosen);

#endif
