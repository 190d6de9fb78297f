/*
 * answering.c — one question answered inside the database (answering.h).
 */
#include "pg/dtfixup.h"

#include "utils/builtins.h"
#include "utils/guc.h"

#include "pg/answer/answering.h"
#include "pg/answer/flag_columns.h"
#include "pg/answer/null_columns.h"
#include "pg/answer/period_ends.h"
#include "pg/answer/value_check.h"

void
answering_settings(bool general_model, AnswerSettings *out)
{
	answer_settings_init(out);
	out->beam_size = dtfixup_beam_size;
	/* each step's own setting, by the name the step table gives it */
	for (int step = 0; step < ANSWER_N_STEPS; step++)
		if (answer_steps[step].setting != NULL &&
			!parse_bool(GetConfigOption(answer_steps[step].setting, false, false),
						&out->step_on[step]))
			elog(ERROR, "dtfixup: setting %s is not a boolean", answer_steps[step].setting);
	out->general_model = general_model;
	out->general_cascade = dtfixup_general_cascade;
	out->general_cascade_margin = dtfixup_general_cascade_margin;
}

/* AnswerDatabase.stored_pair: arg is the Answering's FeedbackAnswer. */
static const SqlNode *
stored_pair(void *arg, const AnswerFacts *facts)
{
	FeedbackAnswer *stored = arg;

	return feedback_answer(facts, stored) ? stored->ast : NULL;
}

void
answering_run(Parser *const *parsers, int n_parsers, const ParserExample *ex,
			  const AnswerSettings *s, bool stored_pairs, Answering *out)
{
	AnswerDatabase db = {0};
	DtError		err = {0};

	memset(out, 0, sizeof(*out));
	out->settings = *s;
	value_check_lookups(ex->graph, &db);
	if (stored_pairs)
	{
		db.stored_pair = stored_pair;
		db.stored_pair_arg = &out->stored;
	}
	answer_facts_find(ex, flag_columns_find(ex->graph, &ex->links), &out->facts);
	if (out->facts.current != CURRENT_NONE)
		out->facts.period_ends = period_ends_find(ex->graph);
	answer_facts_read_nulls(&out->facts, null_columns_find(ex->graph));
	/* a cancel stops a long decode within one beam step (dtfixup_cancel_pending) */
	parser_set_stop_check(parsers[0], dtfixup_cancel_pending, NULL);
	if (!answer_question(parsers, n_parsers, ex, &out->facts, &out->settings, &db, &out->answer,
						 &err))
		dtfixup_report_error(&err);
}
