/*
 * sql_contained_values.h — a value the question names inside stored values, compared as
 * contained.
 *
 * "Which members live in Boston?": no member's address is 'Boston', but '20 Crossing Road,
 * Boston' holds it among other words, and the linker (schema/linking.h) links "Boston" to
 * cd.members.address as LINK_PARTIAL, its value the stored words 'Boston'.  Compared with
 * "=" the value matches no row; the question means the rows whose address holds it:
 * "address LIKE '%Boston%'" ("a tennis court": name LIKE '%Tennis Court%', rows 'Tennis
 * Court 1' and 'Tennis Court 2').
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_CONTAINED_VALUES_H
#define DTFIXUP_SQL_CONTAINED_VALUES_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* "column = 'v'" (or "<>") as "column LIKE '%v%'" (or NOT LIKE), changed in place; cmp
 * unchanged when it is no such comparison. */
void		sql_compare_as_contained(SqlNode *cmp);

/* ast with each "column = 'v'" / "column <> 'v'" whose v a contained value link of links
 * (link_is_contained_value) says for that column compared as contained, v spelled as
 * stored, changed in place; and so each whose v the question (t, may be NULL) says is
 * inside what it compares: words right after "containing", "contains" or "contain", or
 * right before "in it", "in them", "in its" or "in their" ("Which drivers have a plate
 * number with H42W in it?": plate_number LIKE '%H42W%'); returns ast. */
SqlNode    *sql_contained_values(SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
								 const TextTokens *t);

#endif
