/*
 * sql_values_elsewhere.h — a stored value of the question read from a table no word names,
 * where a table the question names holds it too.
 *
 * "Which customers are in Germany?" decoded "SELECT company_name FROM customers JOIN orders
 * ... WHERE orders.ship_country = 'Germany'": 'Germany' is stored in customers.country and
 * in orders.ship_country, and the model took the orders' column, of a table the question
 * never names, where the customers it asks about hold the value themselves (an invoice's
 * billing country beside its customer's country is the same trap).  An equality of a
 * column with a literal, where
 *   - a value link gives that literal (its stored spelling) to a column of another table
 *     that a question word names (a table link, not a partial one: "orders" names the
 *     view customer_order_products in part), a column of the same kind: their names
 *     end in the same word once "name", "id", "code", "no", "number" and "type" are set
 *     aside (country and ship_country; not state_name and river_name: "Through which
 *     states does the Mississippi run?" asks about the river; nor last_name and
 *     last_changed_by), and
 *   - no question word names the compared column's table: no table link to it, and no
 *     column link to one of its columns other than through the lexicon or a measure word
 *     or by a word that names a table as well ("customers" names orders.customer_id in
 *     part),
 * counts once per such table; each is a cost of the answer stage (answer_steps.h,
 * values_elsewhere).  A part of a person's name whose other part is compared on the same
 * row counts not: a name said whole names its row ("How many customers has Philip Chin
 * sold to?" compares employee.emp_fname and emp_lname, though customer.lname holds Chin
 * too).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_VALUES_ELSEWHERE_H
#define DTFIXUP_SQL_VALUES_ELSEWHERE_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* How many tables no word names ast compares a question's value on, where a named table
 * holds that value too (above). */
int			sql_values_elsewhere(const SqlNode *ast, const SchemaGraph *g, const LinkResult *links);

#endif
