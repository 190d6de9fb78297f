/*
 * sql_each_named_value.h — each of the values a question names of one column, answered
 * group by group.
 *
 * "What is the average pay of the men and of the women we employ today?" names two values
 * of employees.gender ("men" 'M', "women" 'F': value links, schema/linking.h), and the
 * beam's candidates answer the average of the women alone: `WHERE gender = 'F'`.  The
 * question asks for one number per value.  Where a candidate answers with aggregates only
 * (no GROUP BY) and its WHERE fixes a column to one of two or more values the question
 * names of that column (the column compared nowhere else in the WHERE), each value in a
 * phrase of its own (the same word before each: "how many men and how many women", "of the
 * men and of the women"; "the continents Asia and Europe" asks for one total), the copy asks for
 * all of them and answers per value: `gender IN ('M', 'F')`, the column first among the
 * output columns, `GROUP BY gender`.  A copy step of the answer stage (answer_steps.h,
 * each_named_value): the copy costs one below its source, and the source leaves a named
 * value out (sql/sql_mentions.h).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_EACH_NAMED_VALUE_H
#define DTFIXUP_SQL_EACH_NAMED_VALUE_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Most values of one column one copy asks for. */
#define EACH_NAMED_VALUE_MAX 8

/* The copy of ast that answers each named value (above); NULL when ast is no such query. */
SqlNode    *sql_each_named_value(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
								  const LinkResult *links);

#endif
