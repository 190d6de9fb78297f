/*
 * sql_against_dimensions.h — a thing ranked by another number than the dimension a word
 * says.
 *
 * "What is the area of the smallest state?" decoded "SELECT area FROM state ORDER BY
 * population ASC LIMIT 1": "smallest" said of a state asks for the state of least area
 * (schema/dimensions.h), and the model ranks by the number column it knows best.  A
 * ranking of the outer SELECT (an ORDER BY column under a LIMIT, or the column a scalar
 * subquery of its WHERE takes the min or max of, or the column compared with it: "...
 * WHERE area = (SELECT max(population) FROM state)") by a column that no question word
 * links to, of a table with another column of the kind of a dimension word of the
 * question (not one asking for the value, "how big"), is a cost of the answer stage
 * (answer_steps.h, against_dimensions), one per such ranking.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_AGAINST_DIMENSIONS_H
#define DTFIXUP_SQL_AGAINST_DIMENSIONS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* How many of ast's outer rankings go against a dimension word (above). */
int			sql_against_dimensions(const SqlNode *ast, const SchemaGraph *g,
								   const TextTokens *tokens, const LinkResult *links);

#endif
