/*
 * sql_by_groups.h — "the average credit limit by country": aggregates grouped by the column
 * "by" names.
 *
 * Analysts say "by" where Spider's questions say "for each" or "per": "Show the number of
 * customers by country", "Count the orders by status", and the model, which learnt "by"
 * from "ordered by" and "written by", answers one number: `SELECT avg(credit_limit) FROM
 * customers`.  A question's "by" (or "by each", "by the") followed at once by words that
 * name a column by its name (a column link, no value link over them) that keeps no date
 * (grouping by a month or a year is no plain column), where the word before "by" is no
 * word of order ("ordered by", "sorted by", "ranked by") and no word before it ranks ("the
 * smallest state by area", "our top 5 customers by revenue": what the ranking goes by),
 * names the columns of a grouping.
 * The copy step by_groups makes, of a SELECT that answers with aggregates alone and has no
 * GROUP BY (nor ORDER BY), a copy grouped by that column of the one table instance of its FROM that holds
 * it (the column its first output, `SELECT country, avg(credit_limit) ... GROUP BY
 * country`); none where no instance or several hold one of the columns named, or where
 * the column is the primary key of the one table the SELECT reads (one row a group: "the
 * average population of the states by state" asks for one number).  The
 * candidate it copies pays the cost step ungrouped_by, so that the copy, one below it,
 * comes first.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_BY_GROUPS_H
#define DTFIXUP_SQL_BY_GROUPS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

#define BY_GROUPS_MAX 8

/* The columns a question's "by" names (above), all at one place. */
typedef struct ByGroups
{
	int			n;
	int			column[BY_GROUPS_MAX];	/* graph columns */
} ByGroups;

/* The columns the first such "by" of tokens names (above); n 0 when none. */
ByGroups	sql_by_groups_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links);

/* The copy of ast grouped by the named column (above); NULL when ast is no such query. */
SqlNode    *sql_by_groups(const SqlNode *ast, const SchemaGraph *g, const ByGroups *by);

#endif
