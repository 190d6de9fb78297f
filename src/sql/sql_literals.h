/*
 * sql_literals.h — the literals of an AST, and putting other values in their place.
 *
 * A literal is a Value terminal (text, integer, numeric) or a LIMIT count.  Its "core" is
 * its text without the '%' wildcards a LIKE pattern wraps it in ('%texas%' -> texas), so
 * that a value standing in a pattern is found and replaced inside it.  Answering from a
 * stored pair (schema/delex.h) replaces the literals that stand for the question's values
 * in the pair's AST, which is then rendered with the renderer's quoting like any decoded
 * query: values are never pasted into SQL text.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_LITERALS_H
#define DTFIXUP_SQL_LITERALS_H

#include <stdbool.h>

#include "common/error.h"
#include "sql/sql_ast.h"

/* The distinct cores of root's literals in pre-order; *out is dt_alloc'ed (strings too).
 * Returns how many.  Empty cores (a pattern of wildcards only) are left out. */
int			sql_literal_cores(const SqlNode *root, char ***out);
void		sql_literal_cores_free(char **cores, int n);

/*
 * The Value terminals of ast (text and numbers, every clause; not a LIMIT count), as
 * pointers into ast, in tree order: at most max; returns how many were stored.
 */
int			sql_value_literals(const SqlNode *ast, const char **out, int max);
/* The same of its number terminals alone (integer and numeric). */
int			sql_number_literals(const SqlNode *ast, const char **out, int max);

/*
 * Does a literal say a value?  key is text_normalize_key of the value; true when the
 * literal's key holds it as whole words ('%Smith%' and 'John Smith' say "smith").
 */
bool		sql_literal_uses(const char *literal, const char *key);
/* The same test on a literal already normalised (text_normalize_key). */
bool		sql_key_holds(const char *literal_key, const char *key);

/* One replacement: every literal whose core is old_core gets new_core as its core. */
typedef struct SqlLiteralSwap
{
	const char *old_core;
	const char *new_core;
} SqlLiteralSwap;

/*
 * Apply swaps to root in place.  A literal keeps its wildcards and its type; a number
 * literal (and LIMIT) accepts only a new core of its kind: an integer becomes numeric
 * when the new core has a fraction, a LIMIT must stay a non-negative integer.  False (err
 * set, DT_ERR_INVALID_PARAMETER) when a new core does not fit its literal; root may then be half
 * changed.  *n_swapped (may be NULL): literals replaced.
 */
bool		sql_swap_literals(SqlNode *root, const SqlLiteralSwap *swaps, int n_swaps,
							  int *n_swapped, DtError *err);

#endif
