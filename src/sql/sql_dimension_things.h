/*
 * sql_dimension_things.h — "the largest state" answered with the state, not its area.
 *
 * A size, height, length or weight word said of a thing ("What is the largest state?",
 * "the tallest mountain") links to the thing's dimension columns (schema/dimensions.h), and
 * the model, reading that link, may answer with the column it ranks by: "SELECT area FROM
 * state ORDER BY area DESC LIMIT 1".  The question asks for the thing.  Where the outer
 * SELECT answers one plain column, that column is one such a word links to, and the query
 * reads it again elsewhere (it ranks or compares by it), the thing's name answers instead
 * (schema/name_columns.h), when its table has one.  A word that asks for the value itself
 * ("how big is", "the size of") leaves the answer as it is.  Adjectives of price ("the
 * priciest book", "the most expensive product", "cheap", "costly", "dear") say what a
 * thing costs the same way: a money column that they alone link to, in a question without
 * "how much", is answered with the thing too.  A word of the dimension's kind that the
 * lexicon links to the column counts as such a word ("shortest" of a river's length), and
 * "SELECT min(length) FROM river" (the least or greatest of such a column as the one
 * output, no ORDER BY or LIMIT, and no word naming the column itself: "the largest area
 * of any state" asks for it) becomes the thing ranked by it: "SELECT river_name FROM
 * river ORDER BY length ASC LIMIT 1".
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_DIMENSION_THINGS_H
#define DTFIXUP_SQL_DIMENSION_THINGS_H

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* ast answering with the thing instead of its dimension (above), changed in place;
 * returns ast.  names: the graph's name columns (name_columns_find's). */
SqlNode    *sql_dimension_things(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
								 const LinkResult *links, const TableNames *names);

#endif
