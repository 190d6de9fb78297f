/*
 * sql_busiest.h — the rows a question ranks by how many there are of them: "busiest".
 *
 * "What was our busiest day for orders?" decoded "SELECT order_date FROM orders": every
 * day.  "Busiest" ranks what it qualifies by the number of rows that have it, as "the day
 * with the most orders" does, and no column says that number; the model, which has seen
 * the word seldom, ranks nothing.  The copy step rank_busiest makes of such a candidate a
 * copy grouped by its one answered column and ranked by the rows of each group: "SELECT
 * order_date FROM orders GROUP BY order_date ORDER BY count(*) DESC LIMIT 1"
 * ("quietest": ASC), when
 *   - the question says "busiest" or "quietest" (the direction; both: none);
 *   - the candidate is a SELECT or SELECT DISTINCT that answers one plain column, with no
 *     GROUP BY, HAVING, ORDER BY, LIMIT or aggregate, and ranks nothing anywhere
 *     (sql_directions.h: sql_ranks_anything);
 *   - its FROM joins other rows to the column's, or the column is neither a key nor its
 *     table's thing's name (schema/name_columns.h): "SELECT name FROM facilities" has one
 *     row per name, each group one row.
 * The candidate pays the cost step unranked_busiest (answer_steps.h) where the copy is
 * made.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_BUSIEST_H
#define DTFIXUP_SQL_BUSIEST_H

#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* DIRECTION_UP for "busiest", DIRECTION_DOWN for "quietest" (sql_directions.h), 0 for
 * neither or both; found once per question (answer_facts.h). */
int			sql_busiest_find(const TextTokens *t);

/* The copy (above) of ast ranked that way, or NULL when none is to be made; ast is not
 * changed. */
SqlNode    *sql_busiest_ranking(const SqlNode *ast, const SchemaGraph *g, const TableNames *names,
								 int direction);

#endif
