/*
 * test_dimensions.c — size, height, length and weight columns and the words that ask for
 * them (schema/dimensions.h), "the largest state" answered with the state
 * (sql/sql_dimension_things.h) and "how big is texas" with its area
 * (sql/sql_counted_column.h); a compound of two number columns' names ("population
 * density") linked as the second (schema/linking.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "schema/dimensions.h"
#include "schema/linking.h"
#include "schema/measures.h"
#include "schema/schema_graph.h"
#include "sql/sql_against_dimensions.h"
#include "sql/sql_ast.h"
#include "sql/sql_counted_column.h"
#include "sql/sql_dimension_things.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "render_check.h"

/* GeoQuery's state, city and highlow, with a few columns that look like dimensions and
 * are not; the columns' graph indexes. */
enum
{
	STATE_NAME, STATE_POPULATION, STATE_AREA, STATE_AREA_CODE, STATE_SIZE_NOTE,
	CITY_NAME, CITY_STATE_NAME, CITY_POPULATION,
	HIGHLOW_STATE_NAME, HIGHLOW_HIGHEST_POINT, HIGHLOW_HIGHEST_ELEVATION,
	HIGHLOW_LOWEST_ELEVATION, N_COLUMNS
};

static SchemaGraph *
geo_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "area", "double precision", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "area_code", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "size_note", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_table(g, "public", "city", SG_TABLE, 0);
	schema_graph_add_column(g, "city_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_table(g, "public", "highlow", SG_TABLE, 0);
	schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "highest_point", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "highest_elevation", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "lowest_elevation", "integer", SG_TYPE_NUMBER, true, false, 0);
	return g;
}

UNIT_TEST(dimension_columns_by_name_and_type)
{
	SchemaGraph *g = geo_graph();
	SchemaGraph *other = schema_graph_new();
	int			c;

	CHECK_INT_EQ(dimension_kind_of(g, STATE_AREA), DIMENSION_SIZE);
	CHECK_INT_EQ(dimension_kind_of(g, STATE_AREA_CODE), DIMENSION_NONE);	/* a code */
	CHECK_INT_EQ(dimension_kind_of(g, STATE_SIZE_NOTE), DIMENSION_NONE);	/* text */
	CHECK_INT_EQ(dimension_kind_of(g, STATE_POPULATION), DIMENSION_NONE);
	CHECK_INT_EQ(dimension_kind_of(g, HIGHLOW_HIGHEST_ELEVATION), DIMENSION_HEIGHT);
	CHECK_INT_EQ(dimension_kind_of(g, HIGHLOW_LOWEST_ELEVATION), DIMENSION_HEIGHT);
	schema_graph_add_table(other, "public", "country", SG_TABLE, 0);
	c = schema_graph_add_column(other, "surfacearea", "real", SG_TYPE_NUMBER, true, false, 0);
	CHECK_INT_EQ(dimension_kind_of(other, c), DIMENSION_SIZE);	/* a compound kept whole */
	c = schema_graph_add_column(other, "milliseconds", "integer", SG_TYPE_NUMBER, true, false, 0);
	CHECK_INT_EQ(dimension_kind_of(other, c), DIMENSION_LENGTH);
	c = schema_graph_add_column(other, "weight_kg", "numeric", SG_TYPE_NUMBER, true, false, 0);
	CHECK_INT_EQ(dimension_kind_of(other, c), DIMENSION_WEIGHT);
	c = schema_graph_add_column(other, "area_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	CHECK_INT_EQ(dimension_kind_of(other, c), DIMENSION_NONE);	/* a key */
	schema_graph_free(other);
	schema_graph_free(g);
}

/*
 * The dimension links of question over geo_graph: its names linked first, then (value not
 * NULL) the stored value spelled value at token value_token as a value of value_column.
 * Returns the columns linked from the token spelled word, as a bit set by column index.
 */
static unsigned
dimension_links(const char *question, const char *word, int value_token, int value_column,
				const char *value)
{
	SchemaGraph *g = geo_graph();
	DtError		err = {0};
	TextTokens	t = {0};
	LinkResult	r;
	unsigned	linked = 0;

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	link_result_init(&r);
	link_names(g, &t, &r);
	if (value != NULL)
		link_result_add(&r, LINK_VALUE, LINK_EXACT, value_token, value_token + 1,
						g->columns[value_column].table, value_column, value);
	link_dimension_words(g, &t, &r);
	for (int i = 0; i < r.n_links; i++)
		if (r.links[i].match == LINK_MEASURE &&
			strcmp(t.tokens[r.links[i].token_start].text, word) == 0)
		{
			CHECK_INT_EQ(r.links[i].kind, LINK_COLUMN);
			CHECK_INT_EQ(r.links[i].token_end, r.links[i].token_start + 1);
			linked |= 1u << r.links[i].column;
		}
	link_result_free(&r);
	text_tokens_free(&t);
	schema_graph_free(g);
	return linked;
}

#define BIT(c) (1u << (c))

UNIT_TEST(dimension_words_link_to_the_things_dimension)
{
	/* said of the thing named after it */
	CHECK_INT_EQ(dimension_links("what is the largest state", "largest", -1, 0, NULL), BIT(STATE_AREA));
	CHECK_INT_EQ(dimension_links("name the smallest states", "smallest", -1, 0, NULL), BIT(STATE_AREA));
	/* a city has no area: the word says nothing of one */
	CHECK_INT_EQ(dimension_links("what is the largest city", "largest", -1, 0, NULL), 0);
	/* the order is said: "the largest population" */
	CHECK_INT_EQ(dimension_links("which state has the largest population", "largest", -1, 0, NULL), 0);
	/* a dimension column named elsewhere says which */
	CHECK_INT_EQ(dimension_links("what is the smallest state by area", "smallest", -1, 0, NULL), 0);
	/* at the end, the thing named before it */
	CHECK_INT_EQ(dimension_links("which state is the biggest", "biggest", -1, 0, NULL), BIT(STATE_AREA));
	CHECK_INT_EQ(dimension_links("which states are bigger than texas", "bigger", -1, 0, NULL),
				 BIT(STATE_AREA));
	/* "how big": the things the question names, here by a stored value */
	CHECK_INT_EQ(dimension_links("how big is texas", "big", 3, STATE_NAME, "texas"), BIT(STATE_AREA));
	CHECK_INT_EQ(dimension_links("how big is texas", "big", -1, 0, NULL), 0);
	CHECK_INT_EQ(dimension_links("what is the size of texas", "size", 5, STATE_NAME, "texas"),
				 BIT(STATE_AREA));
	/* "how high": both elevations of the point's table; "highest point" names a column */
	CHECK_INT_EQ(dimension_links("how high is the highest point of florida", "high", 7,
								 HIGHLOW_STATE_NAME, "florida"),
				 BIT(HIGHLOW_HIGHEST_ELEVATION) | BIT(HIGHLOW_LOWEST_ELEVATION));
	CHECK_INT_EQ(dimension_links("how high is the highest point of florida", "highest", 7,
								 HIGHLOW_STATE_NAME, "florida"), 0);
	/* no dimension word */
	CHECK_INT_EQ(dimension_links("what is the capital of texas", "capital", 5, STATE_NAME, "texas"), 0);
}

UNIT_TEST(dimension_words_ask_for_a_value_or_a_thing)
{
	DtError		err = {0};
	TextTokens	t = {0};

	CHECK(text_tokenize("how big is the largest state by size", 37, &t, &err));
	CHECK(dimension_word_asks_value(&t, 1));	/* how big */
	CHECK(!dimension_word_asks_value(&t, 4));	/* the largest state */
	CHECK(dimension_word_asks_value(&t, 7));	/* size */
	CHECK(!dimension_word_asks_value(&t, 0));	/* no dimension word */
	CHECK_INT_EQ(dimension_word_kind(&t, 4), DIMENSION_SIZE);
	CHECK_INT_EQ(dimension_word_kind(&t, 0), DIMENSION_NONE);
	text_tokens_free(&t);
}

/* Whether the token spelled word of question has a column link, over a country table
 * whose population and density are numbers and continent and name text. */
static bool
word_links_a_column(const char *question, const char *word)
{
	SchemaGraph *g = schema_graph_new();
	DtError		err = {0};
	TextTokens	t = {0};
	LinkResult	r;
	bool		found = false;

	schema_graph_add_table(g, "public", "country", SG_TABLE, 0);
	schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, false, true, 0);
	schema_graph_add_column(g, "continent", "text", SG_TYPE_TEXT, true, false, 0);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 0);
	schema_graph_add_column(g, "density", "double precision", SG_TYPE_NUMBER, true, false, 0);
	CHECK(text_tokenize(question, strlen(question), &t, &err));
	link_result_init(&r);
	link_names(g, &t, &r);
	for (int i = 0; i < r.n_links; i++)
		if (r.links[i].kind == LINK_COLUMN &&
			strcmp(t.tokens[r.links[i].token_start].text, word) == 0)
			found = true;
	link_result_free(&r);
	text_tokens_free(&t);
	schema_graph_free(g);
	return found;
}

UNIT_TEST(a_compound_of_two_number_columns_names_the_second)
{
	/* "population density" is the density */
	CHECK(!word_links_a_column("which country has the highest population density", "population"));
	CHECK(word_links_a_column("which country has the highest population density", "density"));
	/* apart, each names its own */
	CHECK(word_links_a_column("the population and density of france", "population"));
	/* "continent name" is the continent (a text column): both stay */
	CHECK(word_links_a_column("what is the continent name of france", "continent"));
	CHECK(word_links_a_column("what is the continent name of france", "name"));
}

/* A step of the answer stage as the tests call it. */
typedef SqlNode *(*Step) (SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
						  const LinkResult *links, const TableNames *names);

static SqlNode *
counted_column(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
			   const LinkResult *links, const TableNames *names)
{
	return sql_count_as_counted_column(ast, g, tokens, links, names);
}

static SqlNode *
dimension_things(SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				 const LinkResult *links, const TableNames *names)
{
	return sql_node_clone(sql_dimension_things(ast, g, tokens, links, names));
}

/*
 * What step makes of the query in notation for question ("-": nothing), the question's
 * names and its dimension words linked as dimension_links does.
 */
static char *
stepped(Step step, const char *question, int value_token, int value_column, const char *value,
		const char *notation)
{
	SchemaGraph *g = geo_graph();
	StepCase	sc;
	TableNames *names;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	link_names(g, &sc.t, &sc.links);
	if (value != NULL)
		link_result_add(&sc.links, LINK_VALUE, LINK_EXACT, value_token, value_token + 1,
						g->columns[value_column].table, value_column, value);
	link_dimension_words(g, &sc.t, &sc.links);
	names = name_columns_find(g);
	sql = rendered_copy(step(sc.ast, g, &sc.t, &sc.links, names), g, NULL);
	dt_free(names);
	step_case_end(&sc);
	schema_graph_free(g);
	return sql;
}

#define CHECK_STEP(step, question, token, column, value, notation, expected)  \
	do {                                                                       \
		char *_s = stepped(step, question, token, column, value, notation);    \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

UNIT_TEST(largest_state_is_the_state)
{
	/* ranked by its area, answered with it: the state answers */
	CHECK_STEP(dimension_things, "what is the largest state", -1, 0, NULL,
			   "sql_select from_table T:state ; select_expr expr_column C:0:area ; ; ; ; "
			   "order_desc expr_column C:0:area ; V:integer:1",
			   "SELECT t0.state_name FROM public.state AS t0 ORDER BY t0.area DESC NULLS LAST LIMIT 1");
	/* "how big" asks for the area itself */
	CHECK_STEP(dimension_things, "how big is the largest state", -1, 0, NULL,
			   "sql_select from_table T:state ; select_expr expr_column C:0:area ; ; ; ; "
			   "order_desc expr_column C:0:area ; V:integer:1",
			   "SELECT t0.area FROM public.state AS t0 ORDER BY t0.area DESC NULLS LAST LIMIT 1");
	CHECK_STEP(dimension_things, "how big is texas", 3, STATE_NAME, "texas",
			   "sql_select from_table T:state ; select_expr expr_column C:0:area ; "
			   "cond_eq expr_column C:0:state_name expr_value V:text:texas ; ; ; ;",
			   "SELECT t0.area FROM public.state AS t0 WHERE t0.state_name = 'texas'");
	/* the area only answered, not ranked by: as it was */
	CHECK_STEP(dimension_things, "what is the area of the largest state", -1, 0, NULL,
			   "sql_select from_table T:state ; select_expr expr_column C:0:area ; ; ; ; "
			   "order_desc expr_column C:0:population ; V:integer:1",
			   "SELECT t0.area FROM public.state AS t0 ORDER BY t0.population DESC NULLS LAST LIMIT 1");
	/* the greatest area answered: the state that has it */
	CHECK_STEP(dimension_things, "what is the largest state", -1, 0, NULL,
			   "sql_select from_table T:state ; select_expr agg_max expr_column C:0:area ; ; ; ; ; ;",
			   "SELECT t0.state_name FROM public.state AS t0 ORDER BY t0.area DESC NULLS LAST LIMIT 1");
	CHECK_STEP(dimension_things, "what is the smallest state", -1, 0, NULL,
			   "sql_select from_table T:state ; select_expr agg_min expr_column C:0:area ; ; ; ; ; ;",
			   "SELECT t0.state_name FROM public.state AS t0 ORDER BY t0.area ASC LIMIT 1");
	/* the area asked for, by its name or by "how big" */
	CHECK_STEP(dimension_things, "what is the largest area of a state", -1, 0, NULL,
			   "sql_select from_table T:state ; select_expr agg_max expr_column C:0:area ; ; ; ; ; ;",
			   "SELECT max(t0.area) FROM public.state AS t0");
	CHECK_STEP(dimension_things, "how big is the largest state", -1, 0, NULL,
			   "sql_select from_table T:state ; select_expr agg_max expr_column C:0:area ; ; ; ; ; ;",
			   "SELECT max(t0.area) FROM public.state AS t0");
}

UNIT_TEST(how_big_is_the_area)
{
	/* the named row's area, not a count of it */
	CHECK_STEP(counted_column, "how big is texas", 3, STATE_NAME, "texas",
			   "sql_select from_table T:state ; select_expr agg_count_star ; "
			   "cond_eq expr_column C:0:state_name expr_value V:text:texas ; ; ; ;",
			   "SELECT t0.area FROM public.state AS t0 WHERE t0.state_name = 'texas'");
	/* of two elevations, the one whose other words the question says; a text answer
	 * (the point's name) gives way too */
	CHECK_STEP(counted_column, "how high is the highest point of florida", 7, HIGHLOW_STATE_NAME,
			   "florida",
			   "sql_select from_table T:highlow ; select_expr expr_column C:0:highest_point ; "
			   "cond_eq expr_column C:0:state_name expr_value V:text:florida ; ; ; ;",
			   "SELECT t0.highest_elevation FROM public.highlow AS t0 WHERE t0.state_name = 'florida'");
	/* or the one the WHERE's column says: highest_point */
	CHECK_STEP(counted_column, "how high is guadalupe peak", 3, HIGHLOW_HIGHEST_POINT, "guadalupe",
			   "sql_select from_table T:highlow ; select_expr agg_count_star ; "
			   "cond_eq expr_column C:0:highest_point expr_value V:text:guadalupe ; ; ; ;",
			   "SELECT t0.highest_elevation FROM public.highlow AS t0 WHERE t0.highest_point = 'guadalupe'");
	/* no row pinned: the sizes of several things add up to no size */
	CHECK_STEP(counted_column, "how big are the states", -1, 0, NULL,
			   "sql_select from_table T:state ; select_expr agg_count_star ; ; ; ; ; ;",
			   "-");
	/* a number answered already is left to the model */
	CHECK_STEP(counted_column, "how big is texas", 3, STATE_NAME, "texas",
			   "sql_select from_table T:state ; select_expr expr_column C:0:population ; "
			   "cond_eq expr_column C:0:state_name expr_value V:text:texas ; ; ; ;",
			   "-");
}


/* The against_dimensions cost count of the query in notation for question, its names and
 * dimension words linked as dimension_links does. */
static int
against(const char *question, const char *notation)
{
	SchemaGraph *g = geo_graph();
	StepCase	sc;
	int			n = -1;

	if (step_case_begin(&sc, g, question, notation))
	{
		link_names(g, &sc.t, &sc.links);
		link_dimension_words(g, &sc.t, &sc.links);
		n = sql_against_dimensions(sc.ast, g, &sc.t, &sc.links);
	}
	step_case_end(&sc);
	schema_graph_free(g);
	return n;
}

#define AREA_RANKED_BY(column) \
	"sql_select from_table T:state ; select_expr expr_column C:0:area ; ; ; ; " \
	"order_asc expr_column C:0:" column " ; V:integer:1"
#define AREA_OF_THE_MAX(column) \
	"sql_select from_table T:state ; select_expr expr_column C:0:area ; " \
	"cond_eq expr_column C:0:area expr_subquery sql_select from_table T:state ; " \
	"select_expr agg_max expr_column C:1:" column " ; ; ; ; ; ; ; ; ; ;"

UNIT_TEST(a_ranking_against_the_dimension_a_word_says_costs)
{
	/* "smallest" of a state says its area; its population no word says */
	CHECK_INT_EQ(against("what is the area of the smallest state", AREA_RANKED_BY("population")), 1);
	CHECK_INT_EQ(against("what is the area of the smallest state", AREA_RANKED_BY("area")), 0);
	CHECK_INT_EQ(against("what is the area of the largest state", AREA_OF_THE_MAX("population")), 1);
	CHECK_INT_EQ(against("what is the area of the largest state", AREA_OF_THE_MAX("area")), 0);
	/* the column ranked by said, or no dimension word */
	CHECK_INT_EQ(against("what is the area of the state with the smallest population",
						 AREA_RANKED_BY("population")), 0);
	CHECK_INT_EQ(against("what is the area of the first state", AREA_RANKED_BY("population")), 0);
}

/* What dimension_things makes of "SELECT price FROM titles ORDER BY price <dir> LIMIT 1"
 * for question, its money words linked as link_measure_words does. */
static char *
priced_thing(const char *question, const char *dir)
{
	SchemaGraph *g = schema_graph_new();
	StepCase	sc;
	TableNames *names;
	char		notation[256];
	char	   *sql;

	schema_graph_add_table(g, "public", "titles", SG_TABLE, 0);
	schema_graph_add_column(g, "title", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "price", "numeric", SG_TYPE_NUMBER, true, false, 0);
	snprintf(notation, sizeof(notation), "sql_select from_table T:titles ; select_expr "
			 "expr_column C:0:price ; ; ; ; %s expr_column C:0:price ; V:integer:1", dir);
	if (!step_case_begin(&sc, g, question, notation))
		return strdup("?");
	link_names(g, &sc.t, &sc.links);
	link_measure_words(g, &sc.t, &sc.links);
	names = name_columns_find(g);
	sql = rendered_copy(dimension_things(sc.ast, g, &sc.t, &sc.links, names), g, NULL);
	dt_free(names);
	step_case_end(&sc);
	schema_graph_free(g);
	return sql;
}

#define CHECK_PRICED(question, dir, expected)                                  \
	do {                                                                       \
		char *_s = priced_thing(question, dir);                                \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

UNIT_TEST(the_priciest_book_is_the_book)
{
	/* an adjective of price says what a thing costs: the thing answers */
	CHECK_PRICED("What is our priciest book?", "order_desc",
				 "SELECT t0.title FROM public.titles AS t0 ORDER BY t0.price DESC NULLS LAST LIMIT 1");
	CHECK_PRICED("Which is the cheapest one?", "order_asc",
				 "SELECT t0.title FROM public.titles AS t0 ORDER BY t0.price ASC LIMIT 1");
	/* the price asked for: by its name, or with "how much" */
	CHECK_PRICED("What is the price of the cheapest book?", "order_asc",
				 "SELECT t0.price FROM public.titles AS t0 ORDER BY t0.price ASC LIMIT 1");
	CHECK_PRICED("How much is the most expensive book?", "order_desc",
				 "SELECT t0.price FROM public.titles AS t0 ORDER BY t0.price DESC NULLS LAST LIMIT 1");
}

/* orders(order_id, subtotal, order_total, unit_price), payments(payment_id, amount,
 * total_paid) and customers(customer_id, income), all money but the keys */
static SchemaGraph *
records_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	schema_graph_add_table(g, "public", "orders", SG_TABLE, 0);
	schema_graph_add_column(g, "order_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "subtotal", "numeric(10,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "order_total", "numeric(10,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "unit_price", "numeric(10,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "payments", SG_TABLE, 0);
	schema_graph_add_column(g, "payment_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "amount", "numeric(10,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "total_paid", "numeric(10,2)", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "customers", SG_TABLE, 0);
	schema_graph_add_column(g, "customer_id", "integer", SG_TYPE_NUMBER, false, true, 0);
	schema_graph_add_column(g, "income", "numeric(10,2)", SG_TYPE_NUMBER, true, false, 0);
	return g;
}

/* The column (graph index) a size word of question links to over records_graph, -1 for
 * none, -2 for several. */
static int
total_link(const char *question, const char *word)
{
	SchemaGraph *g = records_graph();
	DtError		err = {0};
	TextTokens	t = {0};
	LinkResult	r;
	int			found = -1;

	CHECK(text_tokenize(question, strlen(question), &t, &err));
	link_result_init(&r);
	link_names(g, &t, &r);
	link_dimension_words(g, &t, &r);
	for (int i = 0; i < r.n_links; i++)
		if (r.links[i].match == LINK_MEASURE &&
			strcmp(t.tokens[r.links[i].token_start].text, word) == 0)
			found = found == -1 ? r.links[i].column : -2;
	link_result_free(&r);
	text_tokens_free(&t);
	schema_graph_free(g);
	return found;
}

UNIT_TEST(a_record_with_no_size_is_as_big_as_its_total)
{
	SchemaGraph *g = records_graph();

	/* the total, not the subtotal nor the price; of two totals, none */
	CHECK_INT_EQ(measure_table_total(g, 0), 2);
	CHECK_INT_EQ(measure_table_total(g, 1), -1);
	CHECK_INT_EQ(measure_table_total(g, 2), 8);
	schema_graph_free(g);
	CHECK_INT_EQ(total_link("which order was the biggest", "biggest"), 2);
	CHECK_INT_EQ(total_link("show our five largest orders", "largest"), 2);
	/* two amounts of the payments: nothing said */
	CHECK_INT_EQ(total_link("what is the largest payment", "largest"), -1);
	/* a noun of size asks for a size, which an order has none of */
	CHECK_INT_EQ(total_link("what is the size of the order", "size"), -1);
	/* a person's income, the customers' one amount, is no size of theirs */
	CHECK_INT_EQ(total_link("who are our biggest customers", "biggest"), -1);
}

int
main(void)
{
	UNIT_RUN(dimension_columns_by_name_and_type);
	UNIT_RUN(dimension_words_link_to_the_things_dimension);
	UNIT_RUN(dimension_words_ask_for_a_value_or_a_thing);
	UNIT_RUN(a_compound_of_two_number_columns_names_the_second);
	UNIT_RUN(largest_state_is_the_state);
	UNIT_RUN(how_big_is_the_area);
	UNIT_RUN(the_priciest_book_is_the_book);
	UNIT_RUN(a_ranking_against_the_dimension_a_word_says_costs);
	UNIT_RUN(a_record_with_no_size_is_as_big_as_its_total);
	UNIT_DONE();
}
