/*
 * answer_facts.c — the question's facts, found once (answer_facts.h).
 */
#include "answer/answer_facts.h"

#include <string.h>

#include "common/alloc.h"
#include "sql/sql_values_had.h"

void
answer_facts_find(const ParserExample *ex, const StoredFlag *stored, AnswerFacts *out)
{
	memset(out, 0, sizeof(*out));
	out->question = ex->question;
	out->graph = ex->graph;
	out->tokens = &ex->tokens;
	out->links = &ex->links;
	out->value_had = -1;
	named_values_find(&ex->tokens, &out->named);
	question_directions_find(&ex->tokens, &out->directions);
	question_date_range_find(&ex->tokens, &out->date_range);
	question_date_phrases_find(&ex->tokens, &out->date_phrases);
	out->verb_dated = sql_verb_dated_find(ex->graph, &ex->tokens, &ex->links, &out->date_phrases);
	sql_years_said_find(ex->graph, &ex->tokens, &ex->links, &out->years_said);
	question_date_numbers_find(&ex->tokens, &out->date_range, &ex->links, &out->date_numbers);
	out->by_groups = sql_by_groups_find(ex->graph, &ex->tokens, &ex->links);
	out->period = sql_period_ask(&ex->tokens);
	out->compounds = sql_compounds_find(ex->graph, &ex->tokens);
	out->stock_level = sql_stock_level_find(&ex->tokens);
	out->stock_worth = sql_stock_worth_find(&ex->tokens);
	out->difference = sql_difference_find(ex->graph, &ex->tokens, &ex->links);
	out->day_difference = sql_day_difference_find(ex->graph, &ex->tokens);
	out->names_joined = sql_names_joined_asked(&ex->tokens);
	out->limit_asked = sql_question_asks_limit(&ex->tokens, &out->directions, &ex->links);
	out->plural_superlative = sql_superlative_of_plural(&ex->tokens, &ex->links, &out->directions);
	out->total_asked = sql_total_asked(&ex->tokens);
	out->dates_compared = sql_dates_compared_find(ex->graph, &ex->tokens, &ex->links);
	question_negations_find(&ex->tokens, &ex->links, &out->negations);
	name_question_find(&ex->tokens, ex->graph, &ex->links, &out->names);
	out->contents = sql_row_contents_find(ex->graph, &ex->tokens, &ex->links, out->names.names);
	out->best_sellers = sql_best_sellers_find(ex->graph, &ex->tokens, &ex->links,
											  out->names.names);
	out->above_average = sql_above_average_find(ex->graph, &ex->tokens, &ex->links);
	out->people_by_date = sql_people_by_date_find(ex->graph, &ex->tokens, &ex->links,
												  out->names.names,
												  out->names.ask == NAME_ASK_WHO);
	out->busiest = sql_busiest_find(&ex->tokens);
	out->when = answer_asks_when(&ex->tokens, out->directions.date_superlatives);
	out->when_table = answer_when_table_find(ex->graph, &ex->tokens, &ex->links, out->when);
	out->where = answer_asks_where(&ex->tokens, &ex->links);
	out->current = sql_current_ask(&ex->tokens);
	out->reports = sql_reports_ask(&ex->tokens);
	out->reports_top = out->reports != REPORTS_TOP ? -1 :
		sql_reports_top_table(ex->graph, &ex->links, out->names.names,
							  out->names.ask == NAME_ASK_WHO);
	out->side_dates_said = schema_side_dates_said(&ex->tokens);
	out->ordered_by = sql_ordered_by_find(&ex->tokens);
	out->listed_with = sql_listed_with_find(&ex->tokens);
	out->counted = sql_counted_table(&ex->tokens, &ex->links, ex->graph, out->names.names);
	out->flag = sql_named_flag(ex->graph, &ex->tokens, &ex->links, stored);
	out->unsaid_role_bridges = sql_unsaid_role_bridges(ex->graph, &ex->tokens, &ex->links);
	out->row_number_table = sql_row_number_table(&ex->tokens, &ex->links, ex->graph);
	/* repair needs the links: a question linked to nothing gets no repaired copy */
	if (ex->links.n_links > 0)
		out->repair = sql_literal_repair_begin(ex->graph, &ex->tokens, &ex->links,
											   &out->named);
}

void
answer_facts_read_nulls(AnswerFacts *facts, const bool *holds_nulls)
{
	facts->holds_nulls = holds_nulls;
	facts->value_had = sql_value_had(facts->graph, facts->tokens, facts->links, holds_nulls);
}

void
answer_facts_free(AnswerFacts *facts)
{
	sql_literal_repair_end(facts->repair);
	named_values_free(&facts->named);
	name_question_free(&facts->names);
	dt_free(facts->unsaid_role_bridges);
	memset(facts, 0, sizeof(*facts));
}
