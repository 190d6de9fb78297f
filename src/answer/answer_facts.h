/*
 * answer_facts.h — what the answer stage knows of one question, found once.
 *
 * Every step after the decoder (answer_steps.h) reads the question the same way: its
 * tokens, its links to the schema, the values it spells out ("named m0", quoted spans:
 * sql/sql_named_values.h), the directions its words give its numbers ("heavier than 10":
 * sql/sql_directions.h) and, for repairing literals, the keys of its value links
 * (sql/sql_literal_repair.h), and whether it asks for people or things by name with the
 * columns that name them (answer_names.h).  They are found here once per question and shared by the
 * stored-pair shortcut, every decode of the cascade and dtfixup_explain.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_ANSWER_FACTS_H
#define DTFIXUP_ANSWER_FACTS_H

#include "answer/answer_names.h"
#include "answer/answer_when.h"
#include "answer/answer_where.h"
#include "model/parser.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "schema/side_dates.h"
#include "sql/sql_above_average.h"
#include "sql/sql_people_by_date.h"
#include "sql/sql_busiest.h"
#include "sql/sql_best_sellers.h"
#include "sql/sql_boolean_flags.h"
#include "sql/sql_directions.h"
#include "sql/sql_literal_repair.h"
#include "sql/sql_counted_elsewhere.h"
#include "sql/sql_current_rows.h"
#include "sql/sql_by_groups.h"
#include "sql/sql_period_groups.h"
#include "sql/sql_superlative_ties.h"
#include "sql/sql_totals_asked.h"
#include "sql/sql_compound_columns.h"
#include "sql/sql_stock_levels.h"
#include "sql/sql_stock_worth.h"
#include "sql/sql_unasked_limits.h"
#include "sql/sql_verb_dates.h"
#include "sql/sql_date_numbers.h"
#include "sql/sql_date_ranges.h"
#include "sql/sql_day_differences.h"
#include "sql/sql_joined_names.h"
#include "sql/sql_differences.h"
#include "sql/sql_whole_date_phrases.h"
#include "sql/sql_year_numbers.h"
#include "sql/sql_dates_compared.h"
#include "sql/sql_named_values.h"
#include "sql/sql_self_references.h"
#include "sql/sql_negations.h"
#include "sql/sql_listed_with.h"
#include "sql/sql_ordered_by.h"
#include "sql/sql_role_bridges.h"
#include "sql/sql_row_contents.h"
#include "sql/sql_row_numbers.h"
#include "text/tokenizer.h"

typedef struct AnswerFacts
{
	const char *question;
	const SchemaGraph *graph;	/* what retrieval kept: the graph the candidates read */
	const TextTokens *tokens;	/* the example's */
	const LinkResult *links;	/* the example's, numbered on graph */
	NamedValues named;			/* values the user spelled out */
	QuestionDirections directions;	/* the directions its words give its numbers */
	QuestionDateRange date_range;	/* the range of dates it names, if any */
	QuestionDatePhrases date_phrases;	/* its date phrases ("fourth quarter of 2015") */
	VerbDated	verb_dated;		/* the date columns the verbs before them name: "booked in
								 * January" (sql/sql_verb_dates.h) */
	YearsSaid	years_said;		/* the numbers it says that read as years: "Which 2021 sets"
								 * (sql/sql_year_numbers.h) */
	DateNumbers date_numbers;	/* the numbers it says only inside its dates: "March 10"
								 * (sql/sql_date_numbers.h) */
	ByGroups	by_groups;		/* the columns its "by" groups by: "by country"
								 * (sql/sql_by_groups.h) */
	PeriodAsk	period;			/* the calendar period it groups by: "each month"
								 * (sql/sql_period_groups.h) */
	Compounds	compounds;		/* the properties it names over several columns: "address"
								 * of address_number, address_street_name
								 * (sql/sql_compound_columns.h) */
	StockLevel	stock_level;	/* "out of stock", "in stock" (sql/sql_stock_levels.h) */
	StockWorth	stock_worth;	/* "What is our stock worth at cost?"
								 * (sql/sql_stock_worth.h) */
	ColumnDifference difference;	/* one column of a row less another: "the
									 * difference between the list price and the
									 * minimum price" (sql/sql_differences.h) */
	DayDifference day_difference;	/* the days between two dates of a row: "How
									 * many days does a trip last on average?"
									 * (sql/sql_day_differences.h) */
	NamesJoined names_joined;	/* a person's names asked in one text: "in one
									 * column" (sql/sql_joined_names.h) */
	bool		plural_superlative;	/* a superlative ranks a plural: "the very first
									 * people" (sql/sql_superlative_ties.h) */
	bool		total_asked;	/* "in total", "altogether" (sql/sql_totals_asked.h) */
	bool		limit_asked;	/* a word that ranks or counts rows: a LIMIT may be meant
								 * (sql/sql_unasked_limits.h) */
	DatesCompared dates_compared;	/* two dates of a row it compares: "shipped after
									 * their required date" (sql/sql_dates_compared.h) */
	LiteralRepair *repair;		/* its value links' keys; NULL when it has no link */
	QuestionNegations negations;	/* the columns its words negate ("not under
									 * contract"): sql/sql_negations.h */
	NameQuestion names;			/* how it asks for people or things by name, and the
								 * graph's name columns (answer_names.h) */
	RowContents contents;		/* what is on the record it names by number: "What was
								 * in order 100?" (sql/sql_row_contents.h) */
	BestSellers best_sellers;	/* the things sold it ranks: "our five best sellers"
								 * (sql/sql_best_sellers.h) */
	AboveAverage above_average;	/* the rows above their table's average: "orders worth
								 * more than our average order" (sql/sql_above_average.h) */
	PeopleByDate people_by_date;	/* the people ranked by the date they were hired or
									 * born: "Who has been with the company the
									 * longest?" (sql/sql_people_by_date.h) */
	int			busiest;		/* "busiest" (DIRECTION_UP) or "quietest" (DIRECTION_DOWN):
								 * rows ranked by their number (sql/sql_busiest.h) */
	WhenAsk		when;			/* what it asks of when (answer_when.h) */
	WhenTable	when_table;		/* the table whose first or last date it asks for:
								 * "When was our first order placed?" (answer_when.h) */
	bool		where;			/* it asks where a thing it names is (answer_where.h) */
	CurrentAsk	current;		/* what it says of now: "today", "used to"
								 * (sql/sql_current_rows.h) */
	ReportsAsk	reports;		/* which way it runs a reporting line: "who reports to
								 * X", "X's manager" (sql/sql_self_references.h) */
	int			reports_top;	/* the table whose rows with no one above them it asks
								 * for: "Who has no manager?" (sql/sql_self_references.h) */
	SideDatesSaid side_dates_said;	/* the side dates its words say: "modified", "born"
									 * (schema/side_dates.h) */
	OrderedBy	ordered_by;		/* the words that name what to order by: "ordered by id"
								 * (sql/sql_ordered_by.h) */
	ListedWith	listed_with;	/* the words that name what to show beside the rows: "with
								 * their credit limit" (sql/sql_listed_with.h) */
	CountedTable counted;		/* the table it counts: "how many customers"
								 * (sql/sql_counted_elsewhere.h) */
	bool	   *unsaid_role_bridges;	/* per graph table, whether it is a role bridge
										 * the question does not name
										 * (sql/sql_role_bridges.h); NULL when none */
	const PeriodEnd *period_ends;	/* per graph column, how it marks the current rows
									 * of a table that keeps its history (set by the
									 * database's side: pg/answer/period_ends.h; NULL
									 * when none) */
	NamedFlag	flag;			/* the flag it names: "discontinued", "online"
								 * (sql/sql_boolean_flags.h) */
	int			row_number_table;	/* the graph table whose rows' number it asks for:
									 * "Rose M.'s customer number" (-1: none;
									 * sql/sql_row_numbers.h) */
	const bool *holds_nulls;	/* per graph column, whether it may hold NULL and some
								 * rows do (set by the database's side:
								 * pg/answer/null_columns.h; NULL when none does):
								 * sql/sql_not_in_nulls.h */
	int			value_had;		/* the graph column whose rows it says have a value: "have
								 * a middle name" (-1: none; set with holds_nulls:
								 * sql/sql_values_had.h) */
} AnswerFacts;

/* The facts of the decoding example ex (borrowed: it must outlive them).  stored (per
 * graph column; may be NULL) marks the columns the question names that store a flag as a
 * number (0 and 1) or as text ('y' and 'n'), found by the database's side
 * (pg/answer/flag_columns.h). */
void		answer_facts_find(const ParserExample *ex, const StoredFlag *stored, AnswerFacts *out);
/* The database's side's NULL facts (holds_nulls, borrowed: per graph column, whether
 * some rows hold NULL) given to facts, and the fact found from them (value_had). */
void		answer_facts_read_nulls(AnswerFacts *facts, const bool *holds_nulls);
void		answer_facts_free(AnswerFacts *facts);

#endif
