/*
 * test_counted_elsewhere.c — a count of rows that are not the ones the question counts
 * (sql/sql_counted_elsewhere.h).
 */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_counted_elsewhere.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* country(country_id, country), customer(customer_id, last_name, country_id -> country),
 * customer_list (a view: customer_id, country) */
static SchemaGraph *
customers_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from = 4,
				to = 0;

	schema_graph_add_table(g, "public", "country", SG_TABLE, 0);
	schema_graph_add_column(g, "country_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "country", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);
	schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "country_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "customer_list", SG_VIEW, 0);
	schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "country", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	return g;
}

/* The cost count of query (notation) for question, whose token word links exactly to
 * table (-1: no link) and token word2 to table2 (-1: no link), the graph's name columns
 * given. */
static int
cost_of2(const SchemaGraph *g, const char *question, int word, int table, int word2,
		 int table2, const char *query)
{
	StepCase	sc;
	TableNames *names = name_columns_find(g);
	int			n = -1;

	if (step_case_begin(&sc, g, question, query))
	{
		CountedTable counted;

		if (table >= 0)
			link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, word, word + 1, table, -1, NULL);
		if (table2 >= 0)
			link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, word2, word2 + 1, table2, -1,
							NULL);
		counted = sql_counted_table(&sc.t, &sc.links, g, names);
		n = sql_counted_elsewhere(sc.ast, g, &counted);
	}
	step_case_end(&sc);
	dt_free(names);
	return n;
}

static int
cost_of(const SchemaGraph *g, const char *question, int word, int table, const char *query)
{
	return cost_of2(g, question, word, table, -1, -1, query);
}

/* employee(emp_no), department(dept_no, dept_name), dept_emp(emp_no -> employee,
 * dept_no -> department) */
static SchemaGraph *
dept_emp_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			emp_pk = 0,
				dept_pk = 1,
				emp_fk = 3,
				dept_fk = 4;

	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_no", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_table(g, "public", "department", SG_TABLE, 0);
	schema_graph_add_column(g, "dept_no", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "dept_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "dept_emp", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_no", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "dept_no", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 2, 0, 1, &emp_fk, &emp_pk);
	schema_graph_add_foreign_key(g, 2, 1, 1, &dept_fk, &dept_pk);
	return g;
}

#define COUNT_OF(table) "sql_select from_table T:" table " ; select_expr agg_count_star ; ; ; ; ; ;"
#define CUSTOMERS_IN_CANADA "How many customers live in Canada?"

UNIT_TEST(a_count_of_rows_the_question_does_not_count_costs)
{
	SchemaGraph *g = customers_graph();

	/* 0 how 1 many 2 customers 3 live 4 in 5 canada */
	CHECK_INT_EQ(cost_of(g, CUSTOMERS_IN_CANADA, 2, 1, COUNT_OF("country")), 1);
	/* the table counted, or one whose rows refer to it */
	CHECK_INT_EQ(cost_of(g, CUSTOMERS_IN_CANADA, 2, 1, COUNT_OF("customer")), 0);
	/* 0 how 1 many 2 countries 3 have 4 customers */
	CHECK_INT_EQ(cost_of2(g, "How many countries have customers?", 2, 0, 4, 1,
						  COUNT_OF("customer")), 0);
	/* but a table that refers to it and that no word names counts other rows: the
	 * countries that have customers, for "How many countries are there?" */
	CHECK_INT_EQ(cost_of(g, "How many countries are there?", 2, 0, COUNT_OF("customer")), 1);
	schema_graph_free(g);
	/* nor where it bridges to another table the query reads: dept_emp, for the employees
	 * of a department */
	g = dept_emp_graph();
	/* 0 how 1 many 2 employees 3 work 4 in 5 research */
	CHECK_INT_EQ(cost_of(g, "How many employees work in Research?", 2, 0,
						 "sql_select from_table T:dept_emp from_table_join T:department "
						 "cond_eq expr_column C:0:dept_no expr_column C:1:dept_no ; "
						 "select_expr agg_count_star ; ; ; ; ; ;"), 0);
	CHECK_INT_EQ(cost_of(g, "How many employees work in Research?", 2, 0,
						 COUNT_OF("dept_emp")), 1);
	schema_graph_free(g);
	g = customers_graph();
	/* a view's rows may be anything */
	CHECK_INT_EQ(cost_of(g, CUSTOMERS_IN_CANADA, 2, 1, COUNT_OF("customer_list")), 0);
	/* no count answered, no table word after "how many", or too far after it */
	CHECK_INT_EQ(cost_of(g, CUSTOMERS_IN_CANADA, 2, 1,
						 "sql_select from_table T:country ; select_expr expr_column C:0:country ; ; ; ; ; ;"),
				 0);
	CHECK_INT_EQ(cost_of(g, CUSTOMERS_IN_CANADA, 2, -1, COUNT_OF("country")), 0);
	/* 0 how 1 many 2 of 3 our 4 loyal 5 customers */
	CHECK_INT_EQ(cost_of(g, "How many of our loyal customers live in Canada?", 5, 1,
						 COUNT_OF("country")), 0);
	/* a word of a stored value of several names no table counted: 0 how 1 many 2 ' 3 big
	 * 4 country 5 ' 6 customers; "country" names the table, but inside 'Big Country' */
	{
		StepCase	sc;

		step_case_words(&sc, "How many 'Big Country' customers are there?");
		link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, 4, 5, 0, -1, NULL);
		CHECK_INT_EQ(sql_counted_table(&sc.t, &sc.links, g, NULL).table, 0);
		link_result_add(&sc.links, LINK_VALUE, LINK_EXACT, 3, 5, 0, 1, "Big Country");
		CHECK_INT_EQ(sql_counted_table(&sc.t, &sc.links, g, NULL).table, -1);
		step_case_end(&sc);
	}
	schema_graph_free(g);
}

/* A word that names two tables through the lexicon alone says which neither does. */
UNIT_TEST(a_word_of_two_tables_counts_neither)
{
	SchemaGraph *g = customers_graph();
	StepCase	sc;

	CHECK(step_case_begin(&sc, g, "How many clients are there?", COUNT_OF("country")));
	link_result_add(&sc.links, LINK_TABLE, LINK_LEXICON, 2, 3, 1, -1, NULL);
	link_result_add(&sc.links, LINK_TABLE, LINK_LEXICON, 2, 3, 0, -1, NULL);
	{
		CountedTable counted = sql_counted_table(&sc.t, &sc.links, g, NULL);

		CHECK_INT_EQ(sql_counted_elsewhere(sc.ast, g, &counted), 0);
	}
	step_case_end(&sc);
	schema_graph_free(g);
}

/* Two tables named exactly from the same word: the longer name is the one said ("How many
 * customer lists ...": customer_list, not customer), two of one length neither. */
UNIT_TEST(the_longest_exact_name_is_the_table_counted)
{
	SchemaGraph *g = customers_graph();
	StepCase	sc;

	/* 0 how 1 many 2 customer 3 lists 4 are 5 there */
	step_case_words(&sc, "How many customer lists are there?");
	link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, 2, 3, 1, -1, NULL);
	link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, 2, 4, 2, -1, NULL);
	CHECK_INT_EQ(sql_counted_table(&sc.t, &sc.links, g, NULL).table, 2);
	link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, 2, 4, 0, -1, NULL);
	CHECK_INT_EQ(sql_counted_table(&sc.t, &sc.links, g, NULL).table, -1);
	step_case_end(&sc);
	schema_graph_free(g);
}

#define RANKED_BY_COUNT(table, column) \
	"sql_select from_table T:" table " ; select_expr expr_column C:0:" column " ; ; " \
	"expr_column C:0:" column " ; ; order_desc agg_count_star ; V:integer:1"

UNIT_TEST(a_ranking_by_a_count_of_other_rows_costs)
{
	SchemaGraph *g = customers_graph();

	/* 0 which 1 country 2 has 3 the 4 most 5 customers */
	CHECK_INT_EQ(cost_of(g, "Which country has the most customers?", 5, 1,
						 RANKED_BY_COUNT("country", "country")), 1);
	CHECK_INT_EQ(cost_of(g, "Which country has the most customers?", 5, 1,
						 RANKED_BY_COUNT("customer", "country_id")), 0);
	/* "at least" bounds, it does not rank; a count answered is "how many"'s */
	CHECK_INT_EQ(cost_of(g, "Which country has at least customers?", 5, 1,
						 RANKED_BY_COUNT("country", "country")), 0);
	CHECK_INT_EQ(cost_of(g, "Which country has the most customers?", 5, 1, COUNT_OF("country")), 0);
	schema_graph_free(g);
}

/* employees(employee_id, department_id -> departments), departments(department_id,
 * manager_id -> employees): each table refers to the other */
static SchemaGraph *
staff_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			department_id = 1,
				manager_id = 3,
				employee_pk = 0,
				department_pk = 2;

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "employee_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "department_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_table(g, "public", "departments", SG_TABLE, 0);
	schema_graph_add_column(g, "department_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "manager_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_foreign_key(g, 0, 1, 1, &department_id, &department_pk);
	schema_graph_add_foreign_key(g, 1, 0, 1, &manager_id, &employee_pk);
	return g;
}

UNIT_TEST(a_table_both_refer_to_counts_its_own_rows)
{
	SchemaGraph *g = staff_graph();

	/* departments refer to employees by their manager, but employees refer to
	 * departments: counting departments counts no employees */
	/* 0 how 1 many 2 employees 3 are 4 there */
	CHECK_INT_EQ(cost_of(g, "How many employees are there?", 2, 0, COUNT_OF("departments")), 1);
	CHECK_INT_EQ(cost_of(g, "How many employees are there?", 2, 0, COUNT_OF("employees")), 0);
	schema_graph_free(g);
}

/* employees(emp_no, first_name, last_name), departments(dept_no, dept_name), and with
 * authors a second table of people (au_fname, au_lname), with contacts a table of
 * companies named by their contact too (customer, contact_first, contact_last) */
static SchemaGraph *
people_graph(bool authors, bool contacts)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_no", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "departments", SG_TABLE, 0);
	schema_graph_add_column(g, "dept_no", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "dept_name", "text", SG_TYPE_TEXT, false, false, 0);
	if (authors)
	{
		schema_graph_add_table(g, "public", "authors", SG_TABLE, 0);
		schema_graph_add_column(g, "au_fname", "text", SG_TYPE_TEXT, false, false, 0);
		schema_graph_add_column(g, "au_lname", "text", SG_TYPE_TEXT, false, false, 0);
	}
	if (contacts)
	{
		schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);
		schema_graph_add_column(g, "customer", "text", SG_TYPE_TEXT, false, false, 0);
		schema_graph_add_column(g, "contact_first", "text", SG_TYPE_TEXT, false, false, 0);
		schema_graph_add_column(g, "contact_last", "text", SG_TYPE_TEXT, false, false, 0);
	}
	return g;
}

/* "How many people work in Research?" counts the one table of people, not departments;
 * with two tables of people, "people" says neither */
UNIT_TEST(people_are_the_one_table_of_people)
{
	SchemaGraph *g = people_graph(false, false),
			   *two = people_graph(true, false),
			   *contacts = people_graph(false, true);

	CHECK_INT_EQ(cost_of(g, "How many people work in Research?", -1, -1,
						 COUNT_OF("departments")), 1);
	CHECK_INT_EQ(cost_of(g, "How many people work in Research?", -1, -1,
						 COUNT_OF("employees")), 0);
	CHECK_INT_EQ(cost_of(g, "How many rooms are in Research?", -1, -1,
						 COUNT_OF("departments")), 0);
	CHECK_INT_EQ(cost_of(two, "How many people work in Research?", -1, -1,
						 COUNT_OF("departments")), 0);
	/* the customers' contacts make the customers no table of people */
	CHECK_INT_EQ(cost_of(contacts, "How many people work in Research?", -1, -1,
						 COUNT_OF("departments")), 1);
	schema_graph_free(g);
	schema_graph_free(two);
	schema_graph_free(contacts);
}

/* products(prod_id, title, category -> categories), categories(category, categoryname),
 * staff(staff_id, first_name, last_name, title) */
static SchemaGraph *
titles_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from = 2,
				to = 0;

	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	schema_graph_add_column(g, "prod_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "category", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "categories", SG_TABLE, 0);
	schema_graph_add_column(g, "category", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "categoryname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_foreign_key(g, 0, 1, 1, &from, &to);
	return g;
}

/* The cost count of query for question, whose token 2 links exactly to the columns
 * first_column and (>= 0) second_column. */
static int
cost_of_column_words(const SchemaGraph *g, const char *question, int first_column,
					 int second_column, const char *query)
{
	StepCase	sc;
	TableNames *names = name_columns_find(g);
	int			n = -1;

	if (step_case_begin(&sc, g, question, query))
	{
		CountedTable counted;

		for (int k = 0; k < 2; k++)
		{
			int			c = k == 0 ? first_column : second_column;

			if (c >= 0)
				link_result_add(&sc.links, LINK_COLUMN, LINK_EXACT, 2, 3, g->columns[c].table,
								c, NULL);
		}
		counted = sql_counted_table(&sc.t, &sc.links, g, names);
		n = sql_counted_elsewhere(sc.ast, g, &counted);
	}
	step_case_end(&sc);
	dt_free(names);
	return n;
}

#define HORROR_TITLES "How many titles are in the Horror category?"

/* "How many titles ..." counts the things whose one name column is the title, not the
 * categories; a word that names a job title of people too says neither */
UNIT_TEST(titles_are_the_things_they_name)
{
	SchemaGraph *g = titles_graph(),
			   *staff = titles_graph();

	CHECK_INT_EQ(cost_of_column_words(g, HORROR_TITLES, 1, -1, COUNT_OF("categories")), 1);
	CHECK_INT_EQ(cost_of_column_words(g, HORROR_TITLES, 1, -1, COUNT_OF("products")), 0);
	CHECK_INT_EQ(cost_of(g, HORROR_TITLES, -1, -1, COUNT_OF("categories")), 0);
	schema_graph_add_table(staff, "public", "staff", SG_TABLE, 0);
	schema_graph_add_column(staff, "staff_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(staff, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(staff, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(staff, "title", "text", SG_TYPE_TEXT, false, false, 0);
	CHECK_INT_EQ(cost_of_column_words(staff, HORROR_TITLES, 1, 8, COUNT_OF("categories")), 0);
	CHECK_INT_EQ(cost_of_column_words(staff, HORROR_TITLES, 8, -1, COUNT_OF("categories")), 0);
	schema_graph_free(g);
	schema_graph_free(staff);
}

/* count_counted_rows' copy of query (notation) for question, whose token word links
 * exactly to table, rendered, or "-" when none is made. */
static char *
counted_rows_copy(const SchemaGraph *g, const char *question, int word, int table,
				  const char *query)
{
	StepCase	sc;
	CountedTable counted;
	char	   *sql;

	CHECK(step_case_begin(&sc, g, question, query));
	link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, word, word + 1, table, -1, NULL);
	counted = sql_counted_table(&sc.t, &sc.links, g, NULL);
	sql = rendered_copy(sql_count_counted_rows(sc.ast, g, &counted), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_COUNTED_ROWS(question, word, table, query, expected)                   \
	do {                                                                             \
		char *_s = counted_rows_copy(g, question, word, table, query);               \
		CHECK_STR_EQ(_s, expected);                                                  \
		free(_s);                                                                    \
	} while (0)

UNIT_TEST(the_number_of_a_table_is_counted_through_its_key)
{
	SchemaGraph *g = customers_graph();

	/* "the number of <table>" counts as "how many" does: 0 count 1 the 2 number 3 of
	 * 4 customers 5 in 6 canada */
	CHECK_INT_EQ(cost_of(g, "Count the number of customers in Canada.", 4, 1,
						 COUNT_OF("country")), 1);
	/* the copy joins the counted rows on their key and counts them */
	CHECK_COUNTED_ROWS("Count the number of customers in Canada.", 4, 1, COUNT_OF("country"),
					   "SELECT count(*) FROM public.country AS t0 JOIN public.customer AS t1 "
					   "ON t1.country_id = t0.country_id");
	/* 0 which 1 country 2 has 3 the 4 most 5 customers: ranked, per group */
	CHECK_COUNTED_ROWS("Which country has the most customers?", 5, 1,
					   RANKED_BY_COUNT("country", "country"),
					   "SELECT t0.country FROM public.country AS t0 JOIN public.customer AS t1 "
					   "ON t1.country_id = t0.country_id GROUP BY t0.country "
					   "ORDER BY count(*) DESC LIMIT 1");
	/* the counted rows read already, a count of a column, or no key to the FROM: none */
	CHECK_COUNTED_ROWS("Count the number of customers in Canada.", 4, 1, COUNT_OF("customer"), "-");
	CHECK_COUNTED_ROWS("Count the number of customers in Canada.", 4, 1,
					   "sql_select from_table T:country ; select_expr agg_count "
					   "expr_column C:0:country ; ; ; ; ; ;", "-");
	CHECK_COUNTED_ROWS("Count the number of customers in Canada.", 4, 1,
					   COUNT_OF("customer_list"), "-");
	schema_graph_free(g);
}

UNIT_TEST(a_count_of_values_is_no_count_of_rows)
{
	SchemaGraph *g = customers_graph();
	const char *last_names = "sql_select from_table T:customer ; select_expr agg_count_distinct "
		"expr_column C:0:last_name ; ; ; ; ; ;";

	/* 0 how 1 many 2 customers: the customers' different surnames counted */
	CHECK_INT_EQ(cost_of(g, "How many customers do we have?", 2, 1, last_names), 1);
	CHECK_COUNTED_ROWS("How many customers do we have?", 2, 1, last_names,
					   "SELECT count(*) FROM public.customer AS t0");
	/* "different" asks for values; a key's values are the rows */
	CHECK_INT_EQ(cost_of(g, "How many customers with different surnames?", 2, 1, last_names), 0);
	CHECK_INT_EQ(cost_of(g, "How many customers do we have?", 2, 1,
						 "sql_select from_table T:customer ; select_expr agg_count_distinct "
						 "expr_column C:0:customer_id ; ; ; ; ; ;"), 0);
	schema_graph_free(g);
}

/* category(category_id, name), subcategory(subcategory_id, category_id -> category),
 * product(product_id, subcategory_id -> subcategory), film(film_id, title) and
 * film_category(film_id -> film, category_id -> category) */
static SchemaGraph *
catalogue_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				category,
				subcategory,
				film;

	schema_graph_add_table(g, "public", "category", SG_TABLE, 0);
	category = schema_graph_add_column(g, "category_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "subcategory", SG_TABLE, 0);
	subcategory = schema_graph_add_column(g, "subcategory_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "category_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &category);
	schema_graph_add_table(g, "public", "product", SG_TABLE, 0);
	schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "subcategory_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 2, 1, 1, &from, &subcategory);
	schema_graph_add_table(g, "public", "film", SG_TABLE, 0);
	film = schema_graph_add_column(g, "film_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "film_category", SG_TABLE, 0);
	from = schema_graph_add_column(g, "film_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 4, 3, 1, &from, &film);
	from = schema_graph_add_column(g, "category_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 4, 0, 1, &from, &category);
	return g;
}

#define BIKES "sql_select from_table T:category ; select_expr agg_count_star ; " \
	"cond_eq expr_column C:0:name expr_value V:text:Bikes ; ; ; ;"

UNIT_TEST(counted_rows_two_keys_away_are_joined_through_the_middle)
{
	SchemaGraph *g = catalogue_graph();

	/* 0 how 1 many 2 products 3 are 4 in 5 bikes: product -> subcategory -> category */
	CHECK_COUNTED_ROWS("How many products are in Bikes?", 2, 2, BIKES,
					   "SELECT count(*) FROM public.category AS t0 JOIN public.subcategory AS t1 "
					   "ON t1.category_id = t0.category_id JOIN public.product AS t2 "
					   "ON t2.subcategory_id = t1.subcategory_id WHERE t0.name = 'Bikes'");
	/* films through the bridge that refers to both: its rows, one a film */
	CHECK_COUNTED_ROWS("How many films are in Bikes?", 2, 3, BIKES,
					   "SELECT count(*) FROM public.category AS t0 JOIN public.film_category AS t1 "
					   "ON t1.category_id = t0.category_id WHERE t0.name = 'Bikes'");
	schema_graph_free(g);
}

/* A lexicon relative names the counted table only where no word before it in the phrase
 * links to another table: "TV stations" are channels, whatever "stations" ~ series says. */
UNIT_TEST(a_lexicon_relative_after_another_tables_word_counts_nothing)
{
	SchemaGraph *g = customers_graph();
	StepCase	sc;

	/* 0 how 1 many 2 country 3 clients */
	step_case_words(&sc, "How many country clients are there?");
	link_result_add(&sc.links, LINK_TABLE, LINK_LEXICON, 3, 4, 1, -1, NULL);
	CHECK_INT_EQ(sql_counted_table(&sc.t, &sc.links, g, NULL).table, 1);
	link_result_add(&sc.links, LINK_TABLE, LINK_PARTIAL, 2, 3, 0, -1, NULL);
	CHECK_INT_EQ(sql_counted_table(&sc.t, &sc.links, g, NULL).table, -1);
	link_result_free(&sc.links);
	/* named exactly, it counts whatever came before */
	link_result_init(&sc.links);
	link_result_add(&sc.links, LINK_TABLE, LINK_PARTIAL, 2, 3, 0, -1, NULL);
	link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, 3, 4, 1, -1, NULL);
	CHECK_INT_EQ(sql_counted_table(&sc.t, &sc.links, g, NULL).table, 1);
	step_case_end(&sc);
	schema_graph_free(g);
}

/* A word that is part of one table's name, with no table's word after it, counts that
 * table ("How many crimes ...": crime_scene_report); part of two tables' names, neither. */
UNIT_TEST(a_word_of_one_tables_name_counts_it)
{
	SchemaGraph *g = customers_graph();
	StepCase	sc;

	/* 0 how 1 many 2 customers 3 were 4 reported */
	step_case_words(&sc, "How many customers were reported?");
	link_result_add(&sc.links, LINK_TABLE, LINK_PARTIAL, 2, 3, 1, -1, NULL);
	CHECK_INT_EQ(sql_counted_table(&sc.t, &sc.links, g, NULL).table, 1);
	link_result_add(&sc.links, LINK_TABLE, LINK_PARTIAL, 2, 3, 2, -1, NULL);
	CHECK_INT_EQ(sql_counted_table(&sc.t, &sc.links, g, NULL).table, -1);
	step_case_end(&sc);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_count_of_rows_the_question_does_not_count_costs);
	UNIT_RUN(a_word_of_one_tables_name_counts_it);
	UNIT_RUN(a_ranking_by_a_count_of_other_rows_costs);
	UNIT_RUN(a_word_of_two_tables_counts_neither);
	UNIT_RUN(the_longest_exact_name_is_the_table_counted);
	UNIT_RUN(a_table_both_refer_to_counts_its_own_rows);
	UNIT_RUN(counted_rows_two_keys_away_are_joined_through_the_middle);
	UNIT_RUN(a_count_of_values_is_no_count_of_rows);
	UNIT_RUN(people_are_the_one_table_of_people);
	UNIT_RUN(titles_are_the_things_they_name);
	UNIT_RUN(the_number_of_a_table_is_counted_through_its_key);
	UNIT_RUN(a_lexicon_relative_after_another_tables_word_counts_nothing);
	UNIT_DONE();
}
