/*
 * test_dates.c — date phrases (text/dates.h), their links to date and timestamp columns
 * (link_date_values) and the rendering of a date column compared with one (sql_render.c).
 */
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "common/strbuf.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
#include "text/dates.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "action_notation.h"

/* "period start..end" of a phrase, or "none". */
static void
describe(const char *text, char *out)
{
	TextDate	d,
				e;
	char		a[16],
				b[16];
	static const char *const grains[] = {"decade", "year", "month", "day", "quarter", "half", "week"};

	if (!text_date_parse(text, &d))
	{
		strcpy(out, "none");
		return;
	}
	e = text_date_end(&d);
	text_date_format(&d, a);
	text_date_format(&e, b);
	sprintf(out, "%s %s..%s", grains[d.grain - TEXT_DATE_DECADE], a, b);
}

#define CHECK_DATE(text, expected)                                             \
	do { char _buf[64]; describe(text, _buf); CHECK_STR_EQ(_buf, expected); } while (0)

UNIT_TEST(date_phrases_name_a_year_a_month_or_a_day)
{
	CHECK_DATE("2004", "year 2004-01-01..2005-01-01");
	CHECK_DATE("1800", "year 1800-01-01..1801-01-01");
	CHECK_DATE("2099", "year 2099-01-01..2100-01-01");
	CHECK_DATE("May 1500", "month 1500-05-01..1500-06-01");
	CHECK_DATE("September 2012", "month 2012-09-01..2012-10-01");
	CHECK_DATE("sept 2012", "month 2012-09-01..2012-10-01");
	CHECK_DATE("Sep. 2012", "month 2012-09-01..2012-10-01");
	CHECK_DATE("September, 2012", "month 2012-09-01..2012-10-01");
	CHECK_DATE("2012-09", "month 2012-09-01..2012-10-01");
	CHECK_DATE("December 2004", "month 2004-12-01..2005-01-01");
	CHECK_DATE("July 10, 2012", "day 2012-07-10..2012-07-11");
	CHECK_DATE("july 10th 2012", "day 2012-07-10..2012-07-11");
	CHECK_DATE("10 July 2012", "day 2012-07-10..2012-07-11");
	CHECK_DATE("10th of July, 2012", "day 2012-07-10..2012-07-11");
	CHECK_DATE("2012-07-10", "day 2012-07-10..2012-07-11");
	CHECK_DATE("December 31, 2012", "day 2012-12-31..2013-01-01");
	CHECK_DATE("February 28, 2013", "day 2013-02-28..2013-03-01");
	CHECK_DATE("February 29, 2012", "day 2012-02-29..2012-03-01");
	CHECK_DATE("  May   1993 ", "month 1993-05-01..1993-06-01");
	CHECK_DATE("1990s", "decade 1990-01-01..2000-01-01");
	CHECK_DATE("1990's", "decade 1990-01-01..2000-01-01");
	CHECK_DATE("2000s", "decade 2000-01-01..2010-01-01");
	/* quarters and halves of a year */
	CHECK_DATE("Q4 2015", "quarter 2015-10-01..2016-01-01");
	CHECK_DATE("q1, 1997", "quarter 1997-01-01..1997-04-01");
	CHECK_DATE("Q2 of 2015", "quarter 2015-04-01..2015-07-01");
	CHECK_DATE("2015 Q3", "quarter 2015-07-01..2015-10-01");
	CHECK_DATE("fourth quarter of 2015", "quarter 2015-10-01..2016-01-01");
	CHECK_DATE("4th quarter 2015", "quarter 2015-10-01..2016-01-01");
	CHECK_DATE("last quarter of 2015", "quarter 2015-10-01..2016-01-01");
	CHECK_DATE("second quarter, 2015", "quarter 2015-04-01..2015-07-01");
	CHECK_DATE("first half of 2015", "half 2015-01-01..2015-07-01");
	CHECK_DATE("H2 2015", "half 2015-07-01..2016-01-01");
	CHECK_DATE("last half of 2015", "half 2015-07-01..2016-01-01");
	/* a week of a month: its n-th seven days, or its last seven, into the next month
	 * where a month ends */
	CHECK_DATE("first week of October 2024", "week 2024-10-01..2024-10-08");
	CHECK_DATE("2nd week of May, 2020", "week 2020-05-08..2020-05-15");
	CHECK_DATE("fourth week of February 2021", "week 2021-02-22..2021-03-01");
	CHECK_DATE("last week of February 2024", "week 2024-02-23..2024-03-01");
	CHECK_DATE("last week of December 2019", "week 2019-12-25..2020-01-01");
	/* holidays of a fixed day, with their year */
	CHECK_DATE("Christmas Eve 2004", "day 2004-12-24..2004-12-25");
	CHECK_DATE("christmas 2004", "day 2004-12-25..2004-12-26");
	CHECK_DATE("New Year ' s Day , 2018", "day 2018-01-01..2018-01-02");
	CHECK_DATE("New Year's Eve 2017", "day 2017-12-31..2018-01-01");
	CHECK_DATE("Halloween of 2012", "day 2012-10-31..2012-11-01");
	CHECK_DATE("Valentine's Day 2005", "day 2005-02-14..2005-02-15");
}

UNIT_TEST(what_names_no_one_period_is_no_date)
{
	/* days that do not exist */
	CHECK_DATE("February 30, 2012", "none");
	CHECK_DATE("February 29, 2013", "none");
	CHECK_DATE("1900-02-29", "none");
	CHECK_DATE("2012-13", "none");
	CHECK_DATE("2012-04-31", "none");
	CHECK_DATE("0 July 2012", "none");
	/* no year, or no way to tell the month from the day */
	CHECK_DATE("July 10", "none");
	CHECK_DATE("September", "none");
	CHECK_DATE("5/3/2010", "none");
	/* numbers that are no year, and words */
	CHECK_DATE("999", "none");
	CHECK_DATE("1000", "none");
	CHECK_DATE("1799", "none");
	CHECK_DATE("2100", "none");
	CHECK_DATE("3000", "none");
	CHECK_DATE("20040", "none");
	CHECK_DATE("10", "none");
	CHECK_DATE("2004th", "none");
	/* a decade starts at a year that ends in 0 */
	CHECK_DATE("1995s", "none");
	CHECK_DATE("1990ss", "none");
	CHECK_DATE("May 1990s", "none");
	CHECK_DATE("1700s", "none");
	CHECK_DATE("later", "none");
	CHECK_DATE("2004 employees", "none");
	CHECK_DATE("in 2004", "none");
	CHECK_DATE("", "none");
	CHECK_DATE("July 10, 2012, 2013", "none");
	/* no fifth quarter nor third half, no part without its year, no other ordinal */
	CHECK_DATE("Q5 2015", "none");
	CHECK_DATE("fifth quarter of 2015", "none");
	CHECK_DATE("third half of 2015", "none");
	CHECK_DATE("H3 2015", "none");
	CHECK_DATE("fourth quarter", "none");
	CHECK_DATE("Q4", "none");
	CHECK_DATE("first 2015", "none");
	/* no fifth week, no week without its month and year */
	CHECK_DATE("fifth week of May 2020", "none");
	CHECK_DATE("first week of 2020", "none");
	CHECK_DATE("first week of May", "none");
	CHECK_DATE("week of May 2020", "none");
	CHECK_DATE("quarter of 2015", "none");
	CHECK_DATE("Q42 2015", "none");
	/* a holiday without its year, or with more after it */
	CHECK_DATE("Christmas Eve", "none");
	CHECK_DATE("Christmas 20045", "none");
	CHECK_DATE("Christmas Eve 2004 sales", "none");
	CHECK_DATE("Easter 2004", "none");
	CHECK(text_date_is_year("1994") && !text_date_is_year("1994-01") && !text_date_is_year("12"));
	CHECK(text_date_is_iso_day("2012-07-10") && !text_date_is_iso_day("2012-7-10") &&
		  !text_date_is_iso_day("July 10, 2012") && !text_date_is_iso_day("2012-02-30"));
	/* what PostgreSQL reads as a date or time; a word copied beside a date is not */
	CHECK(text_date_readable("September 2012") && text_date_readable("2012-09-01 08:00:00") &&
		  text_date_readable("10:30") && text_date_readable("Today") &&
		  text_date_readable("1994"));
	CHECK(!text_date_readable("later") && !text_date_readable("2012 or later") &&
		  !text_date_readable("") && !text_date_readable("10th of never"));
}

UNIT_TEST(column_types_that_hold_days)
{
	CHECK_INT_EQ(text_date_column_of_type("date"), TEXT_DATE_COLUMN_DATE);
	CHECK_INT_EQ(text_date_column_of_type("timestamp without time zone"), TEXT_DATE_COLUMN_TIMESTAMP);
	CHECK_INT_EQ(text_date_column_of_type("timestamp(3) with time zone"), TEXT_DATE_COLUMN_TIMESTAMP);
	CHECK_INT_EQ(text_date_column_of_type("time without time zone"), TEXT_DATE_COLUMN_NONE);
	CHECK_INT_EQ(text_date_column_of_type("interval"), TEXT_DATE_COLUMN_NONE);
	CHECK_INT_EQ(text_date_column_of_type("text"), TEXT_DATE_COLUMN_NONE);
}

/* member(name text, joined timestamp, born date, opens time, fee integer) */
static SchemaGraph *
member_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "member", SG_TABLE, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 1);
	schema_graph_add_column(g, "joined", "timestamp without time zone", SG_TYPE_TIME, false, false, 2);
	schema_graph_add_column(g, "born", "date", SG_TYPE_TIME, true, false, 3);
	schema_graph_add_column(g, "opens", "time without time zone", SG_TYPE_TIME, true, false, 4);
	schema_graph_add_column(g, "fee", "integer", SG_TYPE_NUMBER, false, false, 5);
	return g;
}

static char *
render_notation(const SchemaGraph *g, const char *text)
{
	ActionNotation notation = {{0}, 0};
	SqlActionList actions;
	DtError		err = {0};
	SqlNode    *ast;
	DtStrBuf	buf;
	char	   *sql = NULL;

	action_notation_parse(&notation, g, text, &actions);
	ast = ts_build_ast(g, &actions, &err);
	sql_action_list_free(&actions);
	if (ast == NULL)
	{
		UNIT_FAIL("no AST: %s", err.message);
		return NULL;
	}
	dt_strbuf_init(&buf);
	if (sql_render(ast, g, &sql_fallback_quoter, &buf, &err))
		sql = strdup(buf.data);
	else
		UNIT_FAIL("no SQL: %s", err.message);
	dt_strbuf_free(&buf);
	sql_node_free(ast);
	return sql;
}

#define MEMBER_WHERE "sql_select from_table T:member ; select_expr expr_column C:0:name ; "
#define SELECT_NAME "SELECT t0.name FROM public.member AS t0 WHERE "

#define CHECK_WHERE(g, cond, expected)                                         \
	do {                                                                       \
		char *_sql = render_notation(g, MEMBER_WHERE cond " ; ; ; ;");         \
		if (_sql) CHECK_STR_EQ(_sql, SELECT_NAME expected);                    \
		free(_sql);                                                            \
	} while (0)

UNIT_TEST(a_date_column_against_a_date_phrase_renders_the_period)
{
	SchemaGraph *g = member_graph();

	/* = and <> : inside or outside the period */
	CHECK_WHERE(g, "cond_eq expr_column C:0:joined expr_value V:text:2004",
				"t0.joined >= '2004-01-01' AND t0.joined < '2005-01-01'");
	CHECK_WHERE(g, "cond_eq expr_column C:0:born expr_value V:text:September_2012",
				"t0.born >= '2012-09-01' AND t0.born < '2012-10-01'");
	CHECK_WHERE(g, "cond_ne expr_column C:0:born expr_value V:text:2012-09",
				"(t0.born < '2012-09-01' OR t0.born >= '2012-10-01')");
	/* orderings: before its first day, from it, after its last day, up to its end */
	CHECK_WHERE(g, "cond_lt expr_column C:0:joined expr_value V:text:July_10,_2012",
				"t0.joined < '2012-07-10'");
	CHECK_WHERE(g, "cond_ge expr_column C:0:joined expr_value V:text:sept_2012",
				"t0.joined >= '2012-09-01'");
	CHECK_WHERE(g, "cond_gt expr_column C:0:joined expr_value V:text:2012",
				"t0.joined >= '2013-01-01'");
	CHECK_WHERE(g, "cond_le expr_column C:0:born expr_value V:text:December_2004",
				"t0.born < '2005-01-01'");
	/* BETWEEN: from the first bound's first day to the second bound's last */
	CHECK_WHERE(g, "cond_between expr_column C:0:born expr_value V:text:1990 expr_value V:text:1991",
				"t0.born >= '1990-01-01' AND t0.born < '1992-01-01'");
	CHECK_WHERE(g, "cond_not_between expr_column C:0:born expr_value V:text:1990 expr_value V:text:1991",
				"(t0.born < '1990-01-01' OR t0.born >= '1992-01-01')");
	/* a day on a timestamp is the whole day */
	CHECK_WHERE(g, "cond_eq expr_column C:0:joined expr_value V:text:10_July_2012",
				"t0.joined >= '2012-07-10' AND t0.joined < '2012-07-11'");
	CHECK_WHERE(g, "cond_eq expr_column C:0:joined expr_value V:text:2012-07-10",
				"t0.joined >= '2012-07-10' AND t0.joined < '2012-07-11'");
	/* a quarter: its three months */
	CHECK_WHERE(g, "cond_eq expr_column C:0:joined expr_value V:text:fourth_quarter_of_2015",
				"t0.joined >= '2015-10-01' AND t0.joined < '2016-01-01'");
	/* a week of a month: its seven days */
	CHECK_WHERE(g, "cond_eq expr_column C:0:joined expr_value V:text:first_week_of_October_2024",
				"t0.joined >= '2024-10-01' AND t0.joined < '2024-10-08'");
	/* under OR the range keeps its parentheses; under AND it needs none */
	CHECK_WHERE(g, "cond_or cond_eq expr_column C:0:born expr_value V:text:2004 "
				"cond_eq expr_column C:0:name expr_value V:text:Ann",
				"(t0.born >= '2004-01-01' AND t0.born < '2005-01-01') OR t0.name = 'Ann'");
	CHECK_WHERE(g, "cond_and cond_eq expr_column C:0:born expr_value V:text:2004 "
				"cond_eq expr_column C:0:name expr_value V:text:Ann",
				"t0.born >= '2004-01-01' AND t0.born < '2005-01-01' AND t0.name = 'Ann'");
	CHECK_WHERE(g, "cond_not cond_eq expr_column C:0:born expr_value V:text:2004",
				"(NOT (t0.born >= '2004-01-01' AND t0.born < '2005-01-01'))");
	schema_graph_free(g);
}

UNIT_TEST(sql_own_date_literals_and_other_columns_render_as_they_are)
{
	SchemaGraph *g = member_graph();

	/* YYYY-MM-DD on a date column, and under orderings on a timestamp: as gold SQL writes */
	CHECK_WHERE(g, "cond_eq expr_column C:0:born expr_value V:text:2012-07-10",
				"t0.born = '2012-07-10'");
	CHECK_WHERE(g, "cond_between expr_column C:0:born expr_value V:text:2004-01-01 expr_value V:text:2004-12-31",
				"t0.born BETWEEN '2004-01-01' AND '2004-12-31'");
	CHECK_WHERE(g, "cond_and cond_ge expr_column C:0:joined expr_value V:text:2012-08-01 "
				"cond_lt expr_column C:0:joined expr_value V:text:2012-09-01",
				"t0.joined >= '2012-08-01' AND t0.joined < '2012-09-01'");
	/* not a date phrase, a time-of-day column, a text column, a number */
	CHECK_WHERE(g, "cond_gt expr_column C:0:joined expr_value V:text:later", "t0.joined > 'later'");
	CHECK_WHERE(g, "cond_eq expr_column C:0:opens expr_value V:text:2004", "t0.opens = '2004'");
	CHECK_WHERE(g, "cond_eq expr_column C:0:name expr_value V:text:2004", "t0.name = '2004'");
	CHECK_WHERE(g, "cond_eq expr_column C:0:fee expr_value V:integer:2004", "t0.fee = 2004");
	schema_graph_free(g);
}

/* The date links of a question: "span->column" per link, in order, joined by spaces. */
static void
date_links(const SchemaGraph *g, const char *question, char *out)
{
	TextTokens	q;
	LinkResult	links;
	DtError		err = {0};

	out[0] = '\0';
	CHECK(text_tokenize(question, strlen(question), &q, &err));
	link_result_init(&links);
	link_date_values(g, question, &q, &links);
	for (int i = 0; i < links.n_links; i++)
	{
		const SchemaLink *l = &links.links[i];

		CHECK(l->kind == LINK_VALUE && l->match == LINK_EXACT);
		sprintf(out + strlen(out), "%s%s->%s", i ? " " : "", l->value, g->columns[l->column].name);
	}
	link_result_free(&links);
	text_tokens_free(&q);
}

#define CHECK_LINKS(g, question, expected)                                     \
	do { char _buf[512]; date_links(g, question, _buf); CHECK_STR_EQ(_buf, expected); } while (0)

UNIT_TEST(date_phrases_link_to_date_and_timestamp_columns)
{
	SchemaGraph *g = member_graph();

	CHECK_LINKS(g, "Which members joined in September 2012 or later?",
				"September 2012->joined September 2012->born");
	CHECK_LINKS(g, "Who joined before July 10, 2012?",
				"July 10, 2012->joined July 10, 2012->born");
	CHECK_LINKS(g, "members born in 1994", "1994->joined 1994->born");
	CHECK_LINKS(g, "joined on 2012-07-10", "2012-07-10->joined 2012-07-10->born");
	CHECK_LINKS(g, "joined in 2012-09", "2012-09->joined 2012-09->born");
	CHECK_LINKS(g, "members born in the 1990s", "1990s->joined 1990s->born");
	CHECK_LINKS(g, "members born in the 1980's", "1980's->joined 1980's->born");
	/* a year-sized number is linked as a year too: the model decides with the columns */
	CHECK_LINKS(g, "clubs with 2004 members", "2004->joined 2004->born");
	/* no period: other numbers, a day without a year, a slash date, a non-existent day */
	CHECK_LINKS(g, "members with a fee above 5000 or 12", "");
	CHECK_LINKS(g, "members who paid more than 1000", "");
	CHECK_LINKS(g, "who joined on july 10", "");
	CHECK_LINKS(g, "who joined on 5/3/2010", "");
	CHECK_LINKS(g, "who joined on february 30, 2012", "");
	schema_graph_free(g);
}

/* member(name, joined timestamp, born date) and booking(member, starttime timestamp) */
static SchemaGraph *
club_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "member", SG_TABLE, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 1);
	schema_graph_add_column(g, "joined", "timestamp without time zone", SG_TYPE_TIME, false, false, 2);
	schema_graph_add_column(g, "born", "date", SG_TYPE_TIME, true, false, 3);
	schema_graph_add_table(g, "public", "booking", SG_TABLE, 0);
	schema_graph_add_column(g, "member", "text", SG_TYPE_TEXT, false, false, 1);
	schema_graph_add_column(g, "starttime", "timestamp without time zone", SG_TYPE_TIME, false, false, 2);
	return g;
}

/* The links go to the date columns the question names, else to those of the tables it
 * names, else to all. */
static void
club_date_links(const char *question, char *out)
{
	SchemaGraph *g = club_graph();
	TextTokens	q;
	LinkResult	links;
	DtError		err = {0};

	out[0] = '\0';
	CHECK(text_tokenize(question, strlen(question), &q, &err));
	link_result_init(&links);
	link_names(g, &q, &links);
	link_date_values(g, question, &q, &links);
	for (int i = 0; i < links.n_links; i++)
		if (links.links[i].kind == LINK_VALUE)
			sprintf(out + strlen(out), "%s%s", out[0] ? " " : "", g->columns[links.links[i].column].name);
	link_result_free(&links);
	text_tokens_free(&q);
	schema_graph_free(g);
}

UNIT_TEST(date_phrases_link_to_the_date_columns_the_question_is_about)
{
	char		buf[256];

	club_date_links("Who joined in July 2012?", buf);
	CHECK_STR_EQ(buf, "joined");
	club_date_links("How many bookings were made in August 2012?", buf);
	CHECK_STR_EQ(buf, "starttime");
	club_date_links("Who was born in 2004?", buf);
	CHECK_STR_EQ(buf, "born");
	club_date_links("What happened in 2004?", buf);
	CHECK_STR_EQ(buf, "joined born starttime");
}

/* The value links left of a link to stored value `value` of column `column` (of
 * club_graph, or the_month of a calendar table) over the question's first token whose text
 * is `word`, after link_values_drop_inside_dates: the column names, joined by spaces. */
static void
value_links_left(const char *question, const char *word, const char *column, char *out)
{
	SchemaGraph *g = club_graph();
	TextTokens	q;
	LinkResult	links;
	DtError		err = {0};
	int			c,
				i = 0;

	schema_graph_add_table(g, "public", "time_by_day", SG_TABLE, 0);
	schema_graph_add_column(g, "the_month", "text", SG_TYPE_TEXT, false, false, 1);
	c = strcmp(column, "name") == 0 ? 0 : g->n_columns - 1;
	out[0] = '\0';
	CHECK(text_tokenize(question, strlen(question), &q, &err));
	while (i < q.n && !text_token_is(&q, i, word))
		i++;
	CHECK(i < q.n);
	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, i, i + 1, g->columns[c].table, c, word);
	link_values_drop_inside_dates(g, &q, &links);
	for (int k = 0; k < links.n_links; k++)
		sprintf(out + strlen(out), "%s%s", out[0] ? " " : "", g->columns[links.links[k].column].name);
	link_result_free(&links);
	text_tokens_free(&q);
	schema_graph_free(g);
}

UNIT_TEST(a_stored_value_inside_a_date_names_the_date)
{
	char		buf[256];

	/* a member named June: the words of the date are no name */
	value_links_left("How many orders did we take on June 1, 2004?", "june", "name", buf);
	CHECK_STR_EQ(buf, "");
	value_links_left("Which members joined in June 2004?", "june", "name", buf);
	CHECK_STR_EQ(buf, "");
	/* a month alone is no date; a calendar's month column stores the words */
	value_links_left("Which members are called June?", "june", "name", buf);
	CHECK_STR_EQ(buf, "name");
	value_links_left("What were our sales in June 2004?", "june", "the_month", buf);
	CHECK_STR_EQ(buf, "the_month");
	/* a holiday is a day: "Eve" is no member's name */
	value_links_left("Which members booked on Christmas Eve 2004?", "eve", "name", buf);
	CHECK_STR_EQ(buf, "");
}

int
main(void)
{
	UNIT_RUN(date_phrases_name_a_year_a_month_or_a_day);
	UNIT_RUN(what_names_no_one_period_is_no_date);
	UNIT_RUN(column_types_that_hold_days);
	UNIT_RUN(a_date_column_against_a_date_phrase_renders_the_period);
	UNIT_RUN(sql_own_date_literals_and_other_columns_render_as_they_are);
	UNIT_RUN(date_phrases_link_to_date_and_timestamp_columns);
	UNIT_RUN(date_phrases_link_to_the_date_columns_the_question_is_about);
	UNIT_RUN(a_stored_value_inside_a_date_names_the_date);
	UNIT_DONE();
}
