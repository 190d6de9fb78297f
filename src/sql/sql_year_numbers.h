/*
 * sql_year_numbers.h — a year the question says, compared with a table's year column.
 *
 * "Which 2021 sets have more than 3,000 pieces?" decoded "SELECT name FROM sets WHERE
 * num_parts > 3000", "How many pieces are in the 2020 Diagon Alley set?" with the set's
 * name alone: where a table stores its year as a number (sets.year, release_year,
 * model_year) and not as a date, the model keeps the other condition and drops the year,
 * which no date rule reads (those compare date and time columns: sql_date_ranges.h).  The
 * copy step year_numbers makes, of a SELECT that leaves out a year the question says, a
 * copy that compares the year column with it ("AND year = 2021"), when
 *   - the question says one number that reads as a year (a whole number from 1800 to 2099
 *     written with four digits, not after a word that compares a quantity: "more than
 *     2000 pieces", not a percentage, not inside a stored value's link) that
 *     no literal of the candidate holds (a candidate that says it, in a date or as a
 *     number, has read it);
 *   - exactly one column of the tables the outer SELECT declares is a year: a number
 *     column whose name has the word "year" (or "yr") and no "id" (year_id refers to a
 *     row), not a key.
 * The candidate it copies leaves the number out, which left_out_numbers already costs.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_YEAR_NUMBERS_H
#define DTFIXUP_SQL_YEAR_NUMBERS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* The numbers a question says that read as years (above), found once per question. */
#define SQL_YEARS_SAID_MAX 16
typedef struct YearsSaid
{
	int			n;				/* how many; text keeps the first SQL_YEARS_SAID_MAX */
	const char *text[SQL_YEARS_SAID_MAX];	/* the tokens' text ("2021") */
} YearsSaid;

void		sql_years_said_find(const SchemaGraph *g, const TextTokens *tokens,
								const LinkResult *links, YearsSaid *out);

/* The copy of ast that compares its year column with the year the question says (above);
 * NULL when it makes none. */
SqlNode    *sql_year_numbers(const SqlNode *ast, const SchemaGraph *g, const YearsSaid *years);

/*
 * How many comparisons of ast set a number column that is no year (editions.edition,
 * weight.amount) against a year the question says (as above: "published before 1950",
 * not "more than 2000 pieces"), where a table ast reads keeps a date, a timestamp or a year
 * column: "Which of our books have an edition published before 1950?" decoded "edition <
 * 1950" beside editions.publication.  A table with neither compares its number so
 * (Spider's "founded after 1990" over founded integer).  The cost years_on_quantities
 * (answer_steps.h).
 */
int			sql_years_on_quantities(const SqlNode *ast, const SchemaGraph *g,
									const YearsSaid *years);

#endif
