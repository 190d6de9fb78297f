/*
 * candidate_completion.h — beam candidates completed with the stored values they leave out,
 * and with the literals that say no linked value repaired or dropped.
 *
 * The beam may hold no query that uses every stored value a question names ("how many
 * chinese restaurants are there in berkeley": each candidate filters on one of the two).
 * Before the answer is chosen, each candidate that leaves such a value out and can take
 * it (sql/sql_value_completion.h) gets a completed copy, added after the beam's candidates
 * with the candidate's score less COMPLETION_COST.  The chooser (value_check.h) then weighs
 * it like any candidate: it no longer pays for the values it says, it is checked against
 * the database, and a beam candidate that says them itself keeps its own score.
 *
 * Likewise each candidate with a text literal that says no value the question links to its
 * column gets a repaired copy (sql/sql_literal_repair.h: 'mississippi river' ->
 * 'mississippi' where "mississippi" is a stored river_name; country_name = 'us' dropped
 * where no column stores "us"), at REPAIR_COST below it, and a completed copy is repaired
 * too (both costs).  The value check then tells whether the candidate's own literals are
 * stored: where they are, it keeps its higher score.
 *
 * And each beam candidate that compares a number against the direction the question's
 * words give it ("weight < 10" for "heavier than 10"), or has an outer LIMIT where the
 * question asks "from the youngest to the oldest", gets a turned copy
 * (sql/sql_directions.h) at TURN_COST below it; the chooser takes 2 from the candidate
 * for each such comparison, so the copy comes first.
 */
#ifndef DTFIXUP_PG_CANDIDATE_COMPLETION_H
#define DTFIXUP_PG_CANDIDATE_COMPLETION_H

#include "postgres.h"

#include "model/parser.h"
#include "schema/schema_graph.h"

/* Where a candidate comes from. */
typedef struct CandidateOrigin
{
	int			copies;			/* the beam candidate it is a copy of; -1: the beam's own */
	bool		completed;		/* left-out values added (sql_value_completion.h) */
	bool		repaired;		/* literals repaired or dropped (sql_literal_repair.h) */
	bool		turned;			/* comparisons turned to the question's directions
								 * (sql_directions.h) */
} CandidateOrigin;

/*
 * The beam's n_beam candidates (parser_decode_ensemble's array, which is free()d here; its
 * entries move) followed by their completed, repaired and turned copies, in a palloc'd array of
 * *n_out entries.  A copy that is a candidate already there (the same query up to AND's
 * operand order: exact match) is not added.  origins (may be NULL) gets a palloc'd array
 * of *n_out entries, one per candidate.
 * The ASTs and action lists are the backend's memory (common/alloc.h): they go with the
 * current memory context, or earlier with candidates_free.
 */
ParserHypothesis *candidates_add_copies(ParserHypothesis *beam, int n_beam,
										const ParserExample *ex, const SchemaGraph *g,
										int *n_out, CandidateOrigin **origins);

/* Frees what candidates_add_copies returned. */
void		candidates_free(ParserHypothesis *candidates, int n);

#endif
