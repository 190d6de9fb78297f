/*
 * evaluate.h — scoring a parser on examples: exact match (sql/sql_exact_match.h) and execution
 * accuracy (both queries run read-only as the caller; equal result multisets, in order only
 * when the gold query has a top-level ORDER BY).  Shared by dtfixup_evaluate and the
 * trainer's per-epoch validation.
 */
#ifndef DTFIXUP_PG_EVALUATE_H
#define DTFIXUP_PG_EVALUATE_H

#include "postgres.h"

#include "answer/answer_steps.h"
#include "model/parser.h"
#include "sql/sql_ast.h"

typedef struct EvalOutcome
{
	char	   *predicted;		/* rendered SQL of the best hypothesis, or NULL */
	bool		exact;
	bool		exec;
	char	   *error;			/* why the example could not be scored fully, or NULL */
	int			parsers_decoded;	/* of the parsers given: all, or the general model's first
									 * ones where they were sure (answer/answer_choose.h) */
} EvalOutcome;

/*
 * Answer ex as nl2sql does (pg/answer/answering.h: the parsers together, training's
 * validation passes its one parser; under settings, answering_settings; no stored pair)
 * and compare with gold (over ex->graph; may be NULL: then only the error is set).
 * run_exec false skips execution accuracy (exec = false).  Errors of either query are
 * caught (subtransactions) into outcome->error; cancels are re-thrown.
 */
void		evaluate_example(Parser *const *parsers, int n_parsers, const ParserExample *ex,
							 const SqlNode *gold, const AnswerSettings *settings,
							 bool run_exec, EvalOutcome *outcome);

#endif
