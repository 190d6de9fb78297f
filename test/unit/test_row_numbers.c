/*
 * test_row_numbers.c — the number a row is known by, where the question asks for it
 * (sql/sql_row_numbers.h), and the count it does not ask for then
 * (sql/sql_unasked_counts.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_row_numbers.h"
#include "sql/sql_unasked_counts.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* customers(id, first_name, last_name) and accounts(code text, customer_id) */
static SchemaGraph *
customers_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
	schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "first_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "last_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "accounts", SG_TABLE, 0);
	schema_graph_add_column(g, "code", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	return g;
}

/* The question's words, with each word of table_word linked to table (by its name). */
static void
case_links(StepCase *sc, const char *table_word, int table)
{
	for (int i = 0; i < sc->t.n; i++)
		if (strcmp(sc->t.tokens[i].text, table_word) == 0)
			link_result_add(&sc->links, LINK_TABLE, LINK_EXACT, i, i + 1, table, -1, NULL);
}

/* The row_numbers copy of query for question, rendered, or "-" (none), "?" (bad notation). */
static char *
numbered(const SchemaGraph *g, const char *question, const char *table_word, int table,
		 const char *query)
{
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, query))
		return strdup("?");
	case_links(&sc, table_word, table);
	sql = rendered_copy(sql_row_numbers(sc.ast, g, sql_row_number_table(&sc.t, &sc.links, g)),
						g, NULL);
	step_case_end(&sc);
	return sql;
}

/* The unasked_counts cost of query for question, with the same links. */
static int
count_cost(const SchemaGraph *g, const char *question, const char *table_word, int table,
		   const char *query)
{
	StepCase	sc;
	int			n = -1;

	if (step_case_begin(&sc, g, question, query))
	{
		case_links(&sc, table_word, table);
		n = sql_unasked_counts(sc.ast, g, &sc.t, &sc.links);
	}
	step_case_end(&sc);
	return n;
}

#define CHECK_NUMBERED(question, word, table, query, expected)                 \
	do {                                                                       \
		char *_s = numbered(g, question, word, table, query);                  \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define ROSE_COUNTED                                                           \
	"sql_select from_table T:customers ; select_expr agg_count_star ; "        \
	"cond_eq expr_column C:0:first_name expr_value V:text:Rose ; ; ; ;"
#define ROSE_NAMED                                                             \
	"sql_select from_table T:customers ; select_expr expr_column C:0:first_name ; " \
	"cond_eq expr_column C:0:first_name expr_value V:text:Rose ; ; ; ;"
#define ROSE_ID "SELECT t0.id FROM public.customers AS t0 WHERE t0.first_name = 'Rose'"

UNIT_TEST(a_table_word_before_number_asks_for_the_rows_key)
{
	SchemaGraph *g = customers_graph();

	CHECK_NUMBERED("What is Rose's customer number?", "customer", 0, ROSE_COUNTED, ROSE_ID);
	CHECK_NUMBERED("What is the customer number of Rose?", "customer", 0, ROSE_NAMED, ROSE_ID);
	/* the key answered already */
	CHECK_NUMBERED("What is the customer number of Rose?", "customer", 0,
				   "sql_select from_table T:customers ; select_expr expr_column C:0:id ; "
				   "cond_eq expr_column C:0:first_name expr_value V:text:Rose ; ; ; ;", "-");
	/* "number of": a count; a number after it names a row; "how many" */
	CHECK_NUMBERED("What is the number of customers named Rose?", "customers", 0, ROSE_COUNTED, "-");
	CHECK_NUMBERED("Who is customer number 12?", "customer", 0, ROSE_NAMED, "-");
	CHECK_NUMBERED("How many customer numbers start with 1?", "customer", 0, ROSE_COUNTED, "-");
	/* a table whose key is no number */
	CHECK_NUMBERED("What is Rose's account number?", "account", 1,
				   "sql_select from_table T:accounts ; select_expr agg_count_star ; "
				   "cond_eq expr_column C:0:customer_id expr_value V:integer:3 ; ; ; ;", "-");
	schema_graph_free(g);
}

UNIT_TEST(a_number_of_a_row_asks_for_no_count)
{
	SchemaGraph *g = customers_graph();

	CHECK_INT_EQ(count_cost(g, "What is Rose's customer number?", "customer", 0, ROSE_COUNTED), 1);
	CHECK_INT_EQ(count_cost(g, "What is the number of customers named Rose?", "customers", 0,
							ROSE_COUNTED), 0);
	/* no table named right before it */
	CHECK_INT_EQ(count_cost(g, "What is Rose's number?", "customer", 0, ROSE_COUNTED), 0);
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_table_word_before_number_asks_for_the_rows_key);
	UNIT_RUN(a_number_of_a_row_asks_for_no_count);
	UNIT_DONE();
}
