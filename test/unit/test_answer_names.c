/*
 * test_answer_names.c — the columns that name a table's rows (schema/name_columns.h) and
 * the answer step full_names (answer/answer_names.h).
 */
#include <stdlib.h>
#include <string.h>

#include "answer/answer_names.h"
#include "common/alloc.h"
#include "common/error.h"
#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

#define TEXT(name) schema_graph_add_column(g, name, "text", SG_TYPE_TEXT, true, false, 0)
#define INT(name, pk) schema_graph_add_column(g, name, "integer", SG_TYPE_NUMBER, false, pk, 0)
#define DATE(name) schema_graph_add_column(g, name, "date", SG_TYPE_TIME, true, false, 0)

/* "GIVEN:prefix" / "FAMILY:prefix" / "MIDDLE:prefix" / "NONE" of a column name. */
static void
describe_part(const char *name, char *out)
{
	static const char *const parts[] = {"NONE", "GIVEN", "MIDDLE", "FAMILY"};
	char		prefix[NAME_COLUMN_MAX + 1];
	NamePart	p = name_part_of(name, prefix);

	if (p == NAME_PART_NONE)
		strcpy(out, "NONE");
	else
		sprintf(out, "%s:%s", parts[p], prefix);
}

#define CHECK_PART(name, expected)                                             \
	do { char _b[96]; describe_part(name, _b); CHECK_STR_EQ(_b, expected); } while (0)

UNIT_TEST(name_parts_with_and_without_prefixes)
{
	CHECK_PART("first_name", "GIVEN:");
	CHECK_PART("last_name", "FAMILY:");
	CHECK_PART("firstname", "GIVEN:");
	CHECK_PART("surname", "FAMILY:");
	CHECK_PART("FirstName", "GIVEN:");
	CHECK_PART("au_fname", "GIVEN:au");
	CHECK_PART("au_lname", "FAMILY:au");
	CHECK_PART("fname", "GIVEN:");
	CHECK_PART("minit", "MIDDLE:");
	CHECK_PART("lname", "FAMILY:");
	/* Db2's SAMPLE: "name" cut to "nme", a middle initial "midinit" */
	CHECK_PART("firstnme", "GIVEN:");
	CHECK_PART("midinit", "MIDDLE:");
	CHECK_PART("resp_lastnm", "FAMILY:resp");
	CHECK_PART("contact_first_name", "GIVEN:contact");
	CHECK_PART("contact_last_name", "FAMILY:contact");
	CHECK_PART("given_name", "GIVEN:");
	CHECK_PART("family_name", "FAMILY:");
	CHECK_PART("first", "GIVEN:");
	CHECK_PART("last", "FAMILY:");
	CHECK_PART("contact_first", "GIVEN:contact");
	CHECK_PART("contact_last", "FAMILY:contact");
	CHECK_PART("worst_first", "GIVEN:worst");
	CHECK_PART("outlast", "NONE");
	CHECK_PART("broadcast", "NONE");
	CHECK_PART("name", "NONE");
	CHECK_PART("customer_name", "NONE");
	CHECK_PART("filename", "NONE");
	CHECK_PART("email", "NONE");
}

/* The tables of the issue's databases, as their name columns go. */
static SchemaGraph *
names_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "authors", SG_TABLE, 0);	/* 0 */
	TEXT("au_id");
	TEXT("au_lname");
	TEXT("au_fname");
	TEXT("address");
	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);	/* 1 */
	TEXT("emp_id");
	TEXT("fname");
	TEXT("minit");
	TEXT("lname");
	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);	/* 2 */
	INT("customer_number", true);
	TEXT("customer_name");
	TEXT("contact_last_name");
	TEXT("contact_first_name");
	schema_graph_add_table(g, "cd", "members", SG_TABLE, 0);	/* 3 */
	INT("memid", true);
	TEXT("surname");
	TEXT("firstname");
	TEXT("address");
	INT("zipcode", false);
	INT("recommendedby", false);
	DATE("joindate");
	schema_graph_add_table(g, "cd", "facilities", SG_TABLE, 0);	/* 4 */
	INT("facid", true);
	TEXT("name");
	INT("membercost", false);
	schema_graph_add_table(g, "public", "publishers", SG_TABLE, 0);	/* 5 */
	TEXT("pub_id");
	TEXT("pub_name");
	TEXT("city");
	schema_graph_add_table(g, "public", "titles", SG_TABLE, 0);	/* 6 */
	TEXT("title_id");
	TEXT("title");
	schema_graph_add_table(g, "public", "odd", SG_TABLE, 0);	/* 7 */
	TEXT("first_name");
	INT("last_name", false);	/* not text: no name */
	TEXT("nickname");
	schema_graph_add_table(g, "cd", "bookings", SG_TABLE, 0);	/* 8 */
	INT("bookid", true);
	INT("memid", false);
	INT("facid", false);
	schema_graph_add_table(g, "public", "titleauthor", SG_TABLE, 0);	/* 9 */
	TEXT("au_id");
	TEXT("title_id");
	schema_graph_add_table(g, "public", "jobs", SG_TABLE, 0);	/* 10 */
	INT("job_id", true);
	TEXT("job_desc");
	schema_graph_add_table(g, "public", "department", SG_TABLE, 0);	/* 11 */
	INT("department_id", true);
	TEXT("department_description");
	TEXT("description_notes");
	INT("location_id", false);
	schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);	/* 12 */
	INT("customer_id", true);
	TEXT("fname");
	TEXT("lname");
	TEXT("fullname");
	INT("account_num", false);
	schema_graph_add_table(g, "public", "location", SG_TABLE, 0);	/* 13 */
	INT("location_id", true);
	TEXT("city");
	INT("country_id", false);
	schema_graph_add_table(g, "public", "country", SG_TABLE, 0);	/* 14 */
	INT("country_id", true);
	TEXT("country_name");
	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);	/* 15 */
	INT("order_id", true);
	INT("customer_id", false);
	INT("rep_id", false);
	schema_graph_add_table(g, "public", "rep", SG_TABLE, 0);	/* 16 */
	INT("rep_id", true);
	TEXT("first_name");
	TEXT("last_name");
	schema_graph_add_table(g, "public", "person", SG_TABLE, 0);	/* 17 */
	INT("id", true);
	TEXT("name");
	TEXT("ssn");
	schema_graph_add_table(g, "public", "income", SG_TABLE, 0);	/* 18 */
	schema_graph_add_column(g, "ssn", "text", SG_TYPE_TEXT, false, true, 0);
	INT("annual_income", false);
	schema_graph_add_table(g, "public", "guests", SG_TABLE, 0);	/* 19 */
	INT("guest_id", true);
	TEXT("first_name");
	TEXT("last_name");
	schema_graph_add_table(g, "public", "stays", SG_TABLE, 0);	/* 20 */
	INT("stay_id", true);
	INT("guest_id", false);
	schema_graph_add_table(g, "public", "dvds", SG_TABLE, 0);	/* 21 */
	INT("prod_id", true);
	TEXT("title");
	schema_graph_add_table(g, "public", "inventory", SG_TABLE, 0);	/* 22 */
	INT("prod_id", false);
	INT("sales", false);
	{
		int			from = g->tables[3].first_column + 5,
					to = g->tables[3].first_column;

		schema_graph_add_foreign_key(g, 3, 3, 1, &from, &to);
		from = g->tables[8].first_column + 1;
		schema_graph_add_foreign_key(g, 8, 3, 1, &from, &to);	/* bookings.memid */
		from = g->tables[8].first_column + 2;
		to = g->tables[4].first_column;
		schema_graph_add_foreign_key(g, 8, 4, 1, &from, &to);	/* bookings.facid */
		from = g->tables[9].first_column;
		to = g->tables[0].first_column;
		schema_graph_add_foreign_key(g, 9, 0, 1, &from, &to);	/* titleauthor.au_id */
		from = g->tables[9].first_column + 1;
		to = g->tables[6].first_column;
		schema_graph_add_foreign_key(g, 9, 6, 1, &from, &to);	/* titleauthor.title_id */
		from = g->tables[11].first_column + 3;
		to = g->tables[13].first_column;
		schema_graph_add_foreign_key(g, 11, 13, 1, &from, &to);	/* department.location_id */
		from = g->tables[13].first_column + 2;
		to = g->tables[14].first_column;
		schema_graph_add_foreign_key(g, 13, 14, 1, &from, &to);	/* location.country_id */
		from = g->tables[15].first_column + 1;
		to = g->tables[12].first_column;
		schema_graph_add_foreign_key(g, 15, 12, 1, &from, &to);	/* orders.customer_id */
		from = g->tables[15].first_column + 2;
		to = g->tables[16].first_column;
		schema_graph_add_foreign_key(g, 15, 16, 1, &from, &to);	/* orders.rep_id */
		from = g->tables[17].first_column + 2;
		to = g->tables[18].first_column;
		schema_graph_add_foreign_key(g, 17, 18, 1, &from, &to);	/* person.ssn */
		from = g->tables[20].first_column + 1;
		to = g->tables[19].first_column;
		schema_graph_add_foreign_key(g, 20, 19, 1, &from, &to);	/* stays.guest_id */
		from = g->tables[22].first_column;
		to = g->tables[21].first_column;
		schema_graph_add_foreign_key(g, 22, 21, 1, &from, &to);	/* inventory.prod_id */
	}
	return g;
}

static const char *
column_name(const SchemaGraph *g, int c)
{
	return c < 0 ? "-" : g->columns[c].name;
}

#define CHECK_NAMES(t, given_, family_, single_)                               \
	do {                                                                       \
		CHECK_STR_EQ(column_name(g, names[t].given), given_);                  \
		CHECK_STR_EQ(column_name(g, names[t].family), family_);                \
		CHECK_STR_EQ(column_name(g, names[t].single), single_);                \
	} while (0)

UNIT_TEST(name_columns_of_people_and_things)
{
	SchemaGraph *g = names_graph();
	TableNames *names = name_columns_find(g);
	int			given,
				family;

	CHECK_NAMES(0, "au_fname", "au_lname", "-");
	CHECK_NAMES(1, "fname", "lname", "-");
	CHECK_NAMES(2, "contact_first_name", "contact_last_name", "customer_name");
	CHECK_NAMES(3, "firstname", "surname", "-");
	CHECK_NAMES(4, "-", "-", "name");
	CHECK_NAMES(5, "-", "-", "pub_name");
	CHECK_NAMES(6, "-", "-", "title");
	CHECK_NAMES(7, "-", "-", "-");
	/* a code table's description names its rows */
	CHECK_NAMES(10, "-", "-", "job_desc");
	CHECK_NAMES(11, "-", "-", "department_description");
	CHECK(table_names_person(&names[0]) && !table_names_person(&names[4]));
	/* people named in one column: a whole name in a table whose name says people; not a
	 * facility's name, nor a customer company's */
	CHECK_NAMES(17, "-", "-", "name");
	CHECK(names[17].people_in_one && table_holds_people(&names[17]));
	CHECK(!names[4].people_in_one && !names[2].people_in_one && !names[0].people_in_one);
	/* a customer company with a contact's names: no table of people; authors are */
	CHECK(names[2].contact && !names[0].contact && !names[3].contact && !names[17].contact);
	/* the middle initial is a part of the name, never of the answer */
	CHECK(name_columns_pair_of(g, g->tables[1].first_column + 2, &given, &family));
	CHECK_STR_EQ(column_name(g, given), "fname");
	CHECK_STR_EQ(column_name(g, family), "lname");
	CHECK(!name_columns_pair_of(g, g->tables[1].first_column, &given, &family));
	CHECK(!name_columns_pair_of(g, g->tables[7].first_column, &given, &family));
	dt_free(names);
	schema_graph_free(g);
}

/* A warehouse's dimension tables and a desktop database's tables name their rows after the
 * table's word with its prefix dropped (dimaccount.accountdescription,
 * tblcustomers.customername), a dimension in one column per language
 * (dimproduct.englishproductname first); a name that ends otherwise names nothing. */
UNIT_TEST(name_columns_after_a_prefixed_table_word)
{
	SchemaGraph *g = schema_graph_new();
	TableNames *names;

	schema_graph_add_table(g, "public", "dimaccount", SG_TABLE, 0);	/* 0 */
	INT("accountkey", true);
	TEXT("accounttype");
	TEXT("accountdescription");
	schema_graph_add_table(g, "public", "dimproduct", SG_TABLE, 0);	/* 1 */
	INT("productkey", true);
	TEXT("englishproductname");
	TEXT("spanishproductname");
	schema_graph_add_table(g, "public", "tblcustomers", SG_TABLE, 0);	/* 2 */
	INT("customerid", true);
	TEXT("customername");
	schema_graph_add_table(g, "public", "dimscenario", SG_TABLE, 0);	/* 3 */
	INT("scenariokey", true);
	TEXT("filename");
	names = name_columns_find(g);
	CHECK_NAMES(0, "-", "-", "accountdescription");
	CHECK_NAMES(1, "-", "-", "englishproductname");
	CHECK_NAMES(2, "-", "-", "customername");
	CHECK_NAMES(3, "-", "-", "-");
	dt_free(names);
	schema_graph_free(g);
}

/* employee(emp_id, emp_fname, emp_lname): a person's two names under the table's
 * abbreviation, neither of them the employee's one name (nor the employee a thing with a
 * contact). */
UNIT_TEST(name_parts_under_the_tables_abbreviation_name_a_person)
{
	SchemaGraph *g = schema_graph_new();
	TableNames *names;

	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "emp_fname", "character(20)", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "emp_lname", "character(20)", SG_TYPE_TEXT, false, false, 0);
	names = name_columns_find(g);
	CHECK_INT_EQ(names[0].given, 1);
	CHECK_INT_EQ(names[0].family, 2);
	CHECK_INT_EQ(names[0].single, -1);
	CHECK(!names[0].contact && table_names_person(&names[0]));
	dt_free(names);
	schema_graph_free(g);
}

/* Places with no name of their own are named by their city, addresses are not; a column
 * that is its table's own word names the rows. */
UNIT_TEST(name_columns_of_places_and_table_words)
{
	SchemaGraph *g = schema_graph_new();
	TableNames *names;

	schema_graph_add_table(g, "public", "offices", SG_TABLE, 0);	/* 0 */
	TEXT("office_code");
	TEXT("phone");
	TEXT("address_line1");
	TEXT("city");
	schema_graph_add_table(g, "public", "addresses", SG_TABLE, 0);	/* 1 */
	INT("address_id", true);
	TEXT("line_1");
	TEXT("city");
	schema_graph_add_table(g, "public", "airlines", SG_TABLE, 0);	/* 2 */
	INT("uid", true);
	TEXT("airline");
	TEXT("abbreviation");
	TEXT("country");
	schema_graph_add_table(g, "public", "stores", SG_TABLE, 0);	/* 3 */
	INT("store_id", true);
	TEXT("store_name");
	TEXT("city");
	schema_graph_add_table(g, "public", "contacts", SG_TABLE, 0);	/* 4 */
	INT("contact_id", true);
	TEXT("first_name");
	TEXT("last_name");
	TEXT("city");
	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);	/* 5 */
	INT("employee_id", true);
	TEXT("last_name");
	TEXT("first_name");
	TEXT("title");
	schema_graph_add_table(g, "public", "Suppliers", SG_TABLE, 0);	/* 6 */
	INT("SupplierID", true);
	TEXT("CompanyName");
	TEXT("ContactName");
	TEXT("City");
	schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);	/* 7 */
	INT("customerid", true);
	TEXT("firstname");
	TEXT("lastname");
	TEXT("companyname");
	schema_graph_add_table(g, "public", "conditions", SG_TABLE, 0);	/* 8 */
	TEXT("patient");
	TEXT("code");
	TEXT("description");
	schema_graph_add_table(g, "public", "notes", SG_TABLE, 0);	/* 9 */
	INT("note_id", true);
	TEXT("description");
	names = name_columns_find(g);
	CHECK_NAMES(0, "-", "-", "city");
	CHECK_NAMES(1, "-", "-", "-");
	CHECK_NAMES(2, "-", "-", "airline");
	/* a name of its own comes first; people are named by theirs */
	CHECK_NAMES(3, "-", "-", "store_name");
	CHECK_NAMES(4, "first_name", "last_name", "-");
	/* a person's title is a job or an honorific, not a name */
	CHECK_NAMES(5, "first_name", "last_name", "-");
	/* a company with no name of its own is named by its company name, before its city; a
	 * person's company names nobody */
	CHECK_NAMES(6, "-", "-", "CompanyName");
	CHECK_NAMES(7, "firstname", "lastname", "-");
	/* a code's description names the coded things; a description alone describes */
	CHECK_NAMES(8, "-", "-", "description");
	CHECK_NAMES(9, "-", "-", "-");
	dt_free(names);
	schema_graph_free(g);
}

/*
 * The rewrite of the query in notation for question, rendered; links: the tables whose
 * names the question's word number n says, as "table@n", and columns as "table.column@n"
 * (exact matches; "table.column@np": a partial one).
 */
/* answer_grouped_attributes and answer_who_without_names of the last rewrite()'s
 * rewritten query; the SQL of answer_people_counted's copy of it (NULL: none). */
static int	last_grouped_attributes = -1;
static int	last_who_without_names = -1;
static int	last_asked_table = -1;
static char *last_people_counted = NULL;

static char *
rewrite(const SchemaGraph *g, const char *question, const char *const *links_spec,
		const char *notation)
{
	StepCase	sc;
	NameQuestion q;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return NULL;
	for (int i = 0; links_spec && links_spec[i]; i++)
	{
		char		what[64];
		char		how = 'e';
		int			token,
					t;
		char	   *dot;
		LinkMatch	match;

		const char *at;
		char	   *rest;
		int			span = 1;

		CHECK(sscanf(links_spec[i], "%63[^@]@", what) == 1);
		at = strchr(links_spec[i], '@');
		CHECK(at != NULL);
		token = (int) strtol(at + 1, &rest, 10);
		/* "table@1+2": two words from word 1 */
		if (*rest == '+')
			span = (int) strtol(rest + 1, &rest, 10);
		if (*rest != '\0')
			how = *rest;
		match = how == 'p' ? LINK_PARTIAL : LINK_EXACT;
		dot = strchr(what, '.');
		if (dot)
			*dot = '\0';
		for (t = 0; t < g->n_tables && strcmp(g->tables[t].name, what) != 0; t++)
			;
		CHECK(t < g->n_tables);
		if (dot == NULL)
			link_result_add(&sc.links, LINK_TABLE, match, token, token + span, t, -1, NULL);
		else
			for (int c = g->tables[t].first_column; c < g->tables[t].first_column + g->tables[t].n_columns; c++)
				if (strcmp(g->columns[c].name, dot + 1) == 0)
				{
					/* "table.column@Nv": a value stored in the column */
					if (how == 'v')
						link_result_add(&sc.links, LINK_VALUE, LINK_EXACT, token, token + 1, t, c, "v");
					/* "table.column@Ns": a sex's code ("women": 'F') */
					else if (how == 's')
						link_result_add(&sc.links, LINK_VALUE, LINK_LEXICON, token, token + 1, t, c, "F");
					else
						link_result_add(&sc.links, LINK_COLUMN, match, token, token + span, t, c, NULL);
				}
	}
	name_question_find(&sc.t, g, &sc.links, &q);
	sc.ast = answer_full_names(sc.ast, g, &sc.t, &sc.links, &q);
	last_grouped_attributes = answer_grouped_attributes(sc.ast, g, &sc.links, &q);
	last_who_without_names = answer_who_without_names(sc.ast, g, &q);
	last_asked_table = name_question_asked_table(&sc.links, &q);
	{
		QuestionDirections d;
		SqlNode    *counted;

		question_directions_find(&sc.t, &d);
		counted = answer_people_counted(sc.ast, g, &sc.t, &sc.links, &d, &q);
		free(last_people_counted);
		last_people_counted = counted != NULL ? rendered_copy(counted, g, NULL) : NULL;
	}
	sql = rendered_copy(sql_node_clone(sc.ast), g, NULL);
	name_question_free(&q);
	step_case_end(&sc);
	return sql;
}

#define CHECK_REWRITE(question, links, notation, expected)                     \
	do {                                                                       \
		char *_sql = rewrite(g, question, links, notation);                    \
		if (_sql) CHECK_STR_EQ(_sql, expected);                                \
		free(_sql);                                                            \
	} while (0)

#define MEMBERS_ONE(col) "sql_select from_table T:members ; select_expr expr_column C:0:" col " ; ; ; ; ; ;"
#define FROM_MEMBERS " FROM cd.members AS t0"

/* "Which sales rep took the most orders?": the whole name of a key, a phrase of a role,
 * asks for the people it references (sales_order.sales_rep -> employee), by name. */
UNIT_TEST(a_key_named_as_a_role_asks_for_its_people)
{
	SchemaGraph *g = schema_graph_new();
	const char *const rep[] = {"sales_order.sales_rep@1+2", NULL};
	int			from = 1,
				to = 2;

	schema_graph_add_table(g, "public", "sales_order", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "sales_rep", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "emp_fname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "emp_lname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_foreign_key(g, 0, 1, 1, &from, &to);
	CHECK_REWRITE("Which sales rep took the most orders?", rep,
				  "sql_select from_table T:sales_order ; select_expr expr_column C:0:sales_rep ; ; "
				  "expr_column C:0:sales_rep ; ; order_desc agg_count_star ; V:integer:1",
				  "SELECT t1.emp_fname, t1.emp_lname FROM public.sales_order AS t0 "
				  "JOIN public.employee AS t1 ON t1.emp_id = t0.sales_rep GROUP BY t1.emp_id "
				  "ORDER BY count(*) DESC LIMIT 1");
	schema_graph_free(g);
}

UNIT_TEST(who_and_which_get_the_whole_name)
{
	SchemaGraph *g = names_graph();
	const char *const none[] = {NULL};
	const char *const which_members[] = {"members@1", NULL};
	const char *const which_authors[] = {"authors@1", NULL};
	const char *const which_of_our_members[] = {"members@4", NULL};

	/* one part of the name, an id, another column for "who": the whole name */
	CHECK_REWRITE("Who was the most recent member to join?", none, MEMBERS_ONE("surname"),
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	CHECK_REWRITE("Who joined first?", none, MEMBERS_ONE("firstname"),
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	CHECK_REWRITE("Who joined first?", none, MEMBERS_ONE("memid"),
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	CHECK_REWRITE("Who joined first?", none, MEMBERS_ONE("address"),
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	CHECK_REWRITE("Which members live in Boston?", which_members, MEMBERS_ONE("address"),
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	/* "what <noun>" reads as "which <noun>", "what is" does not */
	CHECK_REWRITE("What members live in Boston?", which_members, MEMBERS_ONE("address"),
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	CHECK_REWRITE("What is the address of members in Boston?", which_members,
				  MEMBERS_ONE("address"), "SELECT t0.address" FROM_MEMBERS);
	/* "which of our" reads as "which" */
	CHECK_REWRITE("Which of our Boston members joined first?", which_of_our_members,
				  MEMBERS_ONE("address"), "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	CHECK_REWRITE("Which authors live in Oakland?", which_authors,
				  "sql_select from_table T:authors ; select_expr expr_column C:0:address ; ; ; ; ; ;",
				  "SELECT t0.au_fname, t0.au_lname FROM public.authors AS t0");
	CHECK_REWRITE("List the members by zip code.", which_members, MEMBERS_ONE("memid"),
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	/* a list of a possessive's rows asks for them: the words after "'s" are read as those
	 * after "list" (0 List 1 the 2 Boston 3 club 4 ' 5 s 6 members); "which" asks for the
	 * possessor */
	{
		const char *const possessed_members[] = {"members@6", NULL};

		CHECK_REWRITE("List the Boston club's members by zip code.", possessed_members,
					  MEMBERS_ONE("memid"), "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
		CHECK_REWRITE("Which Boston club's members joined first?", possessed_members,
					  MEMBERS_ONE("memid"), "SELECT t0.memid" FROM_MEMBERS);
	}
	/* "show" right before a table's name reads as "list" */
	{
		const char *const show_members[] = {"members@3", NULL};

		CHECK_REWRITE("Show me the members in Boston.", show_members, MEMBERS_ONE("address"),
					  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	}
	/* the middle initial is left out; a thing's id answered with its name */
	CHECK_REWRITE("Who is our longest-serving employee?", none,
				  "sql_select from_table T:employee ; select_expr expr_column C:0:emp_id ; ; ; ; ; ;",
				  "SELECT t0.fname, t0.lname FROM public.employee AS t0");
	{
		const char *const which_facilities[] = {"facilities@1", NULL};

		CHECK_REWRITE("Which facilities are free?", which_facilities,
					  "sql_select from_table T:facilities ; select_expr expr_column C:0:facid ; ; ; ; ; ;",
					  "SELECT t0.name FROM cd.facilities AS t0");
	}
	/* the contact's pair, not the customer's name, for one part of it */
	CHECK_REWRITE("Who is our contact at Mini Gifts?", none,
				  "sql_select from_table T:customers ; select_expr expr_column C:0:contact_first_name ; ; ; ; ; ;",
				  "SELECT t0.contact_first_name, t0.contact_last_name FROM public.customers AS t0");
	/* the word that says the table ("members" partly linked to memid) or a part of the name
	 * ("contact") does not name the column */
	{
		const char *const members_memid[] = {"members@1", "members.memid@1p", NULL};
		const char *const contact[] = {"customers.contact_first_name@3p", NULL};

		CHECK_REWRITE("Which members joined first?", members_memid, MEMBERS_ONE("memid"),
					  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
		CHECK_REWRITE("Who is our contact at Mini Gifts?", contact,
					  "sql_select from_table T:customers ; select_expr expr_column C:0:contact_first_name ; ; ; ; ; ;",
					  "SELECT t0.contact_first_name, t0.contact_last_name FROM public.customers AS t0");
	}
	/* a name column the list holds already is not repeated */
	CHECK_REWRITE("Who joined first?", none,
				  "sql_select from_table T:members ; select_expr expr_column C:0:memid "
				  "select_expr expr_column C:0:surname ; ; ; ; ; ;",
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	schema_graph_free(g);
}

/* "Which women ...": the sex's code a column of people's sex holds names the people, as a
 * word of their table would. */
UNIT_TEST(which_women_asks_for_people)
{
	SchemaGraph *g = schema_graph_new();
	const char *const women[] = {"staff.gender@1s", NULL};
	const char *const none[] = {NULL};
	const char *const by_title = "sql_select from_table T:staff ; select_expr expr_column C:0:title ; "
		"cond_eq expr_column C:0:gender expr_value V:text:F ; ; ; ;";

	schema_graph_add_table(g, "public", "staff", SG_TABLE, 0);
	schema_graph_add_column(g, "staff_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "gender", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 0);
	CHECK_REWRITE("Which women work in Marketing?", women, by_title,
				  "SELECT t0.first_name, t0.last_name FROM public.staff AS t0 WHERE t0.gender = 'F'");
	/* no word after "which" names them: the title stays */
	CHECK_REWRITE("Which women work in Marketing?", none, by_title,
				  "SELECT t0.title FROM public.staff AS t0 WHERE t0.gender = 'F'");
	schema_graph_free(g);
}

#define MEMBERS_COUNT(col, group) \
	"sql_select from_table T:members ; select_expr expr_column C:0:" col \
	" select_expr agg_count_star ; ; expr_column C:0:" group " ; ; ; ;"

/* "Which three titles ...?" answered with the ids the rows refer to titles by: the
 * titles' one name, the word after "which" being that name column's whole name. */
UNIT_TEST(which_with_the_name_column_of_things_asks_for_them)
{
	SchemaGraph *g = names_graph();
	const char *const three_titles[] = {"dvds.title@2", NULL};

	CHECK_REWRITE("Which three titles have sold the most?", three_titles,
				  "sql_select from_table T:inventory ; select_expr expr_column C:0:prod_id ; ; ; ; "
				  "order_desc expr_column C:0:sales ; V:integer:3",
				  "SELECT t1.title FROM public.inventory AS t0 JOIN public.dvds AS t1 ON "
				  "t1.prod_id = t0.prod_id ORDER BY t0.sales DESC LIMIT 3");
	/* the word of the name column partly ("title words"), or after no "which": the ids */
	{
		const char *const title_part[] = {"dvds.title@2p", NULL};

		CHECK_REWRITE("Which three title words have sold the most?", title_part,
					  "sql_select from_table T:inventory ; select_expr expr_column C:0:prod_id ; ; ; ; "
					  "order_desc expr_column C:0:sales ; V:integer:3",
					  "SELECT t0.prod_id FROM public.inventory AS t0 ORDER BY t0.sales DESC LIMIT 3");
	}
	schema_graph_free(g);
}

/* "Who has the highest income?" over the incomes alone: the people whose rows refer to
 * them, named in one column. */
UNIT_TEST(who_reaches_people_named_in_one_column)
{
	SchemaGraph *g = names_graph();
	const char *const none[] = {NULL};

	CHECK_REWRITE("Who has the highest income?", none,
				  "sql_select from_table T:income ; select_expr expr_column C:0:annual_income ; "
				  "; ; ; order_desc expr_column C:0:annual_income ; V:integer:1",
				  "SELECT t1.name FROM public.income AS t0 JOIN public.person AS t1 ON t1.ssn = "
				  "t0.ssn ORDER BY t0.annual_income DESC LIMIT 1");
	schema_graph_free(g);
}

UNIT_TEST(each_gets_names_beside_its_aggregates)
{
	SchemaGraph *g = names_graph();
	/* 0 how 1 many 2 bookings 3 has 4 each 5 member 6 made */
	const char *const each_member[] = {"members@5", NULL};
	const char *const none[] = {NULL};

	CHECK_REWRITE("How many bookings has each member made?", each_member,
				  MEMBERS_COUNT("surname", "memid"),
				  "SELECT t0.firstname, t0.surname, count(*) FROM cd.members AS t0 GROUP BY t0.memid");
	CHECK_REWRITE("How many bookings has each member made?", each_member,
				  MEMBERS_COUNT("memid", "memid"),
				  "SELECT t0.firstname, t0.surname, count(*) FROM cd.members AS t0 GROUP BY t0.memid");
	/* grouped by another column than the key: the names do not depend on it */
	CHECK_REWRITE("How many bookings has each member made?", each_member,
				  MEMBERS_COUNT("surname", "surname"),
				  "SELECT t0.surname, count(*) FROM cd.members AS t0 GROUP BY t0.surname");
	/* ... by an attribute no word names: grouped by the key, by name */
	CHECK_REWRITE("How many bookings has each member made?", each_member,
				  MEMBERS_COUNT("zipcode", "zipcode"),
				  "SELECT t0.firstname, t0.surname, count(*) FROM cd.members AS t0 GROUP BY t0.memid");
	{
		const char *const each_member_zip[] = {"members@5", "members.zipcode@7", NULL};

		CHECK_REWRITE("How many bookings has each member made by zipcode?", each_member_zip,
					  MEMBERS_COUNT("zipcode", "zipcode"),
					  "SELECT t0.zipcode, count(*) FROM cd.members AS t0 GROUP BY t0.zipcode");
	}
	/* "each" of no table of the query */
	CHECK_REWRITE("How many bookings were made each month?", none,
				  MEMBERS_COUNT("memid", "memid"),
				  "SELECT t0.memid, count(*) FROM cd.members AS t0 GROUP BY t0.memid");
	/* counted over a join with no GROUP BY: per row of the table "each" names, by name */
	CHECK_REWRITE("How many bookings has each member made?", each_member,
				  "sql_select from_table T:members from_table_join T:bookings "
				  "cond_eq expr_column C:1:memid expr_column C:0:memid ; "
				  "select_expr agg_count_star ; ; ; ; ; ;",
				  "SELECT t0.firstname, t0.surname, count(*) FROM cd.members AS t0 "
				  "JOIN cd.bookings AS t1 ON t1.memid = t0.memid GROUP BY t0.memid");
	/* a thing's name before its contact's */
	{
		const char *const each_customer[] = {"customers@5", NULL};

		CHECK_REWRITE("How many orders has each German customer placed?", each_customer,
					  "sql_select from_table T:customers from_table_join T:members "
					  "cond_eq expr_column C:1:memid expr_column C:0:customer_number ; "
					  "select_expr agg_count_star ; ; ; ; ; ;",
					  "SELECT t0.customer_name, count(*) FROM public.customers AS t0 "
					  "JOIN cd.members AS t1 ON t1.memid = t0.customer_number GROUP BY t0.customer_number");
	}
	/* one table alone: one per row says nothing, left as it is */
	CHECK_REWRITE("How many bookings has each member made?", each_member,
				  "sql_select from_table T:members ; select_expr agg_count_star ; ; ; ; ; ;",
				  "SELECT count(*) FROM cd.members AS t0");
	/* only the rows that refer to the table "each" names: that table joined on the
	 * reference, per row of it */
	CHECK_REWRITE("How many bookings has each member made?", each_member,
				  "sql_select from_table T:bookings ; select_expr agg_count_star ; ; ; ; ; ;",
				  "SELECT t1.firstname, t1.surname, count(*) FROM cd.bookings AS t0 "
				  "JOIN cd.members AS t1 ON t1.memid = t0.memid GROUP BY t1.memid");
	schema_graph_free(g);
}

#define BOOKINGS_PER(table, output, group)                                     \
	"sql_select from_table T:bookings from_table_join T:" table " "            \
	"cond_eq expr_column C:1:" group " expr_column C:0:" group " ; "            \
	"select_expr expr_column C:1:" output " select_expr agg_count_star ; ; "   \
	"expr_column C:1:" group " ; ; ; ;"

/* An aggregate first and the key it is grouped by after it, the key's table named in part
 * by the word "each" names: the referenced rows' names ("What is the average list price of
 * products in each category?" over productcategoryid). */
UNIT_TEST(each_key_after_its_aggregate_is_named)
{
	SchemaGraph *g = names_graph();
	/* 0 what 1 is 2 the 3 average 4 booking 5 id 6 in 7 each 8 facility */
	const char *const each_facility[] = {"facilities@8p", "bookings.facid@8p", NULL};

	CHECK_REWRITE("What is the average booking id in each facility?", each_facility,
				  "sql_select from_table T:bookings ; select_expr agg_avg expr_column C:0:bookid "
				  "select_expr expr_column C:0:facid ; ; expr_column C:0:facid ; ; ; ;",
				  "SELECT avg(t0.bookid), t1.name FROM cd.bookings AS t0 JOIN cd.facilities AS t1 "
				  "ON t1.facid = t0.facid GROUP BY t1.facid");
	/* a "list price" asks for no list: "each" still asks */
	{
		NameQuestion q;
		TextTokens	t;
		DtError		err = {0};
		const char *question = "What is the average list price in each facility?";

		CHECK(text_tokenize(question, strlen(question), &t, &err));
		name_question_find(&t, g, NULL, &q);
		CHECK_INT_EQ(q.ask, NAME_ASK_EACH);
		name_question_free(&q);
		text_tokens_free(&t);
		question = "Give me a list of the facilities";
		CHECK(text_tokenize(question, strlen(question), &t, &err));
		name_question_find(&t, g, NULL, &q);
		CHECK_INT_EQ(q.ask, NAME_ASK_WHICH);
		name_question_free(&q);
		text_tokens_free(&t);
	}
	/* "show" asks for rows by name right before a table's name (0 show 1 me 2 the
	 * 3 facilities), not before a column's ("facilities" naming a column too), nor before
	 * another word ("show me the cost of ...") */
	{
		NameQuestion q;
		TextTokens	t;
		LinkResult	links;
		DtError		err = {0};
		const char *question = "Show me the facilities";
		int			facilities = schema_graph_find_table(g, "cd", "facilities");

		CHECK(facilities >= 0);
		CHECK(text_tokenize(question, strlen(question), &t, &err));
		link_result_init(&links);
		link_result_add(&links, LINK_TABLE, LINK_EXACT, 3, 4, facilities, -1, NULL);
		name_question_find(&t, g, &links, &q);
		CHECK_INT_EQ(q.ask, NAME_ASK_WHICH);
		name_question_free(&q);
		link_result_add(&links, LINK_COLUMN, LINK_EXACT, 3, 4, facilities,
						g->tables[facilities].first_column, NULL);
		name_question_find(&t, g, &links, &q);
		CHECK_INT_EQ(q.ask, NAME_ASK_NONE);
		name_question_free(&q);
		name_question_find(&t, g, NULL, &q);
		CHECK_INT_EQ(q.ask, NAME_ASK_NONE);
		name_question_free(&q);
		link_result_free(&links);
		text_tokens_free(&t);
	}
	schema_graph_free(g);
}

/* "*" of a table the question asks for by name: its names; not where every column is
 * asked for. */
UNIT_TEST(a_star_of_the_rows_asked_for_is_their_names)
{
	SchemaGraph *g = names_graph();
	/* 0 which 1 members 2 joined */
	const char *const which_members[] = {"members@1", NULL};
	/* 0 list 1 the 2 details 3 of 4 members */
	const char *const details_members[] = {"members@4", NULL};
	const char *const none[] = {NULL};

	CHECK_REWRITE("Which members joined?", which_members,
				  "sql_select from_table T:members ; select_star ; ; ; ; ; ;",
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	CHECK_REWRITE("Who joined?", none,
				  "sql_select from_table T:members ; select_star ; ; ; ; ; ;",
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	CHECK_REWRITE("List the details of members", details_members,
				  "sql_select from_table T:members ; select_star ; ; ; ; ; ;",
				  "SELECT *" FROM_MEMBERS);
	schema_graph_free(g);
}

UNIT_TEST(each_counted_per_another_table_is_regrouped)
{
	SchemaGraph *g = names_graph();
	/* 0 how 1 many 2 bookings 3 has 4 each 5 member 6 made */
	const char *const each_member[] = {"members@5", NULL};

	/* counted per facility: per member instead, joined through the bookings' memid */
	CHECK_REWRITE("How many bookings has each member made?", each_member,
				  BOOKINGS_PER("facilities", "name", "facid"),
				  "SELECT t2.firstname, t2.surname, count(*) FROM cd.bookings AS t0 "
				  "JOIN cd.facilities AS t1 ON t1.facid = t0.facid "
				  "JOIN cd.members AS t2 ON t2.memid = t0.memid GROUP BY t2.memid");
	/* grouped by the member already: as it was, named */
	CHECK_REWRITE("How many bookings has each member made?", each_member,
				  BOOKINGS_PER("members", "memid", "memid"),
				  "SELECT t1.firstname, t1.surname, count(*) FROM cd.bookings AS t0 "
				  "JOIN cd.members AS t1 ON t1.memid = t0.memid GROUP BY t1.memid");
	schema_graph_free(g);
}

UNIT_TEST(what_stays_as_it_is)
{
	SchemaGraph *g = names_graph();
	const char *const none[] = {NULL};
	const char *const which_members[] = {"members@1", NULL};
	const char *const surname_named[] = {"members.surname@3", NULL};
	const char *const address_named[] = {"members@1", "members.address@3", NULL};

	/* not asked by name */
	CHECK_REWRITE("What is the surname of the newest member?", none, MEMBERS_ONE("firstname"),
				  "SELECT t0.firstname" FROM_MEMBERS);
	/* "who" after the noun it is about asks for nothing by name; one that starts a clause
	 * does */
	CHECK_REWRITE("What is the address of the member who joined last?", none,
				  MEMBERS_ONE("address"), "SELECT t0.address" FROM_MEMBERS);
	CHECK_REWRITE("Tell me who joined last.", none, MEMBERS_ONE("address"),
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	/* the question names the column */
	CHECK_REWRITE("Who has the surname Smith?", surname_named, MEMBERS_ONE("surname"),
				  "SELECT t0.surname" FROM_MEMBERS);
	{
		const char *const zip_named[] = {"members.zipcode@1", NULL};

		CHECK_REWRITE("Who's zip code is the lowest?", zip_named, MEMBERS_ONE("zipcode"),
					  "SELECT t0.zipcode" FROM_MEMBERS);
	}
	{
		const char *const zip_said[] = {"members.zipcode@4", NULL};

		/* the column "who" ranks people by answers with their names, though said */
		CHECK_REWRITE("Who has the highest zipcode?", zip_said,
					  "sql_select from_table T:members ; select_expr expr_column C:0:zipcode ; ; ; ; "
					  "order_desc expr_column C:0:zipcode ; V:integer:1",
					  "SELECT t0.firstname, t0.surname FROM cd.members AS t0 ORDER BY t0.zipcode DESC LIMIT 1");
	}
	CHECK_REWRITE("Which members' address is in Boston?", address_named, MEMBERS_ONE("address"),
				  "SELECT t0.address" FROM_MEMBERS);
	/* "which" of another table, or of none: only a part of the name becomes the whole */
	CHECK_REWRITE("Which city do the members live in?", none, MEMBERS_ONE("address"),
				  "SELECT t0.address" FROM_MEMBERS);
	CHECK_REWRITE("Which city do the members live in?", none, MEMBERS_ONE("firstname"),
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS);
	/* a key that references another row, asked for by what it is, not by "who" */
	CHECK_REWRITE("What is the recommendedby of Nancy Dare?", none, MEMBERS_ONE("recommendedby"),
				  "SELECT t0.recommendedby" FROM_MEMBERS);
	/* "What is the <thing>" asks for the thing by its name, as "which" does, unless the
	 * question names the column, or the column is a part of a person's name */
	{
		const char *const dearest[] = {"facilities@4", NULL};
		const char *const cost_named[] = {"facilities.membercost@4", "facilities@6", NULL};
		const char *const newest_member[] = {"members@4", NULL};
		const char *const facility_cost = "sql_select from_table T:facilities ; select_expr "
			"expr_column C:0:membercost ; ; ; ; order_desc expr_column C:0:membercost ; V:integer:1";

		CHECK_REWRITE("What is the dearest facility?", dearest, facility_cost,
					  "SELECT t0.name FROM cd.facilities AS t0 ORDER BY t0.membercost DESC LIMIT 1");
		CHECK_REWRITE("What is the highest membercost of a facility?", cost_named, facility_cost,
					  "SELECT t0.membercost FROM cd.facilities AS t0 ORDER BY t0.membercost DESC LIMIT 1");
		CHECK_REWRITE("What is the newest member called?", newest_member, MEMBERS_ONE("firstname"),
					  "SELECT t0.firstname" FROM_MEMBERS);
	}
	/* a thing's own name, and a table without names */
	CHECK_REWRITE("Which facilities are free?", none,
				  "sql_select from_table T:facilities ; select_expr expr_column C:0:name ; ; ; ; ; ;",
				  "SELECT t0.name FROM cd.facilities AS t0");
	/* an aggregate among the output columns */
	CHECK_REWRITE("Which members booked most?", which_members,
				  "sql_select from_table T:members ; select_expr expr_column C:0:surname "
				  "select_expr agg_count_star ; ; expr_column C:0:memid ; ; ; ;",
				  "SELECT t0.surname, count(*) FROM cd.members AS t0 GROUP BY t0.memid");
	/* GROUP BY: only of the instance's primary key */
	CHECK_REWRITE("Which members booked most?", which_members,
				  "sql_select from_table T:members ; select_expr expr_column C:0:surname ; ; "
				  "expr_column C:0:surname ; ; ; ;",
				  "SELECT t0.surname FROM cd.members AS t0 GROUP BY t0.surname");
	CHECK_REWRITE("Which members booked most?", which_members,
				  "sql_select from_table T:members ; select_expr expr_column C:0:surname ; ; "
				  "expr_column C:0:memid ; ; order_desc agg_count_star ; ;",
				  "SELECT t0.firstname, t0.surname FROM cd.members AS t0 GROUP BY t0.memid ORDER BY count(*) DESC");
	/* DISTINCT with ORDER BY: the order's columns must stay the output's */
	CHECK_REWRITE("Which members joined?", which_members,
				  "sql_select_distinct from_table T:members ; select_expr expr_column C:0:surname ; ; ; ; "
				  "order_asc expr_column C:0:surname ; ;",
				  "SELECT DISTINCT t0.surname FROM cd.members AS t0 ORDER BY t0.surname ASC");
	/* a middle name asked for stays; other columns beside the names were asked for */
	CHECK_REWRITE("Who are the employees?", none,
				  "sql_select from_table T:employee ; select_expr expr_column C:0:fname "
				  "select_expr expr_column C:0:minit select_expr expr_column C:0:lname ; ; ; ; ; ;",
				  "SELECT t0.fname, t0.minit, t0.lname FROM public.employee AS t0");
	{
		const char *const which_facilities[] = {"facilities@1", NULL};

		CHECK_REWRITE("Which facilities are free?", which_facilities,
					  "sql_select from_table T:facilities ; select_expr expr_column C:0:facid "
					  "select_expr expr_column C:0:name ; ; ; ; ; ;",
					  "SELECT t0.facid, t0.name FROM cd.facilities AS t0");
		CHECK_REWRITE("Who joined first?", none,
					  "sql_select from_table T:members ; select_expr expr_column C:0:memid "
					  "select_expr expr_column C:0:firstname select_expr expr_column C:0:surname ; ; ; ; ; ;",
					  "SELECT t0.memid, t0.firstname, t0.surname" FROM_MEMBERS);
	}
	/* set operations and subqueries keep their width */
	CHECK_REWRITE("Who joined first?", none,
				  "sql_union sql_select from_table T:members ; select_expr expr_column C:0:surname ; ; ; ; ; ; "
				  "sql_select from_table T:members ; select_expr expr_column C:1:surname ; ; ; ; ; ;",
				  "(SELECT t0.surname FROM cd.members AS t0) UNION (SELECT t1.surname FROM cd.members AS t1)");
	/* ... but an EXCEPT of one name column of one table takes the rows apart by key, and
	 * names them */
	CHECK_REWRITE("Who never booked?", none,
				  "sql_except sql_select from_table T:members ; select_expr expr_column C:0:surname ; ; ; ; ; ; "
				  "sql_select from_table T:members from_table_join T:bookings "
				  "cond_eq expr_column C:1:memid expr_column C:2:memid ; "
				  "select_expr expr_column C:1:surname ; ; ; ; ; ;",
				  "SELECT t0.firstname, t0.surname FROM cd.members AS t0 WHERE t0.memid NOT IN "
				  "(SELECT t1.memid FROM cd.members AS t1 JOIN cd.bookings AS t2 ON t1.memid = t2.memid)");
	/* the members' keys but those the bookings refer to: the same, by name */
	CHECK_REWRITE("Who never booked?", none,
				  "sql_except sql_select from_table T:members ; select_expr expr_column C:0:memid ; ; ; ; ; ; "
				  "sql_select from_table T:bookings ; select_expr expr_column C:1:memid ; ; ; ; ; ;",
				  "SELECT t0.firstname, t0.surname FROM cd.members AS t0 WHERE t0.memid NOT IN "
				  "(SELECT t1.memid FROM cd.bookings AS t1)");
	/* ... not a key the right operand's column does not refer to */
	CHECK_REWRITE("Who never booked?", none,
				  "sql_except sql_select from_table T:members ; select_expr expr_column C:0:memid ; ; ; ; ; ; "
				  "sql_select from_table T:bookings ; select_expr expr_column C:1:facid ; ; ; ; ; ;",
				  "(SELECT t0.memid FROM cd.members AS t0) EXCEPT (SELECT t1.facid FROM cd.bookings AS t1)");
	/* not where the question names the column ("surnames") */
	{
		const char *const surnames[] = {"members.surname@1", NULL};

		CHECK_REWRITE("Which surnames never booked?", surnames,
					  "sql_except sql_select from_table T:members ; select_expr expr_column C:0:surname ; ; ; ; ; ; "
					  "sql_select from_table T:members ; select_expr expr_column C:1:surname ; ; ; ; ; ;",
					  "(SELECT t0.surname FROM cd.members AS t0) EXCEPT (SELECT t1.surname FROM cd.members AS t1)");
	}
	schema_graph_free(g);
}

/* "Who recommended Nancy Dare?": a key that references another row answers with that row's
 * names, joined on the key, or through the instance already joined there. */
UNIT_TEST(who_a_key_references_is_named)
{
	SchemaGraph *g = names_graph();
	const char *const none[] = {NULL};

	CHECK_REWRITE("Who recommended Nancy Dare?", none, MEMBERS_ONE("recommendedby"),
				  "SELECT t1.firstname, t1.surname" FROM_MEMBERS
				  " JOIN cd.members AS t1 ON t1.memid = t0.recommendedby");
	/* the referenced row joined already: its names, no second join */
	CHECK_REWRITE("Who recommended Nancy Dare?", none,
				  "sql_select from_table T:members from_table_join T:members "
				  "cond_eq expr_column C:1:memid expr_column C:0:recommendedby ; "
				  "select_expr expr_column C:0:recommendedby ; ; ; ; ; ;",
				  "SELECT t1.firstname, t1.surname" FROM_MEMBERS
				  " JOIN cd.members AS t1 ON t1.memid = t0.recommendedby");
	/* no person read at all: the one person a key relates the rows to, by name */
	CHECK_REWRITE("Who booked on Monday?", none,
				  "sql_select from_table T:bookings ; select_expr expr_column C:0:bookid ; ; ; ; ; ;",
				  "SELECT t1.firstname, t1.surname FROM cd.bookings AS t0"
				  " JOIN cd.members AS t1 ON t1.memid = t0.memid");
	/* "which <a word of a key's name>" asks for the row the key references, in that role:
	 * "Which manager ...?" (employees.manager_id); the whole name of the key asks for ids */
	{
		const char *const role[] = {"members.recommendedby@1p", NULL};
		const char *const key_named[] = {"members.recommendedby@1", NULL};
		const char *ranked = "sql_select from_table T:members ; select_expr expr_column C:0:recommendedby ; ; "
			"expr_column C:0:recommendedby ; ; order_desc agg_count_star ; V:integer:1";

		CHECK_REWRITE("Which recommender brought in the most members?", role, ranked,
					  "SELECT t1.firstname, t1.surname" FROM_MEMBERS
					  " JOIN cd.members AS t1 ON t1.memid = t0.recommendedby GROUP BY t1.memid"
					  " ORDER BY count(*) DESC LIMIT 1");
		CHECK_REWRITE("Which recommendedby brought in the most members?", key_named, ranked,
					  "SELECT t0.recommendedby" FROM_MEMBERS
					  " GROUP BY t0.recommendedby ORDER BY count(*) DESC LIMIT 1");
	}
	/* "which <table>" answered with ids of another table: the asked rows, by name */
	{
		const char *const which_facilities[] = {"facilities@1", NULL};

		CHECK_REWRITE("Which facilities did Darren book?", which_facilities,
					  "sql_select from_table T:members ; select_expr expr_column C:0:memid ; "
					  "cond_eq expr_column C:0:firstname expr_value V:text:Darren ; ; ; ;",
					  "SELECT t2.name FROM cd.members AS t0 JOIN cd.bookings AS t1 ON t1.memid = t0.memid "
					  "JOIN cd.facilities AS t2 ON t2.facid = t1.facid WHERE t0.firstname = 'Darren'");
		/* answered with a column the question names: left alone */
		{
			const char *const address_named[] = {"facilities@1", "members.address@5", NULL};

			CHECK_REWRITE("Which facilities did Darren book from his address?", address_named,
						  "sql_select from_table T:members ; select_expr expr_column C:0:address ; "
						  "cond_eq expr_column C:0:firstname expr_value V:text:Darren ; ; ; ;",
						  "SELECT t0.address FROM cd.members AS t0 WHERE t0.firstname = 'Darren'");
		}
		/* answered with a column nobody asked for: the asked rows, by name */
		CHECK_REWRITE("Which facilities did Darren book?", which_facilities,
					  "sql_select from_table T:members ; select_expr expr_column C:0:address ; "
					  "cond_eq expr_column C:0:firstname expr_value V:text:Darren ; ; ; ;",
					  "SELECT t2.name FROM cd.members AS t0 JOIN cd.bookings AS t1 ON t1.memid = t0.memid "
					  "JOIN cd.facilities AS t2 ON t2.facid = t1.facid WHERE t0.firstname = 'Darren'");
	}
	/* the first table "which" names is read already: that one is asked for, not the next */
	{
		const char *const facilities_members[] = {"facilities@1", "members@3", NULL};

		CHECK_REWRITE("Which facilities charge members a fee?", facilities_members,
					  "sql_select from_table T:facilities ; select_expr expr_column C:0:facid ; ; ; ; ; ;",
					  "SELECT t0.name FROM cd.facilities AS t0");
	}
	/* "which <people>" answered with another table's column nobody asked for: the people */
	{
		const char *const which_members[] = {"members@1", NULL};

		CHECK_REWRITE("Which members have booked the snooker table?", which_members,
					  "sql_select_distinct from_table T:bookings from_table_join T:facilities "
					  "cond_eq expr_column C:0:facid expr_column C:1:facid ; "
					  "select_expr expr_column C:0:bookid ; "
					  "cond_eq expr_column C:1:name expr_value V:text:Snooker ; ; ; ;",
					  "SELECT DISTINCT t2.firstname, t2.surname FROM cd.bookings AS t0 "
					  "JOIN cd.facilities AS t1 ON t0.facid = t1.facid "
					  "JOIN cd.members AS t2 ON t2.memid = t0.memid WHERE t1.name = 'Snooker'");
	}
	/* ... where the people's word also names another table's column in part ("members",
	 * membercost): the word asks for the table it names whole */
	{
		const char *const members_and_cost[] = {"members@1", "facilities.membercost@1p", NULL};

		CHECK_REWRITE("Which members have used the tennis court?", members_and_cost,
					  "sql_select from_table T:facilities ; select_expr expr_column C:0:membercost ; "
					  "cond_eq expr_column C:0:name expr_value V:text:Tennis ; ; ; ;",
					  "SELECT t2.firstname, t2.surname FROM cd.facilities AS t0 "
					  "JOIN cd.bookings AS t1 ON t1.facid = t0.facid "
					  "JOIN cd.members AS t2 ON t2.memid = t1.memid WHERE t0.name = 'Tennis'");
	}
	/* "which <word of no table>" answered with the own id of a row the question names:
	 * the rows one key or link table relates it to, by name */
	CHECK_REWRITE("Which courts did Darren Smith book?", none,
				  "sql_select from_table T:members ; select_expr expr_column C:0:memid ; "
				  "cond_eq expr_column C:0:firstname expr_value V:text:Darren ; ; ; ;",
				  "SELECT t2.name FROM cd.members AS t0 JOIN cd.bookings AS t1 ON t1.memid = t0.memid "
				  "JOIN cd.facilities AS t2 ON t2.facid = t1.facid WHERE t0.firstname = 'Darren'");
	/* ... not where the word after "which" links to the schema, nor rows the WHERE does not
	 * name */
	{
		const char *const which_id[] = {"members.memid@1p", NULL};

		CHECK_REWRITE("Which member id does Darren Smith have?", which_id,
					  "sql_select from_table T:members ; select_expr expr_column C:0:memid ; "
					  "cond_eq expr_column C:0:firstname expr_value V:text:Darren ; ; ; ;",
					  "SELECT t0.memid FROM cd.members AS t0 WHERE t0.firstname = 'Darren'");
		CHECK_REWRITE("Which courts did zip code 4321 book?", none,
					  "sql_select from_table T:members ; select_expr expr_column C:0:memid ; "
					  "cond_eq expr_column C:0:zipcode expr_value V:integer:4321 ; ; ; ;",
					  "SELECT t0.memid FROM cd.members AS t0 WHERE t0.zipcode = 4321");
	}
	/* "Which members did Darren Smith recommend?" answered with Darren Smith's own names:
	 * the members whose key refers to him */
	{
		const char *const members_named[] = {"members@1", "members.firstname@3v", "members.surname@4v", NULL};
		const char *const members_smith[] = {"members@1", "members.surname@4v", NULL};

		CHECK_REWRITE("Which members did Darren Smith recommend?", members_named,
					  "sql_select from_table T:members ; select_expr expr_column C:0:firstname "
					  "select_expr expr_column C:0:surname ; "
					  "cond_eq expr_column C:0:firstname expr_value V:text:Darren ; ; ; ;",
					  "SELECT t1.firstname, t1.surname FROM cd.members AS t0 JOIN cd.members AS t1 "
					  "ON t1.recommendedby = t0.memid WHERE t0.firstname = 'Darren'");
		/* rows that refer to him but have no names of their own (bookings): nothing to
		 * answer them by, the candidate stays */
		{
			const char *const bookings_named[] = {"bookings@1", "members.firstname@3v", "members.surname@4v", NULL};

			CHECK_REWRITE("Which bookings did Darren Smith make?", bookings_named,
						  "sql_select from_table T:members ; select_expr expr_column C:0:firstname "
						  "select_expr expr_column C:0:surname ; "
						  "cond_eq expr_column C:0:firstname expr_value V:text:Darren ; ; ; ;",
						  "SELECT t0.firstname, t0.surname FROM cd.members AS t0 WHERE t0.firstname = 'Darren'");
		}
		/* a part of the name only ("the members called Smith"): they are the answer */
		CHECK_REWRITE("Which members are called Smith?", members_smith,
					  "sql_select from_table T:members ; select_expr expr_column C:0:firstname "
					  "select_expr expr_column C:0:surname ; "
					  "cond_eq expr_column C:0:surname expr_value V:text:Smith ; ; ; ;",
					  "SELECT t0.firstname, t0.surname FROM cd.members AS t0 WHERE t0.surname = 'Smith'");
	}
	/* a relative "who" asks for no one */
	CHECK_REWRITE("List the bookings of members who joined early", none,
				  "sql_select from_table T:bookings ; select_expr expr_column C:0:bookid ; ; ; ; ; ;",
				  "SELECT t0.bookid FROM cd.bookings AS t0");
	/* no key to a person, but a link table: its person */
	CHECK_REWRITE("Who wrote The Gourmet Microwave?", none,
				  "sql_select from_table T:titles ; select_expr expr_column C:0:title ; "
				  "cond_eq expr_column C:0:title expr_value V:text:Microwave ; ; ; ;",
				  "SELECT t2.au_fname, t2.au_lname FROM public.titles AS t0 JOIN public.titleauthor AS t1 "
				  "ON t1.title_id = t0.title_id JOIN public.authors AS t2 ON t2.au_id = t1.au_id "
				  "WHERE t0.title = 'Microwave'");
	/* a thing's name the question leaves open answers "who" (a publisher, a club) */
	CHECK_REWRITE("Who booked the pool?", none,
				  "sql_select from_table T:bookings from_table_join T:facilities "
				  "cond_eq expr_column C:1:facid expr_column C:0:facid ; "
				  "select_expr expr_column C:1:name ; ; ; ; ; ;",
				  "SELECT t1.name FROM cd.bookings AS t0 JOIN cd.facilities AS t1 ON t1.facid = t0.facid");
	/* ... but not things a word after the verb names: what the people did something to */
	{
		const char *const facilities_said[] = {"facilities@3", NULL};

		CHECK_REWRITE("Who booked our facilities?", facilities_said,
					  "sql_select from_table T:bookings from_table_join T:facilities "
					  "cond_eq expr_column C:1:facid expr_column C:0:facid ; "
					  "select_expr expr_column C:1:name ; ; ; ; ; ;",
					  "SELECT t2.firstname, t2.surname FROM cd.bookings AS t0 JOIN cd.facilities AS t1 "
					  "ON t1.facid = t0.facid JOIN cd.members AS t2 ON t2.memid = t0.memid");
		/* "who is" asks for the thing itself */
		CHECK_REWRITE("Who are our facilities?", facilities_said,
					  "sql_select from_table T:bookings from_table_join T:facilities "
					  "cond_eq expr_column C:1:facid expr_column C:0:facid ; "
					  "select_expr expr_column C:1:name ; ; ; ; ; ;",
					  "SELECT t1.name FROM cd.bookings AS t0 JOIN cd.facilities AS t1 ON t1.facid = t0.facid");
	}
	/* ... but not one the question fixes: that echoes the question */
	CHECK_REWRITE("Who booked the pool?", none,
				  "sql_select from_table T:bookings from_table_join T:facilities "
				  "cond_eq expr_column C:1:facid expr_column C:0:facid ; "
				  "select_expr expr_column C:1:name ; cond_eq expr_column C:1:name expr_value V:text:Pool ; ; ; ;",
				  "SELECT t2.firstname, t2.surname FROM cd.bookings AS t0 JOIN cd.facilities AS t1 "
				  "ON t1.facid = t0.facid JOIN cd.members AS t2 ON t2.memid = t0.memid WHERE t1.name = 'Pool'");
	CHECK_REWRITE("Who booked the pool?", none,
				  "sql_select from_table T:facilities ; select_expr expr_column C:0:name ; ; ; ; ; ;",
				  "SELECT t0.name FROM cd.facilities AS t0");
	/* ... nor one it matches by a part of the name */
	CHECK_REWRITE("Who booked the tennis courts?", none,
				  "sql_select from_table T:bookings from_table_join T:facilities "
				  "cond_eq expr_column C:1:facid expr_column C:0:facid ; "
				  "select_expr expr_column C:1:name ; cond_like expr_column C:1:name expr_value V:text:%Tennis% ; ; ; ;",
				  "SELECT t2.firstname, t2.surname FROM cd.bookings AS t0 JOIN cd.facilities AS t1 "
				  "ON t1.facid = t0.facid JOIN cd.members AS t2 ON t2.memid = t0.memid WHERE t1.name LIKE '%Tennis%'");
	/* grouped by the key alone: the referenced rows, grouped by their primary key (the same
	 * groups), by name */
	CHECK_REWRITE("Who recommended most members?", none,
				  "sql_select from_table T:members ; select_expr expr_column C:0:recommendedby ; ; "
				  "expr_column C:0:recommendedby ; ; order_desc agg_count_star ; ;",
				  "SELECT t1.firstname, t1.surname FROM cd.members AS t0 JOIN cd.members AS t1 "
				  "ON t1.memid = t0.recommendedby GROUP BY t1.memid ORDER BY count(*) DESC");
	{
		/* "facility" names the table facilities, and bookings.facid in part */
		const char *const facility[] = {"facilities@1", "bookings.facid@1p", "bookings@5", NULL};
		const char *const facid[] = {"bookings.facid@1", "bookings@5", NULL};
		const char *const member_bookings[] = {"members@1", "bookings@5", NULL};
		const char *const each_member[] = {"bookings@2", "members@5", NULL};
		const char *const each_facility[] = {"bookings@2", "facilities@5", NULL};

		CHECK_REWRITE("Which facility has the most bookings?", facility,
					  "sql_select from_table T:bookings ; select_expr expr_column C:0:facid ; ; "
					  "expr_column C:0:facid ; ; order_desc agg_count_star ; ;",
					  "SELECT t1.name FROM cd.bookings AS t0 JOIN cd.facilities AS t1 "
					  "ON t1.facid = t0.facid GROUP BY t1.facid ORDER BY count(*) DESC");
		/* ... but the key stays where the question names it, or beside another GROUP BY
		 * item */
		CHECK_REWRITE("Which facid has the most bookings?", facid,
					  "sql_select from_table T:bookings ; select_expr expr_column C:0:facid ; ; "
					  "expr_column C:0:facid ; ; order_desc agg_count_star ; ;",
					  "SELECT t0.facid FROM cd.bookings AS t0 GROUP BY t0.facid ORDER BY count(*) DESC");
		/* people asked for with "which", and "each" of a key grouped with its aggregates */
		CHECK_REWRITE("Which members made more than 5 bookings?", member_bookings,
					  "sql_select from_table T:bookings ; select_expr expr_column C:0:memid ; ; "
					  "expr_column C:0:memid ; cond_gt agg_count_star expr_value V:integer:5 ; ;",
					  "SELECT t1.firstname, t1.surname FROM cd.bookings AS t0 JOIN cd.members AS t1 "
					  "ON t1.memid = t0.memid GROUP BY t1.memid HAVING count(*) > 5");
		CHECK_REWRITE("How many bookings did each member make?", each_member,
					  "sql_select from_table T:bookings ; select_expr expr_column C:0:memid "
					  "select_expr agg_count_star ; ; expr_column C:0:memid ; ; ; ;",
					  "SELECT t1.firstname, t1.surname, count(*) FROM cd.bookings AS t0 JOIN cd.members AS t1 "
					  "ON t1.memid = t0.memid GROUP BY t1.memid");
		/* ... not where "each" names another table than the key leads to: counted per
		 * that table instead (names_regroup_each_elsewhere) */
		CHECK_REWRITE("How many bookings did each facility get?", each_facility,
					  "sql_select from_table T:bookings ; select_expr expr_column C:0:memid "
					  "select_expr agg_count_star ; ; expr_column C:0:memid ; ; ; ;",
					  "SELECT t1.name, count(*) FROM cd.bookings AS t0 JOIN cd.facilities AS t1 "
					  "ON t1.facid = t0.facid GROUP BY t1.facid");
		CHECK_REWRITE("Which facility has the most bookings?", facility,
					  "sql_select from_table T:bookings ; select_expr expr_column C:0:facid ; ; "
					  "expr_column C:0:facid expr_column C:0:memid ; ; order_desc agg_count_star ; ;",
					  "SELECT t0.facid FROM cd.bookings AS t0 GROUP BY t0.facid, t0.memid "
					  "ORDER BY count(*) DESC");
	}
	schema_graph_free(g);
}

/* customers(customer_id PK, email_address, full_name), orders(order_id PK, customer_id ->
 * customers), shipments(shipment_id PK, customer_id -> customers, shipment_status) */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);	/* 0 */
	INT("customer_id", true);
	TEXT("email_address");
	TEXT("full_name");
	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);	/* 1 */
	INT("order_id", true);
	INT("customer_id", false);
	schema_graph_add_table(g, "public", "shipments", SG_TABLE, 0);	/* 2 */
	INT("shipment_id", true);
	INT("customer_id", false);
	TEXT("shipment_status");
	TEXT("delivery_address");
	to = g->tables[0].first_column;
	from = g->tables[1].first_column + 1;
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	from = g->tables[2].first_column + 1;
	schema_graph_add_foreign_key(g, 2, 0, 1, &from, &to);
	return g;
}

UNIT_TEST(rows_named_in_one_column_or_by_their_key)
{
	SchemaGraph *g = orders_graph();
	TableNames *names = name_columns_find(g);
	const char *const order_100[] = {"orders@2", "orders.order_id@3v", NULL};
	const char *const which_shipments[] = {"shipments@1", NULL};
	const char *const which_shipments_or_part[] = {"orders@1p", "shipments@1", NULL};
	const char *const status_named[] = {"shipments@1", "shipments.shipment_status@3", NULL};
	const char *const what_was_our_shipment[] = {"shipments@4", NULL};
	const char *const customer_of_shipment[] = {"customers@3", "shipments@7", NULL};

	/* a person's whole name in one column names the row */
	CHECK_NAMES(0, "-", "-", "full_name");
	CHECK_NAMES(2, "-", "-", "-");
	dt_free(names);
	/* "who" answered with a key: the row it references, by its one name */
	CHECK_REWRITE("Who placed order 100?", order_100,
				  "sql_select from_table T:orders ; select_expr expr_column C:0:customer_id ; "
				  "cond_eq expr_column C:0:order_id expr_value V:integer:100 ; ; ; ;",
				  "SELECT t1.full_name FROM public.orders AS t0 JOIN public.customers AS t1 "
				  "ON t1.customer_id = t0.customer_id WHERE t0.order_id = 100");
	/* "which" rows with no name, answered with another of their columns: their key */
	CHECK_REWRITE("Which shipments have not been delivered yet?", which_shipments,
				  "sql_select from_table T:shipments ; select_expr expr_column C:0:customer_id ; ; ; ; ; ;",
				  "SELECT t0.shipment_id FROM public.shipments AS t0");
	/* the word names shipments exactly and another table in part: shipments */
	CHECK_REWRITE("Which shipments have not been delivered yet?", which_shipments_or_part,
				  "sql_select from_table T:shipments ; select_expr expr_column C:0:customer_id ; ; ; ; ; ;",
				  "SELECT t0.shipment_id FROM public.shipments AS t0");
	/* ... or with a text that says a kind of row (its name ends in status, mode, type ...) */
	CHECK_REWRITE("Which shipments have not been delivered yet?", which_shipments,
				  "sql_select from_table T:shipments ; select_expr expr_column C:0:shipment_status ; ; ; ; ; ;",
				  "SELECT t0.shipment_id FROM public.shipments AS t0");
	/* stays: another text column (it may name the rows: airlines.airline), the column the
	 * question names, two output columns, an aggregate, no "which" */
	CHECK_REWRITE("Which shipments have not been delivered yet?", which_shipments,
				  "sql_select from_table T:shipments ; select_expr expr_column C:0:delivery_address ; ; ; ; ; ;",
				  "SELECT t0.delivery_address FROM public.shipments AS t0");
	CHECK_REWRITE("Which shipments have the status DELIVERED?", status_named,
				  "sql_select from_table T:shipments ; select_expr expr_column C:0:shipment_status ; ; ; ; ; ;",
				  "SELECT t0.shipment_status FROM public.shipments AS t0");
	CHECK_REWRITE("Which shipments have not been delivered yet?", which_shipments,
				  "sql_select from_table T:shipments ; select_expr expr_column C:0:customer_id "
				  "select_expr expr_column C:0:shipment_status ; ; ; ; ; ;",
				  "SELECT t0.customer_id, t0.shipment_status FROM public.shipments AS t0");
	CHECK_REWRITE("Which shipments have not been delivered yet?", which_shipments,
				  "sql_select from_table T:shipments ; select_expr agg_count_star ; ; ; ; ; ;",
				  "SELECT count(*) FROM public.shipments AS t0");
	CHECK_REWRITE("What are the shipments' customers?", which_shipments,
				  "sql_select from_table T:shipments ; select_expr expr_column C:0:customer_id ; ; ; ; ; ;",
				  "SELECT t0.customer_id FROM public.shipments AS t0");
	/* "What was our latest shipment?" asks for a shipment as "which" does; "What is the
	 * customer of our latest shipment?" for a customer */
	CHECK_REWRITE("What was our latest shipment?", what_was_our_shipment,
				  "sql_select from_table T:shipments ; select_expr expr_column C:0:customer_id ; ; ; ; ; ;",
				  "SELECT t0.shipment_id FROM public.shipments AS t0");
	CHECK_REWRITE("What is the customer of our latest shipment?", customer_of_shipment,
				  "sql_select from_table T:shipments ; select_expr expr_column C:0:customer_id ; ; ; ; ; ;",
				  "SELECT t0.customer_id FROM public.shipments AS t0");
	schema_graph_free(g);
}

/* Staff who manage one another and the customers they look after. */
static SchemaGraph *
staff_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);	/* 0 */
	INT("employee_id", true);
	TEXT("first_name");
	TEXT("last_name");
	INT("manager_id", false);
	INT("department_id", false);
	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);	/* 1 */
	INT("customer_id", true);
	TEXT("cust_first_name");
	TEXT("cust_last_name");
	INT("account_mgr_id", false);
	schema_graph_add_table(g, "public", "departments", SG_TABLE, 0);	/* 2 */
	INT("department_id", true);
	TEXT("department_name");
	INT("manager_id", false);
	to = g->tables[0].first_column;
	from = g->tables[0].first_column + 3;
	schema_graph_add_foreign_key(g, 0, 0, 1, &from, &to);	/* employees.manager_id */
	from = g->tables[1].first_column + 3;
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);	/* customers.account_mgr_id */
	from = g->tables[2].first_column + 2;
	schema_graph_add_foreign_key(g, 2, 0, 1, &from, &to);	/* departments.manager_id */
	from = g->tables[0].first_column + 4;
	to = g->tables[2].first_column;
	schema_graph_add_foreign_key(g, 0, 2, 1, &from, &to);	/* employees.department_id */
	return g;
}

#define STAFF_NAMED(given, family)                                             \
	"cond_and cond_eq expr_column C:0:first_name expr_value V:text:" given     \
	" cond_eq expr_column C:0:last_name expr_value V:text:" family " ; ; ; ;"
#define STAFF_ECHO(given, family)                                              \
	"sql_select from_table T:employees ; select_expr expr_column C:0:first_name " \
	"select_expr expr_column C:0:last_name ; " STAFF_NAMED(given, family)
#define STAFF_COUNT(given, family)                                             \
	"sql_select from_table T:employees ; select_expr agg_count_star ; " STAFF_NAMED(given, family)
#define WHERE_STAFF(given, family)                                             \
	" WHERE t0.first_name = '" given "' AND t0.last_name = '" family "'"

/* A candidate that answers with the very rows the question names (their names, or their
 * count, which is one): the rows a key relates to them are asked for. */
UNIT_TEST(rows_a_named_row_is_related_to)
{
	SchemaGraph *g = staff_graph();
	const char *const steven_king_at_3[] = {"employees.first_name@3v", "employees.last_name@4v", NULL};
	const char *const steven_king_at_5[] = {"employees.first_name@5v", "employees.last_name@6v", NULL};
	const char *const steven_king_at_6[] = {"employees.first_name@6v", "employees.last_name@7v", NULL};
	const char *const customers_gerald[] = {"customers@2", "employees.first_name@4v",
	"employees.last_name@5v", NULL};
	const char *const which_customers_gerald[] = {"customers@1", "employees.first_name@3v",
	"employees.last_name@4v", NULL};
	const char *const markus_rampling[] = {"customers.cust_first_name@2v",
	"customers.cust_last_name@3v", NULL};
	const char *const sarath_sewall[] = {"employees.first_name@2v", "employees.last_name@3v", NULL};
	const char *const manager_of_sarath[] = {"employees.manager_id@3p", "employees.first_name@5v",
	"employees.last_name@6v", NULL};
	const char *const friend_of_sarath[] = {"employees.first_name@6v", "employees.last_name@7v", NULL};
	const char *const steven_only[] = {"employees.first_name@5v", NULL};

	/* "to X": the rows that refer to X through the table's key to itself */
	CHECK_REWRITE("Who reports to Steven King?", steven_king_at_3, STAFF_ECHO("Steven", "King"),
				  "SELECT t1.first_name, t1.last_name FROM public.employees AS t0 JOIN public.employees AS t1 "
				  "ON t1.manager_id = t0.employee_id" WHERE_STAFF("Steven", "King"));
	CHECK_REWRITE("How many people report directly to Steven King?", steven_king_at_6,
				  STAFF_COUNT("Steven", "King"),
				  "SELECT count(*) FROM public.employees AS t0 JOIN public.employees AS t1 "
				  "ON t1.manager_id = t0.employee_id" WHERE_STAFF("Steven", "King"));
	/* another table the question names, referring to the named row by one key */
	CHECK_REWRITE("How many customers does Gerald Cambrault look after?", customers_gerald,
				  STAFF_COUNT("Gerald", "Cambrault"),
				  "SELECT count(*) FROM public.employees AS t0 JOIN public.customers AS t1 "
				  "ON t1.account_mgr_id = t0.employee_id" WHERE_STAFF("Gerald", "Cambrault"));
	CHECK_REWRITE("Which customers does Gerald Cambrault look after?", which_customers_gerald,
				  STAFF_ECHO("Gerald", "Cambrault"),
				  "SELECT t1.cust_first_name, t1.cust_last_name FROM public.employees AS t0 "
				  "JOIN public.customers AS t1 ON t1.account_mgr_id = t0.employee_id"
				  WHERE_STAFF("Gerald", "Cambrault"));
	/* "X's": the row X refers to, through the one key to a person's table */
	CHECK_REWRITE("Who is Markus Rampling's account manager?", markus_rampling,
				  "sql_select from_table T:customers ; select_expr expr_column C:0:cust_first_name "
				  "select_expr expr_column C:0:cust_last_name ; "
				  "cond_eq expr_column C:0:cust_last_name expr_value V:text:Rampling ; ; ; ;",
				  "SELECT t1.first_name, t1.last_name FROM public.customers AS t0 JOIN public.employees AS t1 "
				  "ON t1.employee_id = t0.account_mgr_id WHERE t0.cust_last_name = 'Rampling'");
	/* ... the named row's own id answered likewise */
	CHECK_REWRITE("Who is Markus Rampling's account manager?", markus_rampling,
				  "sql_select from_table T:customers ; select_expr expr_column C:0:customer_id ; "
				  "cond_eq expr_column C:0:cust_first_name expr_value V:text:Markus ; ; ; ;",
				  "SELECT t1.first_name, t1.last_name FROM public.customers AS t0 JOIN public.employees AS t1 "
				  "ON t1.employee_id = t0.account_mgr_id WHERE t0.cust_first_name = 'Markus'");
	CHECK_REWRITE("Who is Sarath Sewall's manager?", sarath_sewall, STAFF_ECHO("Sarath", "Sewall"),
				  "SELECT t1.first_name, t1.last_name FROM public.employees AS t0 JOIN public.employees AS t1 "
				  "ON t1.employee_id = t0.manager_id" WHERE_STAFF("Sarath", "Sewall"));
	/* "of X" where a question word names the key */
	CHECK_REWRITE("Who is the manager of Sarath Sewall?", manager_of_sarath, STAFF_ECHO("Sarath", "Sewall"),
				  "SELECT t1.first_name, t1.last_name FROM public.employees AS t0 JOIN public.employees AS t1 "
				  "ON t1.employee_id = t0.manager_id" WHERE_STAFF("Sarath", "Sewall"));
	CHECK_REWRITE("Who is the best friend of Sarath Sewall?", friend_of_sarath, STAFF_ECHO("Sarath", "Sewall"),
				  "SELECT t0.first_name, t0.last_name FROM public.employees AS t0" WHERE_STAFF("Sarath", "Sewall"));
	/* the table joined to itself the wrong way round for the words before the name: "to X"
	 * asks for the rows that refer to X, "X's" for the row X refers to */
	CHECK_REWRITE("Who reports to Steven King?", steven_king_at_3,
				  "sql_select from_table T:employees from_table_join T:employees "
				  "cond_eq expr_column C:1:employee_id expr_column C:0:manager_id ; "
				  "select_expr expr_column C:1:first_name select_expr expr_column C:1:last_name ; "
				  STAFF_NAMED("Steven", "King"),
				  "SELECT t1.first_name, t1.last_name FROM public.employees AS t0 JOIN public.employees AS t1 "
				  "ON t1.manager_id = t0.employee_id" WHERE_STAFF("Steven", "King"));
	CHECK_REWRITE("Who is Sarath Sewall's manager?", sarath_sewall,
				  "sql_select from_table T:employees from_table_join T:employees "
				  "cond_eq expr_column C:1:manager_id expr_column C:0:employee_id ; "
				  "select_expr expr_column C:1:first_name select_expr expr_column C:1:last_name ; "
				  STAFF_NAMED("Sarath", "Sewall"),
				  "SELECT t1.first_name, t1.last_name FROM public.employees AS t0 JOIN public.employees AS t1 "
				  "ON t1.employee_id = t0.manager_id" WHERE_STAFF("Sarath", "Sewall"));
	/* ... and left as it is where it goes the way the words say, or they say no side */
	CHECK_REWRITE("Who reports to Steven King?", steven_king_at_3,
				  "sql_select from_table T:employees from_table_join T:employees "
				  "cond_eq expr_column C:1:manager_id expr_column C:0:employee_id ; "
				  "select_expr expr_column C:1:first_name select_expr expr_column C:1:last_name ; "
				  STAFF_NAMED("Steven", "King"),
				  "SELECT t1.first_name, t1.last_name FROM public.employees AS t0 JOIN public.employees AS t1 "
				  "ON t1.manager_id = t0.employee_id" WHERE_STAFF("Steven", "King"));
	CHECK_REWRITE("Who does Sarath Sewall work with?", steven_king_at_3,
				  "sql_select from_table T:employees from_table_join T:employees "
				  "cond_eq expr_column C:1:employee_id expr_column C:0:manager_id ; "
				  "select_expr expr_column C:1:first_name select_expr expr_column C:1:last_name ; "
				  STAFF_NAMED("Sarath", "Sewall"),
				  "SELECT t1.first_name, t1.last_name FROM public.employees AS t0 JOIN public.employees AS t1 "
				  "ON t1.employee_id = t0.manager_id" WHERE_STAFF("Sarath", "Sewall"));
	/* a count of a column of the named row counts the rows that refer to it */
	CHECK_REWRITE("How many people report directly to Steven King?", steven_king_at_6,
				  "sql_select from_table T:employees ; select_expr agg_count_distinct expr_column "
				  "C:0:manager_id ; " STAFF_NAMED("Steven", "King"),
				  "SELECT count(*) FROM public.employees AS t0 JOIN public.employees AS t1 "
				  "ON t1.manager_id = t0.employee_id" WHERE_STAFF("Steven", "King"));
	/* what stays: a count of people called so ("named", no key said), a part of the name,
	 * who someone is, what someone earns */
	CHECK_REWRITE("How many employees are named Steven King?", steven_king_at_5,
				  STAFF_COUNT("Steven", "King"),
				  "SELECT count(*) FROM public.employees AS t0" WHERE_STAFF("Steven", "King"));
	CHECK_REWRITE("How many people report directly to Steven?", steven_only,
				  STAFF_COUNT("Steven", "King"),
				  "SELECT count(*) FROM public.employees AS t0" WHERE_STAFF("Steven", "King"));
	CHECK_REWRITE("Who is Sarath Sewall?", sarath_sewall, STAFF_ECHO("Sarath", "Sewall"),
				  "SELECT t0.first_name, t0.last_name FROM public.employees AS t0" WHERE_STAFF("Sarath", "Sewall"));
	CHECK_REWRITE("What is Sarath Sewall's id?", sarath_sewall,
				  "sql_select from_table T:employees ; select_expr expr_column C:0:employee_id ; "
				  STAFF_NAMED("Sarath", "Sewall"),
				  "SELECT t0.employee_id FROM public.employees AS t0" WHERE_STAFF("Sarath", "Sewall"));
	schema_graph_free(g);
}

/* A thing two keys relate to people either way: the one whose name the question says,
 * else the one the people's rows hold. */
UNIT_TEST(people_through_the_key_the_question_says)
{
	SchemaGraph *g = staff_graph();
	const char *const finance[] = {"departments.department_name@3v", "departments@4", NULL};
	const char *const works_in_finance[] = {"departments.department_name@4v", "departments@5", NULL};
#define FINANCE_ECHO                                                           \
	"sql_select from_table T:departments ; select_expr expr_column C:0:department_name ; " \
	"cond_eq expr_column C:0:department_name expr_value V:text:Finance ; ; ; ;"

	CHECK_REWRITE("Who manages the Finance department?", finance, FINANCE_ECHO,
				  "SELECT t1.first_name, t1.last_name FROM public.departments AS t0 JOIN public.employees AS t1 "
				  "ON t1.employee_id = t0.manager_id WHERE t0.department_name = 'Finance'");
	/* a verb of running says the manager's key; of a department joined to itself, the key
	 * of the one the question names */
	CHECK_REWRITE("Who runs the Finance department?", finance, FINANCE_ECHO,
				  "SELECT t1.first_name, t1.last_name FROM public.departments AS t0 JOIN public.employees AS t1 "
				  "ON t1.employee_id = t0.manager_id WHERE t0.department_name = 'Finance'");
	CHECK_REWRITE("Who runs the Finance department?", finance,
				  "sql_select from_table T:departments from_table_join T:departments "
				  "cond_eq expr_column C:1:department_id expr_column C:0:department_id ; "
				  "select_expr expr_column C:1:department_name ; "
				  "cond_eq expr_column C:0:department_name expr_value V:text:Finance ; ; ; ;",
				  "SELECT t2.first_name, t2.last_name FROM public.departments AS t0 JOIN public.departments AS t1 "
				  "ON t1.department_id = t0.department_id JOIN public.employees AS t2 "
				  "ON t2.employee_id = t0.manager_id WHERE t0.department_name = 'Finance'");
	/* neither key said: the people whose rows name the department, not its manager */
	CHECK_REWRITE("Who works in the Finance department?", works_in_finance, FINANCE_ECHO,
				  "SELECT t1.first_name, t1.last_name FROM public.departments AS t0 JOIN public.employees AS t1 "
				  "ON t1.department_id = t0.department_id WHERE t0.department_name = 'Finance'");
#undef FINANCE_ECHO
	schema_graph_free(g);
}

/* people(person_id, first_name, last_name); headcount(person_id, the whole key, -> people;
 * manager_id -> people; start_date): a row of the headcount is a person's. */
static SchemaGraph *
headcount_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "people", SG_TABLE, 0);	/* 0 */
	INT("person_id", true);
	TEXT("first_name");
	TEXT("last_name");
	schema_graph_add_table(g, "public", "headcount", SG_TABLE, 0);	/* 1 */
	INT("person_id", true);
	INT("manager_id", false);
	DATE("start_date");
	to = g->tables[0].first_column;
	from = g->tables[1].first_column;
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);	/* headcount.person_id */
	from = g->tables[1].first_column + 1;
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);	/* headcount.manager_id */
	return g;
}

#define START_DATES \
	"sql_select from_table T:headcount ; select_expr expr_column C:0:start_date ; ; ; ; ; ;"

/* "Who joined us in 2021?" read from a table keyed by the person's own key, which also
 * holds a manager's: the people the rows are, not their managers. */
UNIT_TEST(people_through_the_key_that_is_the_row)
{
	SchemaGraph *g = headcount_graph();
	const char *const no_links[] = {NULL};
	const char *const manages[] = {"headcount.manager_id@1", NULL};

	CHECK_REWRITE("Who joined us in 2021?", no_links, START_DATES,
				  "SELECT t1.first_name, t1.last_name FROM public.headcount AS t0 JOIN public.people AS t1 "
				  "ON t1.person_id = t0.person_id");
	/* the key the question says still wins */
	CHECK_REWRITE("Who manages the people who joined us in 2021?", manages, START_DATES,
				  "SELECT t1.first_name, t1.last_name FROM public.headcount AS t0 JOIN public.people AS t1 "
				  "ON t1.person_id = t0.manager_id");
	schema_graph_free(g);
}

/* "each <column>" of aggregates alone: per value of that column (a key's value: "each
 * student" of friend.student_id asks for the ids, as Spider's questions do). */
UNIT_TEST(each_column_groups_the_aggregates)
{
	SchemaGraph *g = staff_graph();
	const char *const each_manager[] = {"customers@2", "customers.account_mgr_id@5p",
	"customers.account_mgr_id@6p", NULL};
	const char *const each_customer[] = {"customers@5", "customers.customer_id@5p", NULL};
	const char *per_manager = "SELECT t0.account_mgr_id, count(*) FROM public.customers AS t0 GROUP BY t0.account_mgr_id";

	CHECK_REWRITE("How many customers does each account manager have?", each_manager,
				  "sql_select from_table T:customers ; select_expr agg_count_star ; ; ; ; ; ;",
				  per_manager);
	/* grouped already, or the rows' own key ("each customer": one row each) */
	CHECK_REWRITE("How many customers does each account manager have?", each_manager,
				  "sql_select from_table T:customers ; select_expr expr_column C:0:account_mgr_id "
				  "select_expr agg_count_star ; ; expr_column C:0:account_mgr_id ; ; ; ;",
				  per_manager);
	CHECK_REWRITE("What is the largest id of each customer?", each_customer,
				  "sql_select from_table T:customers ; select_expr agg_max expr_column C:0:customer_id ; ; ; ; ; ;",
				  "SELECT max(t0.customer_id) FROM public.customers AS t0");
	schema_graph_free(g);
}

UNIT_TEST(a_whole_name_in_one_column_answers_for_the_person)
{
	SchemaGraph *g = names_graph();
	const char *const none[] = {NULL};
	const char *const which_customers[] = {"customer@1", NULL};
	const char *const first_and_last[] = {"customer.fname@3", "customer.lname@5", NULL};

	/* given and family name, one of them, another column: the whole name */
	CHECK_REWRITE("Who holds account 5?", none,
				  "sql_select from_table T:customer ; select_expr expr_column C:0:fname "
				  "select_expr expr_column C:0:lname ; ; ; ; ; ;",
				  "SELECT t0.fullname FROM public.customer AS t0");
	CHECK_REWRITE("Who holds account 5?", none,
				  "sql_select from_table T:customer ; select_expr expr_column C:0:account_num ; ; ; ; ; ;",
				  "SELECT t0.fullname FROM public.customer AS t0");
	CHECK_REWRITE("Which customers hold account 5?", which_customers,
				  "sql_select from_table T:customer ; select_expr expr_column C:0:lname ; ; ; ; ; ;",
				  "SELECT t0.fullname FROM public.customer AS t0");
	/* the parts asked for by name stay */
	CHECK_REWRITE("What are the first and last names of customers?", first_and_last,
				  "sql_select from_table T:customer ; select_expr expr_column C:0:fname "
				  "select_expr expr_column C:0:lname ; ; ; ; ; ;",
				  "SELECT t0.fname, t0.lname FROM public.customer AS t0");
	/* a generated whole name (computed from the two) gives way to them */
	g->columns[g->tables[12].first_column + 3].generated = true;
	CHECK_REWRITE("Who holds account 5?", none,
				  "sql_select from_table T:customer ; select_expr expr_column C:0:fullname ; ; ; ; ; ;",
				  "SELECT t0.fname, t0.lname FROM public.customer AS t0");
	CHECK_REWRITE("Which customers hold account 5?", which_customers,
				  "sql_select from_table T:customer ; select_expr expr_column C:0:account_num ; ; ; ; ; ;",
				  "SELECT t0.fname, t0.lname FROM public.customer AS t0");
	/* unless the question names it: 0 list 1 the 2 fullnames 3 of 4 customers */
	{
		const char *const fullnames[] = {"customer.fullname@2", "customer@4", NULL};

		CHECK_REWRITE("List the fullnames of customers.", fullnames,
					  "sql_select from_table T:customer ; select_expr expr_column C:0:fname "
					  "select_expr expr_column C:0:lname ; ; ; ; ; ;",
					  "SELECT t0.fullname FROM public.customer AS t0");
	}
	schema_graph_free(g);
}

UNIT_TEST(which_thing_a_named_row_is_in_follows_the_keys)
{
	SchemaGraph *g = names_graph();

	/* two keys lead to people: the one to the table the question names */
	{
		const char *const customers[] = {"customer@4", NULL};
		const char *const none[] = {NULL};

		CHECK_REWRITE("Who are our biggest customers?", customers,
					  "sql_select from_table T:orders ; select_expr expr_column C:0:order_id ; ; ; ; ; ;",
					  "SELECT t1.fullname FROM public.orders AS t0 "
					  "JOIN public.customer AS t1 ON t1.customer_id = t0.customer_id");
		CHECK_REWRITE("Who are our biggest buyers?", none,
					  "sql_select from_table T:orders ; select_expr expr_column C:0:order_id ; ; ; ; ; ;",
					  "SELECT t0.order_id FROM public.orders AS t0");
	}
	const char *const which_country[] = {"country@1", NULL};

	/* the department's own id: the country two keys away, by name */
	CHECK_REWRITE("Which country is the Finance department in?", which_country,
				  "sql_select from_table T:department ; select_expr expr_column C:0:department_id ; "
				  "cond_eq expr_column C:0:department_description expr_value V:text:Finance ; ; ; ;",
				  "SELECT t2.country_name FROM public.department AS t0 "
				  "JOIN public.location AS t1 ON t1.location_id = t0.location_id "
				  "JOIN public.country AS t2 ON t2.country_id = t1.country_id "
				  "WHERE t0.department_description = 'Finance'");
	schema_graph_free(g);
}

#define CHECK_GROUPED(question, links, notation, expected)                     \
	do {                                                                       \
		free(rewrite(g, question, links, notation));                           \
		CHECK_INT_EQ(last_grouped_attributes, expected);                       \
	} while (0)

#define PUBLISHERS_GROUPED_BY(col)                                             \
	"sql_select from_table T:publishers ; select_expr expr_column C:0:" col    \
	" ; ; expr_column C:0:" col " ; cond_gt agg_count_star expr_value V:integer:1 ; ;"

UNIT_TEST(which_things_answered_with_groups_of_an_attribute_cost)
{
	SchemaGraph *g = names_graph();
	const char *const which_publishers[] = {"publishers@1", NULL};
	const char *const each_publisher[] = {"publishers@4", NULL};

	/* the cities publishers are in, not the publishers */
	CHECK_GROUPED("Which publishers have big offices?", which_publishers,
				  PUBLISHERS_GROUPED_BY("city"), 1);
	/* grouped by their name or their key: the publishers themselves */
	CHECK_GROUPED("Which publishers have big offices?", which_publishers,
				  PUBLISHERS_GROUPED_BY("pub_name"), 0);
	{
		const char *const which_members[] = {"members@1", NULL};

		CHECK_GROUPED("Which members live far away?", which_members,
					  "sql_select from_table T:members ; select_expr expr_column C:0:zipcode ; ; "
					  "expr_column C:0:zipcode ; cond_gt agg_count_star expr_value V:integer:1 ; ;", 1);
		CHECK_GROUPED("Which members live far away?", which_members,
					  "sql_select from_table T:members ; select_expr expr_column C:0:surname ; ; "
					  "expr_column C:0:memid ; cond_gt agg_count_star expr_value V:integer:1 ; ;", 0);
	}
	{
		/* "Which publisher city ...": the longer span names a column, not the publishers */
		const char *const which_city[] = {"publishers@1", "publishers.city@1+2", NULL};

		CHECK_GROUPED("Which publisher city has most publishers?", which_city,
					  PUBLISHERS_GROUPED_BY("city"), 0);
	}
	/* not asked with "which <table>" at the start */
	CHECK_GROUPED("How many offices has each publisher?", each_publisher,
				  PUBLISHERS_GROUPED_BY("city"), 0);
	{
		const char *const cities_with_publishers[] = {"publishers@3", NULL};

		CHECK_GROUPED("Which cities have publishers?", cities_with_publishers,
					  PUBLISHERS_GROUPED_BY("city"), 0);
	}
	{
		/* the bookings, which refer to the members asked for, grouped by facility: not by
		 * member */
		const char *const which_members[] = {"members@1", NULL};

		CHECK_GROUPED("Which members booked more than once?", which_members,
					  "sql_select from_table T:bookings ; select_expr expr_column C:0:facid ; ; "
					  "expr_column C:0:facid ; cond_gt agg_count_star expr_value V:integer:1 ; ;", 1);
		CHECK_GROUPED("Which members booked more than once?", which_members,
					  "sql_select from_table T:bookings ; select_expr expr_column C:0:memid ; ; "
					  "expr_column C:0:memid ; cond_gt agg_count_star expr_value V:integer:1 ; ;", 0);
	}
	schema_graph_free(g);
}

/* "who" answered with a column of a table of things, over a join that reads one table of
 * people: the people, unless the WHERE names them (then the thing is what is asked) */
UNIT_TEST(who_answered_by_a_thing_gets_the_people_read)
{
	SchemaGraph *g = names_graph();
	const char *const facility[] = {"facilities@4", NULL};
	const char *const none[] = {NULL};

#define BOOKED_BY(where)                                                             \
	"sql_select_distinct from_table T:bookings from_table_join T:members "          \
	"cond_eq expr_column C:0:memid expr_column C:1:memid from_table_join T:facilities " \
	"cond_eq expr_column C:0:facid expr_column C:2:facid ; "                        \
	"select_expr expr_column C:2:name ; " where " ; ; ; ;"
#define BOOKED_FROM " FROM cd.bookings AS t0 JOIN cd.members AS t1 ON t0.memid = t1.memid " \
	"JOIN cd.facilities AS t2 ON t0.facid = t2.facid"
	CHECK_REWRITE("Who has booked a facility that is free for members?", facility,
				  BOOKED_BY("cond_eq expr_column C:2:membercost expr_value V:integer:0"),
				  "SELECT DISTINCT t1.firstname, t1.surname" BOOKED_FROM " WHERE t2.membercost = 0");
	CHECK_REWRITE("Who did Darren Smith book with?", none,
				  BOOKED_BY("cond_eq expr_column C:1:surname expr_value V:text:Smith"),
				  "SELECT DISTINCT t2.name" BOOKED_FROM " WHERE t1.surname = 'Smith'");
#undef BOOKED_BY
#undef BOOKED_FROM
	schema_graph_free(g);
}

/* "Show the facility ids, names and the number of bookings for each facility" answered
 * with the ids bookings.facid refers by: the facilities joined, their name beside the id */
#define CHECK_WHO_COST(question, links, notation, expected)                     \
	do {                                                                       \
		free(rewrite(g, question, links, notation));                           \
		CHECK_INT_EQ(last_who_without_names, expected);                        \
	} while (0)

/* "who" answered with no name at all costs; a name of any table, or no "who", does not */
UNIT_TEST(who_answered_without_names_costs)
{
	SchemaGraph *g = names_graph();

	/* the commonest zip code, a count */
	CHECK_WHO_COST("Who lives the furthest out?", NULL,
				   "sql_select from_table T:members ; select_expr expr_column C:0:zipcode ; ; "
				   "expr_column C:0:zipcode ; ; order_desc agg_count_star ; V:integer:1", 1);
	CHECK_WHO_COST("Who joined?", NULL,
				   "sql_select from_table T:members ; select_expr agg_count_star ; ; ; ; ; ;", 1);
	/* the members' address, answered with the names by full_names first */
	CHECK_WHO_COST("Who joined?", NULL, MEMBERS_ONE("address"), 0);
	/* a thing's name: "Who published it?" */
	CHECK_WHO_COST("Who has the dearest facility?", NULL,
				   "sql_select from_table T:facilities ; select_expr expr_column C:0:name ; ; ; ; ; ;", 0);
	/* no "who": a relative one asks for no one */
	CHECK_WHO_COST("How many members who joined live here?", NULL,
				   "sql_select from_table T:members ; select_expr agg_count_star ; ; ; ; ; ;", 0);
	schema_graph_free(g);
}

/* Whether question asks for people (name_question_asks_people) over g. */
static bool
asks_people(const SchemaGraph *g, const char *question)
{
	NameQuestion q;
	TextTokens	t;
	DtError		err = {0};
	bool		people;

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	name_question_find(&t, g, NULL, &q);
	people = name_question_asks_people(&t, &q);
	name_question_free(&q);
	text_tokens_free(&t);
	return people;
}

/* "who", or "which" before a word for people */
UNIT_TEST(who_and_which_women_ask_for_people)
{
	SchemaGraph *g = names_graph();

	CHECK(asks_people(g, "Who joined?"));
	CHECK(asks_people(g, "Which women joined in 2012?"));
	CHECK(asks_people(g, "Which people booked the tennis court?"));
	CHECK(!asks_people(g, "Which facilities cost the most?"));
	CHECK(!asks_people(g, "How many women joined?"));
	schema_graph_free(g);
}

#define CHECK_ASKED(question, links, expected)                                  \
	do {                                                                       \
		free(rewrite(g, question, links, FACILITY_NAMES));                     \
		CHECK_INT_EQ(last_asked_table, expected);                              \
	} while (0)
#define FACILITY_NAMES "sql_select from_table T:facilities ; select_expr expr_column C:0:name ; ; ; ; ; ;"

/* The table "which <table>" asks for: the word right after the asking word names it, by
 * the longest span from there */
UNIT_TEST(which_asks_for_the_table_its_next_word_names)
{
	SchemaGraph *g = names_graph();
	const char *const facility[] = {"facilities@1", NULL};
	const char *const facility_name[] = {"facilities@1", "facilities.name@1+2", NULL};
	const char *const later[] = {"facilities@3", NULL};

	CHECK_ASKED("Which facility is the pool in?", facility, 4);
	CHECK_ASKED("What facility is the pool in?", facility, 4);
	/* a longer span from there names a column: "Which facility name ..." */
	CHECK_ASKED("Which facility name is the longest?", facility_name, -1);
	/* not the word right after it, nor a question that asks "who" or nothing */
	CHECK_ASKED("Which members use facilities most?", later, -1);
	/* "which of the" asks as "which" does */
	CHECK_ASKED("Which of the facilities is dearest?", later, 4);
	CHECK_ASKED("Who runs the facility?", later, -1);
	CHECK_ASKED("How many facilities are there?", facility, -1);
	schema_graph_free(g);
}
#undef CHECK_ASKED
#undef FACILITY_NAMES

#define CHECK_COUNTED(question, links, notation, expected)                     \
	do {                                                                       \
		free(rewrite(g, question, links, notation));                           \
		if ((expected) == NULL)                                                \
			CHECK(last_people_counted == NULL);                                \
		else                                                                   \
			CHECK_STR_EQ(last_people_counted ? last_people_counted : "(none)", \
						 (expected) ? (expected) : "");                        \
	} while (0)
#define BOOKINGS_RANKED(output, group, dir, n)                                 \
	"sql_select from_table T:bookings ; select_expr expr_column C:0:" output   \
	" ; ; expr_column C:0:" group " ; ; " dir " agg_count_star ; V:integer:" n

/* "Who made the most bookings?" counted per booking: the members the bookings refer to */
UNIT_TEST(who_ranked_by_a_count_gets_the_people_counted)
{
	SchemaGraph *g = names_graph();
	const char *const most_bookings[] = {"bookings@4", NULL};
	const char *const fewest_orders[] = {"orders@5", NULL};
	const char *const three_fewest[] = {"bookings@7", NULL};

	CHECK_COUNTED("Who made the most bookings?", most_bookings,
				  BOOKINGS_RANKED("facid", "bookid", "order_desc", "1"),
				  "SELECT t1.firstname, t1.surname FROM cd.bookings AS t0 JOIN cd.members AS t1 "
				  "ON t1.memid = t0.memid GROUP BY t1.memid ORDER BY count(*) DESC LIMIT 1");
	/* the direction and the limit are the candidate's */
	CHECK_COUNTED("Who are the 3 with the fewest bookings?", three_fewest,
				  BOOKINGS_RANKED("facid", "facid", "order_asc", "3"),
				  "SELECT t1.firstname, t1.surname FROM cd.bookings AS t0 JOIN cd.members AS t1 "
				  "ON t1.memid = t0.memid GROUP BY t1.memid ORDER BY count(*) ASC LIMIT 3");
	/* orders lead to two tables of people (customers, reps): which is not said */
	CHECK_COUNTED("Who placed the fewest orders?", fewest_orders,
				  "sql_select from_table T:orders ; select_expr expr_column C:0:order_id ; ; "
				  "expr_column C:0:order_id ; ; order_asc agg_count_star ; V:integer:1", NULL);
	/* members referring to members: the recommenders */
	{
		const char *const most_members[] = {"members@4", NULL};

		CHECK_COUNTED("Who recommended the most members?", most_members,
					  "sql_select from_table T:members ; select_expr expr_column C:0:zipcode ; ; "
					  "expr_column C:0:zipcode ; ; order_desc agg_count_star ; V:integer:1",
					  "SELECT t1.firstname, t1.surname FROM cd.members AS t0 JOIN cd.members AS t1 "
					  "ON t1.memid = t0.recommendedby GROUP BY t1.memid ORDER BY count(*) DESC LIMIT 1");
	}
	/* the word after the superlative names the people, who refer to no people: the rows
	 * of the one table that refers to them are counted (orders) */
	{
		const char *const frequent_guest[] = {"guests@5", NULL};

		CHECK_COUNTED("Who is our most frequent guest?", frequent_guest,
					  "sql_select from_table T:guests ; select_expr expr_column C:0:first_name "
					  "select_expr expr_column C:0:last_name ; ; expr_column C:0:first_name "
					  "expr_column C:0:last_name ; ; order_desc agg_count_star ; V:integer:1",
					  "SELECT t1.first_name, t1.last_name FROM public.stays AS t0 JOIN public.guests "
					  "AS t1 ON t1.guest_id = t0.guest_id GROUP BY t1.guest_id ORDER BY count(*) "
					  "DESC LIMIT 1");
	}
	/* no "who"; the word after the superlative names no table; a WHERE to carry over */
	CHECK_COUNTED("Which facility has the most bookings?", most_bookings,
				  BOOKINGS_RANKED("facid", "facid", "order_desc", "1"), NULL);
	CHECK_COUNTED("Who made the most bookings?", NULL,
				  BOOKINGS_RANKED("facid", "bookid", "order_desc", "1"), NULL);
	CHECK_COUNTED("Who made the most bookings?", most_bookings,
				  "sql_select from_table T:bookings ; select_expr expr_column C:0:facid ; "
				  "cond_eq expr_column C:0:memid expr_value V:integer:1 expr_column C:0:facid ; ; "
				  "order_desc agg_count_star ; V:integer:1", NULL);
	schema_graph_free(g);
	free(last_people_counted);
	last_people_counted = NULL;
}

/* The date that says which people is not asked for beside their names, unless a word asks
 * for a date or a time. */
UNIT_TEST(who_answered_with_the_date_of_the_condition_drops_it)
{
	SchemaGraph *g = names_graph();
	const char *const none[] = {NULL};
	const char *const which_members[] = {"members@1", NULL};

#define NAMES_AND_DATE "sql_select from_table T:members ; select_expr expr_column C:0:firstname " \
	"select_expr expr_column C:0:surname select_expr expr_column C:0:joindate ; "
#define ON_DAY "cond_eq expr_column C:0:joindate expr_value V:text:2012-09-01 ; ; ; ;"

	CHECK_REWRITE("Who joined on 2012-09-01?", none, NAMES_AND_DATE ON_DAY,
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS " WHERE t0.joindate = '2012-09-01'");
	CHECK_REWRITE("Which members joined on 2012-09-01?", which_members, NAMES_AND_DATE ON_DAY,
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS " WHERE t0.joindate = '2012-09-01'");
	CHECK_REWRITE("Who joined first?", none,
				  NAMES_AND_DATE "; ; ; order_asc expr_column C:0:joindate ; V:integer:1",
				  "SELECT t0.firstname, t0.surname" FROM_MEMBERS " ORDER BY t0.joindate ASC LIMIT 1");
	/* a word asks for the date, or nothing compares it: it stays */
	CHECK_REWRITE("Who joined on 2012-09-01, and on which day?", none, NAMES_AND_DATE ON_DAY,
				  "SELECT t0.firstname, t0.surname, t0.joindate" FROM_MEMBERS
				  " WHERE t0.joindate = '2012-09-01'");
	CHECK_REWRITE("Who joined and when?", none, NAMES_AND_DATE "; ; ; ; ;",
				  "SELECT t0.firstname, t0.surname, t0.joindate" FROM_MEMBERS);
	CHECK_REWRITE("Who are our members?", none, NAMES_AND_DATE "; ; ; ; ;",
				  "SELECT t0.firstname, t0.surname, t0.joindate" FROM_MEMBERS);
	/* nor where the names are not there beside it */
	CHECK_REWRITE("What is the address of members who joined on 2012-09-01?", which_members,
				  "sql_select from_table T:members ; select_expr expr_column C:0:address "
				  "select_expr expr_column C:0:joindate ; " ON_DAY,
				  "SELECT t0.address, t0.joindate" FROM_MEMBERS " WHERE t0.joindate = '2012-09-01'");
#undef ON_DAY
#undef NAMES_AND_DATE
	schema_graph_free(g);
}

UNIT_TEST(names_asked_beside_ids)
{
	SchemaGraph *g = names_graph();
	const char *const ids_names[] = {"facilities.name@5p", "bookings@10", "facilities@13", NULL};
	const char *const names_ids[] = {"facilities.name@2p", "facilities@6", NULL};
	const char *const names_alone[] = {"facilities.name@3p", "bookings@8", NULL};

	CHECK_REWRITE("Show the facility ids, names and the number of bookings for each facility",
				  ids_names,
				  "sql_select from_table T:bookings ; select_expr expr_column C:0:facid "
				  "select_expr agg_count_star ; ; expr_column C:0:facid ; ; ; ;",
				  "SELECT t0.facid, t1.name, count(*) FROM cd.bookings AS t0 JOIN cd.facilities AS t1 "
				  "ON t1.facid = t0.facid GROUP BY t1.facid");
	/* the facility's own key: its name from the same row, in the question's order */
	CHECK_REWRITE("List the names and ids of facilities that are free",
				  names_ids,
				  "sql_select from_table T:facilities ; select_expr expr_column C:0:facid ; "
				  "cond_eq expr_column C:0:membercost expr_value V:integer:0 ; ; ; ;",
				  "SELECT t0.name, t0.facid FROM cd.facilities AS t0 WHERE t0.membercost = 0");
	/* no "id" beside "names": left to the other rewrites */
	CHECK_REWRITE("Show the facility names and the number of bookings",
				  names_alone,
				  "sql_select from_table T:bookings ; select_expr expr_column C:0:bookid "
				  "select_expr agg_count_star ; ; expr_column C:0:bookid ; ; ; ;",
				  "SELECT t0.bookid, count(*) FROM cd.bookings AS t0 GROUP BY t0.bookid");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(which_things_answered_with_groups_of_an_attribute_cost);
	UNIT_RUN(who_answered_by_a_thing_gets_the_people_read);
	UNIT_RUN(a_whole_name_in_one_column_answers_for_the_person);
	UNIT_RUN(which_thing_a_named_row_is_in_follows_the_keys);
	UNIT_RUN(name_parts_with_and_without_prefixes);
	UNIT_RUN(name_columns_of_people_and_things);
	UNIT_RUN(name_columns_after_a_prefixed_table_word);
	UNIT_RUN(name_parts_under_the_tables_abbreviation_name_a_person);
	UNIT_RUN(a_key_named_as_a_role_asks_for_its_people);
	UNIT_RUN(name_columns_of_places_and_table_words);
	UNIT_RUN(who_and_which_get_the_whole_name);
	UNIT_RUN(which_women_asks_for_people);
	UNIT_RUN(who_reaches_people_named_in_one_column);
	UNIT_RUN(which_with_the_name_column_of_things_asks_for_them);
	UNIT_RUN(each_gets_names_beside_its_aggregates);
	UNIT_RUN(each_counted_per_another_table_is_regrouped);
	UNIT_RUN(each_key_after_its_aggregate_is_named);
	UNIT_RUN(a_star_of_the_rows_asked_for_is_their_names);
	UNIT_RUN(what_stays_as_it_is);
	UNIT_RUN(who_a_key_references_is_named);
	UNIT_RUN(rows_named_in_one_column_or_by_their_key);
	UNIT_RUN(rows_a_named_row_is_related_to);
	UNIT_RUN(people_through_the_key_the_question_says);
	UNIT_RUN(people_through_the_key_that_is_the_row);
	UNIT_RUN(each_column_groups_the_aggregates);
	UNIT_RUN(who_answered_without_names_costs);
	UNIT_RUN(who_and_which_women_ask_for_people);
	UNIT_RUN(which_asks_for_the_table_its_next_word_names);
	UNIT_RUN(who_ranked_by_a_count_gets_the_people_counted);
	UNIT_RUN(names_asked_beside_ids);
	UNIT_RUN(who_answered_with_the_date_of_the_condition_drops_it);
	UNIT_DONE();
}
