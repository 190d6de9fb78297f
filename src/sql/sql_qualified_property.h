/*
 * sql_qualified_property.h — the property of a row named by one of paired columns.
 *
 * "What is the elevation of Death Valley?" decoded "SELECT highest_elevation FROM highlow
 * WHERE lowest_point = 'death valley'": a table holds pairs of columns told apart by
 * their first word (highest_point and highest_elevation, lowest_point and
 * lowest_elevation; billing_city and billing_state, shipping_city and shipping_state),
 * and Death Valley is a lowest point, so its elevation is the lowest one.  Where the
 * outer SELECT's one output column O (first word a, other words r) and a text column W
 * its WHERE compares with a text value (first word b != a) are of the same table
 * instance, the table has a column b + r (neither O nor W), and no question word links to
 * O other than partly but for one that links to b + r as well ("elevation" and "height"
 * say both elevations), the rewrite qualified_property answers with b + r: "SELECT
 * lowest_elevation ...".
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_QUALIFIED_PROPERTY_H
#define DTFIXUP_SQL_QUALIFIED_PROPERTY_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* ast answering with the named row's own property of the pair (above), changed in place;
 * returns ast. */
SqlNode    *sql_qualified_property(SqlNode *ast, const SchemaGraph *g, const LinkResult *links);

#endif
