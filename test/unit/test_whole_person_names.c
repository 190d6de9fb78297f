/*
 * test_whole_person_names.c — a person's given and family name read from one row
 * (sql/sql_whole_person_names.h), and counted as no value read elsewhere
 * (sql/sql_values_elsewhere.h).
 */
#include <stdlib.h>
#include <string.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_values_elsewhere.h"
#include "sql/sql_whole_person_names.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

enum
{
	C_CUST_ID, C_FNAME, C_LNAME, C_ORDER_ID, C_CUST_REF, C_REP_REF, C_EMP_ID, C_EMP_FNAME,
	C_EMP_LNAME
};

/* customer(id PK, fname, lname); sales_order(id PK, cust_id -> customer, sales_rep ->
 * employee); employee(emp_id PK, emp_fname, emp_lname) */
static SchemaGraph *
sales_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "customer", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "fname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "lname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "sales_order", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "cust_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "sales_rep", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "employee", SG_TABLE, 0);
	schema_graph_add_column(g, "emp_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "emp_fname", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "emp_lname", "text", SG_TYPE_TEXT, false, false, 0);
	from = C_CUST_REF, to = C_CUST_ID;
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	from = C_REP_REF, to = C_EMP_ID;
	schema_graph_add_foreign_key(g, 1, 2, 1, &from, &to);
	return g;
}

/* "How many customers has Philip Chin sold to?" (0 How 1 many 2 customers 3 has 4 Philip
 * 5 Chin 6 sold 7 to): "customers" names the customers; Philip is an employee's given
 * name; Chin a family name of an employee's and, where chin_of_customer, of a customer's. */
static void
add_links(StepCase *sc, bool chin_of_customer)
{
	int			chin = 5;

	while (chin < sc->t.n && !text_token_is(&sc->t, chin, "chin"))
		chin++;
	link_result_add(&sc->links, LINK_TABLE, LINK_EXACT, 2, 3, 0, -1, NULL);
	link_result_add(&sc->links, LINK_VALUE, LINK_EXACT, 4, 5, 2, C_EMP_FNAME, "Philip");
	if (chin_of_customer)
		link_result_add(&sc->links, LINK_VALUE, LINK_EXACT, chin, chin + 1, 0, C_LNAME, "Chin");
	link_result_add(&sc->links, LINK_VALUE, LINK_EXACT, chin, chin + 1, 2, C_EMP_LNAME, "Chin");
}

#define SPLIT                                                                  \
	"sql_select from_table T:customer from_table_join T:sales_order "          \
	"cond_eq expr_column C:0:id expr_column C:1:cust_id from_table_join T:employee " \
	"cond_eq expr_column C:2:emp_id expr_column C:1:sales_rep ; "            \
	"select_expr agg_count_star ; "                                            \
	"cond_and cond_eq expr_column C:0:lname expr_value V:text:Chin "          \
	"cond_eq expr_column C:2:emp_fname expr_value V:text:Philip ; ; ; ;"

/* The rewritten query for the links (chin_of_customer), rendered. */
static char *
rewritten(const SchemaGraph *g, const char *notation, const char *question, bool chin_of_customer)
{
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	add_links(&sc, chin_of_customer);
	sc.ast = sql_whole_person_names(sc.ast, g, &sc.links);
	sql = rendered_copy(sql_node_clone(sc.ast), g, NULL);
	step_case_end(&sc);
	return sql;
}

UNIT_TEST(a_name_said_whole_is_read_from_one_row)
{
	SchemaGraph *g = sales_graph();
	char	   *sql;

	sql = rewritten(g, SPLIT, "How many customers has Philip Chin sold to?", true);
	CHECK_STR_EQ(sql, "SELECT count(*) FROM public.customer AS t0 JOIN public.sales_order AS t1 "
				 "ON t0.id = t1.cust_id JOIN public.employee AS t2 ON t2.emp_id = t1.sales_rep "
				 "WHERE t2.emp_lname = 'Chin' AND t2.emp_fname = 'Philip'");
	free(sql);
	/* the two words not one after the other: left alone */
	sql = rewritten(g, SPLIT, "How many customers has Philip sold to Chin?", true);
	CHECK(strstr(sql, "t0.lname = 'Chin'") != NULL);
	free(sql);
	schema_graph_free(g);
}

UNIT_TEST(a_whole_name_is_no_value_read_elsewhere)
{
	SchemaGraph *g = sales_graph();
	StepCase	sc;

	if (step_case_begin(&sc, g, "How many customers has Philip Chin sold to?",
						"sql_select from_table T:customer from_table_join T:sales_order "
						"cond_eq expr_column C:0:id expr_column C:1:cust_id from_table_join T:employee "
						"cond_eq expr_column C:2:emp_id expr_column C:1:sales_rep ; "
						"select_expr agg_count_star ; "
						"cond_and cond_eq expr_column C:2:emp_lname expr_value V:text:Chin "
						"cond_eq expr_column C:2:emp_fname expr_value V:text:Philip ; ; ; ;"))
	{
		add_links(&sc, true);
		CHECK_INT_EQ(sql_values_elsewhere(sc.ast, g, &sc.links), 0);
		step_case_end(&sc);
	}
	/* the family name alone on the employee, where the customers named hold it: counted */
	if (step_case_begin(&sc, g, "How many customers has Chin sold to?",
						"sql_select from_table T:customer from_table_join T:sales_order "
						"cond_eq expr_column C:0:id expr_column C:1:cust_id from_table_join T:employee "
						"cond_eq expr_column C:2:emp_id expr_column C:1:sales_rep ; "
						"select_expr agg_count_star ; "
						"cond_eq expr_column C:2:emp_lname expr_value V:text:Chin ; ; ; ;"))
	{
		add_links(&sc, true);
		CHECK_INT_EQ(sql_values_elsewhere(sc.ast, g, &sc.links), 1);
		step_case_end(&sc);
	}
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_name_said_whole_is_read_from_one_row);
	UNIT_RUN(a_whole_name_is_no_value_read_elsewhere);
	UNIT_DONE();
}
