/*
 * sql_verb_dates.h — a date compared where the verb before the question's date phrase
 * names another.
 *
 * "How many flights were booked in January 2025?" decoded "SELECT count(*) FROM bookings
 * JOIN flights ... WHERE flights.flight_date >= '2025-01-01' ...": "flights" names
 * flight_date in part, and the model took it; but the word right before the preposition
 * of a date phrase ("booked in January 2025", "hired in 1999", "ordered on May 3, 2004")
 * says which event the phrase dates: the date or time column that word names by a column
 * link of its own words (exactly or in part; not through the lexicon or a measure word:
 * booking_date), or, for a verb of an event ("left the company in 2020", up to four
 * words before the preposition in its clause), the date and time columns whose name says
 * that event (text/event_verbs.h: exitdate).  A comparison with literals of another date or time column, in a query
 * that reads the named column's table, costs once per such column (answer_steps.h,
 * verb_dates; a range's two ends once).  The prepositions: in, on, during, since, before, after, until, between.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_VERB_DATES_H
#define DTFIXUP_SQL_VERB_DATES_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_whole_date_phrases.h"
#include "text/tokenizer.h"

/* The date or time columns the verbs right before the question's date phrases name
 * (graph column ids; past SQL_SEEN_MAX, no more), found once per question (answer_facts.h). */
typedef struct VerbDated
{
	SqlSeen		columns;
} VerbDated;

VerbDated	sql_verb_dated_find(const SchemaGraph *g, const TextTokens *t, const LinkResult *links,
								const QuestionDatePhrases *phrases);

/* How many date or time columns ast compares with literals other than those named, where
 * it reads a named column's table (above). */
int			sql_verb_dates(const SqlNode *ast, const SchemaGraph *g, const VerbDated *named);

#endif
