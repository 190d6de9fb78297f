/*
 * sql_whole_orders.h — a whole order asked for, where the candidate keeps the extreme row.
 *
 * "List the Finance department's staff from the highest paid to the lowest." decoded
 * "... WHERE salary = (SELECT max(salary) FROM employees) AND department_name = 'Finance'":
 * the best paid alone.  The question asks for every row, in order (sql_directions.h: a
 * whole order, "from the highest X to the lowest", "from high to low", "oldest first"),
 * and the model, which has few such orders to learn from, says the superlative as the
 * extreme.  The copy step whole_orders makes of such a candidate a copy that keeps every
 * row and orders them by the column instead: "... WHERE department_name = 'Finance' ORDER
 * BY salary DESC", when
 *   - the question asks for a whole order whose first superlative gives numbers (or, of
 *     none, dates) a direction: up ("highest", "latest") orders DESC, down ASC;
 *   - the candidate is a SELECT with no GROUP BY, ORDER BY or LIMIT, whose
 *     WHERE holds exactly one comparison "column = (SELECT max|min(column) ...)" of a
 *     column with the extreme of the same column, among its top AND chain.
 * The copy drops that comparison and keeps the rest, as a plain SELECT (a SELECT DISTINCT
 * may order only by what it shows; a whole order lists each row).  (A whole order cut by a
 * LIMIT is turn_directions' to copy without it: sql_directions.h.)  The candidate pays the cost step
 * extreme_for_order (answer_steps.h): it answers one row where the question asks for all.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_WHOLE_ORDERS_H
#define DTFIXUP_SQL_WHOLE_ORDERS_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"

/* The copy (above), or NULL when none is to be made; ast is not changed. */
SqlNode    *sql_whole_order(const SqlNode *ast, const SchemaGraph *g, const QuestionDirections *d);

#endif
