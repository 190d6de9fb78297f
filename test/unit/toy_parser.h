/*
 * toy_parser.h — a hand-built GeoQuery-like schema and thirteen questions with their gold
 * action sequences, as ParserExamples, and a small parser configuration: the fixture of
 * the parser tests that need a trained model in seconds (test_model.c, test_parser_cuda.c).
 * Include once per test program, after unit.h.
 */
#ifndef DTFIXUP_TEST_TOY_PARSER_H
#define DTFIXUP_TEST_TOY_PARSER_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "action_notation.h"
#include "model/parser.h"
#include "schema/linking.h"
#include "sql/sql_transition.h"

/* ------------------------------------------------------------------ fixture */

static SchemaGraph *
toy_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			state_name,
				city_state,
				river_state;

	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	state_name = schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "area", "double precision", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_column(g, "capital", "text", SG_TYPE_TEXT, true, false, 4);
	schema_graph_add_table(g, "public", "city", SG_TABLE, 0);
	schema_graph_add_column(g, "city_name", "text", SG_TYPE_TEXT, false, true, 1);
	city_state = schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, false, 2);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_table(g, "public", "river", SG_TABLE, 0);
	schema_graph_add_column(g, "river_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "length", "integer", SG_TYPE_NUMBER, true, false, 2);
	river_state = schema_graph_add_column(g, "traverse", "text", SG_TYPE_TEXT, true, false, 3);
	schema_graph_add_foreign_key(g, 1, 0, 1, &city_state, &state_name);
	schema_graph_add_foreign_key(g, 2, 0, 1, &river_state, &state_name);
	return g;
}

/* Action notation: see action_notation.h; each sequence declares its own instances. */
static void
parse_actions(const SchemaGraph *g, const char *text, SqlActionList *out)
{
	ActionNotation st = {.n_instances = 0};

	action_notation_parse(&st, g, text, out);
}

typedef struct ToyPair
{
	const char *question;
	const char *actions;
	const char *db_value;		/* a stored value the glue's look-up would link, or NULL */
} ToyPair;

#define WHERE_END "; ; ; ;"
static const ToyPair toy_pairs[] = {
	{"what is the population of texas",
	"sql_select from_table T:state ; select_expr expr_column C:0:population ; cond_eq expr_column C:0:state_name expr_value V:text:texas " WHERE_END, NULL},
	{"what is the capital of ohio",
	"sql_select from_table T:state ; select_expr expr_column C:0:capital ; cond_eq expr_column C:0:state_name expr_value V:text:ohio " WHERE_END, NULL},
	{"what is the area of utah",
	"sql_select from_table T:state ; select_expr expr_column C:0:area ; cond_eq expr_column C:0:state_name expr_value V:text:utah " WHERE_END, NULL},
	{"which cities are in texas",
	"sql_select from_table T:city ; select_expr expr_column C:0:city_name ; cond_eq expr_column C:0:state_name expr_value V:text:texas " WHERE_END, NULL},
	{"what is the population of austin",
	"sql_select from_table T:city ; select_expr expr_column C:0:population ; cond_eq expr_column C:0:city_name expr_value V:text:austin " WHERE_END, NULL},
	{"how many cities are in ohio",
	"sql_select from_table T:city ; select_expr agg_count_star ; cond_eq expr_column C:0:state_name expr_value V:text:ohio " WHERE_END, NULL},
	{"which rivers traverse utah",
	"sql_select from_table T:river ; select_expr expr_column C:0:river_name ; cond_eq expr_column C:0:traverse expr_value V:text:utah " WHERE_END, NULL},
	{"what is the length of the colorado",
	"sql_select from_table T:river ; select_expr expr_column C:0:length ; cond_eq expr_column C:0:river_name expr_value V:text:colorado " WHERE_END, NULL},
	{"which state has the largest population",
	"sql_select from_table T:state ; select_expr expr_column C:0:state_name ; ; ; ; order_desc expr_column C:0:population ; V:integer:1", NULL},
	{"which states have a population above 5000000",
	"sql_select from_table T:state ; select_expr expr_column C:0:state_name ; cond_gt expr_column C:0:population expr_value V:integer:5000000 " WHERE_END, NULL},
	{"list the cities in the state whose capital is austin",
	"sql_select from_table T:city from_table_join T:state cond_eq expr_column C:1:state_name expr_column C:0:state_name ; select_expr expr_column C:0:city_name ; cond_eq expr_column C:1:capital expr_value V:text:austin " WHERE_END, NULL},
	{"how many rivers are there",
	"sql_select from_table T:river ; select_expr agg_count_star ; ; ; ; ; ;", NULL},
	{"what is the capital of new york",
	"sql_select from_table T:state ; select_expr expr_column C:0:capital ; cond_eq expr_column C:0:state_name expr_value V:text:New_York " WHERE_END, "New York"},
};

#define N_TOY ((int) (sizeof(toy_pairs) / sizeof(toy_pairs[0])))

static SchemaGraph *toy_g;
static ParserExample *toy_ex[N_TOY];
static SqlNode *toy_gold[N_TOY];

/*
 * The example of question q on the toy schema with gold `actions` (action notation), linked
 * as the glue links it: names and quantities, and db_value as the stored value the glue's
 * look-up would find for "new york" (NULL: none).  *gold receives the gold AST (the caller
 * frees it after the example).  Aborts when the gold or the example cannot be built.
 */
static ParserExample *
toy_example(const char *q, const char *actions, const char *db_value, SqlNode **gold)
{
	DtError		err;
	TextTokens	tok;
	LinkResult	links;
	SqlActionList acts;
	ParserExample *ex;

	memset(&err, 0, sizeof(err));
	CHECK(text_tokenize(q, strlen(q), &tok, &err));
	link_result_init(&links);
	link_names(toy_g, &tok, &links);
	link_quantities(&tok, &links);
	if (db_value)
	{
		/* what src/pg/answer/value_lookup.c would find: "new york" in state.state_name */
		const char *at = strstr(q, "new york");
		int			start = -1;

		for (int k = 0; k < tok.n; k++)
			if (tok.tokens[k].byte_start == (int) (at - q))
				start = k;
		link_result_add(&links, LINK_VALUE, LINK_EXACT, start, start + 2, 0, 0, db_value);
	}
	parse_actions(toy_g, actions, &acts);
	*gold = ts_build_ast(toy_g, &acts, &err);
	if (*gold == NULL)
	{
		UNIT_FAIL("gold of \"%s\" does not build: %s", q, err.message);
		abort();
	}
	ex = parser_example_new(q, toy_g, &links, *gold, &err);
	if (ex == NULL)
	{
		UNIT_FAIL("example \"%s\": %s", q, err.message);
		abort();
	}
	sql_action_list_free(&acts);
	link_result_free(&links);
	text_tokens_free(&tok);
	return ex;
}

static void
build_toy(void)
{
	toy_g = toy_graph();
	for (int i = 0; i < N_TOY; i++)
	{
		toy_ex[i] = toy_example(toy_pairs[i].question, toy_pairs[i].actions,
								toy_pairs[i].db_value, &toy_gold[i]);
		/* only LIMIT 1's literal is not in its question (the parser's constant "1") */
		CHECK_INT_EQ(toy_ex[i]->n_gold_values_missing, i == 8 ? 1 : 0);
	}
}

static ParserConfig
toy_config(void)
{
	ParserConfig c = parser_config_default();
	DtError		err;

	if (!parser_config_from_json(&c,
								 "{\"layers\": 2, \"d_model\": 32, \"heads\": 4, \"d_ff\": 64, "
								 "\"encoder_hidden\": 16, \"word_dim\": 32, \"action_dim\": 16, "
								 "\"node_dim\": 8, \"decoder_hidden\": 64, \"hash_buckets\": 2000, "
								 "\"dropout\": 0.0, \"batch_size\": 4, \"lr\": 0.003, \"epochs\": 120, "
								 "\"seed\": 7, \"beam_size\": 3}", &err))
	{
		fprintf(stderr, "toy config: %s\n", err.message);
		abort();
	}
	return c;
}

#endif
