/*
 * answer_candidates.c — the list of candidates an answer is chosen from
 * (answer_candidates.h).
 */
#include "answer/answer_candidates.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "sql/sql_exact_match.h"

const char *
answer_verdict_name(AnswerVerdict v)
{
	switch (v)
	{
		case ANSWER_VERDICT_PASSED:
			return "passed";
		case ANSWER_VERDICT_FAILED:
			return "failed";
		case ANSWER_VERDICT_SKIPPED:
			return "skipped";
		case ANSWER_VERDICT_CONSTANT_ANSWER:
			return "constant_answer";
		case ANSWER_VERDICT_NO_ROWS:
			return "no_rows";
	}
	return "skipped";
}

static AnswerCandidate *
next_slot(AnswerCandidates *c)
{
	if (c->n == c->cap)
	{
		c->cap = c->cap ? 2 * c->cap : 16;
		c->items = dt_realloc(c->items, sizeof(AnswerCandidate) * (size_t) c->cap);
	}
	memset(&c->items[c->n], 0, sizeof(AnswerCandidate));
	c->items[c->n].verdict = ANSWER_VERDICT_SKIPPED;
	return &c->items[c->n];
}

void
answer_candidates_from_beam(AnswerCandidates *out, ParserHypothesis *beam, int n_beam)
{
	memset(out, 0, sizeof(*out));
	for (int i = 0; i < n_beam; i++)
	{
		AnswerCandidate *c = next_slot(out);

		c->hyp = beam[i];
		c->copies = -1;
		out->n++;
	}
	out->n_beam = n_beam;
	free(beam);
}

int
answer_candidates_find(const AnswerCandidates *c, const SqlNode *ast)
{
	for (int i = 0; i < c->n; i++)
		if (ast_exact_match(c->items[i].hyp.ast, ast))
			return i;
	return -1;
}

bool
answer_candidates_append(AnswerCandidates *c, SqlNode *ast, double score, int copies,
						 AnswerStepSet made_by)
{
	AnswerCandidate *slot = next_slot(c);
	DtError		err = {0};

	sql_action_list_init(&slot->hyp.actions);
	if (!sql_ast_to_actions(ast, &slot->hyp.actions, &err))
	{
		sql_action_list_free(&slot->hyp.actions);
		sql_node_free(ast);
		return false;
	}
	slot->hyp.ast = ast;
	slot->hyp.score = score;
	slot->copies = copies;
	slot->made_by = made_by;
	c->n++;
	return true;
}

void
answer_candidates_free(AnswerCandidates *c)
{
	for (int i = 0; i < c->n; i++)
	{
		sql_node_free(c->items[i].hyp.ast);
		sql_action_list_free(&c->items[i].hyp.actions);
	}
	dt_free(c->items);
	memset(c, 0, sizeof(*c));
}
