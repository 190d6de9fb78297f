/*
 * sql_role_bridges.h — a bridge table that says a role, taken where the question says none.
 *
 * Two tables a schema relates twice: employees and departments through dept_emp (who works
 * where) and through dept_manager (who manages what).  "Which departments has Duangkaew
 * Piveteau worked in?" decoded through dept_manager answers with the departments she
 * managed.  A bridge (a table with foreign keys to two other tables) whose name says only
 * the tables it bridges ("dept", "emp": each name word a prefix or an abbreviation of a
 * word of one of them, or one of their words a prefix of it) is the plain relation; one
 * whose name adds a word ("manager") is a role, which a question says when it means it.
 * Each table instance of a query that is such a role bridge, named by no word of the
 * question (no exact or lexicon table link to it: "Development" abbreviated to its "dept"
 * names the departments; and no word beginning with the role word but
 * for its last two letters: "manage", "managed"), where a plain bridge between the same two
 * tables exists, is a cost of the answer stage (answer_steps.h, role_bridges).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_ROLE_BRIDGES_H
#define DTFIXUP_SQL_ROLE_BRIDGES_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Whether table t bridges a and b (a foreign key to each, a != b) and its name says only
 * them (above); *a and *b set when it bridges two tables (the first two it references). */
bool		sql_bridge_is_plain(const SchemaGraph *g, int t, int *a, int *b);

/* Per table of g, whether it is a role bridge the question (tokens, links) does not name
 * where a plain bridge between the same two tables exists (above): found once per question
 * (answer/answer_facts.h).  dt_alloc'ed; NULL when no table is one. */
bool	   *sql_unsaid_role_bridges(const SchemaGraph *g, const TextTokens *tokens,
									const LinkResult *links);

/* How many table instances of ast read a table unsaid flags (sql_unsaid_role_bridges; NULL:
 * none). */
int			sql_role_bridges(const SqlNode *ast, const SchemaGraph *g, const bool *unsaid);

#endif
