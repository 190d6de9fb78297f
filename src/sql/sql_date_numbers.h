/*
 * sql_date_numbers.h — the numbers of a question's dates compared with a column that keeps
 * no date.
 *
 * "How many orders were placed between March 10 and March 20, 2004?" decoded "order_number
 * > 10 AND order_date ...", "from 2003 to 2004" as "price_each = 2003 AND ...": the model
 * reads the day or the year of a date phrase as a number of its own and compares a number
 * column with it, and every candidate of the beam does.  The numbers a question says only
 * inside its date phrases (a range "between A and B" or "from A to B" of
 * sql_date_ranges.h; a phrase of a month, a day or both with a year, as text/dates.h reads
 * it: "March 2004", "February 14, 1997", "14 February 1997"; a year alone after "in",
 * "during", "since", "before", "after", "until", "of" or "for") are its date numbers, when
 * no other token says the same number.  The copy step date_numbers drops, from each
 * SELECT's top AND chain, the comparisons (=, <>, <, <=, >, >=) of a date number with a
 * number column that cannot hold one: a key, a column whose name says it identifies or
 * codes, a measure of money or quantity (schema/measures.h), none whose name says a period
 * ("fiscal_year = 2004" stays; so does "founded > 1990": a plain number may be a year);
 * then the tables joined for them alone (answer/answer_joins.h, by the caller).  Where the
 * question says one date phrase and it links as a value to exactly one date or time column
 * of a table the SELECT reads once, and the SELECT compares no date yet, that column is
 * compared with the whole phrase in their place ("Which category sold the most copies in
 * the first half of 2004?" decoded "quantity = 2004": orderlines.orderdate = 'first half
 * of 2004', rendered as its six months).  A LIMIT
 * that is a date number ("Which employee created the most purchase orders in 2015?" cut to
 * 2015 rows) becomes LIMIT 1, the one row a superlative asks for.  Its source
 * pays the cost step dated_numbers.
 *
 * A number said only inside a stored value the question names, of two tokens or more (a
 * value link: "Which customers have ordered the Desk - W/48?", "How many LCD Monitor 9/PM
 * units ...?"), is read the same way: "quantity = 48", "unit_price = 9" are the model's
 * reading of part of a product's name.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_DATE_NUMBERS_H
#define DTFIXUP_SQL_DATE_NUMBERS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_date_ranges.h"
#include "sql/sql_whole_date_phrases.h"
#include "text/tokenizer.h"

#define DATE_NUMBERS_MAX 8

/* The numbers a question says only inside its date phrases (above). */
typedef struct DateNumbers
{
	int			n;
	double		value[DATE_NUMBERS_MAX];
} DateNumbers;

/* The date numbers of t, whose range of dates (question_date_range_find) is range, and
 * the numbers said only inside its stored values of two tokens or more that links name
 * (links may be NULL). */
void		question_date_numbers_find(const TextTokens *t, const QuestionDateRange *range,
									   const LinkResult *links, DateNumbers *out);

/* The copy of ast without its comparisons of a number column with a date number (or with
 * the date compared in their place, above: phrases and links may be NULL, then none is),
 * and with LIMIT 1 for a LIMIT of one (above); NULL when it has neither. */
SqlNode    *sql_date_numbers_dropped(const SqlNode *ast, const SchemaGraph *g,
									 const DateNumbers *d, const QuestionDatePhrases *phrases,
									 const LinkResult *links);

#endif
