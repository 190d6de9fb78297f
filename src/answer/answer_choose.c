/*
 * answer_choose.c — the steps of answer_steps.h run in table order over one decode's
 * candidates, the cascade of decodes and the stored-pair shortcut (answer_choose.h).
 */
#include "answer/answer_choose.h"

#include <string.h>

#include "common/alloc.h"
#include "common/order.h"
#include "sql/sql_exact_match.h"

/* A copy made of one beam candidate before it joins the list. */
typedef struct MadeCopy
{
	SqlNode    *ast;
	double		score;
	AnswerStepSet made_by;
	AnswerStepSet copy_tried;	/* AnswerCandidate.copy_tried */
	AnswerStepSet copied_by;	/* AnswerCandidate.copied_by */
	int			step;			/* the step that made it last */
} MadeCopy;

static bool
step_runs(const AnswerSettings *s, int step, AnswerStepKind kind)
{
	return answer_steps[step].kind == kind && s->step_on[step];
}

void
answer_rewrite(AnswerCandidates *c, const AnswerFacts *facts, const AnswerSettings *s)
{
	for (int step = 0; step < ANSWER_N_STEPS; step++)
		if (step_runs(s, step, ANSWER_STEP_REWRITE))
			for (int i = 0; i < c->n_beam; i++)
				c->items[i].hyp.ast = answer_steps[step].rewrite(c->items[i].hyp.ast, facts);
}

/* A copy a copy step made, rewritten by the rewrite steps that rewrite copies too
 * (on_copies): "Who earns a commission but is not in any department?" copied from an
 * EXCEPT into "SELECT salary ... WHERE department_id IS NULL" answers with the names. */
static SqlNode *
rewrite_copy(SqlNode *copy, const AnswerFacts *facts, const AnswerSettings *s)
{
	for (int step = 0; step < ANSWER_N_STEPS; step++)
		if (step_runs(s, step, ANSWER_STEP_REWRITE) && answer_steps[step].on_copies)
			copy = answer_steps[step].rewrite(copy, facts);
	return copy;
}

/*
 * A copy made of beam candidate source joins the list; the copy is dropped when it is a
 * candidate there already, and gives that candidate its score when higher (and its
 * origin): the model's own query far down the beam is as good as the copy that says it.
 */
static void
place_copy(AnswerCandidates *c, MadeCopy *m, int source)
{
	int			there = answer_candidates_find(c, m->ast);

	if (there < 0)
	{
		if (answer_candidates_append(c, m->ast, m->score, source, m->made_by))
		{
			c->items[c->n - 1].copy_tried = m->copy_tried;
			c->items[c->n - 1].copied_by = m->copied_by;
		}
		return;
	}
	if (m->score > c->items[there].hyp.score)
	{
		c->items[there].hyp.score = m->score;
		c->items[there].copies = source;
		c->items[there].made_by = m->made_by;
	}
	sql_node_free(m->ast);
}

/*
 * The copy steps that run after the others (after_copies) or the others, over the candidates in
 * order: each candidate's copies are made by those steps in table order (a step that
 * copies copies also copies what the earlier ones made of it, kept or not), then join the
 * list in the order made.  The others run over the beam's candidates; the after_copies steps,
 * which run after them, over their copies too ("a credit limit of 5000" turned to "=" in
 * the copy that completes the state the beam left out), each copy counted as one of the
 * beam candidate it copies.
 */
static void
copy_beam(AnswerCandidates *c, const AnswerFacts *facts, const AnswerSettings *s, bool after_copies)
{
	int			n_steps = 0,
				cap = 16,
				n_sources;
	MadeCopy   *made;

	for (int step = 0; step < ANSWER_N_STEPS; step++)
		if (step_runs(s, step, ANSWER_STEP_COPY) && answer_steps[step].after_copies == after_copies)
			n_steps++;
	if (n_steps == 0)
		return;
	made = dt_new_array(MadeCopy, cap);
	n_sources = after_copies ? c->n : c->n_beam;
	for (int i = 0; i < n_sources; i++)
	{
		int			n_made = 1;

		made[0] = (MadeCopy) {c->items[i].hyp.ast, c->items[i].hyp.score, c->items[i].made_by,
			c->items[i].copy_tried, c->items[i].copied_by, -1};
		for (int step = 0; step < ANSWER_N_STEPS; step++)
		{
			const AnswerStep *st = &answer_steps[step];
			int			sources = st->copies_copies ? n_made : 1;

			if (!step_runs(s, step, ANSWER_STEP_COPY) || st->after_copies != after_copies)
				continue;
			for (int k = 0; k < sources; k++)
			{
				SqlNode    *copy = st->copy(made[k].ast, facts);

				made[k].copy_tried = answer_step_set_with(made[k].copy_tried, step);
				if (copy == NULL)
					continue;
				copy = rewrite_copy(copy, facts, s);
				made[k].copied_by = answer_step_set_with(made[k].copied_by, step);
				if (n_made == cap)
				{
					made = dt_realloc(made, sizeof(MadeCopy) * (size_t) (2 * cap));
					memset(made + cap, 0, sizeof(MadeCopy) * (size_t) cap);
					cap *= 2;
				}
				made[n_made++] = (MadeCopy) {copy, made[k].score - st->cost,
					answer_step_set_with(made[k].made_by, step), {{0}}, {{0}}, step};
			}
		}
		c->items[i].copy_tried = made[0].copy_tried;
		c->items[i].copied_by = made[0].copied_by;
		for (int k = 1; k < n_made; k++)
			place_copy(c, &made[k], c->items[i].copies >= 0 ? c->items[i].copies : i);
	}
	dt_free(made);
}

/*
 * What cost step counts against cand: its count, or 1 where its copy step makes a copy of
 * cand: known where that step ran on cand, else asked of it (a copy another step made,
 * which the step does not copy).
 */
static int
cost_count(int step, const AnswerCandidate *cand, const AnswerFacts *facts)
{
	const AnswerStep *st = &answer_steps[step];
	SqlNode    *copy;

	if (st->count != NULL)
		return st->count(cand->hyp.ast, facts);
	if (answer_step_set_has(cand->copy_tried, st->charged_by))
		return answer_step_set_has(cand->copied_by, st->charged_by) ? 1 : 0;
	copy = answer_steps[st->charged_by].copy(cand->hyp.ast, facts);
	sql_node_free(copy);
	return copy != NULL ? 1 : 0;
}

/* Each candidate's counts of the cost steps, and its score less their costs. */
static void
cost_candidates(AnswerCandidates *c, const AnswerFacts *facts, const AnswerSettings *s)
{
	for (int i = 0; i < c->n; i++)
	{
		AnswerCandidate *cand = &c->items[i];
		double		cost = 0;

		for (int step = 0; step < ANSWER_N_STEPS; step++)
			if (step_runs(s, step, ANSWER_STEP_COST))
			{
				cand->counts[step] = cost_count(step, cand, facts);
				cost += answer_steps[step].cost * cand->counts[step];
			}
		cand->ranked = cand->hyp.score - cost;
	}
}

/* order[0..c->n): the candidates by their ranked score, best first (ties keep the list's
 * order), then by the order steps; returns how many share the first place. */
static int
order_candidates(const AnswerCandidates *c, const AnswerFacts *facts, const AnswerSettings *s,
				 int *order)
{
	double	   *ranked = dt_new_array(double, c->n + 1);
	int		   *by_rank = dt_new_array(int, c->n + 1);
	int			n_first = c->n;

	for (int i = 0; i < c->n; i++)
		ranked[i] = c->items[i].ranked;
	dt_order_by_key_desc(ranked, order, c->n);
	for (int step = 0; step < ANSWER_N_STEPS; step++)
		if (step_runs(s, step, ANSWER_STEP_ORDER))
		{
			memcpy(by_rank, order, sizeof(int) * (size_t) c->n);
			n_first = answer_steps[step].order(c, facts, by_rank, order);
		}
	dt_free(ranked);
	dt_free(by_rank);
	return n_first;
}

/* Whether cand passes each check step (its verdict set); true when none runs. */
static bool
passes_checks(AnswerCandidate *cand, const AnswerFacts *facts, const AnswerSettings *s,
			  const AnswerDatabase *db)
{
	for (int step = 0; step < ANSWER_N_STEPS; step++)
		if (step_runs(s, step, ANSWER_STEP_CHECK))
		{
			cand->verdict = answer_steps[step].check(cand->hyp.ast, facts, s->general_model, db);
			if (cand->verdict != ANSWER_VERDICT_PASSED)
				return false;
		}
	return true;
}

/* Whether any check step runs. */
static bool
checks_run(const AnswerSettings *s)
{
	for (int step = 0; step < ANSWER_N_STEPS; step++)
		if (step_runs(s, step, ANSWER_STEP_CHECK))
			return true;
	return false;
}

/* Candidates the rows check runs, at most: the first the checks pass, and the next. */
#define ROWS_CHECKED_MAX 2

/*
 * Among the first n_first of order, the first that each check passes; order[0] when none
 * does, or no check runs.  The general model's answer is also run (db->answers_rows, the
 * rows check): a query that answers with no row, or with rows of NULLs alone where it
 * answers no aggregate, most often reads the wrong column or table ("What is the address
 * of the Seattle store?" answered with its empty web_address), and the next candidate the
 * checks pass answers in its place where it has rows.  Where that one has none either, or
 * the time allowed runs out, the first stays: a question may ask for what is not there.
 * An aggregate's one row of NULL or 0 is an answer too ("How many orders came in
 * online?": 0).
 */
static int
check_candidates(AnswerCandidates *c, const int *order, int n_first, const AnswerFacts *facts,
				 const AnswerSettings *s, const AnswerDatabase *db)
{
	int			first_passed = -1,
				no_rows[ROWS_CHECKED_MAX],
				rows_checked = 0;

	if (!checks_run(s))
		return order[0];
	for (int k = 0; k < n_first && rows_checked < ROWS_CHECKED_MAX; k++)
	{
		AnswerCandidate *cand = &c->items[order[k]];
		bool		again = false;

		if (!passes_checks(cand, facts, s, db))
			continue;
		if (first_passed < 0)
			first_passed = order[k];
		if (!s->general_model || db == NULL || db->answers_rows == NULL)
			return order[k];
		/*
		 * An INTERSECT or EXCEPT that keeps nothing answers "nobody" as often as not
		 * ("students who have both cat and dog pets"): it is not run, so it answers only
		 * where it is the first, and cannot take the place of a first that gave no row.
		 */
		if (!sql_is_select(cand->hyp.ast))
		{
			if (first_passed == order[k])
				return order[k];
			continue;
		}
		/* another parser's copy of a query that answered nothing answers nothing */
		for (int j = 0; j < rows_checked && !again; j++)
			again = sql_node_equal(cand->hyp.ast, c->items[no_rows[j]].hyp.ast);
		if (!again &&
			db->answers_rows(db->lookups_arg, cand->hyp.ast,
							 !sql_answers_an_aggregate(cand->hyp.ast)) != 0)
			return order[k];
		cand->verdict = ANSWER_VERDICT_NO_ROWS;
		if (!again)
			no_rows[rows_checked++] = order[k];
	}
	return first_passed >= 0 ? first_passed : order[0];
}

int
answer_choose(AnswerCandidates *c, const AnswerFacts *facts, const AnswerSettings *s,
			  const AnswerDatabase *db)
{
	int		   *order;
	int			n_first,
				chosen;

	if (c->n == 0)
		return -1;
	answer_rewrite(c, facts, s);
	copy_beam(c, facts, s, false);
	copy_beam(c, facts, s, true);
	cost_candidates(c, facts, s);
	order = dt_new_array(int, c->n);
	n_first = order_candidates(c, facts, s, order);
	chosen = check_candidates(c, order, n_first, facts, s, db);
	dt_free(order);
	return chosen;
}

/* The chosen answer written as the question asks (the finish steps), once its confidence
 * is rated: what a finish step changes is how the answer is written, not which rows it
 * reads, and the candidates it was weighed against were not written so. */
static void
finish_answer(Answer *out, const AnswerFacts *facts, const AnswerSettings *s)
{
	AnswerCandidate *cand;

	if (out->chosen < 0)
		return;
	cand = &out->candidates.items[out->chosen];
	for (int step = 0; step < ANSWER_N_STEPS; step++)
		if (step_runs(s, step, ANSWER_STEP_FINISH))
		{
			SqlNode    *before = cand->hyp.ast;

			cand->hyp.ast = answer_steps[step].rewrite(cand->hyp.ast, facts);
			if (cand->hyp.ast != before)
				cand->made_by = answer_step_set_with(cand->made_by, step);
		}
}

int
answer_cascade_first(const AnswerSettings *s, int n_parsers)
{
	if (!s->general_model || s->general_cascade <= 0 || s->general_cascade >= n_parsers)
		return 0;
	return s->general_cascade;
}

bool
answer_cascade_sure(const AnswerCandidates *c, int chosen, const AnswerSettings *s)
{
	bool		first;

	if (c->n == 0 || chosen < 0 || chosen >= c->n)
		return false;
	first = chosen == 0 ||
		(c->items[chosen].copies == 0 &&
		 answer_step_set_has(c->items[chosen].made_by, ANSWER_REPAIR_LITERALS) &&
		 !answer_step_set_has(c->items[chosen].made_by, ANSWER_COMPLETE_VALUES));
	if (!first)
		return false;
	return c->n == 1 ||
		c->items[0].hyp.score - c->items[1].hyp.score >= s->general_cascade_margin;
}

/* parsers[0..n) decode ex together (the first n_reuse reusing their encodings), and a
 * candidate is chosen from their beam. */
static bool
decode_and_choose(Parser *const *parsers, int n, int n_reuse, const ParserExample *ex,
				  const AnswerFacts *facts, const AnswerSettings *s, const AnswerDatabase *db,
				  Answer *out, DtError *err)
{
	ParserHypothesis *beam;
	int			n_beam;

	if (!parser_decode_ensemble_reusing(parsers, n, n_reuse, ex, s->beam_size, &beam, &n_beam,
										err))
		return false;
	answer_candidates_from_beam(&out->candidates, beam, n_beam);
	out->parsers_decoded = n;
	out->chosen = answer_choose(&out->candidates, facts, s, db);
	return true;
}

/* What the whole ensemble's answer out says against the first parsers' (first, chosen
 * first_chosen): the same query or another. */
static AnswerAgreement
agreement_with_first(const AnswerCandidates *first, int first_chosen, const Answer *out)
{
	if (first_chosen < 0 || out->chosen < 0)
		return ANSWER_AGREEMENT_DIFFERENT;
	return ast_exact_match(first->items[first_chosen].hyp.ast,
						   out->candidates.items[out->chosen].hyp.ast)
		? ANSWER_AGREEMENT_SAME : ANSWER_AGREEMENT_DIFFERENT;
}

/* The answer's confidence from its features (a stored pair: the user's own correction). */
static void
rate_answer(Answer *out, const AnswerFacts *facts)
{
	memset(&out->features, 0, sizeof(out->features));
	if (out->stored_pair != NULL)
		out->confidence = 1.0;
	else if (out->chosen < 0)
		out->confidence = 0.0;
	else
	{
		answer_confidence_features(&out->candidates, out->chosen, out->chosen,
								   out->agreement, facts, &out->features);
		out->confidence = answer_confidence_of(&out->features);
	}
}

/*
 * The general model's cascade: the first parsers decode alone, and their answer stands where
 * they are sure of it; else every parser decodes again together, the first parsers' answer
 * kept until the whole ensemble's is chosen (whether they agree is a feature of its
 * confidence).
 */
static bool
answer_in_cascade(Parser *const *parsers, int n_parsers, int first, const ParserExample *ex,
				  const AnswerFacts *facts, const AnswerSettings *s, const AnswerDatabase *db,
				  Answer *out, DtError *err)
{
	AnswerCandidates first_candidates;
	int			first_chosen;
	bool		ok;

	if (!decode_and_choose(parsers, first, 0, ex, facts, s, db, out, err))
		return false;
	if (answer_cascade_sure(&out->candidates, out->chosen, s))
	{
		out->agreement = ANSWER_AGREEMENT_SURE;
		return true;
	}
	first_candidates = out->candidates;
	first_chosen = out->chosen;
	memset(&out->candidates, 0, sizeof(out->candidates));
	ok = decode_and_choose(parsers, n_parsers, first, ex, facts, s, db, out, err);
	if (ok)
		out->agreement = agreement_with_first(&first_candidates, first_chosen, out);
	answer_candidates_free(&first_candidates);
	return ok;
}

bool
answer_question(Parser *const *parsers, int n_parsers, const ParserExample *ex,
				const AnswerFacts *facts, const AnswerSettings *s, const AnswerDatabase *db,
				Answer *out, DtError *err)
{
	int			first;
	bool		ok;

	memset(out, 0, sizeof(*out));
	out->chosen = -1;
	if (s->step_on[ANSWER_STORED_PAIR] && db->stored_pair != NULL &&
		(out->stored_pair = db->stored_pair(db->stored_pair_arg, facts)) != NULL)
	{
		rate_answer(out, facts);
		return true;
	}
	first = answer_cascade_first(s, n_parsers);
	if (first > 0)
		ok = answer_in_cascade(parsers, n_parsers, first, ex, facts, s, db, out, err);
	else
		ok = decode_and_choose(parsers, n_parsers, 0, ex, facts, s, db, out, err);
	if (ok)
	{
		rate_answer(out, facts);
		finish_answer(out, facts, s);
	}
	return ok;
}

const SqlNode *
answer_query(const Answer *a)
{
	if (a->stored_pair != NULL)
		return a->stored_pair;
	return a->chosen >= 0 ? a->candidates.items[a->chosen].hyp.ast : NULL;
}

void
answer_free(Answer *a)
{
	answer_candidates_free(&a->candidates);
	memset(a, 0, sizeof(*a));
	a->chosen = -1;
}
