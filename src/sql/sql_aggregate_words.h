/*
 * sql_aggregate_words.h — the aggregate a word right before a column's name asks for.
 *
 * "Asia's total population and top GNP?" decoded "sum(population), sum(gnp)"; "Top net
 * worth for each citizenship" as sum(net_worth_millions): the model repeats the aggregate
 * it wrote last.  A word of aggregation right before a word linked to a column (exactly,
 * through the lexicon or by an abbreviation) asks for that aggregate of it:
 *   max  "maximum", "max", "highest", "top", "largest", "biggest", "greatest";
 *   min  "minimum", "min", "lowest", "smallest", "fewest";
 *   sum  "total", "combined";
 *   avg  "average", "mean", "avg";
 * and "how much" asks for a sum of the column its next word names, even in part ("How much
 * tax was charged on ...?": tax_amount), where the question says no extreme (no max or min
 * word above, nor "most" or "least");
 * unless the word is itself a word of a name a question word links to (max_temperature_f,
 * total_horses, average_attendance: schema/linking.h, link_result_names_token).  Of Spider's
 * 7,000 training questions, 1,006 have such a word before another word; of their queries,
 * 49 neither aggregate so nor rank, nearly all through such names.
 *
 * A candidate that aggregates such a column with sum, avg, min or max of another kind than
 * the word's, and with none of the word's kind, goes against it (max against min is
 * sql_directions.h's and is not counted here): the cost step against_aggregates counts
 * these, and the copy step turn_aggregates makes a copy with each such aggregate of the
 * word's kind.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_AGGREGATE_WORDS_H
#define DTFIXUP_SQL_AGGREGATE_WORDS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* How many of the question's aggregate words ast goes against (above). */
int			sql_aggregate_words_against(const SqlNode *ast, const SchemaGraph *g,
										const TextTokens *t, const LinkResult *links);

/* The copy of ast with the aggregates that go against the words of the kind the words ask
 * for (above); NULL when none does. */
SqlNode    *sql_aggregate_words_turned(const SqlNode *ast, const SchemaGraph *g,
									   const TextTokens *t, const LinkResult *links);

#endif
