/*
 * answer_steps.c — the answer stage's table of steps and what each one does
 * (answer_steps.h; measured in bench/README.md, each under its docs/answers.md heading).
 */
#include "answer/answer_steps.h"

#include <string.h>

#include "answer/answer_joins.h"
#include "common/alloc.h"
#include "sql/sql_aggregate_words.h"
#include "sql/sql_aggregated_keys.h"
#include "sql/sql_date_numbers.h"
#include "sql/sql_dated_keys.h"
#include "sql/sql_dates_elsewhere.h"
#include "sql/sql_role_bridges.h"
#include "sql/sql_period_end_ranges.h"
#include "sql/sql_against_dimensions.h"
#include "sql/sql_boolean_flags.h"
#include "sql/sql_by_groups.h"
#include "sql/sql_stock_levels.h"
#include "sql/sql_stock_worth.h"
#include "sql/sql_differences.h"
#include "sql/sql_event_dates.h"
#include "sql/sql_dates_twice.h"
#include "sql/sql_unasked_limits.h"
#include "sql/sql_contained_values.h"
#include "sql/sql_join_keys.h"
#include "sql/sql_mentions.h"
#include "sql/sql_negated_absent.h"
#include "sql/sql_not_in_nulls.h"
#include "sql/sql_never_related.h"
#include "sql/sql_superlative_ranking.h"
#include "sql/sql_negations.h"
#include "sql/sql_counted_column.h"
#include "sql/sql_counted_elsewhere.h"
#include "sql/sql_counted_groups.h"
#include "sql/sql_ordered_by.h"
#include "sql/sql_people_by_date.h"
#include "sql/sql_whole_orders.h"
#include "sql/sql_whole_person_names.h"
#include "sql/sql_self_filters.h"
#include "sql/sql_period_groups.h"
#include "sql/sql_year_numbers.h"
#include "sql/sql_bridged_values.h"
#include "sql/sql_role_keys.h"
#include "sql/sql_superlative_ties.h"
#include "sql/sql_totals_asked.h"
#include "sql/sql_values_had.h"
#include "sql/sql_verb_dates.h"
#include "sql/sql_each_named_value.h"
#include "sql/sql_dimension_things.h"
#include "sql/sql_durations.h"
#include "sql/sql_echoes.h"
#include "sql/sql_measure_rankings.h"
#include "sql/sql_measure_sums.h"
#include "sql/sql_named_row.h"
#include "sql/sql_qualified_property.h"
#include "sql/sql_percents.h"
#include "sql/sql_regroup.h"
#include "sql/sql_value_completion.h"
#include "sql/sql_row_numbers.h"
#include "sql/sql_unasked_counts.h"
#include "sql/sql_unsaid_sums.h"
#include "sql/sql_unsaid_dates.h"
#include "sql/sql_values_elsewhere.h"
#include "sql/sql_text_answers.h"
#include "sql/sql_text_rankings.h"

/* Answer columns of a candidate looked at, at most. */
#define ANSWER_COLUMNS_MAX 16

/* ---- rewrites: the query as a person would write it ---- */

/* "A AND A" is legal for the transition system: answered as A (sql/sql_ast.h). */
static SqlNode *
drop_repeated_operands(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_drop_repeated_operands(ast);
}

/* An output column fixed to the value the question gave for another ("WHERE state_name =
 * 'wisconsin' AND border = 'wisconsin'" answering border), or to the question's value
 * itself (sql/sql_echoes.h). */
static SqlNode *
drop_echoed_values(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_drop_echoed_values(ast, facts->graph, facts->names.names,
								  name_question_asks_people(facts->tokens, &facts->names),
								  name_question_asked_table(facts->links, &facts->names));
}

/* The names answering an output column fixed to the question's value, on the copies too
 * ("Which women work in the operations department?" copied with "sex = 'F'", which joins
 * the employees: sql/sql_echoes.h). */
static SqlNode *
names_for_echoes(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_names_for_echoes(ast, facts->graph, facts->names.names,
								name_question_asks_people(facts->tokens, &facts->names),
								name_question_asked_table(facts->links, &facts->names));
}

/* "When did Eileen Henderson join?" with her given name compared in one row and her family
 * name in another: both in one (sql/sql_whole_person_names.h). */
static SqlNode *
whole_person_names(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_whole_person_names(ast, facts->graph, facts->links);
}

/* "How many murders ...?" answered count(DISTINCT type) WHERE type = 'murder': the rows
 * counted (sql/sql_echoes.h). */
static SqlNode *
count_fixed_values(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_count_fixed_values(ast);
}

/* "The largest state" answered with the state, not the area it is ranked by
 * (sql/sql_dimension_things.h). */
static SqlNode *
dimension_things(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_dimension_things(ast, facts->graph, facts->tokens, facts->links,
								facts->names.names);
}

/* "Longer than 5 minutes" over a milliseconds column compared as 300000
 * (sql/sql_durations.h). */
static SqlNode *
duration_units(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_durations_in_column_units(ast, facts->graph, facts->tokens);
}

/* A LIKE pattern copied from the question means "contains" (sql/sql_ast.h). */
static SqlNode *
like_patterns_contain(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_like_patterns_contain(ast);
}

/* A value the question names inside stored values compared as contained: "live in
 * Boston" as address LIKE '%Boston%' (sql/sql_contained_values.h). */
static SqlNode *
contained_values(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_contained_values(ast, facts->graph, facts->links, facts->tokens);
}

/* "x of the rows whose x is the lowest" is the lowest x, once; so is the x ranked by itself
 * where the question asks for no rows by name (sql/sql_ast.h). */
static SqlNode *
extreme_itself(SqlNode *ast, const AnswerFacts *facts)
{
	ast = sql_extreme_itself(ast);
	return facts->names.ask == NAME_ASK_NONE ? sql_ranked_extreme_itself(ast, facts->graph) : ast;
}

/* A GROUP BY of a joined key and the columns it determines is said with the key, the
 * form training teaches (sql/sql_regroup.h). */
static SqlNode *
simplify_group_by(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_simplify_group_by(ast, facts->graph);
}

/* A table joined on its key to another, read by nothing else and never named by the
 * question, counts the other's rows once per row of its own: dropped (answer_joins.h). */
static SqlNode *
drop_unused_joins(SqlNode *ast, const AnswerFacts *facts)
{
	return answer_drop_unused_joins(ast, facts->graph, facts->links);
}

/* "How many customers bought ...?" counted over a join to their sales: each customer once,
 * not once per sale (answer_joins.h). */
static SqlNode *
count_each_once(SqlNode *ast, const AnswerFacts *facts)
{
	return answer_count_each_once(ast, facts->graph, &facts->counted);
}

/* People and things asked for by name answered with all their name columns, not one of
 * them, an id, or (for "who") another column (answer_names.h). */
static SqlNode *
full_names(SqlNode *ast, const AnswerFacts *facts)
{
	return answer_full_names(ast, facts->graph, facts->tokens, facts->links, &facts->names);
}

/* A property stored over several columns answered with all of them, not one: an
 * address's number and street (sql/sql_compound_columns.h). */
static SqlNode *
compound_columns(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_compound_columns(ast, facts->graph, &facts->compounds);
}

/* Each person or thing asked for by name listed once, not once per row joined to it
 * (answer_names.h). */
static SqlNode *
distinct_names(SqlNode *ast, const AnswerFacts *facts)
{
	return answer_distinct_names(ast, facts->graph, &facts->names);
}

/* A question that asks when answered with the date of the rows the candidate chose, not
 * another of their columns (answer_when.h). */
static SqlNode *
when_dates(SqlNode *ast, const AnswerFacts *facts)
{
	return answer_when_dates(ast, facts->graph, facts->links, facts->when,
							 &facts->side_dates_said);
}

/* A date column compared with part of the question's date phrase ("2015" of "the fourth
 * quarter of 2015"): with the whole phrase (sql/sql_whole_date_phrases.h). */
static SqlNode *
whole_date_phrases(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_whole_date_phrases(ast, facts->graph, facts->tokens, &facts->date_phrases);
}

/* "What is the population of Montana?" answered with Montana's cities' populations: the
 * named row's own column (sql/sql_named_row.h). */
static SqlNode *
named_row_property(SqlNode *ast, const AnswerFacts *facts)
{
	SqlNode    *row = sql_property_of_named_row(ast, facts->graph, facts->links,
												facts->names.names);

	if (row == NULL)
		return ast;
	sql_node_free(ast);
	return row;
}

/* "What is the elevation of Death Valley?" answered with the highest elevation of the row
 * whose lowest point it is: the lowest elevation (sql/sql_qualified_property.h). */
static SqlNode *
qualified_property(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_qualified_property(ast, facts->graph, facts->links);
}

/* A question that asks where a named thing is answered with the smallest place larger than
 * the thing, not another of its columns (answer_where.h). */
static SqlNode *
where_places(SqlNode *ast, const AnswerFacts *facts)
{
	return answer_where_places(ast, facts->graph, facts->where);
}

/* "Who reports to X?" answered with X: the rows under (or over) the named one, in a table
 * that refers to itself (sql/sql_self_references.h). */
static SqlNode *
self_references(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_self_references(ast, facts->graph, facts->reports, facts->reports_top,
							   facts->names.names);
}

/* The rows that hold now (or held before) of a table that keeps its history, where the
 * question says so (sql/sql_current_rows.h). */
static SqlNode *
current_rows(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_current_rows(ast, facts->graph, facts->period_ends, facts->current);
}

/* "x NOT IN (SELECT c ...)" is never true where c holds a NULL: the NULLs left out of the
 * subquery (sql/sql_not_in_nulls.h). */
static SqlNode *
not_in_nulls(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_not_in_nulls(ast, facts->graph, facts->holds_nulls);
}

/* "How many customers have ordered more than twice?" answered with a count per customer:
 * the count of the groups the HAVING keeps (sql/sql_counted_groups.h). */
static SqlNode *
count_groups(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_counted_groups(ast, facts->tokens);
}

/* "Who were the very first people we hired?" ranked to one row: every row tied at the
 * extreme (sql/sql_superlative_ties.h). */
static SqlNode *
superlative_ties(SqlNode *ast, const AnswerFacts *facts)
{
	return facts->plural_superlative ? sql_superlative_ties(ast, facts->graph) : ast;
}

/* "What was order 25 worth in total?" answered with each payment's amount: their sum
 * (sql/sql_totals_asked.h). */
static SqlNode *
totals_asked(SqlNode *ast, const AnswerFacts *facts)
{
	return facts->total_asked ? sql_totals_asked(ast, facts->graph) : ast;
}

/* "Which employees have a middle name?" answered with every employee: those whose middle
 * name holds a value (sql/sql_values_had.h). */
static SqlNode *
values_had(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_values_had(ast, facts->graph, facts->value_had);
}

/* ---- copies: what the beam could not say ---- */

/* The stored values the question names that ast leaves out, added to its outer WHERE
 * ("<>" for those it negates: sql/sql_value_completion.h); completion needs the links. */
static SqlNode *
complete_values(const SqlNode *ast, const AnswerFacts *facts)
{
	if (facts->links->n_links == 0)
		return NULL;
	return sql_complete_values(ast, facts->graph, facts->tokens, facts->links, &facts->negations);
}

/* Its text literals that say no linked value, repaired to the stored spelling or dropped
 * (sql/sql_literal_repair.h). */
static SqlNode *
repair_literals(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_literal_repair_apply(facts->repair, ast);
}

/* Its numbers compared the way the question's words say (sql/sql_directions.h). */
static SqlNode *
turn_directions(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_directions_follow(ast, facts->graph, &facts->directions);
}

/* "the top GNP" answered sum(gnp): each aggregate of the kind its word asks for
 * (sql/sql_aggregate_words.h). */
static SqlNode *
turn_aggregates(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_aggregate_words_turned(ast, facts->graph, facts->tokens, facts->links);
}

/* "How many people did we hire ..." answered sum(emp_no): the rows counted
 * (sql/sql_aggregated_keys.h). */
static SqlNode *
count_keys(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_count_keys(ast, facts->graph, facts->tokens);
}

/* "between May and September 1993" as one range of dates (sql/sql_date_ranges.h). */
static SqlNode *
date_ranges(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_date_ranges(ast, facts->graph, &facts->date_range);
}

/* "between March 10 and March 20, 2004" without the model's "order_number > 10": the
 * numbers of the question's dates compared with no number column, and the tables joined
 * for them alone (sql/sql_date_numbers.h). */
static SqlNode *
date_numbers(const SqlNode *ast, const AnswerFacts *facts)
{
	SqlNode    *copy = sql_date_numbers_dropped(ast, facts->graph, &facts->date_numbers,
												  &facts->date_phrases, facts->links);

	return copy != NULL ? answer_drop_unused_joins(copy, facts->graph, facts->links) : NULL;
}

/* "Which orders shipped after their required date?": the two dates of the row compared
 * with each other (sql/sql_dates_compared.h). */
static SqlNode *
compare_dates(const SqlNode *ast, const AnswerFacts *facts)
{
	SqlNode    *copy = sql_dates_compared(ast, facts->graph, &facts->dates_compared);

	if (copy != NULL && facts->names.ask == NAME_ASK_WHICH)
		sql_dates_compared_answer_rows(copy, facts->graph, &facts->dates_compared,
									   facts->names.names);
	return copy;
}

/* "What was in order 100?": the names of the things the record's lines list
 * (sql/sql_row_contents.h). */
static SqlNode *
list_contents(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_row_contents(ast, facts->graph, &facts->contents, facts->names.names);
}

/* "from the highest paid to the lowest" said as the highest paid alone: every row, in
 * that order (sql/sql_whole_orders.h). */
static SqlNode *
whole_orders(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_whole_order(ast, facts->graph, &facts->directions);
}

/* "List the customers in France with their credit limit": the rows and, beside them, the
 * columns listed (sql/sql_listed_with.h). */
static SqlNode *
listed_with(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_listed_with(ast, facts->graph, facts->links, &facts->listed_with,
						   facts->names.names);
}

/* "What are our five best sellers?": the things sold ranked by the quantity sold
 * (sql/sql_best_sellers.h). */
static SqlNode *
rank_best_sellers(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_best_sellers(ast, facts->graph, &facts->best_sellers, facts->names.names);
}

/* "Which orders are worth more than our average order?": the rows above their table's
 * average of its total or price (sql/sql_above_average.h). */
static SqlNode *
above_average(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_above_average(ast, facts->graph, &facts->above_average, facts->names.names);
}

/* "Who has been with the company the longest?", "Who is our oldest employee?": the people
 * ranked by the date they were hired or born (sql/sql_people_by_date.h). */
static SqlNode *
people_by_date(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_people_by_date(ast, facts->graph, &facts->people_by_date, facts->names.names);
}

/* "What was our busiest day for orders?": the rows grouped by the answered column and
 * ranked by their number (sql/sql_busiest.h). */
static SqlNode *
rank_busiest(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_busiest_ranking(ast, facts->graph, facts->names.names, facts->busiest);
}

/* "When was our first order placed?": the first (or last) of the table's own date
 * (answer/answer_when.h). */
static SqlNode *
when_first_of_table(const SqlNode *ast, const AnswerFacts *facts)
{
	return answer_when_first_of_table(ast, facts->graph, &facts->when_table);
}

/* "What is Rose M.'s customer number?" answered with a count: the customer's key
 * (sql/sql_row_numbers.h). */
static SqlNode *
row_numbers(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_row_numbers(ast, facts->graph, facts->row_number_table);
}

/* "When was Life Without Fear published?" answered with a NOT IN of titles over titles,
 * comparing unrelated ids: the subquery's condition alone (sql/sql_self_filters.h). */
static SqlNode *
self_filters(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_self_filter(ast, facts->graph, facts->negations.negates);
}

/* "The largest state that borders California" answered with every such state: ranked by
 * the column the superlative links to, and answered with the thing rather than that
 * dimension (sql/sql_superlative_ranking.h). */
static SqlNode *
rank_superlatives(const SqlNode *ast, const AnswerFacts *facts)
{
	SqlNode    *copy = sql_superlative_ranking(ast, facts->graph, facts->tokens, facts->links,
											   &facts->directions);

	return copy != NULL ? dimension_things(copy, facts) : NULL;
}

/* A column the question negates ("not under contract") tested for its empty value
 * (contract = 0), not as the model wrote it (contract <> 0): sql/sql_negations.h. */
static SqlNode *
turn_negations(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_negations_follow(ast, facts->graph, &facts->negations);
}

/* A column the question negates ("no commission", "haven't shipped") tested for NULL
 * where the candidate says the "no" otherwise or not at all (sql/sql_negated_absent.h). */
static SqlNode *
negated_absent(const SqlNode *ast, const AnswerFacts *facts)
{
	SqlNode    *copy = sql_negated_absent(ast, facts->graph, &facts->negations);

	/* a flag the question names says no with a value of its own (boolean_flags' copy) */
	if (copy != NULL && sql_flag_no_as_null(copy, facts->graph, &facts->flag))
	{
		sql_node_free(copy);
		return NULL;
	}
	return copy;
}

/* "Which products has nobody ever ordered?" answered with every product: the rows no row
 * of the related table the question names refers to (sql/sql_never_related.h). */
static SqlNode *
never_related(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_never_related(ast, facts->graph, facts->tokens, facts->links,
							 facts->names.names, &facts->negations);
}

/* A boolean column the question names ("a coffee bar", "low fat") tested as a flag, not
 * compared with a subquery or counted (sql/sql_boolean_flags.h). */
static SqlNode *
boolean_flags(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_boolean_flags(ast, facts->graph, &facts->flag, &facts->negations,
							 facts->names.names);
}

/* A percentage the question says ("a commission of 35%") compared as the fraction a
 * column stores (0.35); the value check tells which the column holds
 * (sql/sql_percents.h). */
static SqlNode *
percent_fractions(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_percents_as_fractions(ast, facts->graph, facts->tokens);
}

/* Units, copies and money taken the question asks for, counted as the sum of the measure a
 * table read holds ("How many units of the Mouse C/E have we sold?": sum(quantity), not
 * count(*); "Which customer has spent the most?": sum(amount); sql/sql_measure_sums.h). */
static SqlNode *
measure_sums(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_counts_as_sums(ast, facts->graph, facts->tokens, facts->links);
}

/* "Which store ordered the most copies?" ranked by one of the store's own columns: ranked by
 * the sum of the measure the rows that refer to it hold (sql/sql_measure_rankings.h). */
static SqlNode *
rank_measures(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_measure_ranking(ast, facts->graph, facts->tokens, facts->links,
							   &facts->directions);
}

/* "Which product line has the most orders?" grouped by product: grouped by the line
 * (answer/answer_names.h). */
static SqlNode *
asked_groups(const SqlNode *ast, const AnswerFacts *facts)
{
	return answer_asked_groups(ast, facts->graph, facts->links, &facts->names);
}

/* "Who placed the most orders?" counted per order: the people the orders refer to, ranked
 * by how many (answer/answer_names.h). */
static SqlNode *
people_counted(const SqlNode *ast, const AnswerFacts *facts)
{
	return answer_people_counted(ast, facts->graph, facts->tokens, facts->links,
								 &facts->directions, &facts->names);
}

/* "How many people live in Texas?" answered with the column "people" names
 * (state.population), not a count of rows (sql/sql_counted_column.h). */
static SqlNode *
counted_column(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_count_as_counted_column(ast, facts->graph, facts->tokens, facts->links,
									   facts->names.names);
}

/* "Count the number of documents that use the PPT template type." answered with a count
 * of the templates: the documents joined on their key to the templates, and counted
 * (sql/sql_counted_elsewhere.h). */
static SqlNode *
count_counted_rows(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_count_counted_rows(ast, facts->graph, &facts->counted);
}

/* "Which products are out of stock?": the rows whose stock is 0
 * (sql/sql_stock_levels.h). */
static SqlNode *
stock_levels(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_stock_levels(ast, facts->graph, facts->stock_level);
}

/* "How many of our patients have died?": the rows whose date of the event is set
 * (sql/sql_event_dates.h). */
static SqlNode *
event_dates(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_event_dates(ast, facts->graph, facts->tokens, facts->links, &facts->negations,
						   facts->holds_nulls);
}

/* "What is our inventory worth at cost?": the stock times its price, summed
 * (sql/sql_stock_worth.h). */
static SqlNode *
stock_worth(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_stock_worth(ast, facts->graph, facts->stock_worth);
}

/* "the difference between the list price and the minimum price", "the biggest markup over
 * its buy price": one column of a row less another (sql/sql_differences.h). */
static SqlNode *
subtract_columns(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_difference(ast, facts->graph, &facts->difference);
}

/* "How many days does a trip last on average?", "Which orders took more than 30 days to
 * ship?": the days between two dates of a row (sql/sql_day_differences.h). */
static SqlNode *
subtract_dates(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_day_difference(ast, facts->graph, &facts->day_difference);
}

/* "the average credit limit by country": the aggregates grouped by the column "by" names
 * (sql/sql_by_groups.h). */
static SqlNode *
by_groups(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_by_groups(ast, facts->graph, &facts->by_groups);
}

/* "How many bookings did we get each month?": the count per month of the bookings' date
 * (sql/sql_period_groups.h), without the tables joined for nothing (answer_joins.h), which
 * the source kept because it was grouped by a thing. */
static SqlNode *
period_groups(const SqlNode *ast, const AnswerFacts *facts)
{
	SqlNode    *copy = sql_period_groups(ast, facts->graph, facts->links, &facts->period);

	return copy == NULL ? NULL : answer_drop_unused_joins(copy, facts->graph, facts->links);
}

/* "Which 2021 sets have more than 3,000 pieces?" without the year: the table's year
 * column compared with it (sql/sql_year_numbers.h). */
static SqlNode *
year_numbers(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_year_numbers(ast, facts->graph, &facts->years_said);
}

/* "Who joined the gym in 2018?" dated by a check-in's date: the member's start date, the
 * joins no longer used dropped (sql/sql_dates_elsewhere.h). */
static SqlNode *
dates_home(const SqlNode *ast, const AnswerFacts *facts)
{
	int			moved_from;
	SqlNode    *copy = sql_dates_home(ast, facts->graph, facts->links, facts->counted.table,
									  &facts->verb_dated.columns, &moved_from);

	return copy == NULL ? NULL :
		answer_drop_unused_joins(answer_drop_unread_join(copy, moved_from), facts->graph,
								 facts->links);
}

/* "an edition published before 1950" as "edition < 1950" beside a publication date
 * (sql/sql_year_numbers.h). */
static int
years_on_quantities(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_years_on_quantities(ast, facts->graph, &facts->years_said);
}

/* "How much protein is in cheddar cheese?": the amount of the row that relates the two
 * rows the question names (sql/sql_bridged_values.h). */
static SqlNode *
bridged_values(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_bridged_values(ast, facts->graph, facts->tokens, facts->links);
}

/* "How many orders has Hudson Onslow taken as salesperson?" joined on the orders' contact:
 * the key whose role the question says (sql/sql_role_keys.h). */
static SqlNode *
role_keys(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_role_keys(ast, facts->graph, facts->tokens);
}

/* "What is the average pay of the men and of the women?" answered for the women alone:
 * each value named, per group (sql/sql_each_named_value.h). */
static SqlNode *
each_named_value(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_each_named_value(ast, facts->graph, facts->tokens, facts->links);
}

/* "Order by document id." answered ordered by a count: ordered by the column named
 * (sql/sql_ordered_by.h). */
static SqlNode *
order_by_named(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_order_by_named(ast, facts->graph, facts->links, &facts->ordered_by);
}

/* ---- costs: what a candidate does against the question ---- */

static int
left_out_mentions(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_mentions_left_out(ast, facts->graph, facts->tokens, facts->links);
}

static int
left_out_values(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_value_mentions_left_out(ast, facts->graph, facts->links);
}

static int
left_out_numbers(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_numbers_left_out(ast, facts->tokens, facts->links);
}

static int
unsaid_numbers(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_numbers_unsaid(ast, facts->tokens, facts->links);
}

static int
against_directions(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_direction_contradictions(ast, facts->graph, &facts->directions) +
		sql_direction_unranked(ast, &facts->directions, facts->links);
}

static int
against_aggregates(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_aggregate_words_against(ast, facts->graph, facts->tokens, facts->links);
}

static int
against_date_ranges(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_date_ranges_against(ast, facts->graph, &facts->date_range);
}

static int
against_dimensions(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_against_dimensions(ast, facts->graph, facts->tokens, facts->links);
}

static int
against_negations(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_negations_affirmed(ast, facts->graph, &facts->negations);
}

static int
unkeyed_subqueries(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_unkeyed_subquery_comparisons(ast, facts->graph);
}

static int
unasked_counts(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_unasked_counts(ast, facts->graph, facts->tokens, facts->links);
}

/* "How many people did we hire in 1980?" answered with a sum of the salaries
 * (sql/sql_unsaid_sums.h). */
static int
unsaid_sums(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_unsaid_sums(ast, facts->graph, facts->tokens, facts->links);
}

static int
text_answers(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_text_answers(ast, facts->graph, facts->tokens);
}

/* "Who ...?" answered with no name at all: a salary, a date, a count, a status
 * (answer/answer_names.h). */
static int
who_without_names(const SqlNode *ast, const AnswerFacts *facts)
{
	return answer_who_without_names(ast, facts->graph, &facts->names);
}

/* Each ranking by a text column where the question ranks by a number ("the most expensive
 * charge type" ordered by charge_type: sql/sql_text_rankings.h). */
static int
text_rankings(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_text_rankings(ast, facts->graph, &facts->directions);
}

static int
aggregated_keys(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_aggregated_keys(ast, facts->graph);
}

static int
dated_keys(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_dated_keys(ast, facts->graph, facts->tokens);
}

static int
dates_elsewhere(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_dates_elsewhere(ast, facts->graph, facts->links, facts->counted.table);
}

/* Each date column beyond the first compared with one date phrase ("shipped in March 2005"
 * as shipped_date and order_date in March: sql/sql_dates_twice.h). */
static int
dates_twice(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_dates_twice(ast, facts->graph);
}

/* Each SELECT with a LIMIT where no word ranks or counts rows ("Which facilities charge a
 * fee?" answered with the dearest alone: sql/sql_unasked_limits.h). */
static int
unasked_limits(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_unasked_limits(ast, facts->limit_asked);
}

/* Each table no word names that ast compares a question's value on, where a named table
 * holds the value too (sql/sql_values_elsewhere.h). */
static int
values_elsewhere(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_values_elsewhere(ast, facts->graph, facts->links);
}

/* Each comparison of a date other than the one the verb before a date phrase names ("were
 * booked in January": booking_date, not flight_date; sql/sql_verb_dates.h). */
static int
verb_dates(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_verb_dates(ast, facts->graph, &facts->verb_dated);
}

/* Each edit stamp ("modifieddate") or birth date that ast reads where the question says
 * neither (sql/sql_unsaid_dates.h). */
static int
unsaid_dates(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_unsaid_dates(ast, facts->graph, &facts->side_dates_said, facts->links);
}

static int
role_bridges(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_role_bridges(ast, facts->graph, facts->unsaid_role_bridges);
}

static int
period_end_ranges(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_period_end_ranges(ast, facts->graph, facts->tokens);
}

static int
counted_elsewhere(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_counted_elsewhere(ast, facts->graph, &facts->counted);
}

/* 1 when the question names a flag plainly and ast tests it nowhere ("How many of our
 * orders came in online?" counting every order, or every order line;
 * sql/sql_boolean_flags.h). */
static int
untested_flags(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_flag_untested(ast, facts->graph, &facts->flag) ? 1 : 0;
}

static int
grouped_attributes(const SqlNode *ast, const AnswerFacts *facts)
{
	return answer_grouped_attributes(ast, facts->graph, facts->links, &facts->names);
}

static int
ordered_otherwise(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_ordered_otherwise(ast, facts->graph, facts->links, &facts->ordered_by);
}

/* 1 when ast answers an aggregate of a column where the question ranks a table's rows by
 * date ("the most recent treatment's cost" said as max(cost_of_treatment)): the
 * rank_superlatives copy answers the column of the first row instead
 * (sql/sql_superlative_ranking.h). */
static int
date_ranked_as_aggregate(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_date_ranked_as_aggregate(ast, facts->graph, facts->tokens, facts->links,
										&facts->directions);
}

/* 1 per identifier column ordered against a count the question says ("more than 2 car
 * makers" as country > 2: sql/sql_dated_keys.h). */
static int
counted_keys(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_counted_keys(ast, facts->graph, facts->tokens, facts->links);
}

static int
unsummed_rankings(const SqlNode *ast, const AnswerFacts *facts)
{
	return sql_measure_ranking_unsummed(ast, facts->graph, facts->tokens, facts->links,
										&facts->directions);
}

/* ---- order: the values the user spelled out first ---- */

/* The candidates in the rank order by_rank, those using more of the named values (and
 * next to the column the question names before them) first (sql/sql_named_values.h);
 * returns how many share the first place. */
static int
named_values_first(const AnswerCandidates *c, const AnswerFacts *facts, const int *by_rank,
				   int *order)
{
	const SqlNode **asts = dt_new_array(const SqlNode *, c->n + 1);
	int			n_first;

	for (int k = 0; k < c->n; k++)
		asts[k] = c->items[by_rank[k]].hyp.ast;
	n_first = named_values_order(&facts->named, facts->tokens, facts->links, asts, c->n,
								 facts->graph, order);
	for (int k = 0; k < c->n; k++)
		order[k] = by_rank[order[k]];
	dt_free(asts);
	return n_first;
}

/* ---- check: the database holds the literals ---- */

bool
answer_comparison_holds(const SchemaGraph *g, const SqlComparison *cmp, const AnswerDatabase *db)
{
	if (db->column_holds == NULL || db->column_holds(db->lookups_arg, cmp->column, cmp))
		return true;
	if (strcmp(cmp->op, "=") != 0 && strcmp(cmp->op, "<>") != 0)
		return false;
	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		const SgForeignKey *fk = &g->foreign_keys[k];

		for (int i = 0; i < fk->n_columns; i++)
			if (fk->columns[i] == cmp->column &&
				db->column_holds(db->lookups_arg, fk->ref_columns[i], cmp))
				return true;
	}
	return false;
}

/* Whether a word of the question links to column: its name (not only through "named" or
 * "called", which partly link to every *_name column), a lexicon relative of it, its
 * comment, or a value stored in it. */
static bool
question_names_column(const AnswerFacts *facts, int column)
{
	for (int i = 0; i < facts->links->n_links; i++)
	{
		const SchemaLink *l = &facts->links->links[i];

		if (l->column != column || (l->kind != LINK_COLUMN && l->kind != LINK_VALUE))
			continue;
		if (l->kind == LINK_COLUMN && l->match == LINK_PARTIAL &&
			l->token_end == l->token_start + 1 &&
			named_values_is_naming_word(&facts->tokens->tokens[l->token_start]))
			continue;
		return true;
	}
	return false;
}

/*
 * An answer column no question word names whose rows all hold one value (GeoQuery's
 * country_name, 'usa' in every row, answering "which states border texas"): such a
 * candidate answers with a constant, which is not what the question asks.
 */
static bool
answers_with_a_constant(const SqlNode *ast, const AnswerFacts *facts, const AnswerDatabase *db)
{
	int			columns[ANSWER_COLUMNS_MAX];
	int			n = sql_answer_columns(ast, facts->graph, columns, ANSWER_COLUMNS_MAX);

	if (db->column_has_one_value == NULL)
		return false;
	for (int i = 0; i < n; i++)
		if (!question_names_column(facts, columns[i]) &&
			db->column_has_one_value(db->lookups_arg, columns[i]))
			return true;
	return false;
}

/* "List our customers in Oregon with their full name in one column": a person's names
 * as one text (sql/sql_joined_names.h). */
static SqlNode *
join_names(SqlNode *ast, const AnswerFacts *facts)
{
	return sql_join_names(ast, facts->graph, facts->names_joined);
}

/* No scalar subquery reads whole tables and the query can return rows (sql_ast.h:
 * sql_returns_no_row), and each comparison of a column with a literal is satisfied by some stored
 * row; with answer_columns (the general model answers), no answer column is a constant no
 * question word names. */
static AnswerVerdict
value_check(const SqlNode *ast, const AnswerFacts *facts, bool answer_columns,
			const AnswerDatabase *db)
{
	SqlComparisons *f;
	AnswerVerdict v = ANSWER_VERDICT_PASSED;

	/* x = (SELECT y FROM t): fails on any t of two rows, whatever the literals; x = 'a' AND
	 * x = 'b', x NOT IN (SELECT x FROM t) and A EXCEPT A hold for no row */
	if (sql_has_unbounded_scalar_subquery(ast) || sql_returns_no_row(ast))
		return ANSWER_VERDICT_FAILED;
	f = dt_new(SqlComparisons);
	sql_comparisons_collect(ast, facts->graph, f);
	if (f->overflow)
	{
		dt_free(f);
		return ANSWER_VERDICT_PASSED;	/* too big to look at: no evidence against it */
	}
	for (int i = 0; i < f->n && v == ANSWER_VERDICT_PASSED; i++)
		if (!answer_comparison_holds(facts->graph, &f->items[i], db))
			v = ANSWER_VERDICT_FAILED;
	dt_free(f);
	if (v == ANSWER_VERDICT_PASSED && answer_columns && answers_with_a_constant(ast, facts, db))
		v = ANSWER_VERDICT_CONSTANT_ANSWER;
	return v;
}

/* ---- the table ---- */

/*
 * The costs, in log-probability.  A copy costs 1 below its source: the model did not write
 * the change; a completed copy that is also repaired pays both.  A left-out column mention
 * costs 2: chosen on Spider's dev questions (1 changed too few answers, 3 turned right
 * answers wrong: bench/README.md, "Column mentions a candidate leaves out"); a left-out
 * value and a number against the question's words cost the same (the candidate answers
 * another question).  So a copy that adds one left-out value outranks its candidate by 1,
 * and a beam candidate that says the value itself within 1 of the copy stays ahead of it.
 */
const AnswerStep answer_steps[ANSWER_N_STEPS] = {
	[ANSWER_STORED_PAIR] = {
		.name = "stored_pair",.setting = "dtfixup.answer_from_feedback",
		.kind = ANSWER_STEP_STORED_PAIR,
	},
	[ANSWER_DROP_REPEATED_OPERANDS] = {
		.name = "drop_repeated_operands",.kind = ANSWER_STEP_REWRITE,
		.rewrite = drop_repeated_operands,
	},
	[ANSWER_DROP_ECHOED_VALUES] = {
		.name = "drop_echoed_values",.kind = ANSWER_STEP_REWRITE,.rewrite = drop_echoed_values,
	},
	[ANSWER_NAMES_FOR_ECHOES] = {
		.name = "names_for_echoes",.kind = ANSWER_STEP_REWRITE,.rewrite = names_for_echoes,
		.on_copies = true,
	},
	[ANSWER_WHOLE_PERSON_NAMES] = {
		.name = "whole_person_names",.kind = ANSWER_STEP_REWRITE,.rewrite = whole_person_names,
		.on_copies = true,
	},
	[ANSWER_COUNT_FIXED_VALUES] = {
		.name = "count_fixed_values",.kind = ANSWER_STEP_REWRITE,
		.rewrite = count_fixed_values,.on_copies = true,
	},
	[ANSWER_DIMENSION_THINGS] = {
		.name = "dimension_things",.kind = ANSWER_STEP_REWRITE,.rewrite = dimension_things,
	},
	[ANSWER_DURATION_UNITS] = {
		.name = "duration_units",.kind = ANSWER_STEP_REWRITE,.rewrite = duration_units,
	},
	[ANSWER_LIKE_PATTERNS_CONTAIN] = {
		.name = "like_patterns_contain",.kind = ANSWER_STEP_REWRITE,
		.rewrite = like_patterns_contain,
	},
	[ANSWER_CONTAINED_VALUES] = {
		.name = "contained_values",.kind = ANSWER_STEP_REWRITE,.rewrite = contained_values,
	},
	[ANSWER_EXTREME_ITSELF] = {
		.name = "extreme_itself",.kind = ANSWER_STEP_REWRITE,.rewrite = extreme_itself,
	},
	[ANSWER_SIMPLIFY_GROUP_BY] = {
		.name = "simplify_group_by",.kind = ANSWER_STEP_REWRITE,
		.rewrite = simplify_group_by,
	},
	[ANSWER_DROP_UNUSED_JOINS] = {
		.name = "drop_unused_joins",.kind = ANSWER_STEP_REWRITE,
		.rewrite = drop_unused_joins,
	},
	[ANSWER_COUNT_EACH_ONCE] = {
		.name = "count_each_once",.kind = ANSWER_STEP_REWRITE,.rewrite = count_each_once,
	},
	[ANSWER_SELF_REFERENCES] = {
		.name = "self_references",.kind = ANSWER_STEP_REWRITE,.rewrite = self_references,
	},
	[ANSWER_FULL_NAMES] = {
		.name = "full_names",.setting = "dtfixup.full_names",.kind = ANSWER_STEP_REWRITE,
		.rewrite = full_names,.on_copies = true,
	},
	[ANSWER_DISTINCT_NAMES] = {
		.name = "distinct_names",.setting = "dtfixup.full_names",.kind = ANSWER_STEP_REWRITE,
		.rewrite = distinct_names,.on_copies = true,
	},
	[ANSWER_COMPOUND_COLUMNS] = {
		.name = "compound_columns",.kind = ANSWER_STEP_REWRITE,
		.rewrite = compound_columns,.on_copies = true,
	},
	[ANSWER_WHEN_DATES] = {
		.name = "when_dates",.kind = ANSWER_STEP_REWRITE,.rewrite = when_dates,
	},
	[ANSWER_WHOLE_DATE_PHRASES] = {
		.name = "whole_date_phrases",.kind = ANSWER_STEP_REWRITE,.rewrite = whole_date_phrases,
	},
	[ANSWER_NAMED_ROW_PROPERTY] = {
		.name = "named_row_property",.kind = ANSWER_STEP_REWRITE,
		.rewrite = named_row_property,
	},
	[ANSWER_QUALIFIED_PROPERTY] = {
		.name = "qualified_property",.kind = ANSWER_STEP_REWRITE,
		.rewrite = qualified_property,
	},
	[ANSWER_WHERE_PLACES] = {
		.name = "where_places",.kind = ANSWER_STEP_REWRITE,.rewrite = where_places,
	},
	[ANSWER_CURRENT_ROWS] = {
		.name = "current_rows",.kind = ANSWER_STEP_REWRITE,.rewrite = current_rows,
	},
	[ANSWER_NOT_IN_NULLS] = {
		.name = "not_in_nulls",.kind = ANSWER_STEP_REWRITE,.rewrite = not_in_nulls,
	},
	[ANSWER_COUNT_GROUPS] = {
		.name = "count_groups",.kind = ANSWER_STEP_REWRITE,.rewrite = count_groups,
	},
	[ANSWER_SUPERLATIVE_TIES] = {
		.name = "superlative_ties",.kind = ANSWER_STEP_REWRITE,
		.rewrite = superlative_ties,.on_copies = true,
	},
	[ANSWER_TOTALS_ASKED] = {
		.name = "totals_asked",.kind = ANSWER_STEP_REWRITE,.rewrite = totals_asked,
	},
	[ANSWER_VALUES_HAD] = {
		.name = "values_had",.kind = ANSWER_STEP_REWRITE,.rewrite = values_had,
	},
	[ANSWER_COMPLETE_VALUES] = {
		.name = "complete_values",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "completes",.copy = complete_values,
	},
	[ANSWER_REPAIR_LITERALS] = {
		.name = "repair_literals",.setting = "dtfixup.literal_repair",
		.kind = ANSWER_STEP_COPY,.cost = 1.0,.explain_key = "repairs",
		.copies_copies = true,.copy = repair_literals,
	},
	/* the turns run after the other copies, over them too: "a credit limit of 5000" turned
	 * in the copy that completes the state the beam left out */
	[ANSWER_TURN_DIRECTIONS] = {
		.name = "turn_directions",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "turns",.after_copies = true,.copy = turn_directions,
	},
	[ANSWER_TURN_AGGREGATES] = {
		.name = "turn_aggregates",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "turn_aggregates",.after_copies = true,.copy = turn_aggregates,
	},
	[ANSWER_COUNT_KEYS] = {
		.name = "count_keys",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "count_keys",.after_copies = true,.copy = count_keys,
	},
	[ANSWER_DATE_RANGES] = {
		.name = "date_ranges",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "date_ranges",.copies_copies = true,.copy = date_ranges,
	},
	[ANSWER_DATE_NUMBERS] = {
		.name = "date_numbers",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "date_numbers",.copies_copies = true,.copy = date_numbers,
	},
	[ANSWER_COMPARE_DATES] = {
		.name = "compare_dates",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "compare_dates",.copies_copies = true,.copy = compare_dates,
	},
	[ANSWER_RANK_SUPERLATIVES] = {
		.name = "rank_superlatives",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "rank_superlatives",.after_copies = true,.copy = rank_superlatives,
	},
	[ANSWER_TURN_NEGATIONS] = {
		.name = "turn_negations",.setting = "dtfixup.negated_flags",
		.kind = ANSWER_STEP_COPY,.cost = 1.0,.explain_key = "turns_negations",
		.after_copies = true,.copy = turn_negations,
	},
	[ANSWER_NEGATED_ABSENT] = {
		.name = "negated_absent",.setting = "dtfixup.negated_flags",
		.kind = ANSWER_STEP_COPY,.cost = 1.0,.explain_key = "negated_absent",
		.copy = negated_absent,
	},
	[ANSWER_NEVER_RELATED] = {
		.name = "never_related",.setting = "dtfixup.negated_flags",
		.kind = ANSWER_STEP_COPY,.cost = 1.0,.explain_key = "never_related",
		.copies_copies = true,.copy = never_related,
	},
	[ANSWER_BOOLEAN_FLAGS] = {
		.name = "boolean_flags",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "boolean_flags",.copies_copies = true,.copy = boolean_flags,
	},
	[ANSWER_EVENT_DATES] = {
		.name = "event_dates",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "event_dates",.copy = event_dates,
	},
	[ANSWER_STOCK_LEVELS] = {
		.name = "stock_levels",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "stock_levels",.copies_copies = true,.copy = stock_levels,
	},
	[ANSWER_STOCK_WORTH] = {
		.name = "stock_worth",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "stock_worth",.copy = stock_worth,
	},
	[ANSWER_SUBTRACT_COLUMNS] = {
		.name = "subtract_columns",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "subtract_columns",.copy = subtract_columns,
	},
	[ANSWER_SUBTRACT_DATES] = {
		.name = "subtract_dates",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "subtract_dates",.copy = subtract_dates,
	},
	[ANSWER_PERCENT_FRACTIONS] = {
		.name = "percent_fractions",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "percent_fractions",.copy = percent_fractions,
	},
	[ANSWER_MEASURE_SUMS] = {
		.name = "measure_sums",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "measure_sums",.copies_copies = true,.copy = measure_sums,
	},
	[ANSWER_RANK_MEASURES] = {
		.name = "rank_measures",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "rank_measures",.copies_copies = true,.copy = rank_measures,
	},
	[ANSWER_PEOPLE_COUNTED] = {
		.name = "people_counted",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "people_counted",.copy = people_counted,
	},
	[ANSWER_COUNTED_COLUMN] = {
		.name = "counted_column",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "counted_column",.copies_copies = true,.copy = counted_column,
	},
	[ANSWER_COUNT_COUNTED_ROWS] = {
		.name = "count_counted_rows",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "count_counted_rows",.copy = count_counted_rows,
	},
	[ANSWER_EACH_NAMED_VALUE] = {
		.name = "each_named_value",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "each_named_value",.copy = each_named_value,
	},
	[ANSWER_BY_GROUPS] = {
		.name = "by_groups",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "by_groups",.copies_copies = true,.copy = by_groups,
	},
	[ANSWER_ASKED_GROUPS] = {
		.name = "asked_groups",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "asked_groups",.copies_copies = true,.copy = asked_groups,
	},
	[ANSWER_ORDER_BY_NAMED] = {
		.name = "order_by_named",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "order_by_named",.copy = order_by_named,
	},
	[ANSWER_WHOLE_ORDERS] = {
		.name = "whole_orders",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "whole_orders",.copy = whole_orders,.after_copies = true,
	},
	[ANSWER_LIST_CONTENTS] = {
		.name = "list_contents",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "list_contents",.copy = list_contents,
	},
	[ANSWER_LISTED_WITH] = {
		.name = "listed_with",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "listed_with",.copy = listed_with,
	},
	[ANSWER_RANK_BEST_SELLERS] = {
		.name = "rank_best_sellers",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "rank_best_sellers",.copy = rank_best_sellers,
	},
	[ANSWER_ABOVE_AVERAGE] = {
		.name = "above_average",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "above_average",.copy = above_average,
	},
	[ANSWER_PEOPLE_BY_DATE] = {
		.name = "people_by_date",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "people_by_date",.copy = people_by_date,
	},
	[ANSWER_RANK_BUSIEST] = {
		.name = "rank_busiest",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "rank_busiest",.copy = rank_busiest,
	},
	[ANSWER_WHEN_FIRST_OF_TABLE] = {
		.name = "when_first_of_table",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "when_first_of_table",.copy = when_first_of_table,
	},
	[ANSWER_ROW_NUMBERS] = {
		.name = "row_numbers",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "row_numbers",.copies_copies = true,.copy = row_numbers,
	},
	[ANSWER_SELF_FILTERS] = {
		.name = "self_filters",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "self_filters",.copy = self_filters,
	},
	[ANSWER_PERIOD_GROUPS] = {
		.name = "period_groups",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "period_groups",.copies_copies = true,.copy = period_groups,
	},
	[ANSWER_YEAR_NUMBERS] = {
		.name = "year_numbers",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "year_numbers",.copies_copies = true,.copy = year_numbers,
	},
	[ANSWER_DATES_HOME] = {
		.name = "dates_home",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "dates_home",.copies_copies = true,.copy = dates_home,
	},
	[ANSWER_BRIDGED_VALUES] = {
		.name = "bridged_values",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "bridged_values",.copy = bridged_values,
	},
	[ANSWER_ROLE_KEYS] = {
		.name = "role_keys",.kind = ANSWER_STEP_COPY,.cost = 1.0,
		.explain_key = "role_keys",.copies_copies = true,.copy = role_keys,
	},

	[ANSWER_LEFT_OUT_MENTIONS] = {
		.name = "left_out_mentions",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "left_out_mentions",.explain_zero = true,.count = left_out_mentions,
	},
	[ANSWER_LEFT_OUT_VALUES] = {
		.name = "left_out_values",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "left_out_values",.explain_zero = true,.count = left_out_values,
	},
	[ANSWER_LEFT_OUT_NUMBERS] = {
		.name = "left_out_numbers",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "left_out_numbers",.count = left_out_numbers,
	},
	[ANSWER_UNSAID_NUMBERS] = {
		.name = "unsaid_numbers",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unsaid_numbers",.count = unsaid_numbers,
	},
	[ANSWER_AGAINST_DIRECTIONS] = {
		.name = "against_directions",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "against_directions",.count = against_directions,
	},
	[ANSWER_AGAINST_AGGREGATES] = {
		.name = "against_aggregates",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "against_aggregates",.count = against_aggregates,
	},
	[ANSWER_AGAINST_DATE_RANGES] = {
		.name = "against_date_ranges",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "against_date_ranges",.count = against_date_ranges,
	},
	[ANSWER_AGAINST_DIMENSIONS] = {
		.name = "against_dimensions",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "against_dimensions",.count = against_dimensions,
	},
	[ANSWER_AGAINST_NEGATIONS] = {
		.name = "against_negations",.setting = "dtfixup.negated_flags",
		.kind = ANSWER_STEP_COST,.cost = 2.0,.explain_key = "against_negations",
		.count = against_negations,
	},
	/* like a join on columns no key relates, which the decoder cannot write at all */
	[ANSWER_UNKEYED_SUBQUERIES] = {
		.name = "unkeyed_subqueries",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unkeyed_subqueries",.count = unkeyed_subqueries,
	},
	[ANSWER_UNASKED_COUNTS] = {
		.name = "unasked_counts",.kind = ANSWER_STEP_COST,.cost = 3.0,
		.explain_key = "unasked_counts",.count = unasked_counts,
	},
	[ANSWER_TEXT_ANSWERS] = {
		.name = "text_answers",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "text_answers",.count = text_answers,
	},
	/* as much as unasked_counts: "Who earns the most?" answered with the commonest salary */
	[ANSWER_WHO_WITHOUT_NAMES] = {
		.name = "who_without_names",.kind = ANSWER_STEP_COST,.cost = 3.0,
		.explain_key = "who_without_names",.count = who_without_names,
	},
	[ANSWER_TEXT_RANKINGS] = {
		.name = "text_rankings",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "text_rankings",.count = text_rankings,
	},
	[ANSWER_AGGREGATED_KEYS] = {
		.name = "aggregated_keys",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "aggregated_keys",.count = aggregated_keys,
	},
	[ANSWER_DATED_KEYS] = {
		.name = "dated_keys",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "dated_keys",.count = dated_keys,
	},
	[ANSWER_DATES_ELSEWHERE] = {
		.name = "dates_elsewhere",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "dates_elsewhere",.count = dates_elsewhere,
	},
	[ANSWER_DATES_TWICE] = {
		.name = "dates_twice",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "dates_twice",.count = dates_twice,
	},
	[ANSWER_UNASKED_LIMITS] = {
		.name = "unasked_limits",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unasked_limits",.count = unasked_limits,
	},
	[ANSWER_UNSAID_DATES] = {
		.name = "unsaid_dates",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unsaid_dates",.count = unsaid_dates,
	},
	[ANSWER_ROLE_BRIDGES] = {
		.name = "role_bridges",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "role_bridges",.count = role_bridges,
	},
	[ANSWER_PERIOD_END_RANGES] = {
		.name = "period_end_ranges",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "period_end_ranges",.count = period_end_ranges,
	},
	[ANSWER_COUNTED_ELSEWHERE] = {
		.name = "counted_elsewhere",.kind = ANSWER_STEP_COST,.cost = 3.0,
		.explain_key = "counted_elsewhere",.count = counted_elsewhere,
	},
	/* the measure_sums copy pays 1 below its source, which pays 2 more */
	[ANSWER_COUNTED_MEASURE] = {
		.name = "counted_measure",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "counted_measure",.charged_by = ANSWER_MEASURE_SUMS,
	},
	/* the boolean_flags copy pays 1 below its source: the source pays 2 more */
	[ANSWER_UNTESTED_FLAGS] = {
		.name = "untested_flags",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "untested_flags",.count = untested_flags,
	},
	/* the compare_dates copy pays 1 below its source, which pays 2 more */
	[ANSWER_UNCOMPARED_DATES] = {
		.name = "uncompared_dates",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "uncompared_dates",.charged_by = ANSWER_COMPARE_DATES,
	},
	/* the list_contents copy pays 1 below its source, which pays 2 more */
	[ANSWER_UNLISTED_CONTENTS] = {
		.name = "unlisted_contents",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unlisted_contents",.charged_by = ANSWER_LIST_CONTENTS,
	},
	/* the listed_with copy pays 1 below its source, which pays 2 more */
	[ANSWER_UNLISTED_WITH] = {
		.name = "unlisted_with",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unlisted_with",.charged_by = ANSWER_LISTED_WITH,
	},
	/* the rank_best_sellers copy pays 1 below its source, which pays 2 more */
	[ANSWER_UNRANKED_SELLERS] = {
		.name = "unranked_sellers",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unranked_sellers",.charged_by = ANSWER_RANK_BEST_SELLERS,
	},
	/* the above_average copy pays 1 below its source, which pays 2 more */
	[ANSWER_NOT_ABOVE_AVERAGE] = {
		.name = "not_above_average",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "not_above_average",.charged_by = ANSWER_ABOVE_AVERAGE,
	},
	/* the people_by_date copy pays 1 below its source, which pays 2 more */
	[ANSWER_PEOPLE_UNRANKED_BY_DATE] = {
		.name = "people_unranked_by_date",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "people_unranked_by_date",.charged_by = ANSWER_PEOPLE_BY_DATE,
	},
	/* the rank_busiest copy pays 1 below its source, which pays 2 more */
	[ANSWER_UNRANKED_BUSIEST] = {
		.name = "unranked_busiest",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unranked_busiest",.charged_by = ANSWER_RANK_BUSIEST,
	},
	/* the when_first_of_table copy pays 1 below its source, which pays 2 more */
	[ANSWER_NOT_FIRST_OF_TABLE] = {
		.name = "not_first_of_table",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "not_first_of_table",.charged_by = ANSWER_WHEN_FIRST_OF_TABLE,
	},
	/* the negated_absent copy pays 1 below its source, which pays 2 more */
	[ANSWER_NEGATION_PRESENT] = {
		.name = "negation_present",.setting = "dtfixup.negated_flags",
		.kind = ANSWER_STEP_COST,.cost = 2.0,.explain_key = "negation_present",
		.charged_by = ANSWER_NEGATED_ABSENT,
	},
	/* the date_numbers copy pays 1 below its source, which pays 2 more */
	[ANSWER_DATED_NUMBERS] = {
		.name = "dated_numbers",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "dated_numbers",.charged_by = ANSWER_DATE_NUMBERS,
	},
	/* the by_groups copy pays 1 below its source, which pays 2 more */
	[ANSWER_UNGROUPED_BY] = {
		.name = "ungrouped_by",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "ungrouped_by",.charged_by = ANSWER_BY_GROUPS,
	},
	/* the period_groups copy pays 1 below its source, which pays 2 more */
	[ANSWER_UNGROUPED_PERIODS] = {
		.name = "ungrouped_periods",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "ungrouped_periods",.charged_by = ANSWER_PERIOD_GROUPS,
	},
	/* the people_counted copy pays 1 below its source, which pays 2 more */
	[ANSWER_PEOPLE_UNCOUNTED] = {
		.name = "people_uncounted",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "people_uncounted",.charged_by = ANSWER_PEOPLE_COUNTED,
	},
	/* the asked_groups copy pays 1 below its source, which pays 2 more */
	[ANSWER_UNGROUPED_ASKED] = {
		.name = "ungrouped_asked",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "ungrouped_asked",.charged_by = ANSWER_ASKED_GROUPS,
	},
	/* the stock_levels copy pays 1 below its source, which pays 2 more */
	[ANSWER_STOCK_UNSAID] = {
		.name = "stock_unsaid",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "stock_unsaid",.charged_by = ANSWER_STOCK_LEVELS,
	},
	/* the stock_worth copy pays 1 below its source, which pays 2 more */
	[ANSWER_STOCK_UNWORTHED] = {
		.name = "stock_unworthed",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "stock_unworthed",.charged_by = ANSWER_STOCK_WORTH,
	},
	/* the subtract_columns copy pays 1 below its source, which pays 2 more */
	[ANSWER_UNSUBTRACTED] = {
		.name = "unsubtracted",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unsubtracted",.charged_by = ANSWER_SUBTRACT_COLUMNS,
	},
	/* the subtract_dates copy pays 1 below its source, which pays 2 more */
	[ANSWER_UNSUBTRACTED_DATES] = {
		.name = "unsubtracted_dates",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unsubtracted_dates",.charged_by = ANSWER_SUBTRACT_DATES,
	},
	[ANSWER_GROUPED_ATTRIBUTES] = {
		.name = "grouped_attributes",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "grouped_attributes",.count = grouped_attributes,
	},
	/* the rank_measures copy pays 1 below its source: the source pays 2 more */
	[ANSWER_UNSUMMED_RANKINGS] = {
		.name = "unsummed_rankings",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unsummed_rankings",.count = unsummed_rankings,
	},
	[ANSWER_ORDERED_OTHERWISE] = {
		.name = "ordered_otherwise",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "ordered_otherwise",.count = ordered_otherwise,
	},
	/* the whole_orders copy pays 1 below its source, which pays 2 more */
	[ANSWER_EXTREME_FOR_ORDER] = {
		.name = "extreme_for_order",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "extreme_for_order",.charged_by = ANSWER_WHOLE_ORDERS,
	},
	/* the rank_superlatives copy pays 1 below its source: the source pays 2 more */
	[ANSWER_DATE_RANKED_AS_AGGREGATE] = {
		.name = "date_ranked_as_aggregate",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "date_ranked_as_aggregate",.count = date_ranked_as_aggregate,
	},
	[ANSWER_COUNTED_KEYS] = {
		.name = "counted_keys",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "counted_keys",.count = counted_keys,
	},
	[ANSWER_VALUES_ELSEWHERE] = {
		.name = "values_elsewhere",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "values_elsewhere",.count = values_elsewhere,
	},
	[ANSWER_VERB_DATES] = {
		.name = "verb_dates",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "verb_dates",.count = verb_dates,
	},
	[ANSWER_YEARS_ON_QUANTITIES] = {
		.name = "years_on_quantities",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "years_on_quantities",.count = years_on_quantities,
	},
	/* the row_numbers copy pays 1 below its source, which pays 2 more */
	[ANSWER_ROW_NUMBER_UNANSWERED] = {
		.name = "row_number_unanswered",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "row_number_unanswered",.charged_by = ANSWER_ROW_NUMBERS,
	},
	/* the role_keys copy pays 1 below its source, which pays 2 more */
	[ANSWER_UNSAID_ROLES] = {
		.name = "unsaid_roles",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unsaid_roles",.charged_by = ANSWER_ROLE_KEYS,
	},
	[ANSWER_UNSAID_SUMS] = {
		.name = "unsaid_sums",.kind = ANSWER_STEP_COST,.cost = 2.0,
		.explain_key = "unsaid_sums",.count = unsaid_sums,
	},
	[ANSWER_NAMED_VALUES_FIRST] = {
		.name = "named_values_first",.kind = ANSWER_STEP_ORDER,
		.order = named_values_first,
	},
	[ANSWER_VALUE_CHECK] = {
		.name = "value_check",.setting = "dtfixup.value_check",
		.kind = ANSWER_STEP_CHECK,.explain_key = "value_check",.check = value_check,
	},
	[ANSWER_JOIN_NAMES] = {
		.name = "join_names",.kind = ANSWER_STEP_FINISH,.explain_key = "join_names",
		.rewrite = join_names,
	},
};

_Static_assert(ANSWER_N_STEPS <= ANSWER_STEPS_MAX,
			   "AnswerCandidate.counts and made_by hold every step");
_Static_assert(ANSWER_STEPS_MAX % 64 == 0, "AnswerStepSet holds whole words");

void
answer_settings_init(AnswerSettings *s)
{
	memset(s, 0, sizeof(*s));
	for (int i = 0; i < ANSWER_N_STEPS; i++)
		s->step_on[i] = true;
}
