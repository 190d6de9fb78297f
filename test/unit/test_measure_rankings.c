/*
 * test_measure_rankings.c — a ranking by the sum of a measure that a related table holds
 * (sql/sql_measure_rankings.h).
 */
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"
#include "sql/sql_measure_rankings.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

enum
{
	C_STOR_ID, C_STOR_NAME, C_STATE, C_STOCK_QTY, C_ORD_NUM, C_SALES_STOR_ID, C_QTY,
	C_RETURN_STOR_ID, C_RETURNED_QTY, C_DAMAGED_QTY
};

/* stores(stor_id, stor_name, state, stock_qty), sales(ord_num, stor_id, qty) and
 * returns(stor_id, returned_qty, damaged_qty), sales.stor_id and returns.stor_id referencing
 * stores. */
static SchemaGraph *
stores_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "stores", SG_TABLE, 0);
	to = schema_graph_add_column(g, "stor_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "stor_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "state", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "stock_qty", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_table(g, "public", "sales", SG_TABLE, 0);
	schema_graph_add_column(g, "ord_num", "text", SG_TYPE_TEXT, false, true, 0);
	from = schema_graph_add_column(g, "stor_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "qty", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	schema_graph_add_table(g, "public", "returns", SG_TABLE, 0);
	from = schema_graph_add_column(g, "stor_id", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "returned_qty", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "damaged_qty", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_foreign_key(g, 2, 0, 1, &from, &to);
	return g;
}

/* The rank_measures copy of query for question, "word" linked to each of columns (ended
 * by -1) as a measure, rendered, or "-". */
static char *
ranked(const SchemaGraph *g, const char *question, const char *word, const int *columns,
	   const char *query)
{
	StepCase	sc;
	QuestionDirections d;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, query))
		return strdup("?");
	for (int i = 0; i < sc.t.n; i++)
		for (const int *c = columns; *c >= 0 && strcmp(sc.t.tokens[i].text, word) == 0; c++)
			link_result_add(&sc.links, LINK_COLUMN, LINK_MEASURE, i, i + 1, g->columns[*c].table,
							*c, NULL);
	question_directions_find(&sc.t, &d);
	sql = rendered_copy(sql_measure_ranking(sc.ast, g, &sc.t, &sc.links, &d), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define CHECK_RANKED(question, word, columns, query, expected)                \
	do {                                                                       \
		static const int _c[] = {columns, -1};                                 \
		char *_s = ranked(g, question, word, _c, query);                       \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

#define COMMA ,
#define STORES_BY(order, limit) \
	"sql_select from_table T:stores ; select_expr expr_column C:0:stor_name ; ; ; ; " \
	order " ; " limit

UNIT_TEST(a_superlative_of_a_related_measure_ranks_by_its_sum)
{
	SchemaGraph *g = stores_graph();

	CHECK_RANKED("Which store ordered the most copies?", "copies", C_QTY,
				 STORES_BY("order_desc expr_column C:0:stor_name", "V:integer:1"),
				 "SELECT t0.stor_name FROM public.stores AS t0 JOIN public.sales AS t1 ON "
				 "t1.stor_id = t0.stor_id GROUP BY t0.stor_id ORDER BY sum(t1.qty) DESC NULLS "
				 "LAST LIMIT 1");
	/* "fewest" ranks upwards; a ranking by the key is no measure either */
	CHECK_RANKED("Which 3 stores ordered the fewest copies?", "copies", C_QTY,
				 STORES_BY("order_asc expr_column C:0:stor_id", "V:integer:3"),
				 "SELECT t0.stor_name FROM public.stores AS t0 JOIN public.sales AS t1 ON "
				 "t1.stor_id = t0.stor_id GROUP BY t0.stor_id ORDER BY sum(t1.qty) ASC LIMIT 3");
	/* returns also refers to stores, but "copies" gives two of its columns: not it */
	CHECK_RANKED("Which store ordered the most copies?", "copies",
				 C_QTY COMMA C_RETURNED_QTY COMMA C_DAMAGED_QTY,
				 STORES_BY("order_desc expr_column C:0:stor_name", "V:integer:1"),
				 "SELECT t0.stor_name FROM public.stores AS t0 JOIN public.sales AS t1 ON "
				 "t1.stor_id = t0.stor_id GROUP BY t0.stor_id ORDER BY sum(t1.qty) DESC NULLS "
				 "LAST LIMIT 1");
	/* one column in each of two tables that refer to stores: which is meant is not said */
	CHECK_RANKED("Which store ordered the most copies?", "copies", C_QTY COMMA C_RETURNED_QTY,
				 STORES_BY("order_desc expr_column C:0:stor_name", "V:integer:1"), "-");
	schema_graph_free(g);
}

/* A candidate ranked by a measure of its own table: turned where no word names that
 * measure, left where one does ("the store with the biggest stock_qty"). */
UNIT_TEST(a_ranking_by_an_unnamed_measure_of_its_own_is_turned)
{
	SchemaGraph *g = stores_graph();
	const char *by_stock = STORES_BY("order_desc expr_column C:0:stock_qty", "V:integer:1");
	StepCase	sc;
	QuestionDirections d;
	char	   *sql;

	CHECK_RANKED("Which store ordered the most copies?", "copies", C_QTY, by_stock,
				 "SELECT t0.stor_name FROM public.stores AS t0 JOIN public.sales AS t1 ON "
				 "t1.stor_id = t0.stor_id GROUP BY t0.stor_id ORDER BY sum(t1.qty) DESC NULLS "
				 "LAST LIMIT 1");
	/* 0 Which 1 store 2 with 3 stock 4 ordered 5 the 6 most 7 copies */
	step_case_begin(&sc, g, "Which store with stock ordered the most copies?", by_stock);
	link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, 3, 4, 0, C_STOCK_QTY, NULL);
	link_result_add(&sc.links, LINK_COLUMN, LINK_MEASURE, 7, 8, 1, C_QTY, NULL);
	question_directions_find(&sc.t, &d);
	sql = rendered_copy(sql_measure_ranking(sc.ast, g, &sc.t, &sc.links, &d), g, NULL);
	CHECK_STR_EQ(sql, "-");
	free(sql);
	step_case_end(&sc);
	schema_graph_free(g);
}

/* products(product_id, name, list_price) and order_items(item_id, product_id, quantity,
 * unit_price), order_items referring to products. */
static SchemaGraph *
products_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	to = schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "list_price", "numeric(8,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "order_items", SG_TABLE, 0);
	schema_graph_add_column(g, "item_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "unit_price", "numeric(8,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	return g;
}

/* products(product_id, name, unit_price, units_in_stock) and order_details(product_id,
 * unit_price, quantity), order_details referring to products. */
static SchemaGraph *
stocked_products_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "products", SG_TABLE, 0);
	to = schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "unit_price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "units_in_stock", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "order_details", SG_TABLE, 0);
	from = schema_graph_add_column(g, "product_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "unit_price", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	return g;
}

/* "Which product sold the most units?": "sold" links every price and quantity, "units"
 * names part of unit_price and of units_in_stock; the units asked for are the order lines'
 * quantity, not the product's own price (money) or stock (not said). */
UNIT_TEST(units_sold_rank_by_the_lines_quantity_not_the_price_or_the_stock)
{
	SchemaGraph *g = stocked_products_graph();
	const char *by_price = "sql_select from_table T:products ; select_expr expr_column C:0:name ; ; ; ; "
		"order_desc expr_column C:0:unit_price ; V:integer:1";
	StepCase	sc;
	QuestionDirections d;
	char	   *sql;

	/* 0 Which 1 product 2 sold 3 the 4 most 5 units */
	CHECK(step_case_begin(&sc, g, "Which product sold the most units?", by_price));
	for (int c = 2; c <= 6; c++)
		if (c != 4)
			link_result_add(&sc.links, LINK_COLUMN, LINK_MEASURE, 2, 3, g->columns[c].table, c, NULL);
	link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, 5, 6, 0, 2, NULL);
	link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, 5, 6, 0, 3, NULL);
	link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, 5, 6, 1, 5, NULL);
	question_directions_find(&sc.t, &d);
	sql = rendered_copy(sql_measure_ranking(sc.ast, g, &sc.t, &sc.links, &d), g, NULL);
	CHECK_STR_EQ(sql, "SELECT t0.name FROM public.products AS t0 JOIN public.order_details AS t1 ON "
				 "t1.product_id = t0.product_id GROUP BY t0.product_id ORDER BY sum(t1.quantity) "
				 "DESC NULLS LAST LIMIT 1");
	free(sql);
	/* the candidate, ranked by money where units are asked, pays unsummed_rankings */
	CHECK_INT_EQ(sql_measure_ranking_unsummed(sc.ast, g, &sc.t, &sc.links, &d), 1);
	step_case_end(&sc);
	/* ranked by the stock, which "units" names in part but the question does not say: the
	 * same copy, and the candidate pays */
	CHECK(step_case_begin(&sc, g, "Which product sold the most units?",
						  "sql_select from_table T:products ; select_expr expr_column C:0:name ; ; ; ; "
						  "order_desc expr_column C:0:units_in_stock ; V:integer:1"));
	link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, 5, 6, 0, 3, NULL);
	question_directions_find(&sc.t, &d);
	sql = rendered_copy(sql_measure_ranking(sc.ast, g, &sc.t, &sc.links, &d), g, NULL);
	CHECK_STR_EQ(sql, "SELECT t0.name FROM public.products AS t0 JOIN public.order_details AS t1 ON "
				 "t1.product_id = t0.product_id GROUP BY t0.product_id ORDER BY sum(t1.quantity) "
				 "DESC NULLS LAST LIMIT 1");
	free(sql);
	CHECK_INT_EQ(sql_measure_ranking_unsummed(sc.ast, g, &sc.t, &sc.links, &d), 1);
	step_case_end(&sc);
	schema_graph_free(g);
}

/* location(locationid, name, costrate) and productinventory(productid, locationid,
 * quantity): a stock by its table's name, referring to the location. */
static SchemaGraph *
locations_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "production", "location", SG_TABLE, 0);
	to = schema_graph_add_column(g, "locationid", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "costrate", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "production", "product_inventory", SG_TABLE, 0);
	schema_graph_add_column(g, "productid", "integer", SG_TYPE_NUMBER, false, false, 0);
	from = schema_graph_add_column(g, "locationid", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &to);
	return g;
}

/* "Which three locations hold the most stock?" ranked by the location's costrate: stock
 * after the superlative, linked to no column, asks for the one stock of the table that
 * refers to the location (the quantity of its inventory); the candidate, ranked by a
 * column that measures nothing, pays. */
UNIT_TEST(the_most_stock_ranks_by_the_stock_of_the_referring_table)
{
	SchemaGraph *g = locations_graph();
	StepCase	sc;
	QuestionDirections d;
	char	   *sql;

	CHECK(step_case_begin(&sc, g, "Which three locations hold the most stock?",
						  "sql_select from_table T:location ; select_expr expr_column C:0:name ; ; ; ; "
						  "order_desc expr_column C:0:costrate ; V:integer:3"));
	question_directions_find(&sc.t, &d);
	sql = rendered_copy(sql_measure_ranking(sc.ast, g, &sc.t, &sc.links, &d), g, NULL);
	CHECK_STR_EQ(sql, "SELECT t0.name FROM production.location AS t0 JOIN "
				 "production.product_inventory AS t1 ON t1.locationid = t0.locationid GROUP BY "
				 "t0.locationid ORDER BY sum(t1.quantity) DESC NULLS LAST LIMIT 3");
	free(sql);
	CHECK_INT_EQ(sql_measure_ranking_unsummed(sc.ast, g, &sc.t, &sc.links, &d), 1);
	step_case_end(&sc);
	/* "the most units" asks for a quantity that is not a stock: none here */
	CHECK(step_case_begin(&sc, g, "Which three locations hold the most units?",
						  "sql_select from_table T:location ; select_expr expr_column C:0:name ; ; ; ; "
						  "order_desc expr_column C:0:costrate ; V:integer:3"));
	question_directions_find(&sc.t, &d);
	CHECK(sql_measure_ranking(sc.ast, g, &sc.t, &sc.links, &d) == NULL);
	step_case_end(&sc);
	schema_graph_free(g);
}

static int	unsummed_linked(const SchemaGraph *g, const char *question, const char *word,
							int column, const char *query);

/* Money taken ranks by what the rows that refer to the thing take: the order lines'
 * quantity times price, not the catalogue's price "revenue" also links to. */
UNIT_TEST(a_superlative_of_money_taken_ranks_by_the_related_takings)
{
	SchemaGraph *g = products_graph();
	const char *by_price = "sql_select from_table T:products ; select_expr expr_column C:0:name ; ; ; ; "
		"order_desc expr_column C:0:list_price ; V:integer:1";

	/* "revenue" links to list_price and unit_price (2 and 6) as a measure word */
	CHECK_RANKED("Which product has earned us the most revenue?", "revenue", 2 COMMA 6, by_price,
				 "SELECT t0.name FROM public.products AS t0 JOIN public.order_items AS t1 ON "
				 "t1.product_id = t0.product_id GROUP BY t0.product_id ORDER BY sum((t1.quantity "
				 "* t1.unit_price)) DESC NULLS LAST LIMIT 1");
	/* the candidate ranked by the price pays, though the word links to it */
	CHECK_INT_EQ(unsummed_linked(g, "Which product has earned us the most revenue?", "revenue", 2,
								 by_price), 1);
	/* no money taken asked: the price, the table's own, is rank_superlatives' */
	CHECK_RANKED("Which product has the most expensive price?", "expensive", 2 COMMA 6, by_price, "-");
	schema_graph_free(g);
}

UNIT_TEST(no_measure_ranking_where_the_question_or_the_candidate_says_otherwise)
{
	SchemaGraph *g = stores_graph();

	/* no superlative; no link from the measure word */
	CHECK_RANKED("Which store ordered copies?", "copies", C_QTY,
				 STORES_BY("order_desc expr_column C:0:stor_name", "V:integer:1"), "-");
	CHECK_RANKED("Which store ordered the most copies?", "copies", -1,
				 STORES_BY("order_desc expr_column C:0:stor_name", "V:integer:1"), "-");
	/* ranked with no LIMIT */
	CHECK_RANKED("Which store ordered the most copies?", "copies", C_QTY,
				 "sql_select from_table T:stores ; select_expr expr_column C:0:stor_name ; ; ; ; "
				 "order_desc expr_column C:0:stor_name ; ;", "-");
	/* the measure the word links to is the table's own: rank_superlatives' business */
	CHECK_RANKED("Which store holds the most copies?", "copies", C_STOCK_QTY,
				 STORES_BY("order_desc expr_column C:0:stor_name", "V:integer:1"), "-");
	schema_graph_free(g);
}

#define STORES_JOINED_BY_QTY                                                   \
	"sql_select from_table T:stores from_table_join T:sales "                 \
	"cond_eq expr_column C:1:stor_id expr_column C:0:stor_id ; "              \
	"select_expr expr_column C:0:stor_name ; ; ; ; "                           \
	"order_desc expr_column C:1:qty ; V:integer:3"

/* The cost count of sql_measure_ranking_unsummed for question over query. */
static int
unsummed(const SchemaGraph *g, const char *question, const char *query)
{
	StepCase	sc;
	QuestionDirections d;
	int			n = -1;

	if (step_case_begin(&sc, g, question, query))
	{
		question_directions_find(&sc.t, &d);
		n = sql_measure_ranking_unsummed(sc.ast, g, &sc.t, &sc.links, &d);
	}
	step_case_end(&sc);
	return n;
}

/* The same, with the token spelled word linked to column as a measure. */
static int
unsummed_linked(const SchemaGraph *g, const char *question, const char *word, int column,
				const char *query)
{
	StepCase	sc;
	QuestionDirections d;
	int			n = -1;

	if (step_case_begin(&sc, g, question, query))
	{
		for (int i = 0; i < sc.t.n; i++)
			if (strcmp(sc.t.tokens[i].text, word) == 0)
				link_result_add(&sc.links, LINK_COLUMN, LINK_MEASURE, i, i + 1,
								g->columns[column].table, column, NULL);
		question_directions_find(&sc.t, &d);
		n = sql_measure_ranking_unsummed(sc.ast, g, &sc.t, &sc.links, &d);
	}
	step_case_end(&sc);
	return n;
}

UNIT_TEST(a_total_ranks_the_joined_rows_by_their_sum)
{
	SchemaGraph *g = stores_graph();

	/* ranked by one sale's copies where the question asks for the total */
	CHECK_RANKED("Which 3 stores sold the most copies in total?", "copies", -1,
				 STORES_JOINED_BY_QTY,
				 "SELECT t0.stor_name FROM public.stores AS t0 JOIN public.sales AS t1 ON "
				 "t1.stor_id = t0.stor_id GROUP BY t0.stor_id ORDER BY sum(t1.qty) DESC NULLS LAST LIMIT 3");
	CHECK_INT_EQ(unsummed(g, "Which 3 stores sold the most copies in total?", STORES_JOINED_BY_QTY), 1);
	/* "the most" of a measure word that links to the ranked column: its total */
	CHECK_RANKED("Which 3 stores sold the most copies?", "copies", C_QTY, STORES_JOINED_BY_QTY,
				 "SELECT t0.stor_name FROM public.stores AS t0 JOIN public.sales AS t1 ON "
				 "t1.stor_id = t0.stor_id GROUP BY t0.stor_id ORDER BY sum(t1.qty) DESC NULLS LAST LIMIT 3");
	/* the largest single sale: no total asked */
	CHECK_RANKED("Which 3 stores had the largest sale?", "copies", -1, STORES_JOINED_BY_QTY, "-");
	CHECK_RANKED("Which 3 stores made the largest sale of copies?", "copies", C_QTY,
				 STORES_JOINED_BY_QTY, "-");
	CHECK_INT_EQ(unsummed(g, "Which 3 stores had the largest sale?", STORES_JOINED_BY_QTY), 0);
	schema_graph_free(g);
}

/* The rank_measures copy of query for question, word (when not NULL) linked as a name to
 * table (column < 0) or to column, rendered, or "-". */
static char *
ranked_named(const SchemaGraph *g, const char *question, const char *word, int table,
			 int column, const char *query)
{
	StepCase	sc;
	QuestionDirections d;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, query))
		return strdup("?");
	for (int i = 0; word != NULL && i < sc.t.n; i++)
		if (strcmp(sc.t.tokens[i].text, word) == 0)
			link_result_add(&sc.links, column < 0 ? LINK_TABLE : LINK_COLUMN, LINK_EXACT, i,
							i + 1, table, column, NULL);
	question_directions_find(&sc.t, &d);
	sql = rendered_copy(sql_measure_ranking(sc.ast, g, &sc.t, &sc.links, &d), g, NULL);
	step_case_end(&sc);
	return sql;
}

#define STORES_SUMMED_BY_QTY \
	"SELECT t0.stor_name FROM public.stores AS t0 JOIN public.sales AS t1 ON " \
	"t1.stor_id = t0.stor_id GROUP BY t0.stor_id ORDER BY sum(t1.qty) DESC NULLS LAST LIMIT 3"

/* The rows ranked named by the column that refers to them ("our top 3 sales reps by order
 * value": sales.sales_rep), or ranked by money taken with no word of the measure's table
 * ("Which sales rep brought in the most revenue?"), are ranked by their total too. */
UNIT_TEST(a_total_is_asked_by_the_role_of_the_rows_or_by_money_taken)
{
	SchemaGraph *g = stores_graph();
	char	   *sql;

	sql = ranked_named(g, "Which are our top 3 outlets by copies?", "outlets", 1,
					   C_SALES_STOR_ID, STORES_JOINED_BY_QTY);
	CHECK_STR_EQ(sql, STORES_SUMMED_BY_QTY);
	free(sql);
	sql = ranked_named(g, "Which 3 stores brought in the most revenue?", NULL, -1, -1,
					   STORES_JOINED_BY_QTY);
	CHECK_STR_EQ(sql, STORES_SUMMED_BY_QTY);
	free(sql);
	/* one sale's revenue: the sales' table is named */
	sql = ranked_named(g, "Which 3 stores made the sale with the most revenue?", "sale", 1, -1,
					   STORES_JOINED_BY_QTY);
	CHECK_STR_EQ(sql, "-");
	free(sql);
	/* the referring column named far from the superlative */
	sql = ranked_named(g, "Which outlets had the 3 biggest deliveries of copies?", "outlets", 1,
					   C_SALES_STOR_ID, STORES_JOINED_BY_QTY);
	CHECK_STR_EQ(sql, "-");
	free(sql);
	schema_graph_free(g);
}

/* customers(customer_id, full_name), orders(order_id, customer_id, placed_on) and
 * order_lines(line_id, order_id, quantity, unit_price): customers are paid through their
 * orders' lines; with shipments(shipment_id, customer_id) and order_lines.shipment_id
 * too, through either. */
static SchemaGraph *
customers_graph(bool shipments)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				customer,
				order,
				shipment = -1;

	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
	customer = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "full_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	order = schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "placed_on", "date", SG_TYPE_TIME, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &customer);
	if (shipments)
	{
		schema_graph_add_table(g, "public", "shipments", SG_TABLE, 0);
		shipment = schema_graph_add_column(g, "shipment_id", "integer", SG_TYPE_NUMBER, false, true, 0);
		from = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, false, 0);
		schema_graph_add_foreign_key(g, 2, 0, 1, &from, &customer);
	}
	schema_graph_add_table(g, "public", "order_lines", SG_TABLE, 0);
	schema_graph_add_column(g, "line_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, g->n_tables - 1, 1, 1, &from, &order);
	schema_graph_add_column(g, "quantity", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "unit_price", "numeric(8,2)", SG_TYPE_NUMBER, false, false, 0);
	if (shipments)
	{
		from = schema_graph_add_column(g, "shipment_id", "integer", SG_TYPE_NUMBER, true, false, 0);
		schema_graph_add_foreign_key(g, g->n_tables - 1, 2, 1, &from, &shipment);
	}
	return g;
}

/* Money taken two references away: customers ranked by their orders' lines, where the
 * orders hold no money; the candidate ranked by a name pays unsummed_rankings.  Two such
 * chains (through orders or shipments) say not which. */
UNIT_TEST(a_superlative_of_money_taken_ranks_by_the_takings_of_a_chain_of_references)
{
	SchemaGraph *g = customers_graph(false);
	const char *by_name = "sql_select from_table T:customers ; select_expr expr_column C:0:full_name ; ; ; ; "
		"order_desc expr_column C:0:full_name ; V:integer:5";

	CHECK_RANKED("Who are our 5 biggest spenders?", "spenders", -1, by_name,
				 "SELECT t0.full_name FROM public.customers AS t0 JOIN public.orders AS t1 ON "
				 "t1.customer_id = t0.customer_id JOIN public.order_lines AS t2 ON t2.order_id = "
				 "t1.order_id GROUP BY t0.customer_id ORDER BY sum((t2.quantity * t2.unit_price)) "
				 "DESC NULLS LAST LIMIT 5");
	CHECK_INT_EQ(unsummed(g, "Who are our 5 biggest spenders?", by_name), 1);
	CHECK_INT_EQ(unsummed(g, "Who are our 5 newest customers?", by_name), 0);
	/* the word of money taken as the superlative's verb */
	CHECK_RANKED("Which 5 customers spent the most?", "spent", -1, by_name,
				 "SELECT t0.full_name FROM public.customers AS t0 JOIN public.orders AS t1 ON "
				 "t1.customer_id = t0.customer_id JOIN public.order_lines AS t2 ON t2.order_id = "
				 "t1.order_id GROUP BY t0.customer_id ORDER BY sum((t2.quantity * t2.unit_price)) "
				 "DESC NULLS LAST LIMIT 5");
	/* not its verb: "the most" of orders */
	CHECK_RANKED("Which 5 customers who spent money placed the most orders?", "spent", -1,
				 by_name, "-");
	schema_graph_free(g);
	g = customers_graph(true);
	CHECK_RANKED("Who are our 5 biggest spenders?", "spenders", -1, by_name, "-");
	schema_graph_free(g);
}

/* "Which customer has spent the most?" ranked by the customers' income, an amount of their
 * own that "spent" does not link to (schema/measures.c): ranked by the sum of their
 * orders' totals, and the candidate pays unsummed_rankings; where the word links to the
 * income, ranking by it is rank_superlatives' business. */
UNIT_TEST(money_spent_is_no_amount_of_the_spenders_own)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				customer;
	const char *by_income = "sql_select from_table T:customers ; select_expr expr_column C:0:full_name ; ; ; ; "
		"order_desc expr_column C:0:income ; V:integer:1";

	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
	customer = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "full_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "income", "numeric(10,2)", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	from = schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "totalamount", "numeric(10,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_foreign_key(g, 1, 0, 1, &from, &customer);

	CHECK_RANKED("Which customer has spent the most?", "spent", 5, by_income,
				 "SELECT t0.full_name FROM public.customers AS t0 JOIN public.orders AS t1 ON "
				 "t1.customer_id = t0.customer_id GROUP BY t0.customer_id ORDER BY "
				 "sum(t1.totalamount) DESC NULLS LAST LIMIT 1");
	CHECK_INT_EQ(unsummed(g, "Which customer has spent the most?", by_income), 1);
	/* a word that links to the income ("paid" a salary) spares the candidate */
	CHECK_INT_EQ(unsummed_linked(g, "Which customer was paid the most?", "paid", 2, by_income), 0);
	schema_graph_free(g);
}

#define CUSTOMERS_BY_ONE_LINE(lines_first)                                     \
	"sql_select from_table T:" lines_first " from_table_join T:orders "       \
	"cond_eq expr_column C:0:order_id expr_column C:1:order_id "              \
	"from_table_join T:customers "                                             \
	"cond_eq expr_column C:1:customer_id expr_column C:2:customer_id ; "      \
	"select_expr expr_column C:2:full_name ; ; ; ; "                           \
	"order_desc expr_column C:0:unit_price ; V:integer:1"

/* "Which customer spent the most?" decoded as the customer of the dearest line, read
 * through a chain of references (order_lines -> orders -> customers): grouped by the
 * customer, ranked by the lines' sum; not where a table of the chain is read twice or a
 * table off the chain is read. */
UNIT_TEST(a_total_ranks_the_rows_at_the_end_of_a_chain_of_references)
{
	SchemaGraph *g = customers_graph(false);

	CHECK_RANKED("Which customer spent the most?", "spent", -1,
				 CUSTOMERS_BY_ONE_LINE("order_lines"),
				 "SELECT t2.full_name FROM public.order_lines AS t0 JOIN public.orders AS t1 ON "
				 "t0.order_id = t1.order_id JOIN public.customers AS t2 ON t1.customer_id = "
				 "t2.customer_id GROUP BY t2.customer_id ORDER BY sum((t0.quantity * "
				 "t0.unit_price)) DESC NULLS LAST LIMIT 1");
	CHECK_INT_EQ(unsummed(g, "Which customer spent the most?", CUSTOMERS_BY_ONE_LINE("order_lines")), 1);
	/* the largest single line: no total asked */
	CHECK_RANKED("Which customer bought the dearest line?", "dearest", -1,
				 CUSTOMERS_BY_ONE_LINE("order_lines"), "-");
	/* the ranked table is not where the chain starts */
	CHECK_RANKED("Which customer spent the most?", "spent", -1,
				 "sql_select from_table T:order_lines from_table_join T:orders "
				 "cond_eq expr_column C:0:order_id expr_column C:1:order_id "
				 "from_table_join T:customers "
				 "cond_eq expr_column C:1:customer_id expr_column C:2:customer_id ; "
				 "select_expr expr_column C:2:full_name ; ; ; ; "
				 "order_desc expr_column C:1:placed_on ; V:integer:1", "-");
	schema_graph_free(g);
}

int
main(void)
{
	UNIT_RUN(a_total_ranks_the_joined_rows_by_their_sum);
	UNIT_RUN(a_total_is_asked_by_the_role_of_the_rows_or_by_money_taken);
	UNIT_RUN(a_superlative_of_a_related_measure_ranks_by_its_sum);
	UNIT_RUN(a_ranking_by_an_unnamed_measure_of_its_own_is_turned);
	UNIT_RUN(a_superlative_of_money_taken_ranks_by_the_related_takings);
	UNIT_RUN(units_sold_rank_by_the_lines_quantity_not_the_price_or_the_stock);
	UNIT_RUN(the_most_stock_ranks_by_the_stock_of_the_referring_table);
	UNIT_RUN(a_superlative_of_money_taken_ranks_by_the_takings_of_a_chain_of_references);
	UNIT_RUN(a_total_ranks_the_rows_at_the_end_of_a_chain_of_references);
	UNIT_RUN(money_spent_is_no_amount_of_the_spenders_own);
	UNIT_RUN(no_measure_ranking_where_the_question_or_the_candidate_says_otherwise);
	UNIT_DONE();
}
