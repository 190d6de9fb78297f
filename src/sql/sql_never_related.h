/*
 * sql_never_related.h — rows no row of a related table refers to, where the candidate says
 * the question's "never" not at all.
 *
 * "Which products has nobody ever ordered?", "Which authors haven't written anything for
 * us?": the products no order line refers to, the authors no title-author row names.  The
 * model reads the table the question lists but not the relation it negates, and answers
 * "SELECT product_name FROM products" with no condition.  The copy step never_related makes
 * of such a candidate a copy that keeps its conditions and adds
 * "key NOT IN (SELECT fk FROM child)" when
 *   - the question negates (sql/sql_negations.h) but no stored value and no column of the
 *     candidate's table (those are turn_negations' and negated_absent's);
 *   - the candidate is one SELECT of one base table whose primary key is one column, with no
 *     GROUP BY, and says no "no" anywhere (sql_negations_says_no);
 *   - the child is, of the tables whose one-column foreign key refers to that key, the one
 *     whose foreign-key column a word after the negation links to ("nobody reporting to
 *     them": employees.reports_to), else the one a word after the negation names as a
 *     table ("nobody ever ordered": orderdetails, the only table referring to products that
 *     "ordered" names), else, for "nobody", "no one" or "not ... anyone", the one whose
 *     rows are people (schema/name_columns.h: "departments with nobody working in them",
 *     employees rather than job_history), else the only one there is.
 * Where the question negates a column of the candidate's table, that column is the child's
 * foreign key when it is the table's one key to its own key and the word linked to it is
 * said of the rows it refers to (sql_negations_refers_to_own_rows: "Which employees have
 * nobody reporting to them?", the employees no reports_to names).
 * A nullable foreign key is read with "fk IS NOT NULL": a NOT IN over a list that holds a
 * NULL is never true, so one order line without a product would leave no product unordered.
 *
 * The model also says such a question with a join and no "no": "Which museum has had zero
 * visitors?" as "SELECT DISTINCT name FROM museum JOIN visit ON ... JOIN visitor ON ...",
 * the museums that were visited.  Where the outputs read one table instance whose primary
 * key is one column, it is joined to a child on the child's foreign key to that key, no
 * other FROM item joins it, and each condition of the WHERE (and of the ORDER BY) reads it
 * alone or the others alone, the copy reads it alone with its own conditions and adds
 * "key NOT IN (SELECT fk FROM child JOIN ... WHERE <the others' conditions>)".
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_NEVER_RELATED_H
#define DTFIXUP_SQL_NEVER_RELATED_H

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_negations.h"

/* The copy (above), or NULL when none is to be made; ast is not changed. */
SqlNode    *sql_never_related(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
							  const LinkResult *links, const TableNames *names,
							  const QuestionNegations *n);

#endif
