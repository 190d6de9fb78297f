/*
 * test_answer_joins.c — the answer steps drop_unused_joins and count_each_once
 * (answer/answer_joins.h).
 */
#include <stdlib.h>
#include <string.h>

#include "answer/answer_joins.h"
#include "common/alloc.h"
#include "common/error.h"
#include "common/strbuf.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* orders(order_number PK, order_date), orderdetails(order_number -> orders, qty),
 * products(code PK, name) with orderdetails.code -> products */
static SchemaGraph *
orders_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);	/* 0 */
	schema_graph_add_column(g, "order_number", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "order_date", "date", SG_TYPE_TIME, false, false, 2);
	schema_graph_add_table(g, "public", "orderdetails", SG_TABLE, 0);	/* 1 */
	schema_graph_add_column(g, "order_number", "integer", SG_TYPE_NUMBER, false, false, 1);
	schema_graph_add_column(g, "qty", "integer", SG_TYPE_NUMBER, false, false, 2);
	schema_graph_add_column(g, "code", "text", SG_TYPE_TEXT, false, false, 3);
	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);	/* 2 */
	schema_graph_add_column(g, "code", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 2);
	from = 2;
	to = 0;
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	from = 4;
	to = 5;
	schema_graph_add_foreign_key(g, 1, 2, 1, &from, &to);
	return g;
}

/* The SQL of notation's query after drop_unused_joins; a table link to table of each of
 * tables[] (partly for a name that ends in '~'). */
static char *
rewrite(const SchemaGraph *g, const char *const *tables, const char *notation)
{
	LinkResult	links;
	SqlNode    *ast;
	char	   *sql;

	link_result_init(&links);
	for (int i = 0; tables[i]; i++)
	{
		size_t		len = strlen(tables[i]);
		bool		partly = tables[i][len - 1] == '~';

		for (int t = 0; t < g->n_tables; t++)
			if (strncmp(g->tables[t].name, tables[i], partly ? len - 1 : len) == 0 &&
				strlen(g->tables[t].name) == (partly ? len - 1 : len))
				link_result_add(&links, LINK_TABLE, partly ? LINK_PARTIAL : LINK_EXACT,
								i, i + 1, t, -1, NULL);
	}
	ast = notation_ast(g, notation);
	sql = ast != NULL ? rendered_copy(answer_drop_unused_joins(ast, g, &links), g, NULL) : NULL;
	link_result_free(&links);
	return sql;
}

#define CHECK_REWRITE(tables, notation, expected)                              \
	do {                                                                       \
		char *_sql = rewrite(g, tables, notation);                             \
		if (_sql) CHECK_STR_EQ(_sql, expected);                                \
		free(_sql);                                                            \
	} while (0)

/* where: a condition, or ";" for none */
#define COUNT_ORDERS_JOIN(where) \
	"sql_select from_table T:orders from_table_join T:orderdetails " \
	"cond_eq expr_column C:0:order_number expr_column C:1:order_number ; " \
	"select_expr agg_count_star ; " where " ; ; ; ;"

UNIT_TEST(a_child_table_joined_for_nothing_is_dropped)
{
	SchemaGraph *g = orders_graph();
	const char *const orders[] = {"orders", "orderdetails~", NULL};

	/* "How many orders were placed ...?": the lines join for nothing */
	CHECK_REWRITE(orders, COUNT_ORDERS_JOIN(";"),
				  "SELECT count(*) FROM public.orders AS t0");
	/* the child first: the parent becomes first */
	CHECK_REWRITE(orders,
				  "sql_select from_table T:orderdetails from_table_join T:orders "
				  "cond_eq expr_column C:1:order_number expr_column C:0:order_number ; "
				  "select_expr agg_count_star ; ; ; ; ; ;",
				  "SELECT count(*) FROM public.orders AS t1");
	schema_graph_free(g);
}

/* The SQL of "SELECT t0.name (count(*) when count) FROM products JOIN orderdetails ON
 * t1.code = t0.code WHERE t0.name = 'Desk'" after drop_unused_joins, where words 0-1 name
 * that product by its stored name, and word 2 names orderdetails in part when lines_too. */
static char *
rewrite_row_named(const SchemaGraph *g, bool lines_too, bool count)
{
	LinkResult	links;
	SqlNode    *ast;
	char	   *sql;

	link_result_init(&links);
	link_result_add(&links, LINK_VALUE, LINK_EXACT, 0, 2, 2, 6, "Desk");
	if (lines_too)
		link_result_add(&links, LINK_TABLE, LINK_PARTIAL, 2, 3, 1, -1, NULL);
#define DESKS(item) "sql_select from_table T:products from_table_join T:orderdetails " \
	"cond_eq expr_column C:1:code expr_column C:0:code ; " item " ; " \
	"cond_eq expr_column C:0:name expr_value V:text:Desk ; ; ; ;"
	ast = notation_ast(g, count ? DESKS("select_expr agg_count_star") :
					   DESKS("select_expr expr_column C:0:name"));
#undef DESKS
	sql = ast != NULL ? rendered_copy(answer_drop_unused_joins(ast, g, &links), g, NULL) : NULL;
	link_result_free(&links);
	return sql;
}

/* "Who is our contact at University Dorm Supplies?": a row named by a stored value, and
 * no word for the rows that refer to it, asks about that row; a word that names those
 * rows in part ("Which desks have been ordered?"), or a count, keeps them. */
UNIT_TEST(a_row_named_by_its_value_drops_the_rows_referring_to_it)
{
	SchemaGraph *g = orders_graph();
	char	   *sql;

	sql = rewrite_row_named(g, false, false);
	CHECK_STR_EQ(sql, "SELECT t0.name FROM public.products AS t0 WHERE t0.name = 'Desk'");
	free(sql);
	sql = rewrite_row_named(g, true, false);
	CHECK_STR_EQ(sql, "SELECT t0.name FROM public.products AS t0 JOIN public.orderdetails AS t1 "
				 "ON t1.code = t0.code WHERE t0.name = 'Desk'");
	free(sql);
	/* a count counts the rows that refer to the named one ("How many people work in
	 * Research?") */
	sql = rewrite_row_named(g, false, true);
	CHECK_STR_EQ(sql, "SELECT count(*) FROM public.products AS t0 JOIN public.orderdetails AS t1 "
				 "ON t1.code = t0.code WHERE t0.name = 'Desk'");
	free(sql);
	schema_graph_free(g);
}

/* The SQL of notation's query after drop_unused_joins, where word 0 links to the orders
 * table when orders_too and word 0 and word 1 to orderdetails.order_number (the key by
 * which the lines refer to their order). */
static char *
rewrite_key_linked(const SchemaGraph *g, bool orders_too, const char *notation)
{
	LinkResult	links;
	SqlNode    *ast;
	char	   *sql;

	link_result_init(&links);
	link_result_add(&links, LINK_TABLE, LINK_EXACT, 1, 2, 0, -1, NULL);
	link_result_add(&links, LINK_COLUMN, LINK_EXACT, 0, 1, 1, 2, NULL);
	if (orders_too)
		link_result_add(&links, LINK_TABLE, LINK_EXACT, 0, 1, 0, -1, NULL);
	ast = notation_ast(g, notation);
	sql = ast != NULL ? rendered_copy(answer_drop_unused_joins(ast, g, &links), g, NULL) : NULL;
	link_result_free(&links);
	return sql;
}

/* "How many visits ...": the word that names the orders links to the lines' key to them
 * as well; that names the orders, not the lines.  A word linked to the key alone names
 * the lines. */
UNIT_TEST(a_word_naming_the_parent_through_the_childs_key_keeps_no_join)
{
	SchemaGraph *g = orders_graph();
	char	   *sql;

	sql = rewrite_key_linked(g, true, COUNT_ORDERS_JOIN(";"));
	if (sql)
		CHECK_STR_EQ(sql, "SELECT count(*) FROM public.orders AS t0");
	free(sql);
	sql = rewrite_key_linked(g, false, COUNT_ORDERS_JOIN(";"));
	if (sql)
		CHECK_STR_EQ(sql, "SELECT count(*) FROM public.orders AS t0 JOIN public.orderdetails AS t1 "
					 "ON t0.order_number = t1.order_number");
	free(sql);
	schema_graph_free(g);
}

UNIT_TEST(a_join_that_says_something_stays)
{
	SchemaGraph *g = orders_graph();
	const char *const orders[] = {"orders", NULL};
	const char *const both[] = {"orders", "orderdetails", NULL};
	const char *const neither[] = {NULL};
	const char *const count_join =
		"SELECT count(*) FROM public.orders AS t0 JOIN public.orderdetails AS t1 "
		"ON t0.order_number = t1.order_number";

	/* the child's column read, in the WHERE */
	CHECK_REWRITE(orders, COUNT_ORDERS_JOIN("cond_gt expr_column C:1:qty expr_value V:integer:5"),
				  "SELECT count(*) FROM public.orders AS t0 JOIN public.orderdetails AS t1 "
				  "ON t0.order_number = t1.order_number WHERE t1.qty > 5");
	/* the question names the child, or not the parent */
	CHECK_REWRITE(both, COUNT_ORDERS_JOIN(";"), count_join);
	CHECK_REWRITE(neither, COUNT_ORDERS_JOIN(";"), count_join);
	/* the question names another table the child references: the child says which
	 * orders have one */
	{
		const char *const orders_products[] = {"orders", "products", NULL};

		CHECK_REWRITE(orders_products, COUNT_ORDERS_JOIN(";"), count_join);
	}
	/* grouped: the join is what each group counts */
	CHECK_REWRITE(orders,
				  "sql_select from_table T:orders from_table_join T:orderdetails "
				  "cond_eq expr_column C:0:order_number expr_column C:1:order_number ; "
				  "select_expr expr_column C:0:order_number select_expr agg_count_star ; ; "
				  "expr_column C:0:order_number ; ; ; ;",
				  "SELECT t0.order_number, count(*) FROM public.orders AS t0 JOIN public.orderdetails AS t1 "
				  "ON t0.order_number = t1.order_number GROUP BY t0.order_number");
	/* a parent joined to its child (each line meets one product) is no child join */
	{
		const char *const details[] = {"orderdetails", NULL};

		CHECK_REWRITE(details,
					  "sql_select from_table T:orderdetails from_table_join T:products "
					  "cond_eq expr_column C:1:code expr_column C:0:code ; "
					  "select_expr agg_count_star ; ; ; ; ; ;",
					  "SELECT count(*) FROM public.orderdetails AS t0 JOIN public.products AS t1 "
					  "ON t1.code = t0.code");
	}
	schema_graph_free(g);
}

/* The SQL of notation's query after count_each_once for question, whose token word links
 * exactly to table (-1: no link). */
static char *
count_once(const SchemaGraph *g, const char *question, int word, int table,
		   const char *notation)
{
	StepCase	sc;
	CountedTable counted;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return NULL;
	if (table >= 0)
		link_result_add(&sc.links, LINK_TABLE, LINK_EXACT, word, word + 1, table, -1, NULL);
	counted = sql_counted_table(&sc.t, &sc.links, g, NULL);
	sc.ast = answer_count_each_once(sc.ast, g, &counted);
	sql = rendered_copy(sql_node_clone(sc.ast), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_COUNT_ONCE(question, word, table, notation, expected)           \
	do {                                                                       \
		char *_sql = count_once(g, question, word, table, notation);           \
		if (_sql) CHECK_STR_EQ(_sql, expected);                                \
		free(_sql);                                                            \
	} while (0)

/* 0 how 1 many 2 orders 3 had 4 more 5 than 6 five 7 items */
#define ORDERS_WITH_BIG_LINES "How many orders had lines of more than 5 items?"
#define BIG_LINES "cond_gt expr_column C:1:qty expr_value V:integer:5"

UNIT_TEST(rows_a_join_repeats_are_counted_once)
{
	SchemaGraph *g = orders_graph();

	/* orders joined to their lines: each order once, however many lines it has */
	CHECK_COUNT_ONCE(ORDERS_WITH_BIG_LINES, 2, 0, COUNT_ORDERS_JOIN(BIG_LINES),
					 "SELECT count(DISTINCT t0.order_number) FROM public.orders AS t0 "
					 "JOIN public.orderdetails AS t1 ON t0.order_number = t1.order_number "
					 "WHERE t1.qty > 5");
	/* the lines counted: an order joined to each line repeats nothing */
	CHECK_COUNT_ONCE("How many lines have more than 5 items?", 2, 1,
					 COUNT_ORDERS_JOIN(BIG_LINES),
					 "SELECT count(*) FROM public.orders AS t0 "
					 "JOIN public.orderdetails AS t1 ON t0.order_number = t1.order_number "
					 "WHERE t1.qty > 5");
	/* the WHERE names the order: the lines are what is counted from it */
	CHECK_COUNT_ONCE("How many orders does order 7 have lines of?", 2, 0,
					 COUNT_ORDERS_JOIN("cond_eq expr_column C:0:order_number expr_value V:integer:7"),
					 "SELECT count(*) FROM public.orders AS t0 "
					 "JOIN public.orderdetails AS t1 ON t0.order_number = t1.order_number "
					 "WHERE t0.order_number = 7");
	/* no table counted, or a ranking ("the most"), or grouped */
	CHECK_COUNT_ONCE(ORDERS_WITH_BIG_LINES, 2, -1, COUNT_ORDERS_JOIN(BIG_LINES),
					 "SELECT count(*) FROM public.orders AS t0 "
					 "JOIN public.orderdetails AS t1 ON t0.order_number = t1.order_number "
					 "WHERE t1.qty > 5");
	CHECK_COUNT_ONCE("Which date had the most orders?", 4, 0,
					 "sql_select from_table T:orders from_table_join T:orderdetails "
					 "cond_eq expr_column C:0:order_number expr_column C:1:order_number ; "
					 "select_expr expr_column C:0:order_date ; ; expr_column C:0:order_date ; ; "
					 "order_desc agg_count_star ; V:integer:1",
					 "SELECT t0.order_date FROM public.orders AS t0 "
					 "JOIN public.orderdetails AS t1 ON t0.order_number = t1.order_number "
					 "GROUP BY t0.order_date ORDER BY count(*) DESC LIMIT 1");
	schema_graph_free(g);
}

#define LINE_BIG "cond_gt expr_column C:0:qty expr_value V:integer:5"
#define COUNT_LINES(where) \
	"sql_select from_table T:orderdetails ; select_expr agg_count_star ; " where " ; ; ; ;"

/* The counted table not read: the rows of the one table read that refer to it, each
 * referred row once. */
UNIT_TEST(rows_referring_to_the_counted_table_count_it_once)
{
	SchemaGraph *g = orders_graph();

	/* "orders" counted over their lines alone: each order once */
	CHECK_COUNT_ONCE(ORDERS_WITH_BIG_LINES, 2, 0, COUNT_LINES(LINE_BIG),
					 "SELECT count(DISTINCT t0.order_number) FROM public.orderdetails AS t0 "
					 "WHERE t0.qty > 5");
	/* 0 how 1 many 2 products 3 sold 4 in 5 lines 6 of 7 more 8 than 9 5 */
	CHECK_COUNT_ONCE("How many products sold in lines of more than 5?", 2, 2,
					 COUNT_LINES(LINE_BIG),
					 "SELECT count(DISTINCT t0.code) FROM public.orderdetails AS t0 "
					 "WHERE t0.qty > 5");
	/* the lines themselves counted, or a table the lines do not refer to */
	CHECK_COUNT_ONCE("How many lines have more than 5 items?", 2, 1, COUNT_LINES(LINE_BIG),
					 "SELECT count(*) FROM public.orderdetails AS t0 WHERE t0.qty > 5");
	CHECK_COUNT_ONCE("How many orders are there?", 2, 0,
					 "sql_select from_table T:products ; select_expr agg_count_star ; ; ; ; ; ;",
					 "SELECT count(*) FROM public.products AS t0");
	schema_graph_free(g);
}

/* The SQL of notation's query without instance's join where only its ON reads it. */
static char *
unread_dropped(const SchemaGraph *g, const char *notation, int instance)
{
	SqlNode    *ast = notation_ast(g, notation);

	return ast != NULL ? rendered_copy(answer_drop_unread_join(ast, instance), g, NULL) : NULL;
}

#define CHECK_UNREAD(notation, instance, expected)                             \
	do {                                                                       \
		char *_sql = unread_dropped(g, notation, instance);                    \
		if (_sql) CHECK_STR_EQ(_sql, expected);                                \
		free(_sql);                                                            \
	} while (0)

/* a table whose own join's ON is all that reads it goes, parent or child; one read
 * elsewhere stays */
UNIT_TEST(a_table_only_its_join_reads_is_dropped)
{
	SchemaGraph *g = orders_graph();

	/* the lines, a child of the orders: dropped all the same */
	CHECK_UNREAD(COUNT_ORDERS_JOIN(";"), 1, "SELECT count(*) FROM public.orders AS t0");
	CHECK_UNREAD(COUNT_ORDERS_JOIN(";"), 0, "SELECT count(*) FROM public.orderdetails AS t1");
	CHECK_UNREAD(COUNT_ORDERS_JOIN("cond_gt expr_column C:1:qty expr_value V:integer:5"), 1,
				 "SELECT count(*) FROM public.orders AS t0 JOIN public.orderdetails AS t1 ON "
				 "t0.order_number = t1.order_number WHERE t1.qty > 5");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_child_table_joined_for_nothing_is_dropped);
	UNIT_RUN(a_row_named_by_its_value_drops_the_rows_referring_to_it);
	UNIT_RUN(a_word_naming_the_parent_through_the_childs_key_keeps_no_join);
	UNIT_RUN(a_join_that_says_something_stays);
	UNIT_RUN(rows_a_join_repeats_are_counted_once);
	UNIT_RUN(rows_referring_to_the_counted_table_count_it_once);
	UNIT_RUN(a_table_only_its_join_reads_is_dropped);
	UNIT_DONE();
}
