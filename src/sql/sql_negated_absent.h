/*
 * sql_negated_absent.h — a column the question negates, tested for its absence where the
 * candidate says the negation some other way.
 *
 * "How many employees earn no commission?", "Which titles don't have a price yet?",
 * "Which orders haven't shipped yet?": the rows whose column (commission_pct, price,
 * shipped_date) holds nothing.  The model, knowing no such test, says the "no" with what
 * it knows: no condition at all, a NOT IN subquery of unrelated rows, or an EXCEPT of all
 * the rows and some of them.  The copy step negated_absent makes, of such a candidate, a
 * copy that tests the column for NULL instead, when
 *   - the question negates the column (sql/sql_negations.h: "no", "without", "n't" ... at
 *     most NEGATION_REACH words before a word linked to it, not only through the lexicon:
 *     "never sold" says nothing of sellenddate), the column may hold NULL and is no
 *     primary key, and the candidate reads it nowhere; not the table's key to itself
 *     said of the rows it refers to ("nobody reporting to them": sql_never_related.h);
 *   - the candidate's outer SELECT (or, for an EXCEPT, its left operand, which becomes
 *     the copy and whose reads are the ones that count) declares the column's table once;
 *     exactly one negated column qualifies.
 * The copy's WHERE keeps the candidate's conditions but its NOT IN and NOT EXISTS
 * subqueries (the negation said otherwise) and adds "column IS NULL".
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_NEGATED_ABSENT_H
#define DTFIXUP_SQL_NEGATED_ABSENT_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_negations.h"

/* The copy (above), or NULL when none is to be made; ast is not changed. */
SqlNode    *sql_negated_absent(const SqlNode *ast, const SchemaGraph *g,
							   const QuestionNegations *n);

#endif
