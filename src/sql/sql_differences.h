/*
 * sql_differences.h — one number column of a row less another: "the difference between the
 * list price and the minimum price", "the biggest markup over its buy price".
 *
 * "What is the difference between the list price and the minimum price of the Desk - W/48?"
 * decoded "SELECT list_price, min(min_price) ... GROUP BY list_price": the model, trained
 * on Spider, where such a difference is rare, answers with the two columns side by side.
 * A question asks for one column less another of the same row where it says
 *
 *   - "difference between [the|its|their] A and [the|its|their] B" (A - B),
 *   - "A minus B",
 *   - "how much more (higher, greater) than [its|the|their] B is [the] A" (A - B),
 *   - "markup" or "margin" over (on, above) [its|the|their] B: the list price of B's table
 *     less B; with no B, its table's cost (measures.h's price kinds: the table's one list
 *     price, else its one plain price, less its one cost),
 *
 * where A and B are named by number columns of the same table (the longest naming nearest
 * the words: a column linked by name, not through a value; at most one pair a table).  A superlative right before
 * "difference", "markup" or "margin" ("the biggest markup") ranks the rows by it.
 *
 * The copy step subtract_columns makes, of a candidate that reads one instance of that
 * table and does not subtract the two already, a copy that answers with A - B (an amount:
 * the candidate's other plain columns kept, its grouping and ranking dropped) or ranks by it
 * (ORDER BY A - B with the candidate's LIMIT, else LIMIT 1; its plain columns other than A
 * and B kept as the answer, its grouping dropped); conditions on A or B (the model's stand
 * ins for the difference) are dropped.  The candidate it copies pays the cost step
 * unsubtracted, so that the copy, one below it, comes first.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_DIFFERENCES_H
#define DTFIXUP_SQL_DIFFERENCES_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Pairs of columns of one table a question's words may name, at most (a table's and a
 * view's "list price" and "minimum price"). */
#define DIFFERENCE_PAIRS_MAX 4

/* The difference a question asks for: minuend - subtrahend, two number columns of one
 * table; where its words name such pairs of several tables, each, the copy taking the
 * first whose table the candidate reads. */
typedef struct ColumnDifference
{
	int			n_pairs;		/* 0 when the question asks for none */
	int			minuend[DIFFERENCE_PAIRS_MAX];	/* graph columns */
	int			subtrahend[DIFFERENCE_PAIRS_MAX];	/* graph columns, of the same table */
	int			rank;			/* 0: asked as an amount; DIRECTION_UP: the greatest first;
								 * DIRECTION_DOWN: the smallest first */
} ColumnDifference;

/* The difference the question asks for (above); n_pairs 0 when none. */
ColumnDifference sql_difference_find(const SchemaGraph *g, const TextTokens *tokens,
									 const LinkResult *links);

/* The copy of ast answering with or ranking by the difference (above); NULL when the
 * question asks for none, ast is no SELECT reading one instance of the columns' table, or
 * subtracts them already. */
SqlNode    *sql_difference(const SqlNode *ast, const SchemaGraph *g, const ColumnDifference *d);

#endif
