/*
 * answer_where.h — a question that asks where a named thing is, answered with a place.
 *
 * "Where is Austin?" asks for the place Austin lies in: the model answered with the city's
 * country, its population or its own name.  Places nest (an address in a city, a city in a
 * county, a county in a state or province, a state in a country, a country in a
 * continent), and a thing is best placed by the smallest place larger than itself: a city
 * by its state, a state by its country, an office or a customer (no place itself) by its
 * address.  The rewrite where_places answers such a candidate with that column of the
 * same table instance, when
 *   - the question starts with "where", and its first word after the verb (and "the") is
 *     a stored value ("where is austin", "where is the seattle office"): "where is the
 *     lowest point" asks for a point the schema already holds as a place; or its last
 *     word is "from", "based" or "located" ("Where is the youngest teacher from?": the
 *     thing it describes, placed by its hometown);
 *   - the candidate's outer SELECT (not a set operation) has one output column, a plain
 *     column, and no GROUP BY;
 *   - that column's table has text columns named as places (a name word address, street,
 *     location, city, town, hometown, birthplace, county, district, state, province,
 *     region, territory,
 *     country, nation or continent) larger than the table's own thing (a table named
 *     city is a city), and of those the smallest is one column, or several named by the
 *     same word (address_line1, address_line2: the first).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_ANSWER_WHERE_H
#define DTFIXUP_ANSWER_WHERE_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Whether the question asks where a thing it names by a stored value is (above). */
bool		answer_asks_where(const TextTokens *tokens, const LinkResult *links);

/* The rewrite (above), for a question that asks where: changes ast in place, returns it. */
SqlNode    *answer_where_places(SqlNode *ast, const SchemaGraph *g, bool where);

#endif
