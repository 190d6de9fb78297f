/*
 * sql_bridged_values.h — the measure of the row that relates two rows the question names.
 *
 * "How much protein is in 100 grams of cheddar cheese?" over USDA's food_des (the food
 * 'Cheese, cheddar'), nutr_def (the nutrient 'Protein') and nut_data (a row for each food
 * and nutrient, its amount nutr_val) decoded "SELECT sum(sr_order) FROM nutr_def WHERE
 * nutrdesc = 'Protein' ...": the amount asked for sits in neither table a stored value
 * names but in the one that refers to both, and a join through a third table to read it
 * is what the model rarely writes.  The copy step bridged_values makes, of a SELECT that
 * does not read the amount, the query
 *
 *     SELECT f.measure FROM a JOIN f ON f.a_key = a.key JOIN b ON b.key = f.b_key
 *     WHERE a.name = 'v1' AND b.name = 'v2'
 *
 * when
 *   - the question asks for an amount ("how much", "how many" but not "how many of our
 *     women", which counts rows);
 *   - exactly two of its spans link to stored values (as written, or in another spelling
 *     of the same words: 'Cheese, cheddar') of text columns of base tables, a and b: not a
 *     number alone ("100 grams"), nor a code of fewer than three letters (the 'F' "women"
 *     links to names a kind of row, not one);
 *   - exactly one pair of such tables, one of each span, is referred to by one base table
 *     f that has an amount (below), each by a single-column foreign key to its
 *     single-column primary key (f is neither: a table that refers to itself relates no
 *     two things; USDA's footnote refers to a food and a nutrient but has no amount);
 *   - f has a number column that is no key and refers to nothing: the one a question word
 *     links to, else its first (the amount an attribute table keeps beside its keys).
 * Of several columns of one table a span links to, the first.  Not a question that ranks,
 * lists or counts rows of one of them ("Which fruit has the most vitamin C?": a ranking
 * over foods, not one amount).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_BRIDGED_VALUES_H
#define DTFIXUP_SQL_BRIDGED_VALUES_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The query above, as a copy of ast; NULL when it makes none. */
SqlNode    *sql_bridged_values(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							   const LinkResult *links);

#endif
