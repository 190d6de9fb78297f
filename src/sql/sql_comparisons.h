/*
 * sql_comparisons.h — the comparisons of a column with a literal in a query's AST, as
 * graph columns: what the value check (src/answer/answer_steps.h) looks up in the
 * database and what ranks candidates by the values a question names (sql_named_values.h);
 * also a query's answer columns and the tables and columns it reads (sql_mentions.h).
 *
 * The AST is walked once for its table instances (instance id -> graph table) and once for
 * its comparisons, in either operand order (the literal is put on the right and the
 * operator mirrored): a text column with a text literal under =, <>, IN (...) and NOT IN
 * (...) (one "=" or "<>" for each listed literal), and under LIKE and ILIKE as "column
 * LIKE pattern" (ordering operators on text depend on collations), a number column with a
 * numeric literal under = <> IN NOT IN < <= > >=.  Only columns of base tables of the
 * graph count (not a subquery's output).
 */
#ifndef DTFIXUP_SQL_COMPARISONS_H
#define DTFIXUP_SQL_COMPARISONS_H

#include <stdbool.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* At most this many table instances and comparisons are collected. */
#define SQL_COMPARISONS_MAX 64

/* One comparison "column op literal". */
typedef struct SqlComparison
{
	int			column;			/* graph column index */
	const char *op;				/* "=", "<>", "<", "<=", ">", ">=", "LIKE", "ILIKE" */
	bool		numeric;		/* a number column and a numeric literal; else text under
								 * "=", "<>", "LIKE" or "ILIKE" */
	const char *literal;		/* points into the AST */
} SqlComparison;

/* What one walk of a query collects. */
typedef struct SqlComparisons
{
	int			n_instances;
	int			instance_id[SQL_COMPARISONS_MAX];
	int			instance_table[SQL_COMPARISONS_MAX];	/* graph table, -1 for a subquery in FROM */
	int			n;
	SqlComparison items[SQL_COMPARISONS_MAX];
	bool		overflow;		/* more than SQL_COMPARISONS_MAX of either: incomplete */
} SqlComparisons;

/* The comparisons of ast over g into *out (out->overflow: there were too many). */
void		sql_comparisons_collect(const SqlNode *ast, const SchemaGraph *g, SqlComparisons *out);

/*
 * The comparisons "text column = 'literal'" of ast (IN lists included), as graph column
 * indices and literal texts (pointers into ast): at most max of them; returns how many
 * were stored.
 */
int			sql_text_equalities(const SqlNode *ast, const SchemaGraph *g, int *columns,
								const char **literals, int max);

/*
 * The answer columns of ast: the select items of its outermost query (of both operands of a
 * UNION, INTERSECT or EXCEPT) that are a bare column of a base table, as graph column
 * indices (an aggregate, an expression or '*' is none): at most max; returns how many.
 */
int			sql_answer_columns(const SqlNode *ast, const SchemaGraph *g, int *columns, int max);

/*
 * The base tables and columns ast reads anywhere (every clause, subqueries included), set
 * in tables[0..g->n_tables) and columns[0..g->n_columns) (nothing is cleared).  false, with
 * nothing set, when ast has more than SQL_COMPARISONS_MAX table instances.
 */
bool		sql_read_items(const SqlNode *ast, const SchemaGraph *g, bool *tables, bool *columns);

/*
 * Whether cond is "column = 'text literal'" (either operand order, a column of a base table
 * of g): then *column is its graph column and *literal the Value node (in cond).
 */
bool		sql_text_equality(const SqlNode *cond, const SchemaGraph *g, int *column,
							  SqlNode **literal);
/* Whether cond is "column = <integer>" (either operand order): *column and *literal as
 * above. */
bool		sql_integer_equality(const SqlNode *cond, const SchemaGraph *g, int *column,
								 SqlNode **literal);
/* Whether cond is "column LIKE 'text pattern'" (or ILIKE; the column first, as the grammar
 * writes it): then *column and *literal as above. */
bool		sql_text_pattern(const SqlNode *cond, const SchemaGraph *g, int *column,
							 SqlNode **literal);

#endif
