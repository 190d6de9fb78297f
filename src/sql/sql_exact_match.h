/*
 * sql_exact_match.h — exact-match comparison of two ASTs after normalisation.
 *
 * The canonical form of an AST is a string in which
 *   - table instances are named by where they are declared, not by their ids or aliases:
 *     a column reference becomes (how many query levels up, position in that query's FROM
 *     list, column), so t0/t1 aliases and instance numbering never matter;
 *   - the operands of AND and of OR (commutative) are flattened and sorted;
 *   - everything else (rules, tables, columns, values with their types, LIMIT) is kept.
 * Two ASTs are an exact match when their canonical forms are equal (the Spider metric's
 * spirit: structure and values, not surface spelling).
 */
#ifndef DTFIXUP_SQL_EXACT_MATCH_H
#define DTFIXUP_SQL_EXACT_MATCH_H

#include <stdbool.h>

#include "sql/sql_ast.h"

/* Canonical form (dt_alloc'ed: free it with dt_free). */
char	   *ast_canonical_form(const SqlNode *ast);

/* Exact match of two ASTs (either may be NULL: no match). */
bool		ast_exact_match(const SqlNode *a, const SqlNode *b);

#endif
