/*
 * sql_values_had.h — "Which employees have a middle name?": the rows whose column holds a
 * value.
 *
 * The model answers with every employee (and the middle name beside, NULL for most), where
 * the question asks for those that have one: the positive of sql_negated_absent.h's "no
 * commission".  A question says it has a column when "have", "has" or "having", with no
 * negation right before it ("not", "n't", "never", "no", "t" of "don't"), is followed by
 * "a" or "an" and words that name a column exactly (its whole name), a column that is no
 * primary key and holds NULL on some rows (the database's side says which: pg/answer/
 * null_columns.h).  The rewrite values_had adds "column IS NOT NULL" to an outer SELECT
 * (not a set operation) that declares the column's table once and tests the column nowhere
 * in its WHERE ("have a credit limit of zero" compares it already).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_VALUES_HAD_H
#define DTFIXUP_SQL_VALUES_HAD_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The graph column the question says the rows have (above); -1 when none.  holds_nulls:
 * per graph column, whether some rows hold NULL (NULL: none does). */
int			sql_value_had(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
						  const bool *holds_nulls);

/* ast with "column IS NOT NULL" added (above), in place; returns ast. */
SqlNode    *sql_values_had(SqlNode *ast, const SchemaGraph *g, int column);

#endif
