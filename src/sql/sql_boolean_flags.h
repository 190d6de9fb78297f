/*
 * sql_boolean_flags.h — a boolean column the question names, tested as the flag it is.
 *
 * "Which stores have a coffee bar?" (store.coffee_bar boolean), "How many of our products
 * are low fat?" (product.low_fat boolean): the rows whose flag is true.  Spider's training
 * queries hardly ever test a boolean column, and the model writes what it knows instead:
 * the column compared with a subquery of itself (coffee_bar = (SELECT coffee_bar ...)), or
 * counted (count(DISTINCT low_fat)).  The copy step boolean_flags makes, of such a
 * candidate, a copy that tests the flag, when
 *   - a question span links to a boolean column by its name (exactly or through the
 *     lexicon), and the column is the only boolean one the question names;
 *   - the candidate's outer SELECT declares the column's table once, and the candidate
 *     nowhere compares the column with TRUE, FALSE or NULL;
 * then the copy's outer WHERE drops its conditions on the column, adds "column = TRUE"
 * ("= FALSE" where the question negates the column: sql/sql_negations.h), and a count of
 * the column among its output columns counts the rows (count(*)).
 *
 * A flag stored as a number ("Which products are discontinued?" over discontinued integer,
 * whose rows hold 0 and 1: pg/answer/flag_columns.h) is tested the same way, "= 1".
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_BOOLEAN_FLAGS_H
#define DTFIXUP_SQL_BOOLEAN_FLAGS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_negations.h"

/* The copy (above), or NULL when none is to be made; ast is not changed.  zero_one (per
 * graph column; may be NULL) marks number columns that hold only 0 and 1: flags too,
 * tested "= 1" ("= 0"), and a comparison with a number is their test. */
SqlNode    *sql_boolean_flags(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
							  const QuestionNegations *n, const bool *zero_one);

#endif
