/*
 * answer_when.h — a question that asks when, answered with a date.
 *
 * "When has David Farrell booked?" asks for the bookings' start times; the model often
 * answers with another column of the right rows (the facility's id, the booking's id).
 * The rewrite when_dates answers such a candidate with the date or time column of the
 * same table instance instead, when
 *   - the question asks when: it starts with "when", or says "what/which date", "what/which
 *     day" or "what time";
 *   - the candidate's outer SELECT (not a set operation) has one output column, a plain
 *     column that is not itself a date or time, and no GROUP BY (nor ORDER BY with
 *     DISTINCT, which must order by an output column);
 *   - that column's table has exactly one date or time column (date, time, timestamp,
 *     interval), or of several, exactly one that a word of the question names (not a word
 *     naming the table itself: "When is order SO71780 due?", duedate of orderdate, duedate
 *     and shipdate; of a hire date and a birth date, with neither named, which is meant
 *     cannot be told); or none, and exactly one other table instance of the FROM has date or time columns,
 *     exactly one ("When did Tammy Bryant last place an order?" answered with the
 *     customer's name, over customers joined with orders: the order's date).
 * "When was Burton Tracy's first booking?" asks for one date: where the question says
 * "first", "earliest" or "oldest" (not "first name"), or "last", "latest", "newest", "most
 * recent", and the SELECT has no ORDER BY or LIMIT of its own, the date answers as min() or
 * max() of it.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_ANSWER_WHEN_H
#define DTFIXUP_ANSWER_WHEN_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_directions.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* What a question asks of when. */
typedef enum WhenAsk
{
	WHEN_NONE = 0,
	WHEN_DATE,					/* "When has David Farrell booked?" */
	WHEN_FIRST,					/* "... first booking?": the earliest */
	WHEN_LAST					/* "... latest booking?": the latest */
} WhenAsk;

/* What the question asks of when (above); date_superlatives: its QuestionDirections'
 * (sql/sql_directions.h: "latest", "oldest", "most recent"). */
WhenAsk		answer_asks_when(const TextTokens *tokens, int date_superlatives);

/* The rewrite (above): changes ast in place and returns it. */
SqlNode    *answer_when_dates(SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
							   WhenAsk when);

#endif
