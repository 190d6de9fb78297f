/*
 * test_boolean_flags.c — a boolean column the question names tested as a flag
 * (sql/sql_boolean_flags.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "common/strbuf.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_boolean_flags.h"
#include "sql/sql_negations.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "action_notation.h"
#include "render_check.h"

/* store(store_name text, coffee_bar boolean, video_store boolean, store_sqft integer,
 * closed integer) */
static SchemaGraph *
flags_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "store", SG_TABLE, 0);
	schema_graph_add_column(g, "store_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "coffee_bar", "boolean", SG_TYPE_BOOLEAN, true, false, 0);
	schema_graph_add_column(g, "video_store", "boolean", SG_TYPE_BOOLEAN, true, false, 0);
	schema_graph_add_column(g, "store_sqft", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "closed", "integer", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* The columns that store a flag (flag_columns_find's answer), NULL: none. */
static const StoredFlag *stored_flags;
/* How the question's span links to the column (flag_copy). */
static LinkMatch link_match = LINK_EXACT;

/* The copy boolean_flags makes of query (notation) for question, whose tokens
 * [start, end) link exactly to column (-1: no link; column2 >= 0: a second boolean link
 * on the same words), rendered, or "-". */
static char *
flag_copy(const SchemaGraph *g, const char *question, int start, int end, int column,
		  int column2, const char *query)
{
	StepCase	sc;
	QuestionNegations n;
	NamedFlag	flag;
	TableNames *names;
	SqlNode    *copy;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, query))
		return strdup("?");
	if (column >= 0)
		link_result_add(&sc.links, LINK_COLUMN, link_match, start, end, 0, column, NULL);
	if (column2 >= 0)
		link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, start, end, 0, column2, NULL);
	question_negations_find(&sc.t, &sc.links, &n);
	flag = sql_named_flag(g, &sc.t, &sc.links, stored_flags);
	names = name_columns_find(g);
	copy = sql_boolean_flags(sc.ast, g, &flag, &n, names);
	dt_free(names);
	sql = rendered_copy(copy, g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_FLAG(question, start, end, column, column2, query, expected)     \
	do {                                                                       \
		char *_s = flag_copy(g, question, start, end, column, column2, query); \
		if (_s) CHECK_STR_EQ(_s, expected);                                    \
		free(_s);                                                              \
	} while (0)

#define NAMES_WHERE(cond) \
	"sql_select from_table T:store ; select_expr expr_column C:0:store_name ; " cond " ; ; ; ;"

UNIT_TEST(a_named_boolean_column_is_tested_as_a_flag)
{
	SchemaGraph *g = flags_graph();

	/* 0 which 1 stores 2 have 3 a 4 coffee 5 bar 6 ? */
	CHECK_FLAG("Which stores have a coffee bar?", 4, 6, 1, -1,
			   NAMES_WHERE("cond_eq expr_column C:0:coffee_bar expr_subquery sql_select from_table T:store ; "
						   "select_expr expr_column C:1:coffee_bar ; ; ; ; ; ;"),
			   "SELECT t0.store_name FROM public.store AS t0 WHERE t0.coffee_bar = TRUE");
	/* 0 how 1 many 2 stores 3 have 4 a 5 coffee 6 bar 7 ? */
	CHECK_FLAG("How many stores have a coffee bar?", 5, 7, 1, -1,
			   "sql_select from_table T:store ; select_expr agg_count_distinct "
			   "expr_column C:0:coffee_bar ; cond_gt expr_column C:0:store_sqft "
			   "expr_value V:integer:100 ; ; ; ;",
			   "SELECT count(*) FROM public.store AS t0 WHERE t0.store_sqft > 100 AND "
			   "t0.coffee_bar = TRUE");
	/* negated: the other rows; 0 which 1 stores 2 have 3 no 4 coffee 5 bar */
	CHECK_FLAG("Which stores have no coffee bar?", 4, 6, 1, -1, NAMES_WHERE(";"),
			   "SELECT t0.store_name FROM public.store AS t0 WHERE t0.coffee_bar = FALSE");
	/* tested already, no boolean named, or two of them: no copy */
	CHECK_FLAG("Which stores have a coffee bar?", 4, 6, 1, -1,
			   NAMES_WHERE("cond_eq expr_column C:0:coffee_bar expr_false"), "-");
	CHECK_FLAG("Which stores have a coffee bar?", 4, 6, -1, -1, NAMES_WHERE(";"), "-");
	CHECK_FLAG("Which stores have a coffee bar?", 4, 6, 1, 2, NAMES_WHERE(";"), "-");
	schema_graph_free(g);
}

/* A word that names a stored value exactly names no flag through the lexicon: "the
 * Marketing department" is not the sales people's flag. */
UNIT_TEST(a_stored_value_named_is_no_flag)
{
	SchemaGraph *g = flags_graph();
	StepCase	sc;
	NamedFlag	flag;

	/* 0 which 1 stores 2 are 3 in 4 Video 5 Land */
	CHECK(step_case_begin(&sc, g, "Which stores are in Video Land?", NAMES_WHERE(";")));
	link_result_add(&sc.links, LINK_COLUMN, LINK_LEXICON, 4, 5, 0, 2, NULL);
	flag = sql_named_flag(g, &sc.t, &sc.links, NULL);
	CHECK_INT_EQ(flag.column, 2);
	link_result_add(&sc.links, LINK_VALUE, LINK_EXACT, 4, 6, 0, 0, "Video Land");
	flag = sql_named_flag(g, &sc.t, &sc.links, NULL);
	CHECK_INT_EQ(flag.column, -1);
	step_case_end(&sc);
	schema_graph_free(g);
}

/* The flag whose own name word the question says goes before a lexicon relative:
 * "salespeople" names is_salesperson, not is_employee. */
UNIT_TEST(a_flag_named_by_its_word_goes_before_a_lexicon_relative)
{
	SchemaGraph *g = flags_graph();
	StepCase	sc;
	NamedFlag	flag;

	/* 0 which 1 stores 2 serve 3 coffee 4 ? */
	CHECK(step_case_begin(&sc, g, "Which stores serve coffee?", NAMES_WHERE(";")));
	link_result_add(&sc.links, LINK_COLUMN, LINK_LEXICON, 3, 4, 0, 2, NULL);
	link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, 3, 4, 0, 1, NULL);
	flag = sql_named_flag(g, &sc.t, &sc.links, NULL);
	CHECK_INT_EQ(flag.column, 1);
	CHECK(flag.plainly);
	step_case_end(&sc);
	schema_graph_free(g);
}

UNIT_TEST(a_number_that_holds_zero_and_one_is_a_flag_too)
{
	SchemaGraph *g = flags_graph();
	StoredFlag	holds[6] = {{0}};

	holds[4].store = FLAG_STORE_ZERO_ONE;
	/* 0 which 1 stores 2 are 3 closed 4 ? ; without its statistics, a number like any */
	stored_flags = NULL;
	CHECK_FLAG("Which stores are closed?", 3, 4, 4, -1, NAMES_WHERE(";"), "-");
	stored_flags = holds;
	CHECK_FLAG("Which stores are closed?", 3, 4, 4, -1, NAMES_WHERE(";"),
			   "SELECT t0.store_name FROM public.store AS t0 WHERE t0.closed = 1");
	/* 0 which 1 stores 2 are 3 not 4 closed 5 ? */
	CHECK_FLAG("Which stores are not closed?", 4, 5, 4, -1, NAMES_WHERE(";"),
			   "SELECT t0.store_name FROM public.store AS t0 WHERE t0.closed = 0");
	/* 0 how 1 many 2 stores 3 are 4 closed 5 ? */
	CHECK_FLAG("How many stores are closed?", 4, 5, 4, -1,
			   "sql_select from_table T:store ; select_expr agg_sum expr_column C:0:closed ; ; ; ; ; ;",
			   "SELECT sum(t0.closed) FROM public.store AS t0 WHERE t0.closed = 1");
	/* a number no flag holds tests nothing: its comparison goes */
	CHECK_FLAG("Which stores are not closed?", 4, 5, 4, -1,
			   NAMES_WHERE("cond_ne expr_column C:0:closed expr_value V:integer:3"),
			   "SELECT t0.store_name FROM public.store AS t0 WHERE t0.closed = 0");
	/* compared with 0 or 1 already: the model's own test */
	CHECK_FLAG("Which stores are closed?", 3, 4, 4, -1,
			   NAMES_WHERE("cond_eq expr_column C:0:closed expr_value V:integer:1"), "-");
	stored_flags = NULL;
	schema_graph_free(g);
}

UNIT_TEST(a_word_of_the_name_that_says_what_is_flagged_names_the_flag)
{
	SchemaGraph *g = flags_graph();

	link_match = LINK_PARTIAL;
	/* 0 which 1 stores 2 have 3 a 4 video 5 section 6 ? : "video" of video_store */
	CHECK_FLAG("Which stores have a video section?", 4, 5, 2, -1, NAMES_WHERE(";"),
			   "SELECT t0.store_name FROM public.store AS t0 WHERE t0.video_store = TRUE");
	/* "store", its table's word, says nothing of what is flagged, nor its plural; nor two
	 * words in part */
	CHECK_FLAG("Which video store is the biggest?", 2, 3, 2, -1, NAMES_WHERE(";"), "-");
	CHECK_FLAG("Which stores are the biggest?", 1, 2, 2, -1, NAMES_WHERE(";"), "-");
	CHECK_FLAG("Which stores have a video section?", 4, 6, 2, -1, NAMES_WHERE(";"), "-");
	schema_graph_free(g);
	/* a compound left whole: "online" begins onlineorderflag, inside no word of its table's */
	g = schema_graph_new();
	schema_graph_add_table(g, "public", "salesorderheader", SG_TABLE, 0);
	schema_graph_add_column(g, "salesorderid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "onlineorderflag", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
	/* 0 how 1 many 2 of 3 our 4 orders 5 came 6 in 7 online 8 ? */
	CHECK_FLAG("How many of our orders came in online?", 7, 8, 1, -1,
			   "sql_select from_table T:salesorderheader ; select_expr agg_count_star ; ; ; ; ; ;",
			   "SELECT count(*) FROM public.salesorderheader AS t0 WHERE t0.onlineorderflag = TRUE");
	schema_graph_free(g);
	/* several words, each a word of the name that says what is flagged: "day care" of
	 * employee.bene_day_care; not with a word the name lacks ("day off") */
	g = schema_graph_new();
	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_fname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "bene_day_care", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
#define EMPLOYEES_COUNT "sql_select from_table T:employee ; select_expr agg_count_star ; ; ; ; ; ;"
	/* 0 how 1 many 2 people 3 get 4 day 5 care 6 ? */
	CHECK_FLAG("How many people get day care?", 4, 6, 1, -1, EMPLOYEES_COUNT,
			   "SELECT count(*) FROM public.employee AS t0 WHERE t0.bene_day_care = TRUE");
	/* 0 how 1 many 2 people 3 get 4 a 5 day 6 off 7 ? */
	CHECK_FLAG("How many people get a day off?", 5, 7, 1, -1, EMPLOYEES_COUNT, "-");
#undef EMPLOYEES_COUNT
	/* the flag named by the most words: "benefit", which "bene" abbreviates, names every
	 * bene_ flag; "day care" one of them */
	schema_graph_add_column(g, "bene_life_ins", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
	{
		StepCase	sc;
		NamedFlag	flag;

		/* 0 which 1 people 2 get 3 the 4 day 5 care 6 benefit 7 ? */
		CHECK(step_case_begin(&sc, g, "Which people get the day care benefit?",
							  "sql_select from_table T:employee ; select_expr agg_count_star ; ; ; ; ; ;"));
		link_result_add(&sc.links, LINK_COLUMN, LINK_ABBREVIATION, 6, 7, 0, 1, NULL);
		link_result_add(&sc.links, LINK_COLUMN, LINK_ABBREVIATION, 6, 7, 0, 2, NULL);
		flag = sql_named_flag(g, &sc.t, &sc.links, NULL);
		CHECK_INT_EQ(flag.column, -1);
		link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, 4, 6, 0, 1, NULL);
		flag = sql_named_flag(g, &sc.t, &sc.links, NULL);
		CHECK_INT_EQ(flag.column, 1);
		step_case_end(&sc);
	}
	schema_graph_free(g);
	/* inside a longer span that names another column exactly, a word of the flag's name
	 * names no flag: "credit" of "credit limit" is credit_limit's */
	{
		StepCase	sc;
		NamedFlag	flag;

		g = schema_graph_new();
		schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
		schema_graph_add_column(g, "customer_name", "text", SG_TYPE_TEXT, false, false, 0);
		schema_graph_add_column(g, "credit_limit", "numeric", SG_TYPE_NUMBER, true, false, 0);
		schema_graph_add_column(g, "is_on_credit_hold", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
		/* 0 which 1 customer 2 has 3 the 4 highest 5 credit 6 limit 7 ? */
		CHECK(step_case_begin(&sc, g, "Which customer has the highest credit limit?",
							  "sql_select from_table T:customers ; select_expr agg_count_star ; ; ; ; ; ;"));
		link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, 5, 6, 0, 2, NULL);
		flag = sql_named_flag(g, &sc.t, &sc.links, NULL);
		CHECK_INT_EQ(flag.column, 2);
		link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, 5, 7, 0, 1, NULL);
		flag = sql_named_flag(g, &sc.t, &sc.links, NULL);
		CHECK_INT_EQ(flag.column, -1);
		step_case_end(&sc);
		schema_graph_free(g);
	}
	/* a plural whose singular is the flagged word: "employees" of people.is_employee */
	g = schema_graph_new();
	schema_graph_add_table(g, "public", "people", SG_TABLE, 0);
	schema_graph_add_column(g, "person_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "is_employee", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
	/* 0 how 1 many 2 employees 3 do 4 we 5 have 6 ? */
	CHECK_FLAG("How many employees do we have?", 2, 3, 1, -1,
			   "sql_select from_table T:people ; select_expr agg_count_star ; ; ; ; ; ;",
			   "SELECT count(*) FROM public.people AS t0 WHERE t0.is_employee = TRUE");
	schema_graph_free(g);
	/* a word a name word abbreviates, by an abbreviation or a comment link: "transparent"
	 * of colors.is_trans; a marker ("ind") abbreviates nothing that counts */
	g = schema_graph_new();
	schema_graph_add_table(g, "public", "colors", SG_TABLE, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "is_trans", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
	schema_graph_add_column(g, "ind_flag", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
#define COLORS_COUNT "sql_select from_table T:colors ; select_expr agg_count_star ; ; ; ; ; ;"
	/* 0 how 1 many 2 colours 3 are 4 transparent 5 ? */
	link_match = LINK_ABBREVIATION;
	CHECK_FLAG("How many colours are transparent?", 4, 5, 1, -1, COLORS_COUNT,
			   "SELECT count(*) FROM public.colors AS t0 WHERE t0.is_trans = TRUE");
	link_match = LINK_COMMENT;
	CHECK_FLAG("How many colours are transparent?", 4, 5, 1, -1, COLORS_COUNT,
			   "SELECT count(*) FROM public.colors AS t0 WHERE t0.is_trans = TRUE");
	CHECK_FLAG("How many colours are transparent?", 2, 3, 1, -1, COLORS_COUNT, "-");
	/* 0 how 1 many 2 colours 3 are 4 individual 5 ? */
	link_match = LINK_ABBREVIATION;
	CHECK_FLAG("How many colours are individual?", 4, 5, 2, -1, COLORS_COUNT, "-");
#undef COLORS_COUNT
	link_match = LINK_EXACT;
	schema_graph_free(g);
}

UNIT_TEST(a_text_that_holds_yes_and_no_is_a_flag_too)
{
	SchemaGraph *g = schema_graph_new();
	StoredFlag	holds[5] = {{0}};

	schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);
	schema_graph_add_column(g, "customer", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "on_hold", "character(1)", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_table(g, "public", "sales", SG_TABLE, 0);
	schema_graph_add_column(g, "po_number", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "paid", "character(1)", SG_TYPE_TEXT, false, false, 0);
	holds[1] = (StoredFlag) {FLAG_STORE_TEXT, "*", ""};
	holds[3] = (StoredFlag) {FLAG_STORE_TEXT, "y", "n"};
	stored_flags = holds;
	/* 0 which 1 orders 2 have 3 n 4 ' 5 t 6 been 7 paid 8 for 9 ? */
	CHECK_FLAG("Which orders haven't been paid for?", 7, 8, 3, -1,
			   "sql_select from_table T:sales ; select_expr expr_column C:0:po_number ; ; ; ; ; ;",
			   "SELECT t0.po_number FROM public.sales AS t0 WHERE t0.paid = 'n'");
	/* 0 which 1 customers 2 are 3 on 4 hold 5 ? : the flag answered with the names */
	CHECK_FLAG("Which customers are on hold?", 3, 5, 1, -1,
			   "sql_select_distinct from_table T:customer ; select_expr expr_column C:0:on_hold ; ; ; ; ; ;",
			   "SELECT DISTINCT t0.customer FROM public.customer AS t0 WHERE t0.on_hold = '*'");
	/* 0 which 1 customers 2 are 3 not 4 on 5 hold 6 ? : NULL says no */
	CHECK_FLAG("Which customers are not on hold?", 4, 6, 1, -1,
			   "sql_select from_table T:customer ; select_expr expr_column C:0:customer ; ; ; ; ; ;",
			   "SELECT t0.customer FROM public.customer AS t0 WHERE t0.on_hold IS NULL");
	/* the model's own text test is its test */
	CHECK_FLAG("Which orders haven't been paid for?", 7, 8, 3, -1,
			   "sql_select from_table T:sales ; select_expr expr_column C:0:po_number ; "
			   "cond_eq expr_column C:0:paid expr_value V:text:n ; ; ; ;", "-");
	stored_flags = NULL;
	schema_graph_free(g);
}

UNIT_TEST(a_flag_negated_by_a_prefix_or_read_as_an_except)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "purchasing", "vendor", SG_TABLE, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "accountnumber", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "activeflag", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
	schema_graph_add_column(g, "preferredvendorstatus", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
	/* 0 how 1 many 2 vendors 3 are 4 inactive 5 ? : "inactive" negates "active" */
	link_match = LINK_NEGATED;
	CHECK_FLAG("How many vendors are inactive?", 4, 5, 2, -1,
			   "sql_select from_table T:vendor ; select_expr agg_count_star ; ; ; ; ; ;",
			   "SELECT count(*) FROM purchasing.vendor AS t0 WHERE t0.activeflag = FALSE");
	/* 0 how 1 many 2 vendors 3 are 4 not 5 inactive 6 ? : negated twice */
	CHECK_FLAG("How many vendors are not inactive?", 5, 6, 2, -1,
			   "sql_select from_table T:vendor ; select_expr agg_count_star ; ; ; ; ; ;",
			   "SELECT count(*) FROM purchasing.vendor AS t0 WHERE t0.activeflag = TRUE");
	/* 0 which 1 vendors 2 are 3 not 4 on 5 our 6 preferred 7 list 8 ? : every name but
	 * some of them, the left operand with the flag's test */
	link_match = LINK_PARTIAL;
	CHECK_FLAG("Which vendors are not on our preferred list?", 6, 7, 3, -1,
			   "sql_except sql_select from_table T:vendor ; select_expr expr_column C:0:name ; ; ; ; ; ; "
			   "sql_select from_table T:vendor ; select_expr expr_column C:1:accountnumber ; ; ; ; ; ;",
			   "SELECT t0.name FROM purchasing.vendor AS t0 WHERE t0.preferredvendorstatus = FALSE");
	link_match = LINK_EXACT;
	schema_graph_free(g);
}

/* The question's one negation spent on the flag: a NOT IN subquery beside the flag's test
 * said it another way and goes; with a second negation it stays.  Of two flags a word
 * names, the one of the table the question names. */
UNIT_TEST(a_flag_spends_the_one_negation_and_goes_with_the_table_named)
{
	SchemaGraph *g = schema_graph_new();
	StepCase	sc;
	NamedFlag	flag;

	schema_graph_add_table(g, "purchasing", "vendor", SG_TABLE, 0);
	schema_graph_add_column(g, "vendor_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "activeflag", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
	schema_graph_add_table(g, "purchasing", "productvendor", SG_TABLE, 0);
	schema_graph_add_column(g, "vendor_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "activeflag", "boolean", SG_TYPE_BOOLEAN, false, false, 0);
#define VENDORS_NOT_SUPPLYING \
	"sql_select from_table T:vendor ; select_expr agg_count_star ; " \
	"cond_not_in_query expr_column C:0:vendor_id sql_select from_table T:productvendor ; " \
	"select_expr expr_column C:1:vendor_id ; ; ; ; ; ; ; ; ; ;"
	/* 0 how 1 many 2 vendors 3 are 4 no 5 longer 6 active 7 ? */
	CHECK_FLAG("How many vendors are no longer active?", 6, 7, 2, -1, VENDORS_NOT_SUPPLYING,
			   "SELECT count(*) FROM purchasing.vendor AS t0 WHERE t0.activeflag = FALSE");
	/* 0 how 1 many 2 vendors 3 are 4 not 5 active 6 and 7 supply 8 nothing 9 ? */
	CHECK_FLAG("How many vendors are not active and supply nothing?", 5, 6, 2, -1,
			   VENDORS_NOT_SUPPLYING,
			   "SELECT count(*) FROM purchasing.vendor AS t0 WHERE t0.vendor_id NOT IN "
			   "(SELECT t1.vendor_id FROM purchasing.productvendor AS t1) AND "
			   "t0.activeflag = FALSE");
	/* "active" names both tables' flags; "vendors" names one table */
	CHECK(step_case_begin(&sc, g, "How many vendors are no longer active?", VENDORS_NOT_SUPPLYING));
	link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, 6, 7, 0, 2, NULL);
	link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, 6, 7, 1, 4, NULL);
	flag = sql_named_flag(g, &sc.t, &sc.links, NULL);
	CHECK_INT_EQ(flag.column, -1);
	link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, 2, 3, 0, -1, NULL);
	flag = sql_named_flag(g, &sc.t, &sc.links, NULL);
	CHECK_INT_EQ(flag.column, 2);
	step_case_end(&sc);
#undef VENDORS_NOT_SUPPLYING
	schema_graph_free(g);
}

/* Whether the flag the question's words [start, end) name (column) is left untested by
 * query: untested_flags' count, whether or not the query reads the flag's table. */
static bool
flag_untested(const SchemaGraph *g, const char *question, int start, int end, int column,
			  LinkMatch match, const char *query)
{
	StepCase	sc;
	NamedFlag	flag;
	bool		untested;

	CHECK(step_case_begin(&sc, g, question, query));
	link_result_add(&sc.links, LINK_COLUMN, match, start, end, 0, column, NULL);
	flag = sql_named_flag(g, &sc.t, &sc.links, NULL);
	untested = sql_flag_untested(sc.ast, g, &flag);
	step_case_end(&sc);
	return untested;
}

UNIT_TEST(a_flag_named_plainly_and_tested_nowhere_is_untested)
{
	SchemaGraph *g = flags_graph();

	schema_graph_add_table(g, "public", "visit", SG_TABLE, 0);
	schema_graph_add_column(g, "visit_day", "date", SG_TYPE_TIME, false, false, 0);
	/* 0 how 1 many 2 stores 3 have 4 a 5 coffee 6 bar 7 ? */
	CHECK(flag_untested(g, "How many stores have a coffee bar?", 5, 7, 1, LINK_EXACT,
						"sql_select from_table T:store ; select_expr agg_count_star ; ; ; ; ; ;"));
	/* a query that reads another table tests it nowhere either */
	CHECK(flag_untested(g, "How many stores have a coffee bar?", 5, 7, 1, LINK_EXACT,
						"sql_select from_table T:visit ; select_expr agg_count_star ; ; ; ; ; ;"));
	/* tested: not */
	CHECK(!flag_untested(g, "How many stores have a coffee bar?", 5, 7, 1, LINK_EXACT,
						 "sql_select from_table T:store ; select_expr agg_count_star ; "
						 "cond_eq expr_column C:0:coffee_bar expr_true ; ; ; ;"));
	/* named through the lexicon only: not plainly, no cost */
	CHECK(!flag_untested(g, "How many stores have a coffee bar?", 5, 7, 1, LINK_LEXICON,
						 "sql_select from_table T:visit ; select_expr agg_count_star ; ; ; ; ; ;"));
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_named_boolean_column_is_tested_as_a_flag);
	UNIT_RUN(a_stored_value_named_is_no_flag);
	UNIT_RUN(a_flag_named_by_its_word_goes_before_a_lexicon_relative);
	UNIT_RUN(a_number_that_holds_zero_and_one_is_a_flag_too);
	UNIT_RUN(a_word_of_the_name_that_says_what_is_flagged_names_the_flag);
	UNIT_RUN(a_text_that_holds_yes_and_no_is_a_flag_too);
	UNIT_RUN(a_flag_negated_by_a_prefix_or_read_as_an_except);
	UNIT_RUN(a_flag_spends_the_one_negation_and_goes_with_the_table_named);
	UNIT_RUN(a_flag_named_plainly_and_tested_nowhere_is_untested);
	UNIT_DONE();
}
