/*
 * test_listed_with.c — the columns a question asks to see beside the rows it lists
 * (sql/sql_listed_with.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_listed_with.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* Global column numbers of listed_graph. */
enum
{
	CUSTOMER_NUMBER, CUSTOMER_NAME, COUNTRY, CREDIT_LIMIT,
	EMPLOYEE_NUMBER, FIRST_NAME, LAST_NAME, EMAIL, JOB_TITLE, OFFICE_CODE,
	OFFICES_CODE, CITY
};

/* customers(customer_number PK, customer_name, country, credit_limit),
 * employees(employee_number PK, first_name, last_name, email, job_title, office_code) and
 * offices(office_code PK, city). */
static SchemaGraph *
listed_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
	schema_graph_add_column(g, "customer_number", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "customer_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "country", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "credit_limit", "numeric", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "employee_number", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "email", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "job_title", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "office_code", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "offices", SG_TABLE, 0);
	schema_graph_add_column(g, "office_code", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "city", "text", SG_TYPE_TEXT, false, false, 0);
	return g;
}

/* The span sql_listed_with_find gives question, as "start end" ("-1 -1": none). */
static char *
span_of(const char *question)
{
	DtError		err = {0};
	TextTokens	t = {0};
	ListedWith	with;
	char		out[32];

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	with = sql_listed_with_find(&t);
	snprintf(out, sizeof(out), "%d %d", with.start, with.end);
	text_tokens_free(&t);
	return strdup(out);
}

#define CHECK_SPAN(question, expected)          \
	do {                                        \
		char *_s = span_of(question);           \
		CHECK_STR_EQ(_s, expected);             \
		free(_s);                               \
	} while (0)

UNIT_TEST(a_possessive_after_with_or_and_starts_the_listed_words)
{
	/* 0 list 1 the 2 customers 3 with 4 their 5 credit 6 limit 7 . */
	CHECK_SPAN("List the customers with their credit limit.", "5 7");
	/* commas go on: 0 offices 1 and 2 their 3 city 4 , 5 phone 6 and 7 country */
	CHECK_SPAN("offices and their city, phone and country", "3 8");
	/* at most LISTED_WITH_REACH tokens */
	CHECK_SPAN("employees with their a b c d e f g h", "3 9");
	/* "with the highest", "with credit" are conditions, not a list */
	CHECK_SPAN("customers with the highest credit limit", "-1 -1");
	CHECK_SPAN("customers with credit over 1000", "-1 -1");
}

/* A link of question words [start, end) to graph column column. */
typedef struct Link
{
	LinkMatch	match;
	int			start;
	int			end;
	int			column;
} Link;

/* listed_with's copy of notation for question with column links (n of them) and, where
 * table >= 0, table linked by name at token table_token, rendered, or "-". */
static char *
listed_rows_copy(const SchemaGraph *g, const char *question, const char *notation,
				 const Link *links, int n, int table, int table_token)
{
	StepCase	sc;
	ListedWith	with;
	TableNames *names = name_columns_find(g);
	char	   *sql;

	CHECK(step_case_begin(&sc, g, question, notation));
	for (int k = 0; k < n; k++)
		link_result_add(&sc.links, LINK_COLUMN, links[k].match, links[k].start, links[k].end,
						g->columns[links[k].column].table, links[k].column, NULL);
	if (table >= 0)
		link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, table_token, table_token + 1, table,
						-1, NULL);
	with = sql_listed_with_find(&sc.t);
	sql = rendered_copy(sql_listed_with(sc.ast, g, &sc.links, &with, names), g, NULL);
	step_case_end(&sc);
	dt_free(names);
	return sql;
}

static char *
listed_copy(const SchemaGraph *g, const char *question, const char *notation,
			const Link *links, int n)
{
	return listed_rows_copy(g, question, notation, links, n, -1, -1);
}

/* 0 list 1 the 2 customers 3 in 4 france 5 with 6 their 7 credit 8 limit 9 . */
#define FRANCE "List the customers in France with their credit limit."
#define FRENCH_CUSTOMERS(outputs) \
	"sql_select from_table T:customers ; " outputs " ; cond_eq expr_column C:0:country " \
	"expr_value V:text:France ; ; ; ;"
#define CUSTOMER_NAME_OUT "select_expr expr_column C:0:customer_name"

UNIT_TEST(the_listed_columns_left_out_are_shown_after_the_outputs)
{
	SchemaGraph *g = listed_graph();
	Link		credit_limit = {LINK_EXACT, 7, 9, CREDIT_LIMIT};
	char	   *sql;

	sql = listed_copy(g, FRANCE, FRENCH_CUSTOMERS(CUSTOMER_NAME_OUT), &credit_limit, 1);
	CHECK_STR_EQ(sql, "SELECT t0.customer_name, t0.credit_limit FROM public.customers AS t0 "
				 "WHERE t0.country = 'France'");
	free(sql);
	/* shown already, beside the name: nothing */
	sql = listed_copy(g, FRANCE, FRENCH_CUSTOMERS(CUSTOMER_NAME_OUT
												  " select_expr expr_column C:0:credit_limit"),
					  &credit_limit, 1);
	CHECK_STR_EQ(sql, "-");
	free(sql);
	/* a word inside a longer mention is the longer one's ("limit" of country, made up) */
	{
		Link		both[] = {{LINK_EXACT, 7, 9, CREDIT_LIMIT}, {LINK_LEXICON, 8, 9, COUNTRY}};

		sql = listed_copy(g, FRANCE, FRENCH_CUSTOMERS(CUSTOMER_NAME_OUT), both, 2);
		CHECK_STR_EQ(sql, "SELECT t0.customer_name, t0.credit_limit FROM public.customers AS t0 "
					 "WHERE t0.country = 'France'");
		free(sql);
	}
	schema_graph_free(g);
}

UNIT_TEST(the_listed_columns_alone_get_the_names_of_their_rows_first)
{
	SchemaGraph *g = listed_graph();
	/* 0 show 1 each 2 employee 3 with 4 their 5 email 6 . */
	Link		email = {LINK_EXACT, 5, 6, EMAIL};
	char	   *sql;

	sql = listed_copy(g, "Show each employee with their email.",
					  "sql_select from_table T:employees ; select_expr expr_column C:0:email ; ; ; ; ; ;",
					  &email, 1);
	CHECK_STR_EQ(sql, "SELECT t0.first_name, t0.last_name, t0.email FROM public.employees AS t0");
	free(sql);
	/* columns of two tables: the rows are those a word names before the phrase
	 * (0 list 1 the 2 employees 3 with 4 their 5 job 6 title 7 and 8 office 9 city) */
	{
		Link		two[] = {{LINK_EXACT, 5, 7, JOB_TITLE}, {LINK_LEXICON, 9, 10, CITY}};
		const char *joined =
			"sql_select from_table T:employees from_table_join T:offices cond_eq expr_column "
			"C:0:office_code expr_column C:1:office_code ; select_expr expr_column C:0:job_title "
			"select_expr expr_column C:1:city ; ; ; ; ; ;";

		sql = listed_rows_copy(g, "List the employees with their job title and office city.",
							   joined, two, 2, 1, 2);
		CHECK_STR_EQ(sql, "SELECT t0.first_name, t0.last_name, t0.job_title, t1.city FROM "
					 "public.employees AS t0 JOIN public.offices AS t1 ON t0.office_code = "
					 "t1.office_code");
		free(sql);
		/* no word names them: which rows is not said */
		sql = listed_copy(g, "List the employees with their job title and office city.",
						  joined, two, 2);
		CHECK_STR_EQ(sql, "-");
		free(sql);
	}
	/* a name column listed is the rows' name already: nothing */
	{
		Link		last = {LINK_EXACT, 5, 7, LAST_NAME};

		sql = listed_copy(g, "Show each employee with their last name.",
						  "sql_select from_table T:employees ; select_expr expr_column "
						  "C:0:last_name ; ; ; ; ; ;", &last, 1);
		CHECK_STR_EQ(sql, "-");
		free(sql);
	}
	schema_graph_free(g);
}

/* No copy of the French customers answered with outputs, for the column links given. */
#define CHECK_NO_FRENCH_COPY(outputs, links, n)                                        \
	do {                                                                               \
		char *_s = listed_copy(g, FRANCE, FRENCH_CUSTOMERS(outputs), links, n);        \
		CHECK_STR_EQ(_s, "-");                                                         \
		free(_s);                                                                      \
	} while (0)

UNIT_TEST(an_unclear_mention_or_an_aggregate_answer_gets_no_copy)
{
	SchemaGraph *g = listed_graph();
	/* "limit" names two columns: which is not said */
	Link		two[] = {{LINK_LEXICON, 7, 9, CREDIT_LIMIT}, {LINK_LEXICON, 7, 9, COUNTRY}};
	/* a partial link is too loose */
	Link		partial = {LINK_PARTIAL, 7, 8, CREDIT_LIMIT};
	Link		credit_limit = {LINK_EXACT, 7, 9, CREDIT_LIMIT};
	/* a column of a table the candidate does not read */
	Link		email = {LINK_EXACT, 7, 9, EMAIL};

	CHECK_NO_FRENCH_COPY(CUSTOMER_NAME_OUT, two, 2);
	CHECK_NO_FRENCH_COPY(CUSTOMER_NAME_OUT, &partial, 1);
	/* a count is no list of rows */
	CHECK_NO_FRENCH_COPY("select_expr agg_count_star", &credit_limit, 1);
	CHECK_NO_FRENCH_COPY(CUSTOMER_NAME_OUT, &email, 1);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_possessive_after_with_or_and_starts_the_listed_words);
	UNIT_RUN(the_listed_columns_left_out_are_shown_after_the_outputs);
	UNIT_RUN(the_listed_columns_alone_get_the_names_of_their_rows_first);
	UNIT_RUN(an_unclear_mention_or_an_aggregate_answer_gets_no_copy);
	UNIT_DONE();
}
