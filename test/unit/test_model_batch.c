/*
 * test_model_batch.c — the batched teacher-forced loss (parser_teacher_batch.c) against
 * the per-example oracle (test/oracle/teacher_oracle.h): on a batch that mixes two schemas,
 * question and query lengths and every head (rules, tables, columns, values), with
 * dropout on, the losses agree per example and the whole parameter gradient agrees up to
 * float rounding; and a group larger than the batched pass's group size runs in pieces
 * with the same result.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "model/parser.h"
#include "model/parser_train.h"
#include "oracle/teacher_oracle.h"
#include "schema/linking.h"
#include "sql/sql_transition.h"
#include "action_notation.h"
#include "unit.h"

/* ------------------------------------------------------------------ fixture */

static SchemaGraph *
geo_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			state_name,
				city_state;

	schema_graph_add_table(g, "public", "state", SG_TABLE, 0);
	state_name = schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 2);
	schema_graph_add_column(g, "capital", "text", SG_TYPE_TEXT, true, false, 3);
	schema_graph_add_table(g, "public", "city", SG_TABLE, 0);
	schema_graph_add_column(g, "city_name", "text", SG_TYPE_TEXT, false, true, 1);
	city_state = schema_graph_add_column(g, "state_name", "text", SG_TYPE_TEXT, false, false, 2);
	schema_graph_add_column(g, "population", "integer", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_foreign_key(g, 1, 0, 1, &city_state, &state_name);
	return g;
}

/* A second schema of another size: its examples' memories are padded in a mixed group. */
static SchemaGraph *
school_graph(void)
{
	SchemaGraph *g = schema_graph_new();
	int			student_id,
				enrol_student;

	schema_graph_add_table(g, "public", "student", SG_TABLE, 0);
	student_id = schema_graph_add_column(g, "student_id", "integer", SG_TYPE_NUMBER, false, true, 1);
	schema_graph_add_column(g, "student_name", "text", SG_TYPE_TEXT, false, false, 2);
	schema_graph_add_column(g, "age", "integer", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_column(g, "home_city", "text", SG_TYPE_TEXT, true, false, 4);
	schema_graph_add_table(g, "public", "enrollment", SG_TABLE, 0);
	enrol_student = schema_graph_add_column(g, "student_id", "integer", SG_TYPE_NUMBER, false, false, 1);
	schema_graph_add_column(g, "course_name", "text", SG_TYPE_TEXT, false, false, 2);
	schema_graph_add_column(g, "grade", "integer", SG_TYPE_NUMBER, true, false, 3);
	schema_graph_add_table(g, "public", "teacher", SG_TABLE, 0);
	schema_graph_add_column(g, "teacher_name", "text", SG_TYPE_TEXT, false, true, 1);
	schema_graph_add_column(g, "subject", "text", SG_TYPE_TEXT, true, false, 2);
	schema_graph_add_foreign_key(g, 1, 0, 1, &enrol_student, &student_id);
	return g;
}

typedef struct Pair
{
	int			schema;			/* 0 geo, 1 school */
	const char *question;
	const char *actions;
} Pair;

#define WHERE_END "; ; ; ;"
static const Pair pairs[] = {
	{0, "what is the population of texas",
	"sql_select from_table T:state ; select_expr expr_column C:0:population ; cond_eq expr_column C:0:state_name expr_value V:text:texas " WHERE_END},
	{1, "how many students are there",
	"sql_select from_table T:student ; select_expr agg_count_star ; ; ; ; ; ;"},
	{0, "list the cities in the state whose capital is austin",
	"sql_select from_table T:city from_table_join T:state cond_eq expr_column C:1:state_name expr_column C:0:state_name ; select_expr expr_column C:0:city_name ; cond_eq expr_column C:1:capital expr_value V:text:austin " WHERE_END},
	{1, "which students are older than 20",
	"sql_select from_table T:student ; select_expr expr_column C:0:student_name ; cond_gt expr_column C:0:age expr_value V:integer:20 " WHERE_END},
	{0, "which state has the largest population",
	"sql_select from_table T:state ; select_expr expr_column C:0:state_name ; ; ; ; order_desc expr_column C:0:population ; V:integer:1"},
	{1, "what grades did the students from boston get in the course named algebra",
	"sql_select from_table T:enrollment from_table_join T:student cond_eq expr_column C:1:student_id expr_column C:0:student_id ; select_expr expr_column C:0:grade ; cond_and cond_eq expr_column C:1:home_city expr_value V:text:boston cond_eq expr_column C:0:course_name expr_value V:text:algebra " WHERE_END},
	{1, "what subject does the teacher smith teach",
	"sql_select from_table T:teacher ; select_expr expr_column C:0:subject ; cond_eq expr_column C:0:teacher_name expr_value V:text:smith " WHERE_END},
	{0, "how many cities are in ohio",
	"sql_select from_table T:city ; select_expr agg_count_star ; cond_eq expr_column C:0:state_name expr_value V:text:ohio " WHERE_END},
};

#define N_PAIRS ((int) (sizeof(pairs) / sizeof(pairs[0])))

static SchemaGraph *graphs[2];
static ParserExample *examples[N_PAIRS];
static SqlNode *golds[N_PAIRS];

static void
build_examples(void)
{
	DtError		err;

	graphs[0] = geo_graph();
	graphs[1] = school_graph();
	for (int i = 0; i < N_PAIRS; i++)
	{
		const SchemaGraph *g = graphs[pairs[i].schema];
		ActionNotation st = {.n_instances = 0};
		TextTokens	tok;
		LinkResult	links;
		SqlActionList actions;
		const char *q = pairs[i].question;

		memset(&err, 0, sizeof(err));
		CHECK(text_tokenize(q, strlen(q), &tok, &err));
		link_result_init(&links);
		link_names(g, &tok, &links);
		link_quantities(&tok, &links);
		action_notation_parse(&st, g, pairs[i].actions, &actions);
		golds[i] = ts_build_ast(g, &actions, &err);
		if (golds[i] == NULL)
		{
			UNIT_FAIL("gold %d does not build: %s", i, err.message);
			abort();
		}
		examples[i] = parser_example_new(q, g, &links, golds[i], &err);
		if (examples[i] == NULL)
		{
			UNIT_FAIL("example %d: %s", i, err.message);
			abort();
		}
		sql_action_list_free(&actions);
		link_result_free(&links);
		text_tokens_free(&tok);
	}
}

static Parser *
new_parser(void)
{
	ParserConfig c = parser_config_default();
	DtError		err;
	Parser	   *p;

	memset(&err, 0, sizeof(err));
	if (!parser_config_from_json(&c,
								 "{\"layers\": 2, \"d_model\": 32, \"heads\": 4, \"d_ff\": 64, "
								 "\"encoder_hidden\": 16, \"word_dim\": 32, \"action_dim\": 16, "
								 "\"node_dim\": 8, \"decoder_hidden\": 48, \"hash_buckets\": 2000, "
								 "\"dropout\": 0.2, \"batch_size\": 4, \"lr\": 0.003, "
								 "\"seed\": 11, \"threads\": 1}", &err))
	{
		fprintf(stderr, "config: %s\n", err.message);
		abort();
	}
	p = parser_new(&c, examples, N_PAIRS, &err);
	if (p == NULL || !parser_prepare_training(p, examples, N_PAIRS, NULL, &err))
	{
		fprintf(stderr, "parser: %s\n", err.message);
		abort();
	}
	/* a few steps, so that the gradients are not those of a symmetric start */
	for (int s = 0; s < 3; s++)
		CHECK(parser_train_batch(p, examples + s, 4, NULL, &err));
	return p;
}

/* The largest difference of two gradients relative to the first's largest entry. */
static double
grad_rel_diff(const float *a, const float *b, size_t count)
{
	double		mx = 0,
				diff = 0;

	for (size_t k = 0; k < count; k++)
	{
		if (fabs(a[k]) > mx)
			mx = fabs(a[k]);
		if (fabs(b[k] - a[k]) > diff)
			diff = fabs(b[k] - a[k]);
	}
	return mx > 0 ? diff / mx : INFINITY;
}

/*
 * The batch (examples in the order of idx, n of them, batch positions 0..n-1) one example
 * at a time and side by side: the losses and the gradients (scaled by 1/n) must agree.
 * With schema_cache the side-by-side run shares one schema's encodings as a training
 * worker does without word dropout (the other schema's names go through the group's
 * BiLSTM pass); without it every example's names do, as under word dropout.
 */
static void
compare_with(Parser *p, ParserExample **batch, int n, const char *what, bool schema_cache)
{
	TeacherPlan *plans = calloc((size_t) n, sizeof(TeacherPlan));
	int		   *pos = malloc(sizeof(int) * (size_t) n);
	double	   *alone = malloc(sizeof(double) * (size_t) n),
			   *side = malloc(sizeof(double) * (size_t) n);
	float	   *ref = malloc(sizeof(float) * p->params.count);
	uint64_t	seed0 = 12345;
	float		scale = 1.0f / (float) n;
	double		rel,
				sum_alone = 0,
				sum_side = 0;
	int			scored = 0;

	for (int i = 0; i < n; i++)
	{
		parser_teacher_plan(p, batch[i], &plans[i]);
		pos[i] = i;
	}
	/* one by one, with dropout: the reference */
	dt_params_zero_grad(&p->params);
	for (int i = 0; i < n; i++)
		alone[i] = oracle_example_loss_planned(p, batch[i], &plans[i], true, true, scale,
											   parser_example_seed(seed0, i));
	memcpy(ref, p->params.grad, sizeof(float) * p->params.count);
	/* side by side, as a training worker runs them */
	dt_params_zero_grad(&p->params);
	parser_reserve_batch(p, batch, plans, pos, n);
	if (schema_cache)
		parser_schema_cache_begin(p);
	parser_batch_loss_planned(p, batch, plans, pos, n, true, true, scale, seed0, side);
	parser_schema_cache_flush(p);

	for (int i = 0; i < n; i++)
	{
		sum_alone += alone[i];
		sum_side += side[i];
		scored += alone[i] > 0;
		if (!(fabs(side[i] - alone[i]) <= 1e-5 * fabs(alone[i])))
			UNIT_FAIL("%s: example %d: loss %.9g alone, %.9g in the batch", what, i, alone[i],
					  side[i]);
	}
	CHECK_INT_EQ(scored, n);
	if (!(fabs(sum_side - sum_alone) <= 1e-5 * fabs(sum_alone)))
		UNIT_FAIL("%s: batch loss %.9g, sum of the examples' %.9g", what, sum_side, sum_alone);
	rel = grad_rel_diff(ref, p->params.grad, p->params.count);
	if (!(rel <= 1e-5))
		UNIT_FAIL("%s: gradients differ by %.3g of the largest entry", what, rel);
	/* and each named tensor on its own scale (a small tensor would hide in the global
	 * maximum), down to a floor: the attention and pointer key biases have a gradient of
	 * zero in exact arithmetic (the softmax ignores a constant added to every score), so
	 * theirs is rounding noise on both sides */
	{
		double		gmax = 0;

		for (size_t k = 0; k < p->params.count; k++)
			gmax = fmax(gmax, fabs(ref[k]));
		for (int k = 0; k < p->params.n_tensors; k++)
		{
			const DtTensor *t = &p->params.tensors[k];
			double		tmax = 0,
						diff = 0;

			for (size_t j = 0; j < t->numel; j++)
			{
				tmax = fmax(tmax, fabs(ref[t->offset + j]));
				diff = fmax(diff, fabs(t->grad[j] - ref[t->offset + j]));
			}
			if (!(diff <= 1e-4 * tmax + 1e-6 * gmax))
				UNIT_FAIL("%s: tensor %s: gradients differ by %.3g (its largest entry %.3g)",
						  what, t->name, diff, tmax);
		}
	}
	for (int i = 0; i < n; i++)
		parser_teacher_plan_free(&plans[i]);
	free(plans);
	free(pos);
	free(alone);
	free(side);
	free(ref);
}

/* Both ways a training worker runs a share: with the schema cache and without it. */
static void
compare(Parser *p, ParserExample **batch, int n, const char *what)
{
	char		label[128];

	snprintf(label, sizeof(label), "%s, schema cache", what);
	compare_with(p, batch, n, label, true);
	snprintf(label, sizeof(label), "%s, no schema cache", what);
	compare_with(p, batch, n, label, false);
}

/* ------------------------------------------------------------------ tests */

UNIT_TEST(batched_loss_and_gradient_equal_the_examples_sum)
{
	Parser	   *p = new_parser();
	ParserExample *batch[N_PAIRS];

	/* both schemas, every head, plans of different lengths, in mixed order */
	for (int i = 0; i < N_PAIRS; i++)
		batch[i] = examples[i];
	compare(p, batch, N_PAIRS, "mixed batch");
	/* a group of one, and a repeated example (two rows of the same plan) */
	compare(p, batch + 5, 1, "one example");
	batch[0] = examples[2];
	batch[1] = examples[2];
	compare(p, batch, 2, "repeated example");
	parser_free(p);
}

UNIT_TEST(a_share_larger_than_a_group_runs_in_pieces)
{
	Parser	   *p = new_parser();
	ParserExample *batch[40];

	/* 40 > the pass's group size of 32: two groups, the same sums */
	for (int i = 0; i < 40; i++)
		batch[i] = examples[(i * 3) % N_PAIRS];
	compare(p, batch, 40, "40 examples");
	parser_free(p);
}

int
main(int argc, char **argv)
{
	build_examples();
	UNIT_RUN(batched_loss_and_gradient_equal_the_examples_sum);
	UNIT_RUN(a_share_larger_than_a_group_runs_in_pieces);
	for (int i = 0; i < N_PAIRS; i++)
	{
		parser_example_free(examples[i]);
		sql_node_free(golds[i]);
	}
	schema_graph_free(graphs[0]);
	schema_graph_free(graphs[1]);
	UNIT_DONE();
}
