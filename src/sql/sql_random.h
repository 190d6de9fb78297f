/*
 * sql_random.h — a random decoder: drives the transition system with legal actions chosen
 * at random.  It stands in for the neural decoder when testing the claim that every
 * complete legal action sequence renders to SQL PostgreSQL accepts (bench/grammar_fuzz)
 * and for property tests (test/unit/test_sql.c).
 */
#ifndef DTFIXUP_SQL_RANDOM_H
#define DTFIXUP_SQL_RANDOM_H

#include <stdint.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

typedef struct SqlRandomOptions
{
	int			max_actions;	/* give up (return NULL) beyond this many actions */
	int			soft_depth;		/* past this many open nodes, prefer leaves and Reduce */
	int			n_text_values;	/* pool for text literals (may be 0: then "x") */
	const char *const *text_values;
} SqlRandomOptions;

/*
 * One random complete AST (NULL when it ran past max_actions).  *state is the xorshift
 * state, advanced.  The actions taken are appended to `actions` when it is not NULL.
 */
SqlNode    *sql_random_ast(const SchemaGraph *graph, const SqlRandomOptions *options,
						   uint64_t *state, SqlActionList *actions);

#endif
