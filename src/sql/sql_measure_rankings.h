/*
 * sql_measure_rankings.h — a ranking by the sum of a measure that a related table holds.
 *
 * "Which store ordered the most copies?" decoded "SELECT stor_name FROM stores ORDER BY
 * stor_name DESC LIMIT 1": the general model ranks the table the question names by one of
 * its own columns, because the measure the superlative asks for (copies: sales.qty) is in
 * the table of the rows that refer to it, and saying so takes a join, a GROUP BY and a sum
 * it rarely writes.  The copy step rank_measures makes of such a candidate a copy that
 * joins that table along its foreign key and ranks by the sum: "SELECT stor_name FROM
 * stores JOIN sales ON sales.stor_id = stores.stor_id GROUP BY stores.stor_id ORDER BY
 * sum(sales.qty) DESC LIMIT 1", when
 *   - the question's superlatives give numbers one direction (sql_directions.h), and its
 *     measure words after a superlative ("copies", "revenue", "spending": schema/measures.h)
 *     link to measure columns, exactly one of them in a table other than the candidate's,
 *     which refers to the candidate's table by exactly one single-column foreign key to its
 *     single-column primary key, and none in the candidate's table itself (there, ranking by
 *     that column is the rank_superlatives step's);
 *   - the candidate is a SELECT (not DISTINCT) of one table, with no GROUP BY or HAVING and
 *     no aggregate among its outputs, ranked (ORDER BY with LIMIT) by one plain column
 *     that measures nothing or that no word names (link_result_names_column: "Which
 *     product sells the most units?" decoded ranked by the product's standardcost, which
 *     "sells" links to as a measure word, as it links every price; nor a measure word of
 *     another kind that names part of it: "units" of unit_price).
 * A measure word counts only for columns of a kind it asks for, and of the kind the
 * question's words ask for alone where they do ("units": quantities, though "sold" also
 * links the prices); a stock (units_in_stock) only where the question says stock.  Where
 * a quantity asked alone links no such column ("Which product sold the most units?" over
 * products and order lines: "units" names part of unit_price and units_in_stock), the one
 * quantity of the one table that refers to the candidate's by its key is the measure
 * (order_details.quantity), unless the candidate's table holds one of its own (stock said
 * after the superlative, "Which locations hold the most stock?", asks for that table's one
 * stock: productinventory.quantity), and a candidate ranked by a column that measures
 * nothing pays unsummed_rankings; a
 * candidate ranked by a measure of another kind than the copy's sum (unit_price, money,
 * for units), or by a stock the question does not say (units_in_stock, which "units"
 * names in part), pays unsummed_rankings.
 * Where a word of money taken comes after the superlative ("the most revenue", "top 5
 * customers by spending"), or right before it as its verb ("Which customer spent the
 * most?"), the sum is of what the referring rows take
 * (sql_measure_sums.h's sql_table_takings), in the copies of both kinds (below, of a
 * ranking by money no word names); in the first kind, where no table that refers to it
 * takes money, of the rows at the end of the one shortest chain of references that do
 * (sql_related_takings: customers <- orders <- order_items), and a candidate ranked by a
 * column that measures nothing pays unsummed_rankings.
 * The copy keeps the candidate's outputs, WHERE and LIMIT; it groups by the primary key
 * (which the outputs depend on) and ranks DESC for "most", ASC for "least".
 *
 * "Who are our five biggest customers by total order value?" decoded "SELECT
 * cust_first_name, cust_last_name FROM orders JOIN customers ON ... ORDER BY order_total
 * DESC LIMIT 5": the customers of the five biggest orders.  Where such a candidate's outputs
 * read one table (a single-column primary key) and its ORDER BY a measure column of
 * another, the tables it reads form one chain of references from the measure's table to
 * the first, each referring to the next by its one single-column foreign key to the next's
 * single-column primary key ("orders -> customers", "payments -> orders -> customers": each
 * measured row meets one row of each), and the question ranks the first by a total
 * ("total", "overall", "combined", or a superlative right before a word of that table or of
 * the foreign key column that refers to it: "biggest customers", "top 3 sales reps", not
 * "the largest order"; or, where no word names the measure's table, a word of money taken
 * right after a superlative, "the most revenue", or right before it as its verb, "Which
 * customer spent the most?"), the copy groups by the key and ranks by the measure's sum; the candidate pays
 * the cost step unsummed_rankings (sql_measure_ranking_unsummed), so that the copy, one
 * below it, comes first.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_MEASURE_RANKINGS_H
#define DTFIXUP_SQL_MEASURE_RANKINGS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"
#include "text/tokenizer.h"

/* The copy (above), or NULL when none is to be made; ast is not changed. */
SqlNode    *sql_measure_ranking(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
								const LinkResult *links, const QuestionDirections *d);

/* 1 when ast ranks the rows of a table by one related row's measure where the question
 * asks for their total (the second kind of copy above); 0 otherwise. */
int			sql_measure_ranking_unsummed(const SqlNode *ast, const SchemaGraph *g,
										 const TextTokens *t, const LinkResult *links,
										 const QuestionDirections *d);

#endif
