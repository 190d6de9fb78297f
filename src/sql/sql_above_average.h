/*
 * sql_above_average.h — "Which orders are worth more than our average order?": the rows of
 * a table whose measure is above (or below) the table's average.
 *
 * Where the question names the measure ("Which employees earn more than the average
 * salary?") the general model writes "WHERE salary > (SELECT avg(salary) FROM
 * employees)" itself.  Where it names only the things compared ("bigger than our average
 * order", "cost more than the average product") no word links to the measure, and the beam
 * held "SELECT unitprice FROM salesorderdetail GROUP BY unitprice HAVING avg(unitprice) >
 * 100" or the orders sorted by number.
 *
 * The question: "than", "above", "below" or "under", then "average" (or "mean") after at
 * most one of "the", "our", "an", "a", then a word that names tables (a table link, exact
 * or in part; where none follows, the word right after the question's first word, "Which
 * products cost more than average?"); "than" after a comparative ("more", "bigger",
 * "larger", "greater", "higher", "pricier", "costlier", "less", "smaller", "lower",
 * "cheaper", "fewer"; "more expensive").  Not where "their", "its", "his", "her" or "same"
 * follows within four words ("more than the average of their department": each row's own
 * group), but for "average <measure> of their <group>" ("of", "in", "for", "within";
 * "their", "its", "his", "her"), the measure a word names exactly and a group its table
 * refers to by one key K: each row against its group's average ("WHERE t1.K = t0.K" in the
 * subquery; "Who earns more than the average salary of their department?").  Of the tables the word names, views aside, those no other one refers to (an
 * order, not its lines), where one is left: T.  The measure M of T: the one measure column
 * of T a word before "average" names exactly ("a balance above the average"); else where
 * a word of price
 * says it ("cost", "costs", "priced", "expensive", "cheaper", "pricier", "costlier",
 * "dearer"), T's one price (measure_column_is_price; of several, the one whose name is
 * price, unit price or list price alone); else T's total (measure_table_total).
 *
 * The copy step above_average makes "SELECT <answer> FROM T AS t0 WHERE t0.M > (SELECT
 * avg(t1.M) FROM T AS t1)" of each candidate that is not that query; the answer is the
 * candidate's own output columns where they are plain columns of an instance of T (the
 * order number it chose), else T's names (schema/name_columns.h), else its number (a
 * text column named "number" after a part of T's name: salesordernumber), else T's one-column
 * primary key.  Such a candidate pays the cost step not_above_average, so that the copy,
 * one below it, comes first.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_ABOVE_AVERAGE_H
#define DTFIXUP_SQL_ABOVE_AVERAGE_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The comparison a question asks for (above). */
typedef struct AboveAverage
{
	int			table;			/* graph table T; -1 when the question asks for none */
	int			measure;		/* T's measure column M (graph index) */
	int			group_key;		/* T's key to the group whose average each row is compared
								 * with ("of their department"); -1: the whole table's */
	bool		below;			/* below the average ("cheaper than", "below") */
} AboveAverage;

/* The comparison the question asks for; table -1 when none. */
AboveAverage sql_above_average_find(const SchemaGraph *g, const TextTokens *tokens,
									const LinkResult *links);

/* The query that answers it for candidate ast; NULL when the question asks for none, ast is
 * that query, or T has nothing to answer with.  names: the graph's name columns. */
SqlNode    *sql_above_average(const SqlNode *ast, const SchemaGraph *g, const AboveAverage *a,
							  const TableNames *names);

#endif
