/*
 * sql_people_by_date.h — "Who has been with the company the longest?", "Who is our oldest
 * employee?": the people ranked by the date they were hired or born.
 *
 * No training question asks for a tenure, and the general model answers "Who has been
 * with the company the longest?" with the largest salary, the highest employee number or
 * a department's name ("longest" reads as a length), and "Who are our oldest employees?"
 * with the lowest salary.  The people who have been with us longest are those hired first;
 * the oldest, those born first.
 *
 * The question asks for a tenure with "longest" or "shortest" (a word that starts so:
 * "longest-serving") and a word of staying within five words before it ("been", "worked",
 * "served", "stayed", "employed"; "Who has worked here the longest?") or a word of service
 * right after it ("longest serving", "longest tenure"), or with "most senior" (the longest)
 * or "least senior" and "most junior" (the shortest); for an age with "oldest" or "eldest"
 * (the first born) or "youngest", followed by a word that names the people's table, by
 * "person", "people", "one", "member" or "staff", or by nothing ("Which employee is the
 * oldest?"), not by another thing ("the oldest account" is no person's age).
 *
 * The people: a base table whose rows are people (schema/name_columns.h,
 * table_holds_people) with one date of the event (a date or time column whose name has a
 * word of hiring, "hire", "employ", "start", "join", of several the one that says "hire";
 * or of birth, "birth", "born", "dob": text/event_verbs.h): the one a word of the question
 * names, else, where the question asks "who", the only one ("Which of our stores has been
 * open the longest?" asks for no one).
 *
 * The copy step people_by_date makes, of a candidate that is not that query, "SELECT
 * <names> FROM people ORDER BY <date> ASC LIMIT 1" (DESC for the shortest tenure or the
 * youngest): where the candidate reads the people's table once, ungrouped, its FROM and
 * WHERE stay ("the most senior person in Shipping" keeps its join to the department) and
 * it answers with its own plain columns of the people, else their names; its LIMIT stays
 * where it keeps more than one row ("our three longest-serving employees").  Such a
 * candidate pays the cost step people_unranked_by_date, so that the copy, one below it,
 * comes first.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_PEOPLE_BY_DATE_H
#define DTFIXUP_SQL_PEOPLE_BY_DATE_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The date a question ranks people by (above). */
typedef struct PeopleByDate
{
	int			table;			/* the people's table; -1 when no such ranking is asked */
	int			date;			/* its date of hiring or of birth (graph column) */
	bool		descending;		/* the latest first: the shortest tenure, the youngest */
} PeopleByDate;

/* The ranking the question asks for; table -1 when none, when no table of people has the
 * date, or when the people are not asked for: who (the question asks "who") or a word
 * that names their table ("Which employee ...?").  names: the graph's name columns
 * (name_columns_find's). */
PeopleByDate sql_people_by_date_find(const SchemaGraph *g, const TextTokens *tokens,
									 const LinkResult *links, const TableNames *names, bool who);

/* The copy of ast that ranks the people so (above); NULL when no ranking is asked or ast
 * is that query already. */
SqlNode    *sql_people_by_date(const SqlNode *ast, const SchemaGraph *g, const PeopleByDate *r,
							   const TableNames *names);

#endif
