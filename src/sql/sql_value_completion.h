/*
 * sql_value_completion.h — a candidate query completed with the stored values the question
 * names and the query leaves out.
 *
 * "how many chinese restaurants are there in berkeley": 'chinese' is stored in
 * restaurant.food_type and 'berkeley' in restaurant.city_name, and every candidate of the
 * beam filters on one of them only.  The answer stage lowers such candidates' scores
 * (sql_mentions.h) but cannot pick a query the beam never built.  Completion builds it:
 * for each value mention the query leaves out, it adds "column = 'stored value'" to the
 * outermost WHERE, with AND, where
 *   - the outermost query is a SELECT (not UNION, INTERSECT or EXCEPT) whose WHERE, if it
 *     has one, is a comparison or an AND of conditions (adding to an OR would change
 *     which rows the other operand keeps);
 *   - the span has an exact or lexicon link to a stored value of the column (the literal
 *     is the value as stored: "asian" gives 'Asia');
 *   - the column's table is read by exactly one table instance of that SELECT's FROM, or
 *     of a self-join's instances the WHERE filters exactly one (the other part of a name
 *     goes with the first); or it is read by none, and exactly one single-column foreign
 *     key of the FROM's tables references it ("How many employees are editors?":
 *     employee.job_id to jobs, where 'Editor' is stored): it is joined on that key, a row
 *     meeting at most one of its rows, so what the query counts keeps its rows;
 *   - the WHERE does not compare the column already ("chinese or french restaurants"
 *     filtered on 'chinese': a second food_type = 'french' under AND matches nothing).
 *   - or, for the thing counted ("How many women work at the Tacoma store?": the span right
 *     after "how many", t may be NULL) in a SELECT that answers count(*) alone, the
 *     column's table is read by none and has exactly one single-column foreign key to a
 *     table the FROM reads (employee.store_id): it is joined on that key, and the count is
 *     of its rows, the ones the question counts;
 *   - or, last, the column's table is reached from the one table the FROM reads that leads
 *     there by the one shortest path of keys that keeps the rows (sql_key_paths.h:
 *     "customers in Canada", customer -> address -> city -> country), joined.
 * Of the columns a span can go to, the first in link order of a table instance the WHERE
 * filters already is used ("Which customers does Gerard Hernandez handle?": 'Hernandez'
 * stored in employees.last_name and customers.contact_last_name goes to the employee whose
 * first_name the query compares with 'Gerard'), else the first that qualifies without a
 * join, else the first that qualifies with one ('berkeley' stored in restaurant.city_name
 * and in geographic.city_name goes to the restaurant the query reads).  A number column's
 * value is written as a number where it is one (a comment's code: status = 3).  A value
 * the question negates (negations, may be NULL; sql_negations.h: "guests aside") is added
 * as "column <> 'stored value'".
 */
#ifndef DTFIXUP_SQL_VALUE_COMPLETION_H
#define DTFIXUP_SQL_VALUE_COMPLETION_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_negations.h"
#include "text/tokenizer.h"

/*
 * A new AST: ast with a filter for every left-out value mention that can be placed (above);
 * NULL when none can.  ast is not changed.
 */
SqlNode    *sql_complete_values(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
								 const LinkResult *links, const QuestionNegations *negations);

#endif
