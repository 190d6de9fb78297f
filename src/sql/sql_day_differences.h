/*
 * sql_day_differences.h — the days between two dates of a row: "How many days does a trip
 * last on average?", "Which orders took more than 30 days to ship?".
 *
 * "How many trips last longer than a week?" decoded "count(*) ... WHERE total_price > 0":
 * the model, trained on Spider, whose dates are text, never subtracts dates.  A question
 * asks for the days between two dates of one row where it says
 *
 *   - "how many days", "the number of days", "days between (from)", unless the words after
 *     it count calendar days ("had", "have", "has", "there", "which", "when" and no word of
 *     a span: "take", "last", "stay", "pass", "between", "after", "before", "from",
 *     "until", "since", ...) (an amount; "average", "avg" or "mean" anywhere: averaged),
 *   - "how long" followed within a few words by a verb of taking or lasting ("take", "took",
 *     "last", "lasted", "stay", "stayed", ...; an amount, or averaged as above),
 *   - "more than (longer than, over, at least) N days", "fewer than (less than, under,
 *     within) N days", "N weeks" or "a week" as 7 days each: the rows compared by it.
 *
 * Its two dates are a start and an end of one table, columns of type date (timestamp
 * less timestamp is an interval, no number of days), no edit stamp, birth or death
 * (schema/side_dates.h), told apart by their names lower-cased without underscores: an end
 * holds "ship", "deliver", "end", "exit", "finish", "stop", "return", "close", "complet",
 * "expir", "until" or "chang" (or is "to_date", "date_to", "valid_to"); a start, not an
 * end, holds "order", "start", "begin", "from", "hire", "join", "open", "effective",
 * "placed", "book", "issue" or "creat", or is "date" itself.  A table with exactly one
 * start and one end gives its pair; of several ends (or starts) the one that happened (a
 * name without "request", "expect", "plan", "due", "requir", "promis", "estimat",
 * "target" or "schedul": shipdate, not requesteddeliverydate), else the one whose name
 * holds a word of the question ("ship" of "shipped": actualshipdate beside
 * actualdeliverydate).
 *
 * The copy step subtract_dates makes, of a candidate that reads one instance of such a
 * table (or reads none and, once, the table the one key of a pair's table refers to: the
 * pair's table joined on that key, "How many days was Aakash Zheng with us?" over the
 * people, whose dates the headcount keeps), subtracts no dates and reads no number column
 * that stores days (a name holding "days", "duration", "nights" or "leadtime" but no "per",
 * workingdaysperweek being a rate, or "age", "aged"), a copy that answers with end - start (its plain columns other than dates and
 * times kept; averaged: avg(end - start) alone; grouping, ranking and limit dropped) or,
 * for a comparison, keeps the candidate's answer and compares end - start with N in its
 * WHERE, where the conditions that compared another column with N (the model's stand-ins
 * for the days: a comparison of a column by <, >, <= or >= with a number the question says
 * for no other thing, "total_price > 0", or with a subquery's min or max) are dropped.
 * The candidate it copies pays the cost step unsubtracted_dates, so that the copy, one
 * below it, comes first.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_DAY_DIFFERENCES_H
#define DTFIXUP_SQL_DAY_DIFFERENCES_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Tables with a pair of dates the copy may use, at most. */
#define DAY_PAIRS_MAX 8
/* The question's other numbers kept, at most. */
#define DAY_SAID_MAX 8

/* How the question uses the days. */
typedef enum DaysAsked
{
	DAYS_NOT_ASKED = 0,
	DAYS_AMOUNT,				/* "how many days did it take" */
	DAYS_AVERAGED,				/* "how many days does a trip last on average" */
	DAYS_COMPARED				/* "more than 30 days" */
} DaysAsked;

/* The days a question asks for: end - start, two date columns of one table, each table's
 * pair; the copy takes the first whose table the candidate reads. */
typedef struct DayDifference
{
	DaysAsked	asked;
	int			compare_rule;	/* DAYS_COMPARED: SQL_RULE_GT, _GE, _LT or _LE */
	double		days;			/* DAYS_COMPARED: the number of days */
	int			n_said;
	double		said[DAY_SAID_MAX];	/* DAYS_COMPARED: the question's other numbers */
	int			n_pairs;		/* 0 when no table has a pair (or none is asked) */
	int			end[DAY_PAIRS_MAX];	/* graph columns */
	int			start[DAY_PAIRS_MAX];	/* graph columns, of the same table */
} DayDifference;

/* Whether v is a number of days the question says in weeks ("a week": 7; "2 weeks": 14),
 * what the copy compares with: sql_numbers_unsaid counts no such number as unsaid. */
bool		sql_days_said_in_weeks(const TextTokens *tokens, double v);

/* The days the question asks for (above); asked DAYS_NOT_ASKED or n_pairs 0 when none. */
DayDifference sql_day_difference_find(const SchemaGraph *g, const TextTokens *tokens);

/* The copy of ast answering with, averaging or comparing the days (above); NULL when the
 * question asks none, ast is no SELECT reading one instance of a pair's table, or it
 * subtracts dates already. */
SqlNode    *sql_day_difference(const SqlNode *ast, const SchemaGraph *g, const DayDifference *d);

#endif
