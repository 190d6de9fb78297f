/*
 * sql_tenure.h — "Who has been with the company the longest?": the people ranked by the
 * date they were hired.
 *
 * A tenure is the time since a person was hired.  No training question asks for one, and
 * the general model answers "Who has been with the company the longest?" with the largest
 * salary, the highest employee number or a department's name; "longest" reads as a
 * length.  The people who have been with us longest are those hired first.
 *
 * The question: "longest" or "shortest" (a word that starts so: "longest-serving") with a
 * word of staying within five words before it ("been", "worked", "served", "stayed",
 * "employed"; "Who has worked here the longest?") or a word of service right after it
 * ("longest serving", "longest tenure"); or "most senior" (the longest) and "least senior"
 * or "most junior" (the shortest).
 *
 * The people: of the base tables whose rows are people (schema/name_columns.h,
 * table_holds_people), those with one date of hiring, a date or time column whose name has
 * a word of the event of hiring ("hire", "employ", "start", "join": text/event_verbs.h;
 * of several, the one whose name says "hire"): the one a word of the question names, else,
 * where the question asks "who", the only one.
 *
 * The copy step tenure makes, of a candidate that is not that query, "SELECT <names> FROM
 * people ORDER BY <hired> ASC LIMIT 1" (DESC for the shortest): the answer is the
 * candidate's own plain columns where it reads the people table alone (its WHERE kept
 * then: "Who in Sales has been with us the longest?" read from one table), else the
 * people's names; its LIMIT where it has one of more than one row ("the three
 * longest-serving").  Such a candidate pays the cost step tenure_unranked, so that the copy,
 * one below it, comes first.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_TENURE_H
#define DTFIXUP_SQL_TENURE_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The tenure a question ranks people by (above). */
typedef struct Tenure
{
	int			table;			/* the people's table; -1 when no tenure is asked */
	int			hired;			/* its date of hiring (graph column) */
	bool		shortest;		/* the shortest tenure: the latest hired first */
} Tenure;

/* The tenure the question asks for; table -1 when none, when no table of people has a
 * date of hiring, or when the people are not asked for: who (the question asks "who") or
 * a word that names their table ("Which employee ...?"; "Which of our stores has been open
 * the longest?" asks for no one).  names: the graph's name columns (name_columns_find's). */
Tenure		sql_tenure_find(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
							const TableNames *names, bool who);

/* The copy of ast that ranks the people by tenure (above); NULL when no tenure is asked or
 * ast is that query already. */
SqlNode    *sql_tenure(const SqlNode *ast, const SchemaGraph *g, const Tenure *tenure,
					   const TableNames *names);

#endif
