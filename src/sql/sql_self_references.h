/*
 * sql_self_references.h — who reports to whom, in a table that refers to itself.
 *
 * "Who reports to Derrick Whelply?" decoded "SELECT full_name FROM employee WHERE
 * first_name = 'Derrick' AND last_name = 'Whelply'": Derrick himself.  The people a named
 * person manages are other rows of the same table, those whose reference to the table
 * (employee.supervisor_id, employees.manager_id, employees.reports_to: a foreign key of the
 * table to its own primary key) holds the named row's key; the general model writes the
 * self-join that says so for some questions and not for others.
 *
 * The rewrite self_references, where the question says which way the line runs
 * (sql_reports_ask):
 *   - REPORTS_BELOW, the rows under the one it names: "report(s/ing) [directly] to X",
 *     "work(s) under X", "managed by X", "supervised by X", "X's direct reports",
 *     "X's subordinates";
 *   - REPORTS_ABOVE, the row over the one it names: "does X report to?" (the "to" last),
 *     "X's manager / boss / supervisor / superior", "who manages / supervises X",
 * turns a candidate that reads the table once (its one self-reference: a single-column
 * foreign key to its single-column primary key, or where the table declares none, its one
 * column named for the person over a row, of the key's type class and referring to nothing:
 * supervisor_id, manager_id, mgr, reports_to), fixed by equalities to stored values and
 * nothing else, answering with its columns or count(*), into the self-join: the named row
 * kept as it is, a second instance of the table joined on the reference (below: the rows
 * whose reference is the named row's key; above: the row the named row refers to), and
 * the answer read from that second instance.  A candidate that says the named row with an
 * IN subquery of the same table ("employee_id IN (SELECT department_id FROM employees
 * WHERE first_name = 'Neena') AND last_name = 'Yang'") first has the subquery's
 * equalities moved to the outer row in place of the IN.  A candidate that already joins
 * the table to itself is left as it is.
 *
 * A table of people that refers to no row of itself runs the line through the group each
 * belongs to, where there is exactly one: a table its one key refers to, whose one key back
 * to the people is named for the person over a row (Db2's employee.workdept and
 * department.mgrno, Firebird's employee.dept_no and department.mngr_no): above, the named
 * row's group joined on its key and the group's head on the group's; below, the groups the
 * named row heads and their members.
 *
 * REPORTS_TOP, the rows with no one above them ("no manager", "without a boss", "reports
 * to no one", "doesn't report to anyone"): a candidate that reads the table alone, an
 * EXCEPT of two such SELECTs ("(SELECT employee_number FROM employees) EXCEPT (SELECT
 * reports_to FROM employees)": those no one reports to), or one whose WHERE holds NOT IN
 * or NOT EXISTS subqueries and nothing else, becomes its (left) SELECT with the WHERE
 * "reports_to IS NULL".  Any other candidate that tests no reference to itself for NULL
 * and answers no aggregate ("Who has no manager?" answered "(SELECT country_id FROM
 * countries) EXCEPT (SELECT department_name FROM departments)") becomes "SELECT
 * first_name, last_name FROM employees WHERE manager_id IS NULL" where the question asks
 * for the rows of the one table of the graph that refers to itself, a table of people:
 * with "who", or a word that names the table (sql_reports_top_table).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_SELF_REFERENCES_H
#define DTFIXUP_SQL_SELF_REFERENCES_H

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

typedef enum ReportsAsk
{
	REPORTS_NONE = 0,
	REPORTS_BELOW,				/* the rows under the named one: "who reports to X" */
	REPORTS_ABOVE,				/* the row over the named one: "X's manager" */
	REPORTS_TOP					/* the rows with no one over them: "no manager" */
} ReportsAsk;

/* Which way the question's words run a reporting line; REPORTS_NONE when they say none or
 * both. */
ReportsAsk	sql_reports_ask(const TextTokens *tokens);

/* The table whose rows with no one above them a REPORTS_TOP question asks for (above):
 * the graph's one table that refers to itself, of people (names: the graph's name columns),
 * where the question asks "who" (who) or links a word to it by name; -1 otherwise. */
int			sql_reports_top_table(const SchemaGraph *g, const LinkResult *links,
								  const TableNames *names, bool who);

/* ast as the self-join above (ast itself, changed in place, or a new tree with ast freed);
 * ast unchanged when ask is REPORTS_NONE or ast is not of the shape above.  top: what
 * sql_reports_top_table gave (-1: none). */
SqlNode    *sql_self_references(SqlNode *ast, const SchemaGraph *g, ReportsAsk ask, int top,
								const TableNames *names);

#endif
