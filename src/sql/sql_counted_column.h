/*
 * sql_counted_column.h — "how many people" answered with the column that holds the count.
 *
 * "How many people live in Texas?" answered "SELECT count(*) FROM state WHERE state_name =
 * 'texas'": one, the rows named Texas, where state.population holds the answer.  A word
 * after "how many" that names a number column (exactly or through the lexicon: "people",
 * "citizens", "inhabitants" of population; no money column, which "how many" never counts),
 * and no table by its own name, asks for that
 * column's value, not for a count of rows.  The copy step counted_column makes, of a
 * candidate whose outer SELECT answers count(*) alone (no GROUP BY, HAVING, ORDER BY or
 * LIMIT), a copy that answers with that column of the table instance of its FROM that
 * holds it (with several, the one whose name the WHERE fixes: "in California" over state
 * joined with city is the state's population), drops the WHERE's equalities on that
 * column (the model's guess at its value, "population = 190") and, where the FROM joins
 * other tables, answers each value once (DISTINCT).  Where the WHERE fixes no name of that
 * instance, its rows add up ("How many people live in Gelderland district?":
 * sum(population) of its cities), over that one table alone or joined only to the rows it
 * references ("How many calls came in on Mondays?": the calls' dates, each call row once:
 * sql_key_paths.h, sql_joins_keep_rows); but where a value the WHERE
 * compares is the name of a row of another table that holds such a column ("in Kansas"
 * over city WHERE state_name = 'kansas', and kansas a stored state_name), that row answers
 * ("SELECT population FROM state WHERE state_name = 'kansas'").
 *
 * "How big is Texas?" and "How high is Guadalupe Peak?" ask the same way for the dimension
 * columns the word after "how" links to (schema/dimensions.h): the copy is made also of a
 * candidate answering one text column alone (the point's name), its rows must be pinned by
 * a value of the WHERE (sizes never add up), and of several such columns the one whose
 * other name words the question says, or a column the WHERE compares shares, answers.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_COUNTED_COLUMN_H
#define DTFIXUP_SQL_COUNTED_COLUMN_H

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The copy of ast answering with the column "how many <word>" names (above); NULL when
 * the question names none or ast is no count of rows that reads it.  names: the graph's
 * name columns (name_columns_find's, found once per question). */
SqlNode    *sql_count_as_counted_column(const SqlNode *ast, const SchemaGraph *g,
										const TextTokens *tokens, const LinkResult *links,
										const TableNames *names);

#endif
