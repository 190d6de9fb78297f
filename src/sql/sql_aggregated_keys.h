/*
 * sql_aggregated_keys.h — a sum or an average of a key.
 *
 * "How many employees work in the Sales department?" decoded "SELECT sum(employee_id)
 * ...": a key identifies a row, and its sum or average is no answer to anything.  None of
 * the 7,000 queries of Spider's training set and none of its dev set's 1,034 adds up or
 * averages an identifier; the model writes one where it has the right table and the
 * wrong aggregate.  So each sum or average (DISTINCT or not) of a column that is part of
 * its table's primary key or of a foreign key, or whose name has the word "id", anywhere
 * in the query, is a cost of the answer stage (answer_steps.h, aggregated_keys).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_AGGREGATED_KEYS_H
#define DTFIXUP_SQL_AGGREGATED_KEYS_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Whether graph column c of g identifies rows: part of its table's primary key or of a
 * foreign key, or a name with the word "id". */
bool		sql_column_is_identifier(const SchemaGraph *g, int c);

/* How many sums and averages of an identifier column ast has, at any depth. */
int			sql_aggregated_keys(const SqlNode *ast, const SchemaGraph *g);

/*
 * The copy of ast that counts what it adds up: where the question asks "how many" (and
 * not "how much"), each output of its outer SELECT that is the sum or average of an
 * identifier column becomes count(*) (count(DISTINCT c) of a DISTINCT one).  "How many
 * people did we hire in June 1990?" decoded sum(emp_no) over the month's hires; the
 * source pays aggregated_keys (2), so the copy, ranked 1 below it, comes first (the copy
 * step count_keys).  NULL where the question or ast gives nothing to turn.
 */
SqlNode    *sql_count_keys(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t);

#endif
