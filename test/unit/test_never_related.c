/*
 * test_never_related.c — rows no related row refers to, for a question that negates a
 * relation the candidate leaves out (sql/sql_never_related.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "schema/linking.h"
#include "schema/name_columns.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_negations.h"
#include "sql/sql_never_related.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

enum
{
	T_DEPARTMENTS, T_EMPLOYEES, T_JOB_HISTORY, T_PRODUCTS, T_ORDERDETAILS
};

static void
add_key(SchemaGraph *g, int table, int column, int ref_table, int ref_column)
{
	schema_graph_add_foreign_key(g, table, ref_table, 1, &column, &ref_column);
}

static SchemaGraph *
related_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			dept_id,
				emp_id,
				emp_dept,
				manager,
				hist_emp,
				hist_dept,
				code,
				line_code;

	schema_graph_add_table(g, "public", "departments", SG_TABLE, 0);
	dept_id = schema_graph_add_column(g, "department_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "department_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "employees", SG_TABLE, 0);
	emp_id = schema_graph_add_column(g, "employee_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	emp_dept = schema_graph_add_column(g, "department_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	manager = schema_graph_add_column(g, "manager_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_table(g, "public", "job_history", SG_TABLE, 0);
	hist_emp = schema_graph_add_column(g, "employee_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	hist_dept = schema_graph_add_column(g, "department_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	code = schema_graph_add_column(g, "product_code", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "product_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "orderdetails", SG_TABLE, 0);
	schema_graph_add_column(g, "order_number", "integer", SG_TYPE_NUMBER, false, false, 0);
	line_code = schema_graph_add_column(g, "product_code", "text", SG_TYPE_TEXT, false, false, 0);
	add_key(g, T_EMPLOYEES, emp_dept, T_DEPARTMENTS, dept_id);
	add_key(g, T_EMPLOYEES, manager, T_EMPLOYEES, emp_id);
	add_key(g, T_JOB_HISTORY, hist_emp, T_EMPLOYEES, emp_id);
	add_key(g, T_JOB_HISTORY, hist_dept, T_DEPARTMENTS, dept_id);
	add_key(g, T_ORDERDETAILS, line_code, T_PRODUCTS, code);
	return g;
}

/* The global index of table's column name. */
static int
column_of(const SchemaGraph *g, int table, const char *name)
{
	const SgTable *t = &g->tables[table];

	for (int c = 0; c < t->n_columns; c++)
		if (strcmp(g->columns[t->first_column + c].name, name) == 0)
			return t->first_column + c;
	abort();
}

/*
 * The copy never_related makes of query (in notation) for question, rendered, or "-".
 * Each of links_spec is "word=table" (a table link from the first token spelled word) or
 * "word=table.column" (a column link).
 */
static char *
never_copy(const SchemaGraph *g, const char *question, const char *const *links_spec,
		   const char *query)
{
	StepCase	sc;
	QuestionNegations n;
	TableNames *names;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, query))
		return strdup("?");
	for (int i = 0; links_spec[i] != NULL; i++)
	{
		char		word[32],
					table[32],
					column[32] = "";
		int			tok,
					tab = -1;

		CHECK(sscanf(links_spec[i], "%31[^=]=%31[a-z_].%31[a-z_]", word, table, column) >= 2);
		for (tok = 0; tok < sc.t.n && strcmp(sc.t.tokens[tok].text, word) != 0; tok++)
			;
		CHECK(tok < sc.t.n);
		for (int k = 0; k < g->n_tables; k++)
			if (strcmp(g->tables[k].name, table) == 0)
				tab = k;
		CHECK(tab >= 0);
		if (column[0] == '\0')
			link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, tok, tok + 1, tab, -1, NULL);
		else
			link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, tok, tok + 1, tab,
							column_of(g, tab, column), NULL);
	}
	question_negations_find(&sc.t, &sc.links, &n);
	names = name_columns_find(g);
	sql = rendered_copy(sql_never_related(sc.ast, g, &sc.t, &sc.links, names, &n), g, NULL);
	dt_free(names);
	step_case_end(&sc);
	return sql;
}

#define CHECK_NEVER(question, links, query, expected)                         \
	do {                                                                       \
		char *_s = never_copy(g, question, links, query);                      \
		if (_s) CHECK_STR_EQ(_s, expected);                                    \
		free(_s);                                                              \
	} while (0)

#define PRODUCT_NAMES "sql_select from_table T:products ; select_expr expr_column C:0:product_name ; ; ; ; ; ;"
#define DEPARTMENT_NAMES \
	"sql_select from_table T:departments ; select_expr expr_column C:0:department_name ; ; ; ; ; ;"

UNIT_TEST(rows_no_related_row_refers_to)
{
	SchemaGraph *g = related_graph();
	const char *const ordered[] = {"products=products", "ordered=orderdetails", NULL};
	const char *const none[] = {NULL};
	const char *const working[] = {"working=employees.department_id",
	"working=job_history.department_id", NULL};
	const char *const zero_orders[] = {"orders=orderdetails", NULL};
	const char *const reporting[] = {"reporting=employees.manager_id", NULL};

	/* the table "ordered" names; also the only one referring to products */
	CHECK_NEVER("Which products has nobody ever ordered?", ordered, PRODUCT_NAMES,
				"SELECT t0.product_name FROM public.products AS t0 WHERE t0.product_code NOT IN "
				"(SELECT t1.product_code FROM public.orderdetails AS t1)");
	CHECK_NEVER("Which products haven't sold?", none, PRODUCT_NAMES,
				"SELECT t0.product_name FROM public.products AS t0 WHERE t0.product_code NOT IN "
				"(SELECT t1.product_code FROM public.orderdetails AS t1)");
	/* two keys "working" links to: "nobody" chooses the people; a nullable key is read
	 * without its NULLs */
	CHECK_NEVER("Which departments have nobody working in them?", working, DEPARTMENT_NAMES,
				"SELECT t0.department_name FROM public.departments AS t0 WHERE t0.department_id "
				"NOT IN (SELECT t1.department_id FROM public.employees AS t1 WHERE "
				"t1.department_id IS NOT NULL)");
	/* "zero" before a word that names a table says none of its rows */
	CHECK_NEVER("Which products have had zero orders so far?", zero_orders, PRODUCT_NAMES,
				"SELECT t0.product_name FROM public.products AS t0 WHERE t0.product_code NOT IN "
				"(SELECT t1.product_code FROM public.orderdetails AS t1)");
	/* the related rows joined instead: their join and conditions go into the subquery */
	CHECK_NEVER("Which products have had zero orders?", zero_orders,
				"sql_select_distinct from_table T:products from_table_join T:orderdetails cond_eq "
				"expr_column C:0:product_code expr_column C:1:product_code ; select_expr "
				"expr_column C:0:product_name ; cond_and cond_eq expr_column C:1:order_number "
				"expr_value V:integer:100 cond_eq expr_column C:0:product_name expr_value "
				"V:text:Mouse ; ; ; ;",
				"SELECT DISTINCT t0.product_name FROM public.products AS t0 WHERE t0.product_name = "
				"'Mouse' AND t0.product_code NOT IN (SELECT t1.product_code FROM "
				"public.orderdetails AS t1 WHERE t1.order_number = 100)");
	CHECK_NEVER("Which departments have nobody working in them?", working,
				"sql_select from_table T:departments from_table_join T:employees cond_eq "
				"expr_column C:1:department_id expr_column C:0:department_id ; select_expr "
				"expr_column C:0:department_name ; ; ; ; ; ;",
				"SELECT t0.department_name FROM public.departments AS t0 WHERE t0.department_id "
				"NOT IN (SELECT t1.department_id FROM public.employees AS t1 WHERE "
				"t1.department_id IS NOT NULL)");
	/* the table's own key to itself, said of the rows it refers to */
	CHECK_NEVER("Which employees have nobody reporting to them?", reporting,
				"sql_select from_table T:employees ; select_expr expr_column C:0:last_name ; ; ; ; ; ;",
				"SELECT t0.last_name FROM public.employees AS t0 WHERE t0.employee_id NOT IN "
				"(SELECT t1.manager_id FROM public.employees AS t1 WHERE t1.manager_id IS NOT NULL)");
	/* the candidate's conditions are kept */
	CHECK_NEVER("Which products named Mouse has nobody ordered?", ordered,
				"sql_select from_table T:products ; select_expr expr_column C:0:product_name ; "
				"cond_eq expr_column C:0:product_name expr_value V:text:Mouse ; ; ; ;",
				"SELECT t0.product_name FROM public.products AS t0 WHERE t0.product_name = 'Mouse' "
				"AND t0.product_code NOT IN (SELECT t1.product_code FROM public.orderdetails AS t1)");
	schema_graph_free(g);
}

UNIT_TEST(no_copy_where_the_relation_cannot_be_told)
{
	SchemaGraph *g = related_graph();
	const char *const ordered[] = {"products=products", "ordered=orderdetails", NULL};
	const char *const none[] = {NULL};
	const char *const name[] = {"name=departments.department_name", NULL};
	const char *const manager[] = {"manager=employees.manager_id", NULL};

	/* no negation */
	CHECK_NEVER("Which products were ordered?", ordered, PRODUCT_NAMES, "-");
	CHECK_NEVER("Which products cost zero?", none, PRODUCT_NAMES, "-");
	/* the candidate says the "no" already */
	CHECK_NEVER("Which products has nobody ordered?", ordered,
				"sql_select from_table T:products ; select_expr expr_column C:0:product_name ; "
				"cond_ne expr_column C:0:product_name expr_value V:text:Mouse ; ; ; ;", "-");
	/* two tables refer to departments and no word chooses */
	CHECK_NEVER("Which departments were never used?", none, DEPARTMENT_NAMES, "-");
	/* the negation is about a column of the candidate's own table */
	CHECK_NEVER("Which departments have no name?", name, DEPARTMENT_NAMES, "-");
	/* ... and its key to itself, said of its own rows (negated_absent's manager_id IS NULL) */
	CHECK_NEVER("Which employees have no manager?", manager,
				"sql_select from_table T:employees ; select_expr expr_column C:0:last_name ; ; ; ; ; ;", "-");
	/* joined, but answering with the related rows, or joined on no key to them */
	CHECK_NEVER("Which products has nobody ordered?", ordered,
				"sql_select from_table T:products from_table_join T:orderdetails cond_eq "
				"expr_column C:0:product_code expr_column C:1:product_code ; select_expr "
				"expr_column C:1:order_number ; ; ; ; ; ;", "-");
	CHECK_NEVER("Which products has nobody ordered?", ordered,
				"sql_select from_table T:products from_table_join T:orderdetails cond_eq "
				"expr_column C:0:product_name expr_column C:1:product_code ; select_expr "
				"expr_column C:0:product_name ; ; ; ; ; ;", "-");
	/* a grouped candidate */
	CHECK_NEVER("Which products has nobody ordered?", ordered,
				"sql_select from_table T:products ; select_expr expr_column C:0:product_name ; ; "
				"expr_column C:0:product_name ; ; ; ;", "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(rows_no_related_row_refers_to);
	UNIT_RUN(no_copy_where_the_relation_cannot_be_told);
	UNIT_DONE();
}
