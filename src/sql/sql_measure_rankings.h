/*
 * sql_measure_rankings.h — a ranking by the sum of a measure that a related table holds.
 *
 * "Which store ordered the most copies?" decoded "SELECT stor_name FROM stores ORDER BY
 * stor_name DESC LIMIT 1": the general model ranks the table the question names by one of
 * its own columns, because the measure the superlative asks for (copies: sales.qty) is in
 * the table of the rows that refer to it, and saying so takes a join, a GROUP BY and a sum
 * it rarely writes.  The copy step rank_measures makes of such a candidate a copy that
 * joins that table along its foreign key and ranks by the sum: "SELECT stor_name FROM
 * stores JOIN sales ON sales.stor_id = stores.stor_id GROUP BY stores.stor_id ORDER BY
 * sum(sales.qty) DESC LIMIT 1", when
 *   - the question's superlatives give numbers one direction (sql_directions.h), and its
 *     measure words after a superlative ("copies", "revenue", "spending": schema/measures.h)
 *     link to measure columns, exactly one of them in a table other than the candidate's,
 *     which refers to the candidate's table by exactly one single-column foreign key to its
 *     single-column primary key, and none in the candidate's table itself (there, ranking by
 *     that column is the rank_superlatives step's);
 *   - the candidate is a SELECT (not DISTINCT) of one table, with no GROUP BY or HAVING and
 *     no aggregate among its outputs, ranked by one plain column that measures nothing
 *     (ORDER BY with LIMIT).
 * The copy keeps the candidate's outputs, WHERE and LIMIT; it groups by the primary key
 * (which the outputs depend on) and ranks DESC for "most", ASC for "least".
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_MEASURE_RANKINGS_H
#define DTFIXUP_SQL_MEASURE_RANKINGS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"
#include "text/tokenizer.h"

/* The copy (above), or NULL when none is to be made; ast is not changed. */
SqlNode    *sql_measure_ranking(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
								const LinkResult *links, const QuestionDirections *d);

#endif
