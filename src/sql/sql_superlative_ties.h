/*
 * sql_superlative_ties.h — "Who were the very first people we hired?": every row tied at
 * the extreme, where a superlative ranks a plural.
 *
 * The model says a superlative as "ORDER BY hire_date ASC LIMIT 1", one row, as Spider's
 * gold queries do for "the oldest singer".  A superlative of a plural ("the very first
 * people", "the cheapest products", "the best-paid employees") asks for all the rows tied
 * at the extreme, of which LIMIT 1 keeps one at random.  A superlative word of the question
 * (sql_directions.h: its ranking words) followed within three words, before any stopword
 * or punctuation but a hyphen ("best-paid"), by a plural ("people", "men", "women",
 * "children", or a word of four letters or more ending in "s", not "ss", "us" or "is"; not
 * "names": "the first names") ranks a plural; not "most", "least" or "fewest", whose plural
 * is what is counted ("the most orders"); not a plural a column's name covers, the
 * measure ranked by ("the player with the greatest earnings").  The rewrite superlative_ties makes of an
 * outer SELECT over one table instance, with no GROUP BY, ordered by one plain column of
 * that instance and cut to LIMIT 1, with no subquery in its WHERE, the SELECT of the rows
 * whose column equals the extreme, min() for ascending, max() for descending, over the
 * same table and the same WHERE: "WHERE hire_date = (SELECT min(t1.hire_date) FROM
 * employees AS t1)".
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_SUPERLATIVE_TIES_H
#define DTFIXUP_SQL_SUPERLATIVE_TIES_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"
#include "text/tokenizer.h"

/* Whether a superlative of tokens ranks a plural (above). */
bool		sql_superlative_of_plural(const TextTokens *tokens, const LinkResult *links,
									  const QuestionDirections *d);

/* ast ranked to one row made the rows tied at the extreme (above), in place; returns ast. */
SqlNode    *sql_superlative_ties(SqlNode *ast, const SchemaGraph *g);

#endif
