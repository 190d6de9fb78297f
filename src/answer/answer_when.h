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
 *     naming the table itself by its name: "When is order SO71780 due?", duedate of
 *     orderdate, duedate and shipdate; "hired" names hiredate, though the lexicon relates
 *     it to dimemployee; of a hire date and a birth date, with neither named, which is meant
 *     cannot be told), else the one side date whose kind a word says ("When was he born?":
 *     birthdate beside deathdate, schema/side_dates.h); or none, and exactly one other table
 *     instance of the FROM has date or time columns,
 *     exactly one ("When did Tammy Bryant last place an order?" answered with the
 *     customer's name, over customers joined with orders: the order's date).
 * "When was Burton Tracy's first booking?" asks for one date: where the question says
 * "first", "earliest" or "oldest" (not "first name"), or "last", "latest", "newest", "most
 * recent", and the SELECT has no ORDER BY or LIMIT of its own, the date answers as min() or
 * max() of it; so does a date the candidate answers with already where it orders by that
 * date alone and does not cut ("ORDER BY order_date" with no LIMIT: every date).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_ANSWER_WHEN_H
#define DTFIXUP_ANSWER_WHEN_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "schema/side_dates.h"
#include "sql/sql_directions.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/*
 * "When was our first order placed?" answered from another table altogether (a view of
 * products ranked by their order count): where the question asks for the first or the
 * last (WHEN_FIRST, WHEN_LAST), a word within three after "first", "earliest", "oldest",
 * "last", "latest", "newest" or "recent" names one table exactly, that table has one date
 * of its own (sql/sql_current_rows.h, sql_table_date: no period end, no edit stamp), and
 * the question names no stored value nor date (no row to choose), the answer is min() or
 * max() of that date over the table: "SELECT min(order_tms) FROM orders".  The copy step
 * when_first_of_table makes that query of every candidate that is not it, and such a
 * candidate pays the cost step not_first_of_table, so the copy, one below it, comes first.
 */
typedef struct WhenTable
{
	int			column;			/* the table's date (graph column), -1 when none asked */
	bool		last;			/* max(), else min() */
} WhenTable;

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

/* The table's date the question asks the first or last of (WhenTable above); column -1
 * when none.  when: answer_asks_when's. */
WhenTable	answer_when_table_find(const SchemaGraph *g, const TextTokens *tokens,
								   const LinkResult *links, WhenAsk when);

/* The query "SELECT min|max(date) FROM table" for a candidate ast that is not it; NULL
 * when the question asks for none or ast is that query. */
SqlNode    *answer_when_first_of_table(const SqlNode *ast, const SchemaGraph *g,
									   const WhenTable *asked);

/* The rewrite (above): changes ast in place and returns it.  said (may be NULL): the side
 * dates the question's words say. */
SqlNode    *answer_when_dates(SqlNode *ast, const SchemaGraph *g, const LinkResult *links,
							   WhenAsk when, const SideDatesSaid *said);

#endif
