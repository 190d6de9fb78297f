/*
 * candidate_completion.h — beam candidates completed with the stored values they leave out.
 *
 * The beam may hold no query that uses every stored value a question names ("how many
 * chinese restaurants are there in berkeley": each candidate filters on one of the two).
 * Before the answer is chosen, each candidate that leaves such a value out and can take
 * it (sql/sql_value_completion.h) gets a completed copy, added after the beam's candidates
 * with the candidate's score less COMPLETION_COST.  The chooser (value_check.h) then weighs
 * it like any candidate: it no longer pays for the values it says, it is checked against
 * the database, and a beam candidate that says them itself keeps its own score.
 */
#ifndef DTFIXUP_PG_CANDIDATE_COMPLETION_H
#define DTFIXUP_PG_CANDIDATE_COMPLETION_H

#include "postgres.h"

#include "model/parser.h"
#include "schema/schema_graph.h"

/*
 * Appends the completed copies to *hyps (grown with realloc: the array and its entries stay
 * parser_hypotheses_free's) and updates *n_hyps.  A copy that is a candidate already there
 * (the same query up to AND's operand order: exact match) is not added.  Returns a palloc'd
 * array of *n_hyps entries: for each candidate, the index of the beam candidate it
 * completes, or -1 for the beam's own.
 */
int		   *candidates_complete_values(ParserHypothesis **hyps, int *n_hyps,
									   const ParserExample *ex, const SchemaGraph *g);

#endif
