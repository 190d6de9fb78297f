/*
 * candidate_completion.c — beam candidates completed with the stored values they leave out,
 * with their unlinked literals repaired or dropped, and turned to the directions the
 * question's words give its numbers (candidate_completion.h).
 */
#include "pg/answer/candidate_completion.h"

#include <stdlib.h>

#include "common/error.h"
#include "pg/dtfixup.h"
#include "sql/sql_directions.h"
#include "sql/sql_exact_match.h"
#include "sql/sql_literal_repair.h"
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

/*
 * What a repaired copy costs against the candidate it repairs: as a completed copy's, the
 * model did not write the change.  A completed copy that is also repaired pays both.
 */
#define REPAIR_COST 1.0

/*
 * What a copy turned to the directions the question's words give its numbers costs: as a
 * repaired copy's.  The candidate it copies pays 2 in the chooser for each comparison
 * turned (value_check.c), so the copy comes before it.
 */
#define TURN_COST 1.0

/* The candidate among hyps[0..n) that is ast up to the order of AND's operands and the
 * numbering of table instances (sql/sql_exact_match.h); -1 when none. */
static int
candidate_index(const ParserHypothesis *hyps, int n, const SqlNode *ast)
{
	for (int i = 0; i < n; i++)
		if (ast_exact_match(hyps[i].ast, ast))
			return i;
	return -1;
}

/* Whether ast is a candidate among hyps[0..n) already: the beam's own keeps its score. */
static bool
already_there(const ParserHypothesis *hyps, int n, const SqlNode *ast)
{
	return candidate_index(hyps, n, ast) >= 0;
}

/*
 * Append ast (owned: freed when not added) as hyps[*n] scoring score, its origin how; false
 * when it is a candidate there already.
 */
static bool
add_copy(ParserHypothesis *hyps, CandidateOrigin *origin, int *n, SqlNode *ast, double score,
		 CandidateOrigin how)
{
	DtError		err = {0};

	if (already_there(hyps, *n, ast))
	{
		sql_node_free(ast);
		return false;
	}
	sql_action_list_init(&hyps[*n].actions);
	if (!sql_ast_to_actions(ast, &hyps[*n].actions, &err))
	{
		/* cannot happen for a copy of a decoded query; not a reason to fail the answer */
		sql_action_list_free(&hyps[*n].actions);
		sql_node_free(ast);
		return false;
	}
	hyps[*n].ast = ast;
	hyps[*n].score = score;
	origin[*n] = how;
	(*n)++;
	return true;
}

ParserHypothesis *
candidates_add_copies(ParserHypothesis *beam, int n_beam, const ParserExample *ex,
					  const SchemaGraph *g, int *n_out, CandidateOrigin **origins)
{
	/* at most four copies of each: completed, repaired, completed and repaired, turned */
	ParserHypothesis *h = palloc0(sizeof(ParserHypothesis) * (5 * n_beam + 1));
	CandidateOrigin *origin = palloc0(sizeof(CandidateOrigin) * (5 * n_beam + 1));
	int			n = n_beam;
	LiteralRepair *repair = NULL;
	QuestionDirections directions;

	if (n_beam > 0)
		memcpy(h, beam, sizeof(ParserHypothesis) * n_beam);
	free(beam);
	for (int i = 0; i < n_beam; i++)
		origin[i].copies = -1;
	if (dtfixup_literal_repair && ex->links.n_links > 0)
		repair = sql_literal_repair_begin(g, &ex->tokens, &ex->links);
	for (int i = 0; i < n_beam && ex->links.n_links > 0; i++)
	{
		SqlNode    *completed = sql_complete_values(h[i].ast, g, &ex->links);
		SqlNode    *repaired = sql_literal_repair_apply(repair, h[i].ast);
		SqlNode    *both = completed != NULL ? sql_literal_repair_apply(repair, completed) : NULL;

		if (completed != NULL)
			add_copy(h, origin, &n, completed, h[i].score - COMPLETION_COST,
					 (CandidateOrigin) {.copies = i,.completed = true});
		if (repaired != NULL)
			add_copy(h, origin, &n, repaired, h[i].score - REPAIR_COST,
					 (CandidateOrigin) {.copies = i,.repaired = true});
		if (both != NULL)
			add_copy(h, origin, &n, both, h[i].score - COMPLETION_COST - REPAIR_COST,
					 (CandidateOrigin) {.copies = i,.completed = true,.repaired = true});
	}
	sql_literal_repair_end(repair);
	question_directions_find(&ex->tokens, &directions);
	for (int i = 0; i < n_beam; i++)
	{
		SqlNode    *turned = sql_directions_follow(h[i].ast, &directions);
		CandidateOrigin how = {.copies = i,.turned = true};
		int			there;

		if (turned == NULL)
			continue;
		/*
		 * Where the turned query is a candidate already ("weight > 10" far below "weight <
		 * 10"), that candidate is the copy: it takes the copy's score when higher.  Unlike a
		 * completed or repaired copy, the turn only undoes a word the model does not know.
		 */
		there = candidate_index(h, n, turned);
		if (there < 0)
			add_copy(h, origin, &n, turned, h[i].score - TURN_COST, how);
		else
		{
			if (h[i].score - TURN_COST > h[there].score)
			{
				h[there].score = h[i].score - TURN_COST;
				origin[there] = how;
			}
			sql_node_free(turned);
		}
	}
	*n_out = n;
	if (origins != NULL)
		*origins = origin;
	else
		pfree(origin);
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
