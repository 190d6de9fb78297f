/*
 * test_bridged_values.c — the amount of the row that relates two rows the question names
 * (sql/sql_bridged_values.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "sql/sql_bridged_values.h"
#include "unit.h"

#include "render_check.h"

/*
 * food_des(ndb_no text primary key, long_desc text), nutr_def(nutr_no text primary key,
 * nutrdesc text), nut_data(ndb_no -> food_des, nutr_no -> nutr_def, nutr_val numeric,
 * num_data_pts integer) and, with footnotes, footnote(ndb_no -> food_des, nutr_no ->
 * nutr_def, footnt_txt text): global columns food_des 0-1, nutr_def 2-3, nut_data 4-7,
 * footnote 8-10.  With a second bridge, sources(ndb_no -> food_des, nutr_no -> nutr_def,
 * year integer) too.
 */
static SchemaGraph *
nutrients_graph(bool second_bridge)
{
	SchemaGraph *g = schema_graph_new();
	int			from,
				to;

	schema_graph_add_table(g, "public", "food_des", SG_TABLE, 0);
	schema_graph_add_column(g, "ndb_no", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "long_desc", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "nutr_def", SG_TABLE, 0);
	schema_graph_add_column(g, "nutr_no", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "nutrdesc", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_table(g, "public", "nut_data", SG_TABLE, 0);
	schema_graph_add_column(g, "ndb_no", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "nutr_no", "text", SG_TYPE_TEXT, false, true, 2);
	schema_graph_add_column(g, "nutr_val", "numeric", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_column(g, "num_data_pts", "integer", SG_TYPE_NUMBER, false, false, 0);
	schema_graph_add_table(g, "public", "footnote", SG_TABLE, 0);
	schema_graph_add_column(g, "ndb_no", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "nutr_no", "text", SG_TYPE_TEXT, false, false, 0);
	schema_graph_add_column(g, "footnt_txt", "text", SG_TYPE_TEXT, false, false, 0);
	from = 4, to = 0;
	schema_graph_add_foreign_key(g, 2, 0, 1, &from, &to);
	from = 5, to = 2;
	schema_graph_add_foreign_key(g, 2, 1, 1, &from, &to);
	from = 8, to = 0;
	schema_graph_add_foreign_key(g, 3, 0, 1, &from, &to);
	from = 9, to = 2;
	schema_graph_add_foreign_key(g, 3, 1, 1, &from, &to);
	if (second_bridge)
	{
		schema_graph_add_table(g, "public", "sources", SG_TABLE, 0);
		schema_graph_add_column(g, "ndb_no", "text", SG_TYPE_TEXT, false, false, 0);
		schema_graph_add_column(g, "nutr_no", "text", SG_TYPE_TEXT, false, false, 0);
		schema_graph_add_column(g, "year", "integer", SG_TYPE_NUMBER, false, false, 0);
		from = 11, to = 0;
		schema_graph_add_foreign_key(g, 4, 0, 1, &from, &to);
		from = 12, to = 2;
		schema_graph_add_foreign_key(g, 4, 1, 1, &from, &to);
	}
	return g;
}

#define PROTEIN_ONLY "sql_select from_table T:nutr_def ; select_expr expr_column C:0:nutr_no ; " \
	"cond_eq expr_column C:0:nutrdesc expr_value V:text:Protein ; ; ; ;"

/*
 * The bridged_values copy of PROTEIN_ONLY for question, whose tokens [p, p+1) name the
 * nutrient 'Protein' and [c, c+2) the food 'Cheese, cheddar' (-1: not linked); with
 * amount_word >= 0, that token links to nut_data.num_data_pts.  Rendered ("-": none).
 */
static char *
bridged_copy(const char *question, int p, int c, int amount_word, bool second_bridge)
{
	SchemaGraph *g = nutrients_graph(second_bridge);
	StepCase	sc;
	char	   *sql;

	if (!step_case_begin(&sc, g, question, PROTEIN_ONLY))
	{
		schema_graph_free(g);
		return strdup("?");
	}
	if (p >= 0)
		link_result_add(&sc.links, LINK_VALUE, LINK_EXACT, p, p + 1, 1, 3, "Protein");
	if (c >= 0)
		link_result_add(&sc.links, LINK_VALUE, LINK_LEXICON, c, c + 2, 0, 1, "Cheese, cheddar");
	if (amount_word >= 0)
		link_result_add(&sc.links, LINK_COLUMN, LINK_PARTIAL, amount_word, amount_word + 1, 2, 7, NULL);
	sql = rendered_copy(sql_bridged_values(sc.ast, g, &sc.t, &sc.links), g, NULL);
	step_case_end(&sc);
	schema_graph_free(g);
	return sql;
}

#define CHECK_BRIDGED(question, p, c, amount_word, second, expected)             \
	do {                                                                       \
		char *_s = bridged_copy(question, p, c, amount_word, second);          \
		CHECK_STR_EQ(_s, expected);                                            \
		free(_s);                                                              \
	} while (0)

UNIT_TEST(the_amount_between_two_named_rows_is_read)
{
	/* 0 how 1 much 2 protein 3 is 4 in 5 100 6 grams 7 of 8 cheddar 9 cheese */
	CHECK_BRIDGED("How much protein is in 100 grams of cheddar cheese?", 2, 8, -1, false,
				  "SELECT t1.nutr_val FROM public.nutr_def AS t0 JOIN public.nut_data AS t1 "
				  "ON t1.nutr_no = t0.nutr_no JOIN public.food_des AS t2 ON t2.ndb_no = t1.ndb_no "
				  "WHERE t0.nutrdesc = 'Protein' AND t2.long_desc = 'Cheese, cheddar'");
	/* a word that names another amount of the bridge says which: 0 how 1 many 2 data 3
	 * points 4 back 5 the 6 protein 7 of 8 cheddar 9 cheese */
	CHECK_BRIDGED("How many data points back the protein of cheddar cheese?", 6, 8, 3, false,
				  "SELECT t1.num_data_pts FROM public.nutr_def AS t0 JOIN public.nut_data AS t1 "
				  "ON t1.nutr_no = t0.nutr_no JOIN public.food_des AS t2 ON t2.ndb_no = t1.ndb_no "
				  "WHERE t0.nutrdesc = 'Protein' AND t2.long_desc = 'Cheese, cheddar'");
}

UNIT_TEST(one_named_row_two_bridges_or_a_ranking_make_no_copy)
{
	/* one row named */
	CHECK_BRIDGED("How much protein is in 100 grams of cheddar cheese?", 2, -1, -1, false, "-");
	/* two tables with an amount refer to both: which one is meant is not said */
	CHECK_BRIDGED("How much protein is in 100 grams of cheddar cheese?", 2, 8, -1, true, "-");
	/* no amount asked: 0 which 1 protein 2 figures 3 in 4 cheddar 5 cheese */
	CHECK_BRIDGED("Which protein figures in cheddar cheese?", 1, 4, -1, false, "-");
	/* an amount over many rows: 0 how 1 much 2 protein 3 is 4 in 5 all 6 cheddar 7 cheese */
	CHECK_BRIDGED("How much protein is in all cheddar cheese?", 2, 6, -1, false, "-");
	/* rows counted: 0 how 1 many 2 of 3 our 4 protein 5 rows 6 are 7 cheddar 8 cheese */
	CHECK_BRIDGED("How many of our protein rows are cheddar cheese?", 4, 7, -1, false, "-");
}

int
main(void)
{
	UNIT_RUN(the_amount_between_two_named_rows_is_read);
	UNIT_RUN(one_named_row_two_bridges_or_a_ranking_make_no_copy);
	UNIT_DONE();
}
