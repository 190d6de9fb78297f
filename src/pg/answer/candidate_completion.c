/*
 * candidate_completion.c — beam candidates completed with the stored values they leave out
 * (candidate_completion.h).
 */
#include "pg/answer/candidate_completion.h"

#include <stdlib.h>

#include "common/error.h"
#include "sql/sql_exact_match.h"
#include "sql/sql_value_completion.h"

/*
 * What a completed copy costs against the candidate it completes, in log-probability: the
 * model did not write the filter itself.  The chooser's cost for a left-out value is 2
 * (value_check.c), so a copy that adds one value outranks its candidate by 1, and a beam
 * candidate that says the value with a score within 1 of the copy's stays ahead of it.
 * Measured at this one setting on Spider's dev questions (bench/README.md, "Completing a
 * candidate"); other costs were not tried.
 */
#define COMPLETION_COST 1.0

/* Whether a candidate among hyps[0..n) is ast up to the order of AND's operands and the
 * numbering of table instances (sql/sql_exact_match.h): the beam's own keeps its score. */
static bool
already_there(const ParserHypothesis *hyps, int n, const SqlNode *ast)
{
	for (int i = 0; i < n; i++)
		if (ast_exact_match(hyps[i].ast, ast))
			return true;
	return false;
}

ParserHypothesis *
candidates_complete_values(ParserHypothesis *beam, int n_beam, const ParserExample *ex,
						   const SchemaGraph *g, int *n_out, int **completes)
{
	ParserHypothesis *h = palloc0(sizeof(ParserHypothesis) * (2 * n_beam + 1));
	int		   *from = palloc(sizeof(int) * (2 * n_beam + 1));
	int			n = n_beam;

	if (n_beam > 0)
		memcpy(h, beam, sizeof(ParserHypothesis) * n_beam);
	free(beam);
	for (int i = 0; i < n_beam; i++)
		from[i] = -1;
	for (int i = 0; i < n_beam && ex->links.n_links > 0; i++)
	{
		SqlNode    *ast = sql_complete_values(h[i].ast, g, &ex->links);
		DtError		err = {0};

		if (ast == NULL)
			continue;
		if (already_there(h, n, ast))
		{
			sql_node_free(ast);
			continue;
		}
		sql_action_list_init(&h[n].actions);
		if (!sql_ast_to_actions(ast, &h[n].actions, &err))
		{
			/* cannot happen for a copy of a decoded query; not a reason to fail the answer */
			sql_action_list_free(&h[n].actions);
			sql_node_free(ast);
			continue;
		}
		h[n].ast = ast;
		h[n].score = h[i].score - COMPLETION_COST;
		from[n] = i;
		n++;
	}
	*n_out = n;
	if (completes != NULL)
		*completes = from;
	else
		pfree(from);
	return h;
}

void
candidates_free(ParserHypothesis *candidates, int n)
{
	for (int i = 0; i < n; i++)
	{
		sql_node_free(candidates[i].ast);
		sql_action_list_free(&candidates[i].actions);
	}
	pfree(candidates);
}
