/*
 * sql_self_filters.h — a subquery of the outer query's own table that can only filter it.
 *
 * "When was Life Without Fear published?" decoded "SELECT pubdate FROM titles WHERE
 * title_id NOT IN (SELECT pub_id FROM titles WHERE title = 'Life Without Fear')": the
 * "without" of the title drew a NOT IN, and the subquery compares a title's id with a
 * publisher's id, which no question means (unkeyed_subqueries costs it).  What the query
 * says of its rows is the subquery's condition.  Where the outer SELECT reads one base
 * table, and one operand of its WHERE's top AND chain is "x [NOT] IN (SELECT y FROM <the
 * same table> WHERE c)" with x a column of the outer table, y one no join could equate
 * with x (sql_join_keys.h), the subquery reading that table alone with a WHERE that reads
 * no other query's table instance and no GROUP BY, HAVING, ORDER BY or LIMIT, the copy
 * self_filters puts c, read of the outer table, in that operand's place: "SELECT pubdate
 * FROM titles WHERE title = 'Life Without Fear'".  A NOT IN only where the question
 * negates nothing (sql_negations.h: a "without" inside a stored value is no negation);
 * where it does, the NOT is meant and the subquery's rows are not those to keep.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_SELF_FILTERS_H
#define DTFIXUP_SQL_SELF_FILTERS_H

#include <stdbool.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* self_filters' copy of ast (above); NULL when there is none to make.  negates: whether
 * the question says a negation.  ast is not changed. */
SqlNode    *sql_self_filter(const SqlNode *ast, const SchemaGraph *g, bool negates);

#endif
