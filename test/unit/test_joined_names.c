/*
 * test_joined_names.c — a person's names written as one text where the question asks for
 * them so (sql/sql_joined_names.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_joined_names.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* members(memid, surname, firstname, city): columns 0-3; staff(staff_id, first_name,
 * middle_name, last_name, email, dept): 4-9. */
static SchemaGraph *
people_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "members", SG_TABLE, 0);
	schema_graph_add_column(g, "memid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "surname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "firstname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "city", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "staff", SG_TABLE, 0);
	schema_graph_add_column(g, "staff_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "middle_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "email", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "dept", "text", SG_TYPE_TEXT, false, false, 0);
	return g;
}

/* What the question asks, as a letter: A apart, G given name first, F family name first. */
static char
asked(const char *question)
{
	StepCase	sc;
	NamesJoined n;

	step_case_words(&sc, question);
	n = sql_names_joined_asked(&sc.t);
	step_case_end(&sc);
	return n == NAMES_GIVEN_FIRST ? 'G' : (n == NAMES_FAMILY_FIRST ? 'F' : 'A');
}

/* join_names of notation for question, rendered (the query itself where nothing is
 * joined). */
static char *
joined(const SchemaGraph *g, const char *question, const char *notation)
{
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	sql = rendered_copy(sql_join_names(sc.ast, g, sql_names_joined_asked(&sc.t)), g, NULL);
	sc.ast = NULL;
	step_case_end(&sc);
	return sql;
}

#define CHECK_JOINED(question, notation, expected)                             \
	do {                                                                       \
		char *_s = joined(g, question, notation);                              \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

/* SELECT first_name, last_name, email FROM staff WHERE dept = 'Sales' */
#define STAFF_NAMES_EMAIL                                                      \
	"sql_select from_table T:staff ; select_expr expr_column C:0:first_name "  \
	"select_expr expr_column C:0:last_name select_expr expr_column C:0:email ; " \
	"cond_eq expr_column C:0:dept expr_value V:text:Sales ; ; ; ;"

UNIT_TEST(the_words_that_ask_for_names_in_one_text)
{
	CHECK(asked("List our customers in Oregon with their full name in one column.") == 'G');
	CHECK(asked("List our Minnesota contacts as single 'First Last' names.") == 'G');
	CHECK(asked("Give each rep's name as a single 'First Last' text.") == 'G');
	CHECK(asked("List everyone with their street address on one line.") == 'G');
	CHECK(asked("Give me the member list as surname, first name, sorted.") == 'F');
	CHECK(asked("List every employee as 'last name, first name' in alphabetical order.") == 'F');
	CHECK(asked("List them as Last, First.") == 'F');
	/* the names of people as two columns: Spider's "full names", a list of columns */
	CHECK(asked("What are the full names of all players?") == 'A');
	CHECK(asked("Give their first and last names.") == 'A');
	CHECK(asked("Show the last name, first name and email of each member.") == 'A');
	CHECK(asked("Which customers bought from one product line?") == 'A');
	CHECK(asked("Who came first, last year?") == 'A');
}

UNIT_TEST(names_shown_apart_become_one_text_where_the_first_stood)
{
	SchemaGraph *g = people_graph();

	CHECK_JOINED("List the Sales staff's full name in one column and email.", STAFF_NAMES_EMAIL,
				 "SELECT (t0.first_name || ' ' || t0.last_name) AS full_name, t0.email FROM public.staff AS t0 "
				 "WHERE t0.dept = 'Sales'");
	CHECK_JOINED("List the Sales staff as 'last name, first name' with their email.",
				 STAFF_NAMES_EMAIL,
				 "SELECT (t0.last_name || ', ' || t0.first_name) AS full_name, t0.email FROM public.staff AS t0 "
				 "WHERE t0.dept = 'Sales'");
	/* not asked: as it was */
	CHECK_JOINED("List the full names and emails of the Sales staff.", STAFF_NAMES_EMAIL,
				 "SELECT t0.first_name, t0.last_name, t0.email FROM public.staff AS t0 "
				 "WHERE t0.dept = 'Sales'");
	/* a middle name beside them is dropped */
	CHECK_JOINED("List the staff with their full name in one column.",
				 "sql_select from_table T:staff ; select_expr expr_column C:0:first_name "
				 "select_expr expr_column C:0:middle_name select_expr expr_column C:0:last_name ; "
				 "; ; ; ; ;",
				 "SELECT (t0.first_name || ' ' || t0.last_name) AS full_name FROM public.staff AS t0");
	schema_graph_free(g);
}

UNIT_TEST(a_part_shown_alone_gets_its_partner_and_the_order_follows_the_text)
{
	SchemaGraph *g = people_graph();

	/* sorted by first name, shown by surname: family first, then the given name */
	CHECK_JOINED("Give me the member list as surname, first name, sorted.",
				 "sql_select from_table T:members ; select_expr expr_column C:0:surname ; ; ; ; "
				 "order_asc expr_column C:0:firstname ; ;",
				 "SELECT (t0.surname || ', ' || t0.firstname) AS full_name FROM public.members AS t0 "
				 "ORDER BY t0.surname ASC, t0.firstname ASC");
	/* sorted by the family name: ties by the given name */
	CHECK_JOINED("List the members in one column, sorted by surname.",
				 "sql_select from_table T:members ; select_expr expr_column C:0:firstname "
				 "select_expr expr_column C:0:surname ; ; ; ; "
				 "order_asc expr_column C:0:surname ; ;",
				 "SELECT (t0.firstname || ' ' || t0.surname) AS full_name FROM public.members AS t0 "
				 "ORDER BY t0.surname ASC, t0.firstname ASC");
	/* DISTINCT orders by what it shows: the joined text, family first */
	CHECK_JOINED("Give me the member list as surname, first name, sorted.",
				 "sql_select_distinct from_table T:members ; select_expr expr_column C:0:surname "
				 "select_expr expr_column C:0:firstname ; ; ; ; "
				 "order_asc expr_column C:0:surname ; ;",
				 "SELECT DISTINCT (t0.surname || ', ' || t0.firstname) AS full_name FROM public.members AS t0 "
				 "ORDER BY (t0.surname || ', ' || t0.firstname) ASC");
	/* ... and with the given name first that order cannot be kept: as it was */
	CHECK_JOINED("List the members in one column, sorted by surname.",
				 "sql_select_distinct from_table T:members ; select_expr expr_column C:0:firstname "
				 "select_expr expr_column C:0:surname ; ; ; ; "
				 "order_asc expr_column C:0:surname ; ;",
				 "SELECT DISTINCT t0.firstname, t0.surname FROM public.members AS t0 "
				 "ORDER BY t0.surname ASC");
	/* grouped by the one part shown: its partner cannot join in */
	CHECK_JOINED("List the members in one column with how many share each surname.",
				 "sql_select from_table T:members ; select_expr expr_column C:0:surname "
				 "select_expr agg_count_star ; ; expr_column C:0:surname ; ; ; ;",
				 "SELECT t0.surname, count(*) FROM public.members AS t0 GROUP BY t0.surname");
	/* no name shown: nothing to join */
	CHECK_JOINED("List the cities in one column.",
				 "sql_select from_table T:members ; select_expr expr_column C:0:city ; ; ; ; ; ;",
				 "SELECT t0.city FROM public.members AS t0");
	schema_graph_free(g);
}

UNIT_TEST(joined_names_are_their_own_query_for_equality_and_exact_match)
{
	SchemaGraph *g = people_graph();
	StepCase	sc;
	SqlNode    *apart,
			   *together;

	if (step_case_begin(&sc, g, "List the staff's full name in one column.", STAFF_NAMES_EMAIL))
	{
		apart = sql_node_clone(sc.ast);
		together = sql_join_names(sc.ast, g, NAMES_GIVEN_FIRST);
		sc.ast = NULL;
		CHECK(!sql_node_equal(apart, together));
		{
			SqlNode    *comma = sql_join_names(sql_node_clone(apart), g, NAMES_FAMILY_FIRST);

			CHECK(!sql_node_equal(together, comma));
			sql_node_free(comma);
		}
		{
			SqlNode    *again = sql_node_clone(together);

			CHECK(sql_node_equal(together, again));
			sql_node_free(again);
		}
		sql_node_free(apart);
		sql_node_free(together);
		step_case_end(&sc);
	}
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(the_words_that_ask_for_names_in_one_text);
	UNIT_RUN(names_shown_apart_become_one_text_where_the_first_stood);
	UNIT_RUN(a_part_shown_alone_gets_its_partner_and_the_order_follows_the_text);
	UNIT_RUN(joined_names_are_their_own_query_for_equality_and_exact_match);
	UNIT_DONE();
}
