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
 * The beam's n_beam candidates (parser_decode_ensemble's array, which is free()d here; its
 * entries move) followed by the completed copies, in a palloc'd array of *n_out entries.  A
 * copy that is a candidate already there (the same query up to AND's operand order: exact
 * match) is not added.  completes (may be NULL) gets a palloc'd array of *n_out entries:
 * for each candidate, the index of the beam candidate it completes, or -1 for the beam's
 * own.
 * The ASTs and action lists are the backend's memory (common/alloc.h): they go with the
 * current memory context, or earlier with candidates_free.
 */
ParserHypothesis *candidates_complete_values(ParserHypothesis *beam, int n_beam,
											 const ParserExample *ex, const SchemaGraph *g,
											 int *n_out, int **completes);

/* Frees what candidates_complete_values returned. */
void		candidates_free(ParserHypothesis *candidates, int n);

#endif
