/*
 * sql_counted_groups.h — "how many" of the groups a HAVING keeps, not a count per group.
 *
 * "How many customers have ordered more than twice?" decoded "SELECT count(*) FROM orders
 * GROUP BY user_id HAVING count(*) > 2": one row per such customer, each holding that
 * customer's number of orders, where the question asks for one number, how many customers
 * there are.  The model writes the grouping and the condition right and stops short of the
 * outer count, which takes a subquery in FROM.  Where the question asks "how many", a
 * SELECT (not DISTINCT) whose only output is count(*), with a GROUP BY and a HAVING and no
 * ORDER BY or LIMIT, becomes the count of its groups: "SELECT count(*) FROM (SELECT user_id
 * FROM orders GROUP BY user_id HAVING count(*) > 2) AS t1" (the inner SELECT answers its
 * GROUP BY columns).  The rewrite count_groups (answer_steps.h) applies it to every
 * candidate.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_COUNTED_GROUPS_H
#define DTFIXUP_SQL_COUNTED_GROUPS_H

#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* ast as the count of its groups (above; a new tree, ast freed), or ast itself, unchanged,
 * when the question asks no "how many" or ast is no such query. */
SqlNode    *sql_counted_groups(SqlNode *ast, const TextTokens *tokens);

#endif
