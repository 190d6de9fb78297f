/*
 * model_speed.c — how long the SQL-SP parser takes per training example and per beam-5
 * decode on a GeoQuery-sized input (the real GeoQuery schema: 7 tables, 29 columns; real
 * GeoQuery questions of 7..12 tokens with their gold queries of 30..50 actions).
 *
 *   bench/model_speed/run.sh ['{"layers": 4, ...}']      (config JSON on top of the defaults)
 *
 * Prints the parameter count, ms per training example (mean over batches of 16 after
 * warm-up), and decode latency with beam 5 (p50 / p90 over repeated decodes after the
 * model has fitted the examples, so the hypotheses have realistic lengths).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "model/parser.h"
#include "schema/linking.h"
#include "sql/sql_transition.h"

#include "geo_bench.h"

static const char *const pairs[][2] = {
	{"what is the biggest city in nebraska",
		"sql_select from_table T:city ; select_expr expr_column C:0:city_name ; cond_and cond_eq expr_column C:0:population "
		"expr_subquery sql_select from_table T:city ; select_expr agg_max expr_column C:1:population ; "
		"cond_eq expr_column C:1:state_name expr_value V:text:nebraska ; ; ; ; "
	"cond_eq expr_column C:0:state_name expr_value V:text:nebraska ; ; ; ;"},
	{"how many states border the state with the largest population",
		"sql_select from_table T:border_info ; select_expr agg_count expr_column C:0:border ; "
		"cond_eq expr_column C:0:state_name expr_subquery sql_select from_table T:state ; "
		"select_expr expr_column C:1:state_name ; cond_eq expr_column C:1:population expr_subquery "
		"sql_select from_table T:state ; select_expr agg_max expr_column C:2:population ; ; ; ; ; ; "
	"; ; ; ; ; ; ; ;"},
	{"what rivers flow through states that border the state with the capital austin",
		"sql_select from_table T:river ; select_expr expr_column C:0:river_name ; cond_in_query "
		"expr_column C:0:traverse sql_select from_table T:border_info from_table_join T:state "
		"cond_eq expr_column C:2:state_name expr_column C:1:state_name ; select_expr expr_column C:1:border ; "
		"cond_eq expr_column C:2:capital expr_value V:text:austin ; ; ; ; ; ; ; ;"},
};

#define N_PAIRS ((int) (sizeof(pairs) / sizeof(pairs[0])))

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int
cmp_double(const void *a, const void *b)
{
	double		x = *(const double *) a,
				y = *(const double *) b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char **argv)
{
	SchemaGraph *g = geo_graph();
	ParserExample *ex[N_PAIRS];
	ParserExample *batch[16];
	ParserConfig cfg = parser_config_default();
	DtError		err;
	Parser	   *p;
	double		t0,
				train_ms = 0,
				lat[60];
	int			n_batches = 0,
				n_lat = 0,
				n_actions = 0;

	if (argc > 1 && !parser_config_from_json(&cfg, argv[1], &err))
	{
		fprintf(stderr, "config: %s\n", err.message);
		return 1;
	}
	for (int i = 0; i < N_PAIRS; i++)
	{
		SqlActionList acts;
		SqlNode    *ast;
		TextTokens	tok;
		LinkResult	links;

		parse_actions_sep(g, pairs[i][1], ' ', &acts);
		ast = ts_build_ast(g, &acts, &err);
		if (ast == NULL)
		{
			fprintf(stderr, "pair %d: %s\n", i, err.message);
			return 1;
		}
		text_tokenize(pairs[i][0], strlen(pairs[i][0]), &tok, &err);
		link_result_init(&links);
		link_names(g, &tok, &links);
		link_quantities(&tok, &links);
		ex[i] = parser_example_new(pairs[i][0], g, &links, ast, &err);
		if (ex[i] == NULL)
		{
			fprintf(stderr, "example %d: %s\n", i, err.message);
			return 1;
		}
		printf("example %d: %d tokens, %d items, %d gold actions, %d value candidates\n", i,
			   ex[i]->tokens.n, ex[i]->n_items, ex[i]->gold.n, ex[i]->n_values);
		n_actions += ex[i]->gold.n;
		sql_action_list_free(&acts);
		sql_node_free(ast);
		link_result_free(&links);
		text_tokens_free(&tok);
	}
	for (int i = 0; i < 16; i++)
		batch[i] = ex[i % N_PAIRS];
	cfg.batch_size = 16;
	p = parser_new(&cfg, ex, N_PAIRS, &err);
	if (p == NULL || !parser_prepare_training(p, batch, 16, NULL, &err))
	{
		fprintf(stderr, "parser: %s\n", err.message);
		return 1;
	}
	printf("parameters: %zu (layers %d, d_model %d, d_ff %d, decoder_hidden %d)\n",
		   parser_n_parameters(p), cfg.layers, cfg.d_model, cfg.d_ff, cfg.decoder_hidden);
	for (int b = 0; b < 30; b++)
	{
		double		loss;

		t0 = now_ms();
		if (!parser_train_batch(p, batch, 16, &loss, &err))
		{
			fprintf(stderr, "train: %s\n", err.message);
			return 1;
		}
		if (b >= 2)
		{
			train_ms += now_ms() - t0;
			n_batches++;
		}
		if (b % 10 == 0 || b == 29)
			printf("batch %2d loss %.3f\n", b, loss);
	}
	printf("training: %.2f ms per example (mean action count %.1f)\n",
		   train_ms / (n_batches * 16.0), n_actions / (double) N_PAIRS);
	for (int r = 0; r < 20; r++)
		for (int i = 0; i < N_PAIRS; i++)
		{
			ParserHypothesis *h;
			int			n;

			t0 = now_ms();
			parser_decode(p, ex[i], 5, &h, &n, &err);
			lat[n_lat++] = now_ms() - t0;
			if (r == 0)
				printf("decode %d: %d hypotheses, best %d actions (gold %d), score %.3f\n", i, n,
					   n > 0 ? h[0].actions.n : 0, ex[i]->gold.n, n > 0 ? h[0].score : 0);
			parser_hypotheses_free(h, n);
		}
	qsort(lat, (size_t) n_lat, sizeof(double), cmp_double);
	printf("decode beam 5: p50 %.2f ms, p90 %.2f ms (%d decodes)\n", lat[n_lat / 2],
		   lat[n_lat * 9 / 10], n_lat);
	parser_free(p);
	for (int i = 0; i < N_PAIRS; i++)
		parser_example_free(ex[i]);
	schema_graph_free(g);
	return 0;
}
