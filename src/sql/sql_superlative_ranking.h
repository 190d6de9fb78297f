/*
 * sql_superlative_ranking.h — the ranking a superlative asks for, where the candidate ranks
 * nothing.
 *
 * "What is the largest state that borders California?" decoded "SELECT state_name FROM
 * state JOIN border_info ... WHERE border = 'california'": every such state.  The
 * superlative links to the column it ranks by (a dimension word: "largest" of a state is
 * its area, schema/dimensions.h; a lexicon relative: "longest" of length), but the
 * candidate ranks nothing, or says the superlative with a number the question never gives
 * ("the smallest state" as "population = 190").  The copy step rank_superlatives makes of
 * such a candidate a copy ranked by that column, "ORDER BY area DESC LIMIT 1", when
 *   - the question's superlatives give numbers one direction, and the superlative words
 *     that are no word of a name (schema/linking.h: link_result_names_token; for "most"
 *     and "least", the word after) link by a measure or the lexicon to number columns of
 *     which exactly one belongs to a table the candidate's outer SELECT declares once;
 *   - the candidate is a SELECT (not DISTINCT) with no GROUP BY, HAVING, ORDER BY or
 *     LIMIT, no aggregate among its outputs, and ranks nothing anywhere
 *     (sql_directions.h: sql_ranks_anything).
 * Where no superlative ranks numbers and those of dates give one direction ("earliest",
 * "latest", "first", "last": sql_directions.h), the copy ranks by a date or time column
 * that ends no period (not a to_date beside a from_date: sql_current_rows.h): the one of
 * the table a word within two after the superlative names ("Who was the first manager of
 * Research?": dept_manager's from_date), else the one of all the tables the outer SELECT
 * declares once; a SELECT DISTINCT is ranked too, as a SELECT (its first row is one).
 * A candidate that answers the min, max, sum or average of a column holding no dates where
 * the superlatives are of dates and a word within two after one of them names a table
 * ("How much does the most recent treatment cost?" said as max(cost_of_treatment)) gets a
 * copy that answers the column itself of the table's row ranked first by that table's date
 * ("ORDER BY date_of_treatment DESC LIMIT 1"); the candidate pays the cost step
 * date_ranked_as_aggregate (answer_steps.h).
 * The copy leaves out the WHERE's equalities of a number column with a number the question
 * does not say.  Ranked by its dimension, the copy that answers with that dimension
 * answers with the thing instead (sql_dimension_things.h; the answer stage applies it).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_SUPERLATIVE_RANKING_H
#define DTFIXUP_SQL_SUPERLATIVE_RANKING_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"
#include "text/tokenizer.h"

/* The copy (above), or NULL when none is to be made; ast is not changed. */
SqlNode    *sql_superlative_ranking(const SqlNode *ast, const SchemaGraph *g,
									const TextTokens *t, const LinkResult *links,
									const QuestionDirections *d);

/* 1 when the copy above is made of ast by answering a column where ast answers an
 * aggregate of it (the most recent treatment's cost said as max(cost_of_treatment)),
 * else 0. */
int			sql_date_ranked_as_aggregate(const SqlNode *ast, const SchemaGraph *g,
										 const TextTokens *t, const LinkResult *links,
										 const QuestionDirections *d);

#endif
