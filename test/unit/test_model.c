/*
 * test_model.c — the SQL-SP parser end to end on a hand-built GeoQuery-like schema:
 * configuration JSON, training (the loss falls), beam decoding of the training questions
 * (exact AST match), checkpoint round trip (identical decoding, also for a parser that
 * borrows read-only weights) and corrupt bytes, and a
 * finite-difference check of the whole model's loss in every component (the loss of one
 * example at a time, test/oracle/, which the training path is held to here and in
 * test_model_batch).
 */
#include <math.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>

#include "common/alloc.h"
#include "common/float16.h"
#include "common/stop.h"
#include "model/checkpoint.h"
#include "model/parser.h"
#include "schema/relations.h"
#include "model/parser_train.h"
#include "oracle/teacher_oracle.h"
#include "schema/linking.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
#include "text/subword_hash.h"
#include "action_notation.h"
#include "nn/backend_loader.h"
#include "unit.h"

#include "toy_parser.h"

/* ------------------------------------------------------------------ config */

UNIT_TEST(config_json_round_trips_and_names_bad_options)
{
	ParserConfig c = parser_config_default(),
				d = parser_config_default();
	DtStrBuf	buf;
	DtError		err;

	memset(&err, 0, sizeof(err));
	c.layers = 6;
	c.ffn = PARSER_FFN_SWISHRNN;
	c.lr = 0.00075;
	c.layer_norm = true;
	c.seed = 123456789012ull;
	dt_strbuf_init(&buf);
	/* the training-data options are written only when set (a default config's JSON is
	 * what models written before them have) */
	parser_config_to_json(&c, &buf);
	CHECK(strstr(buf.data, "value_pool") == NULL && strstr(buf.data, "gold_value_drop") == NULL);
	CHECK(strstr(buf.data, "start_pull") == NULL);
	dt_strbuf_reset(&buf);
	c.value_pool = true;
	c.gold_value_drop = 0.16;
	parser_config_to_json(&c, &buf);
	CHECK(strstr(buf.data, "\"value_pool\": true") != NULL);
	CHECK(parser_config_from_json(&d, buf.data, &err));
	CHECK(memcmp(&c, &d, sizeof(c)) == 0);
	dt_strbuf_free(&buf);
	CHECK(!parser_config_from_json(&d, "{\"gold_value_drop\": 1}", &err));
	CHECK(strstr(err.message, "\"gold_value_drop\" must be a number at least 0 and below 1, got 1") != NULL);
	CHECK(!parser_config_from_json(&d, "{\"gold_value_drop\": -0.5}", &err));
	CHECK(!parser_config_from_json(&d, "{\"value_pool\": 1}", &err));
	CHECK(strstr(err.message, "true or false") != NULL);
	CHECK(!parser_config_from_json(&d, "{\"word_dropout\": 1.0}", &err));
	CHECK(strstr(err.message, "\"word_dropout\" must be a number at least 0 and below 1") != NULL);
	CHECK(parser_config_from_json(&d, "{\"word_dropout\": 0.1}", &err) && d.word_dropout == 0.1);
	CHECK(!parser_config_from_json(&d, "{\"start_pull\": -1}", &err));
	CHECK(strstr(err.message, "\"start_pull\" must be a number between 0 and") != NULL);
	CHECK(parser_config_from_json(&d, "{\"start_pull\": 10}", &err) && d.start_pull == 10.0);
	dt_strbuf_init(&buf);
	parser_config_to_json(&d, &buf);
	CHECK(strstr(buf.data, "\"start_pull\": 10") != NULL);
	dt_strbuf_free(&buf);
	d = c;

	CHECK(!parser_config_from_json(&d, "{\"ffn\": \"gru\"}", &err));
	CHECK_INT_EQ(err.code, DT_ERR_INVALID_PARAMETER);
	CHECK(strstr(err.message, "\"ffn\" must be one of mlp, swishrnn, got \"gru\"") != NULL);
	CHECK(!parser_config_from_json(&d, "{\"layers\": 100}", &err));
	CHECK(strstr(err.message, "\"layers\" must be an integer between 1 and 64, got 100") != NULL);
	CHECK(!parser_config_from_json(&d, "{\"dropout\": 1.5}", &err));
	CHECK(strstr(err.message, "\"dropout\"") != NULL);
	CHECK(!parser_config_from_json(&d, "{\"init\": \"standard\"}", &err));
	CHECK(strstr(err.message, "dtfixup, tfixup, xavier") != NULL);
	CHECK(!parser_config_from_json(&d, "{\"layer_norm\": 1}", &err));
	CHECK(strstr(err.message, "true or false") != NULL);
	CHECK(!parser_config_from_json(&d, "{\"depth\": 3}", &err));
	CHECK(strstr(err.message, "unknown option \"depth\"") != NULL);
	CHECK(!parser_config_from_json(&d, "{\"d_model\": 96}", &err));
	CHECK(strstr(err.message, "2 * encoder_hidden") != NULL);
	CHECK(!parser_config_from_json(&d, "{\"layers\": 4,}", &err));
	CHECK_INT_EQ(err.code, DT_ERR_SYNTAX);
	CHECK(!parser_config_from_json(&d, "{\"layers\": 4} x", &err));
	CHECK_INT_EQ(err.code, DT_ERR_SYNTAX);
	/* failures leave the configuration unchanged */
	CHECK(memcmp(&c, &d, sizeof(c)) == 0);
}

/* Parameters of the relation-aware stack a parser of c declares ("rat.*" tensors), built
 * for real; also checks rat_stack_param_count agrees with what was declared. */
static long long
built_stack_parameters(const ParserConfig *c)
{
	DtError		err;
	Parser	   *p;
	long long	n = 0;

	memset(&err, 0, sizeof(err));
	p = parser_new(c, toy_ex, 0, &err);
	if (p == NULL)
	{
		UNIT_FAIL("parser_new: %s", err.message);
		return -1;
	}
	for (int i = 0; i < p->params.n_tensors; i++)
		if (strncmp(p->params.tensors[i].name, "rat.", 4) == 0)
			n += (long long) p->params.tensors[i].numel;
	CHECK_INT_EQ(rat_stack_param_count(&p->stack.cfg), n);
	CHECK_INT_EQ(p->stack.cfg.n_layers, c->layers);
	CHECK_INT_EQ(p->stack.cfg.d_ff, c->d_ff);
	parser_free(p);
	return n;
}

UNIT_TEST(matched_layers_keeps_the_stack_parameter_count)
{
	/*
	 * The reference: 8 layers of d_ff 512, d_model 256, 8 heads (hash buckets off: only the
	 * stack matters here, and the parser is smaller without them).  At d_model 256 a layer's
	 * attention and relation tables (266,304 parameters) outweigh its d_ff-512 MLP (262,912),
	 * so 15 layers (d_ff 31) is as deep as the same count goes and 16 are refused (below); at
	 * d_model 128 (the default) 16 layers fit.  sizes and arch are written in both orders
	 * around matched_layers.
	 */
	const char *sizes = "\"layers\": 8, \"d_ff\": 512";
	const char *arch256 = "\"d_model\": 256, \"encoder_hidden\": 128, \"heads\": 8, \"hash_buckets\": 0";
	const char *arch128 = "\"d_model\": 128, \"encoder_hidden\": 64, \"heads\": 8, \"hash_buckets\": 0";
	const struct
	{
		const char *arch;
		int			d_model;
		int			matched;
	}			cases[] = {{arch256, 256, 12}, {arch256, 256, 4}, {arch128, 128, 16}};
	ParserConfig ref = parser_config_default(),
				c,
				d;
	char		json[512];
	DtStrBuf	buf;
	DtError		err;

	memset(&err, 0, sizeof(err));
	for (int k = 0; k < (int) (sizeof(cases) / sizeof(cases[0])); k++)
	{
		int			L1 = cases[k].matched;
		/* the MLP block's parameters per unit of d_ff (a row of w1, an entry of b1, a column
		 * of w2), in every layer: one d_ff step of the whole stack */
		long long	step = (2 * cases[k].d_model + 1) * (long long) L1;
		long long	n,
					n_ref;

		ref = parser_config_default();
		snprintf(json, sizeof(json), "{%s, %s}", sizes, cases[k].arch);
		CHECK(parser_config_from_json(&ref, json, &err));
		n_ref = built_stack_parameters(&ref);
		c = parser_config_default();
		snprintf(json, sizeof(json), "{%s, %s, \"matched_layers\": %d}", sizes, cases[k].arch, L1);
		CHECK(parser_config_from_json(&c, json, &err));
		CHECK_INT_EQ(c.layers, L1);
		CHECK_INT_EQ(c.matched_layers, 0);
		/* deeper is narrower, shallower is wider */
		CHECK(L1 > 8 ? c.d_ff < 512 : c.d_ff > 512);
		n = built_stack_parameters(&c);
		/* the closest integer d_ff: within half a step of the reference (so one d_ff more or
		 * less would be farther) */
		CHECK(2 * llabs(n - n_ref) <= step);

		/* the options' order does not matter */
		d = parser_config_default();
		snprintf(json, sizeof(json), "{\"matched_layers\": %d, %s, %s}", L1, cases[k].arch, sizes);
		CHECK(parser_config_from_json(&d, json, &err));
		CHECK(memcmp(&c, &d, sizeof(c)) == 0);

		/* what is written (config JSON, so checkpoints) is ordinary layers and d_ff */
		dt_strbuf_init(&buf);
		parser_config_to_json(&c, &buf);
		CHECK(strstr(buf.data, "matched_layers") == NULL);
		d = parser_config_default();
		CHECK(parser_config_from_json(&d, buf.data, &err));
		CHECK(memcmp(&c, &d, sizeof(c)) == 0);
		dt_strbuf_free(&buf);
		CHECK(parser_config_architecture_difference(&ref, &c, &(int){0}, &(int){0}) != NULL);
	}
	/* from here on the reference is d_model 256's */
	ref = parser_config_default();
	snprintf(json, sizeof(json), "{%s, %s}", sizes, arch256);
	CHECK(parser_config_from_json(&ref, json, &err));

	/* the same depth is the reference itself */
	c = parser_config_default();
	snprintf(json, sizeof(json), "{%s, %s, \"matched_layers\": 8}", sizes, arch256);
	CHECK(parser_config_from_json(&c, json, &err));
	CHECK(memcmp(&c, &ref, sizeof(c)) == 0);

	/* every part of a layer counts as built: SwishRNN blocks, attention convolution (a
	 * smaller first layer), layer norm; the step is measured on real stacks */
	{
		const char *opts = "\"layers\": 6, \"d_ff\": 192, \"ffn\": \"swishrnn\", "
			"\"attention\": \"relation_conv\", \"layer_norm\": true, \"hash_buckets\": 0";
		ParserConfig r = parser_config_default(),
					wider;
		long long	n_r,
					n,
					step;

		snprintf(json, sizeof(json), "{%s}", opts);
		CHECK(parser_config_from_json(&r, json, &err));
		n_r = built_stack_parameters(&r);
		c = parser_config_default();
		snprintf(json, sizeof(json), "{%s, \"matched_layers\": 10}", opts);
		CHECK(parser_config_from_json(&c, json, &err));
		CHECK_INT_EQ(c.layers, 10);
		CHECK(c.d_ff < 192);
		n = built_stack_parameters(&c);
		wider = c;
		wider.d_ff++;
		step = built_stack_parameters(&wider) - n;
		CHECK(step > 0 && 2 * llabs(n - n_r) <= step);
	}

	/* too deep to leave any d_ff, or too shallow for d_ff's range: refused by name, the
	 * configuration unchanged */
	c = ref;
	snprintf(json, sizeof(json), "{%s, %s, \"matched_layers\": 64}", sizes, arch256);
	CHECK(!parser_config_from_json(&c, json, &err));
	CHECK_INT_EQ(err.code, DT_ERR_INVALID_PARAMETER);
	CHECK(strstr(err.message, "matched_layers 64 leaves no room for the feed-forward block "
				 "at layers 8, d_ff 512") != NULL);
	CHECK(memcmp(&c, &ref, sizeof(c)) == 0);
	/* 16 layers at d_model 256: their attention alone is more than the reference's total */
	snprintf(json, sizeof(json), "{%s, %s, \"matched_layers\": 16}", sizes, arch256);
	CHECK(!parser_config_from_json(&c, json, &err));
	CHECK(strstr(err.message, "matched_layers 16 leaves no room") != NULL);
	CHECK(memcmp(&c, &ref, sizeof(c)) == 0);
	CHECK(!parser_config_from_json(&c, "{\"layers\": 64, \"d_ff\": 16384, \"matched_layers\": 1}",
								   &err));
	CHECK_INT_EQ(err.code, DT_ERR_INVALID_PARAMETER);
	CHECK(strstr(err.message, "above the maximum 16384") != NULL);
	CHECK(!parser_config_from_json(&c, "{\"matched_layers\": 65}", &err));
	CHECK(strstr(err.message, "\"matched_layers\" must be an integer between 0 and 64") != NULL);
	CHECK(memcmp(&c, &ref, sizeof(c)) == 0);
	/* a configuration that skipped the resolution is not used */
	c.matched_layers = 16;
	CHECK(!parser_config_validate(&c, &err));
	CHECK(strstr(err.message, "matched_layers") != NULL);

	/* fine-tuning refuses it like any change of depth */
	{
		Parser	   *base = parser_new(&ref, toy_ex, 0, &err),
				   *tuned;

		CHECK(base != NULL);
		c = ref;
		CHECK(parser_config_from_json(&c, "{\"matched_layers\": 12}", &err));
		tuned = base ? parser_new_from(base, &c, toy_ex, N_TOY, &err) : NULL;
		CHECK(tuned == NULL);
		CHECK(strstr(err.message, "option \"layers\" cannot change when fine-tuning") != NULL);
		if (tuned)
			parser_free(tuned);
		if (base)
			parser_free(base);
	}
}

/* ------------------------------------------------------------------ examples */

UNIT_TEST(examples_offer_question_spans_and_database_values)
{
	const ParserExample *ex = toy_ex[N_TOY - 1];	/* ... of new york */
	bool		db = false,
				span = false;

	for (int i = 0; i < ex->n_values; i++)
	{
		db |= ex->values[i].from_database && strcmp(ex->values[i].text, "New York") == 0;
		span |= !ex->values[i].from_database && strcmp(ex->values[i].text, "new york") == 0;
	}
	CHECK(db && span);
	/* the gold literal 'New York' is taught as the database value */
	for (int t = 0; t < ex->gold.n; t++)
		if (ex->gold.items[t].kind == SQL_ACT_VALUE)
			CHECK(ex->values[ex->gold_value_index[t]].from_database);
	/* the number of "above 5000000" is an integer candidate */
	{
		const ParserExample *e9 = toy_ex[9];
		bool		num = false;

		for (int i = 0; i < e9->n_values; i++)
			num |= e9->values[i].type == SQL_VALUE_INTEGER && strcmp(e9->values[i].text, "5000000") == 0;
		CHECK(num);
	}
	/* a gold LIKE pattern '%york%' is taught as the question's span "york" (a decoded LIKE
	 * renders it back as '%york%') */
	{
		SqlNode    *gold;
		ParserExample *e = toy_example("which states have york in their name",
									   "sql_select from_table T:state ; select_expr expr_column C:0:state_name ; "
									   "cond_like expr_column C:0:state_name expr_value V:text:%york% " WHERE_END,
									   NULL, &gold);
		int			taught = -2;

		for (int t = 0; t < e->gold.n; t++)
			if (e->gold.items[t].kind == SQL_ACT_VALUE)
				taught = e->gold_value_index[t];
		CHECK(taught >= 0 && strcmp(e->values[taught].text, "york") == 0);
		CHECK_INT_EQ(e->n_gold_values_missing, 0);
		parser_example_free(e);
		sql_node_free(gold);
	}
	/* a span that begins or ends with the asker's pronoun in lower case is none ("with
	 * us"), but "the us" and "US" are the country */
	{
		SqlNode    *gold;
		ParserExample *e = toy_example("which state has grown the most with us in the us",
									   "sql_select from_table T:state ; select_expr expr_column C:0:state_name ; "
									   "; ; ; ; ;", NULL, &gold);
		bool		us = false,
					with_us = false,
					the_us = false;

		for (int i = 0; i < e->n_values; i++)
		{
			us |= strcmp(e->values[i].text, "us") == 0;
			with_us |= strcmp(e->values[i].text, "with us") == 0 ||
				strcmp(e->values[i].text, "us in") == 0;
			the_us |= strcmp(e->values[i].text, "the us") == 0;
		}
		CHECK(!with_us);
		CHECK(the_us && us);	/* "us" after "the" */
		parser_example_free(e);
		sql_node_free(gold);
	}
}

/* ------------------------------------------------------------------ gradients */

/* Central differences of the whole model's loss on one example against the backward, at
 * the largest-gradient entries of a sample of each component's tensor. */
UNIT_TEST(model_gradient_matches_finite_differences)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *p;
	const char *tensors[] = {
		"enc.word_emb", "enc.q_lstm.fwd.w_ih", "enc.s_lstm.bwd.w_hh", "rat.0.wq", "rat.1.wv",
		"rat.0.rk", "rat.1.w1", "dec.lstm.w_ih", "dec.lstm.w_hh", "dec.att.wk", "dec.att.wo",
		"dec.rule.w1", "dec.rule.w2", "dec.table_ptr.wq", "dec.column_ptr.wk",
		"dec.value_ptr.wq", "dec.action_emb", "dec.field_emb", "dec.instance_rank_emb",
		"dec.value_rows"
	};
	int			n_checked = 0,
				n_bad = 0;
	/* the join (every head, parent feeding) and the stored value (value memory built from
	 * the linked column's encoding) */
	const int	which[2] = {10, 12};

	memset(&err, 0, sizeof(err));
	p = parser_new(&c, toy_ex, N_TOY, &err);
	CHECK(p != NULL);
	if (p == NULL)
		return;
	CHECK(parser_prepare_training(p, toy_ex, N_TOY, NULL, &err));
	/* a few training steps so the gradients are not those of a symmetric start */
	for (int s = 0; s < 3; s++)
		CHECK(parser_train_batch(p, toy_ex, 4, NULL, &err));
	for (int w = 0; w < 2; w++)
	{
		const ParserExample *ex = toy_ex[which[w]];

		dt_params_zero_grad(&p->params);
		oracle_example_loss(p, ex, false, true, 1.0f, 1);
		for (size_t k = 0; k < sizeof(tensors) / sizeof(tensors[0]); k++)
		{
			int			ti = dt_params_find(&p->params, tensors[k]);
			DtTensor   *t;
			size_t		best = 0;
			float		bestg = -1;
			DtRng		rng;

			CHECK(ti >= 0);
			if (ti < 0)
				continue;
			t = &p->params.tensors[ti];
			dt_rng_seed(&rng, 99 + k);
			for (int s = 0; s < 200; s++)
			{
				size_t		i = (size_t) dt_rng_below(&rng, (int) t->numel);

				if (fabsf(t->grad[i]) > bestg)
					bestg = fabsf(t->grad[i]), best = i;
			}
			{
				float		old = t->data[best];
				float		h = 2e-3f;
				double		lp,
							lm,
							num,
							ana = t->grad[best];

				t->data[best] = old + h;
				lp = oracle_example_loss(p, ex, false, false, 1.0f, 1);
				t->data[best] = old - h;
				lm = oracle_example_loss(p, ex, false, false, 1.0f, 1);
				t->data[best] = old;
				num = (lp - lm) / (2.0 * h);
				n_checked++;
				if (!(fabs(num - ana) <= 0.05 * fmax(fabs(num), fabs(ana)) + 3e-3))
				{
					n_bad++;
					UNIT_FAIL("example %d, %s[%zu]: backward %.6g, finite difference %.6g",
							  which[w], tensors[k], best, ana, num);
				}
			}
		}
	}
	CHECK_INT_EQ(n_checked, 2 * (int) (sizeof(tensors) / sizeof(tensors[0])));
	CHECK_INT_EQ(n_bad, 0);
	parser_free(p);
}

/* ------------------------------------------------------------------ training + decoding */

/* A parser of config c trained `epochs` epochs on the first n toy examples; NULL (with a
 * failed CHECK) when it cannot be built. */
static Parser *
trained_toy_parser(const ParserConfig *c, int n, int epochs)
{
	DtError		err = {0};
	Parser	   *p = parser_new(c, toy_ex, n, &err);

	CHECK(p != NULL);
	if (p == NULL)
		return NULL;
	CHECK(parser_prepare_training(p, toy_ex, n, NULL, &err));
	for (int e = 0; e < epochs; e++)
		CHECK(parser_train_epoch(p, toy_ex, n, NULL, NULL, NULL, &err));
	return p;
}

static bool
decode_all(Parser *p, int beam, int *n_exact, SqlActionList *best, double *scores)
{
	DtError		err;

	*n_exact = 0;
	for (int i = 0; i < N_TOY; i++)
	{
		ParserHypothesis *h;
		int			n;

		if (!parser_decode(p, toy_ex[i], beam, &h, &n, &err))
			return false;
		if (n > 0)
		{
			DtStrBuf	sql;

			/* every hypothesis renders */
			for (int k = 0; k < n; k++)
			{
				dt_strbuf_init(&sql);
				CHECK(sql_render(h[k].ast, toy_g, &sql_fallback_quoter, &sql, &err));
				dt_strbuf_free(&sql);
			}
			if (sql_node_equal(h[0].ast, toy_gold[i]))
				(*n_exact)++;
			else
			{
				dt_strbuf_init(&sql);
				sql_render(h[0].ast, toy_g, &sql_fallback_quoter, &sql, &err);
				fprintf(stderr, "  q%d \"%s\" -> %s\n", i, toy_pairs[i].question, sql.data);
				dt_strbuf_free(&sql);
			}
			if (best)
			{
				sql_action_list_init(&best[i]);
				for (int k = 0; k < h[0].actions.n; k++)
					sql_action_list_append(&best[i], &h[0].actions.items[k]);
				scores[i] = h[0].score;
			}
		}
		else if (best)
		{
			sql_action_list_init(&best[i]);
			scores[i] = 0;
		}
		parser_hypotheses_free(h, n);
	}
	return true;
}

static bool
same_actions(const SqlActionList *a, const SqlActionList *b)
{
	if (a->n != b->n)
		return false;
	for (int i = 0; i < a->n; i++)
	{
		const SqlAction *x = &a->items[i],
				   *y = &b->items[i];

		if (x->kind != y->kind || x->rule != y->rule || x->table != y->table ||
			x->instance != y->instance || x->column != y->column ||
			(x->kind == SQL_ACT_VALUE && strcmp(x->value, y->value) != 0))
			return false;
	}
	return true;
}

UNIT_TEST(trains_decodes_and_round_trips_through_a_checkpoint)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *p,
			   *q;
	double		first = 0,
				last = 0,
				mu = 0;
	int			exact = 0,
				exact2 = 0;
	SqlActionList best1[N_TOY],
				best2[N_TOY];
	double		sc1[N_TOY],
				sc2[N_TOY];
	DtStrBuf	bytes;
	clock_t		t0 = clock();

	memset(&err, 0, sizeof(err));
	p = parser_new(&c, toy_ex, N_TOY, &err);
	CHECK(p != NULL);
	if (p == NULL)
		return;
	CHECK(parser_prepare_training(p, toy_ex, N_TOY, &mu, &err));
	CHECK(mu > 0);
	/* the value head's constants: only LIMIT's 1 here (no other number is missing twice) */
	CHECK_INT_EQ(p->n_const, 1);
	CHECK_STR_EQ(p->const_text[0], "1");
	/* preparing twice is refused */
	CHECK(!parser_prepare_training(p, toy_ex, N_TOY, NULL, &err));
	for (int e = 0; e < c.epochs; e++)
	{
		double		loss;

		CHECK(parser_train_epoch(p, toy_ex, N_TOY, NULL, NULL, &loss, &err));
		if (e == 0)
			first = loss;
		last = loss;
	}
	printf("  mu %.3f, loss epoch 1 %.3f -> epoch %d %.4f, %zu parameters, %.1f s\n", mu, first,
		   c.epochs, last, parser_n_parameters(p), (double) (clock() - t0) / CLOCKS_PER_SEC);
	CHECK_INT_EQ(parser_epochs_done(p), c.epochs);
	CHECK(last < 0.1 * first);
	CHECK(decode_all(p, 3, &exact, best1, sc1));
	printf("  exact match on the training questions: %d/%d\n", exact, N_TOY);
	CHECK_INT_EQ(exact, N_TOY);

	dt_strbuf_init(&bytes);
	CHECK(parser_serialize(p, &bytes, &err));
	q = parser_deserialize(bytes.data, bytes.len, &err);
	CHECK(q != NULL);
	if (q)
	{
		CHECK_INT_EQ(parser_epochs_done(q), c.epochs);
		CHECK_INT_EQ(parser_steps_done(q), parser_steps_done(p));
		CHECK(decode_all(q, 3, &exact2, best2, sc2));
		CHECK_INT_EQ(exact2, exact);
		for (int i = 0; i < N_TOY; i++)
		{
			CHECK(same_actions(&best1[i], &best2[i]));
			CHECK(sc1[i] == sc2[i]);
			sql_action_list_free(&best2[i]);
		}
		/* the optimiser state came along: one more step from each gives the same loss */
		{
			double		l1,
						l2;

			CHECK(parser_train_batch(p, toy_ex, 4, &l1, &err));
			CHECK(parser_train_batch(q, toy_ex, 4, &l2, &err));
			CHECK(l1 == l2);
		}
		parser_free(q);
	}
	/*
	 * An inference-only parser over the checkpoint's own float buffer, held in read-only
	 * pages as a mapped model file is: it decodes exactly like the copy (a write to a
	 * parameter would fault here), owns no parameter memory, and refuses to train.
	 */
	{
		size_t		pages = (bytes.len + 4095) & ~(size_t) 4095;
		char	   *ro = mmap(NULL, pages, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		DtCheckpoint ck;
		Parser	   *b = NULL;
		double		loss;
		SqlActionList best3[N_TOY];
		double		sc3[N_TOY];
		int			exact3;

		CHECK(ro != MAP_FAILED);
		memcpy(ro, bytes.data, bytes.len);
		CHECK(mprotect(ro, pages, PROT_READ) == 0);
		CHECK(dt_checkpoint_read(ro, bytes.len, &ck, &err));
		b = parser_from_checkpoint_borrowed(&ck, &err);
		dt_checkpoint_free(&ck);
		CHECK(b != NULL);
		if (b != NULL)
		{
			CHECK(parser_weights_borrowed(b));
			CHECK((const char *) b->params.data > ro && (const char *) b->params.data < ro + bytes.len);
			CHECK(b->params.grad == NULL && !b->adam_ready && !b->prepared);
			CHECK_INT_EQ(parser_owned_parameter_bytes(b), 0);
			CHECK(parser_owned_parameter_bytes(p) >= 4 * sizeof(float) * p->params.count);
			CHECK(decode_all(b, 3, &exact3, best3, sc3));
			CHECK_INT_EQ(exact3, exact);
			for (int i = 0; i < N_TOY; i++)
			{
				CHECK(same_actions(&best1[i], &best3[i]));
				CHECK(sc1[i] == sc3[i]);
				sql_action_list_free(&best3[i]);
			}
			CHECK(parser_scratch_bytes(b) > 0);
			parser_release_scratch(b);
			CHECK_INT_EQ(parser_scratch_bytes(b), 0);
			CHECK(decode_all(b, 3, &exact3, NULL, NULL));	/* the scratch comes back */
			CHECK_INT_EQ(exact3, exact);
			CHECK(!parser_train_batch(b, toy_ex, 4, &loss, &err));
			CHECK(strstr(err.message, "read-only") != NULL);
			CHECK(!parser_prepare_training(b, toy_ex, N_TOY, NULL, &err));
			parser_free(b);
		}
		munmap(ro, pages);
	}
	/*
	 * Stored at half precision (dtfixup_export_model(..., precision => 'float16')): the
	 * weights cannot be used in place, so even the borrowing loader gives the parser its own
	 * float copy, each weight the float16 rounding of the original, and it decodes.
	 */
	{
		DtCheckpoint ck,
					hk;
		DtStrBuf	half;
		Parser	   *h = NULL;
		int			exact4;
		bool		rounded = true;

		dt_strbuf_init(&half);
		CHECK(dt_checkpoint_read(bytes.data, bytes.len, &ck, &err));
		CHECK(dt_checkpoint_convert(&ck, DT_CHECKPOINT_DTYPE_FLOAT16, &half, &err));
		dt_checkpoint_free(&ck);
		CHECK(half.len < bytes.len);
		CHECK(dt_checkpoint_read(half.data, half.len, &hk, &err));
		h = parser_from_checkpoint_borrowed(&hk, &err);
		dt_checkpoint_free(&hk);
		CHECK(h != NULL);
		if (h != NULL)
		{
			CHECK(!parser_weights_borrowed(h));
			CHECK(parser_owned_parameter_bytes(h) >= sizeof(float) * p->params.count);
			for (size_t i = 0; i < p->params.count; i++)
				rounded &= h->params.data[i] == dt_half_to_float(dt_float_to_half(p->params.data[i]));
			CHECK(rounded);
			CHECK(decode_all(h, 3, &exact4, NULL, NULL));
			parser_free(h);
		}
		dt_strbuf_free(&half);
	}
	for (int i = 0; i < N_TOY; i++)
		sql_action_list_free(&best1[i]);

	/* corrupt bytes: a flipped byte in the weights, a truncation, garbage */
	{
		char	   *bad = malloc(bytes.len);

		memcpy(bad, bytes.data, bytes.len);
		bad[bytes.len / 2] ^= 0x5a;
		CHECK(parser_deserialize(bad, bytes.len, &err) == NULL);
		CHECK_INT_EQ(err.code, DT_ERR_DATA_CORRUPTED);
		CHECK(parser_deserialize(bytes.data, bytes.len - 9, &err) == NULL);
		CHECK_INT_EQ(err.code, DT_ERR_DATA_CORRUPTED);
		CHECK(parser_deserialize("DTFXCKPT garbage", 16, &err) == NULL);
		CHECK_INT_EQ(err.code, DT_ERR_DATA_CORRUPTED);
		free(bad);
	}
	dt_strbuf_free(&bytes);
	parser_free(p);
}

UNIT_TEST(training_is_deterministic_for_a_seed)
{
	ParserConfig c = toy_config();
	DtError		err;
	double		l[2][3];

	c.dropout = 0.3;
	for (int run = 0; run < 2; run++)
	{
		Parser	   *p = parser_new(&c, toy_ex, N_TOY, &err);

		CHECK(p && parser_prepare_training(p, toy_ex, N_TOY, NULL, &err));
		for (int e = 0; e < 3; e++)
			CHECK(parser_train_epoch(p, toy_ex, N_TOY, NULL, NULL, &l[run][e], &err));
		parser_free(p);
	}
	for (int e = 0; e < 3; e++)
		CHECK(l[0][e] == l[1][e]);
}

UNIT_TEST(other_architectures_train)
{
	/* swishrnn FFN, attention convolution, layer norm + warm-up ("standard"), T-Fixup */
	const char *variants[] = {
		"{\"ffn\": \"swishrnn\"}",
		"{\"attention\": \"relation_conv\"}",
		"{\"init\": \"xavier\", \"layer_norm\": true, \"warmup_steps\": 5}",
		"{\"init\": \"tfixup\"}"
	};

	for (size_t v = 0; v < sizeof(variants) / sizeof(variants[0]); v++)
	{
		ParserConfig c = toy_config();
		DtError		err;
		Parser	   *p;
		double		first = 0,
					last = 0;

		CHECK(parser_config_from_json(&c, variants[v], &err));
		p = parser_new(&c, toy_ex, N_TOY, &err);
		CHECK(p && parser_prepare_training(p, toy_ex, N_TOY, NULL, &err));
		if (!p)
			continue;
		for (int e = 0; e < 8; e++)
		{
			double		loss;

			CHECK(parser_train_epoch(p, toy_ex, N_TOY, NULL, NULL, &loss, &err));
			if (e == 0)
				first = loss;
			last = loss;
		}
		if (!(last < 0.7 * first))
			UNIT_FAIL("%s: loss %.3f -> %.3f", variants[v], first, last);
		parser_free(p);
	}
}

/*
 * Data-parallel batches (parser_train.c): the gradient and losses of two training steps with
 * 2 and 3 workers match one worker's within float rounding, one worker matches the plain
 * loop of oracle_example_loss (no schema cache) likewise, with the same losses, and 2
 * workers run twice train bit-identical parameters.
 */

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

static void
two_steps(int threads, float **grads, double *losses, float **params_out, size_t *count)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *p;
	int			n = N_TOY < 8 ? N_TOY : 8;

	c.dropout = 0.3;
	c.threads = threads;
	c.batch_size = n;
	p = parser_new(&c, toy_ex, N_TOY, &err);
	CHECK(p && parser_prepare_training(p, toy_ex, N_TOY, NULL, &err));
	if (p == NULL)
		abort();
	*count = p->params.count;
	for (int step = 0; step < 2; step++)
	{
		uint64_t	seed0 = c.seed * 0x100000001B3ull + (uint64_t) p->steps_done * 131;

		dt_params_zero_grad(&p->params);
		parser_batch_gradients(p, toy_ex + step, n, parser_train_workers(p, n), seed0,
							   losses + step * n);
		grads[step] = malloc(sizeof(float) * p->params.count);
		memcpy(grads[step], p->params.grad, sizeof(float) * p->params.count);
		if (threads == 1)
		{
			/* the reference: the loop parser_train_batch ran before workers existed (the
			 * workers decode their examples side by side: the same loss up to rounding) */
			dt_params_zero_grad(&p->params);
			for (int i = 0; i < n; i++)
			{
				double		l = oracle_example_loss(p, toy_ex[step + i], true, true,
													1.0f / (float) n, seed0 + (uint64_t) i);

				if (!(fabs(l - losses[step * n + i]) <= 1e-5 * fabs(l)))
					UNIT_FAIL("step %d, example %d: loss %.9g alone, %.9g in the batch", step,
							  i, l, losses[step * n + i]);
			}
			if (!(grad_rel_diff(p->params.grad, grads[step], p->params.count) <= 1e-5))
				UNIT_FAIL("step %d: one worker's gradient differs from the plain loop's by %.3g",
						  step, grad_rel_diff(p->params.grad, grads[step], p->params.count));
		}
		CHECK(parser_train_batch(p, toy_ex + step, n, NULL, &err));
	}
	*params_out = malloc(sizeof(float) * p->params.count);
	memcpy(*params_out, p->params.data, sizeof(float) * p->params.count);
	parser_free(p);
}

UNIT_TEST(batch_workers_match_one_worker_and_are_deterministic)
{
	int			n = N_TOY < 8 ? N_TOY : 8;
	float	   *g1[2],
			   *gw[2],
			   *p1,
			   *pw,
			   *pw2,
			   *g2[2];
	double		l1[16],
				lw[16],
				l2[16];
	size_t		count;

	two_steps(1, g1, l1, &p1, &count);
	for (int threads = 2; threads <= 3; threads++)
	{
		two_steps(threads, gw, lw, &pw, &count);
		for (int i = 0; i < 2 * n; i++)
			if (!(fabs(lw[i] - l1[i]) <= 1e-5 * fabs(l1[i]) + 1e-12))
				UNIT_FAIL("%d workers, loss %d: %.9g vs %.9g", threads, i, lw[i], l1[i]);
		for (int step = 0; step < 2; step++)
		{
			double		rel = grad_rel_diff(g1[step], gw[step], count);

			if (!(rel <= 1e-5))
				UNIT_FAIL("%d workers, step %d: gradient differs by %.3g (relative)",
						  threads, step, rel);
			free(gw[step]);
		}
		if (threads == 2)
		{
			/* twice with the same seed and workers: the same bits */
			two_steps(threads, g2, l2, &pw2, &count);
			CHECK(memcmp(pw, pw2, sizeof(float) * count) == 0);
			CHECK(memcmp(lw, l2, sizeof(double) * 2 * n) == 0);
			free(pw2);
			free(g2[0]);
			free(g2[1]);
		}
		free(pw);
	}
	free(g1[0]);
	free(g1[1]);
	free(p1);
}

/* Adam's update shared out among threads (parser_adam_step) gives dt_adam_step's result
 * bit for bit. */
UNIT_TEST(adam_shared_out_among_threads_is_bit_identical)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *p[2];

	for (int k = 0; k < 2; k++)
	{
		p[k] = parser_new(&c, toy_ex, N_TOY, &err);
		CHECK(p[k] && parser_prepare_training(p[k], toy_ex, N_TOY, NULL, &err));
		if (p[k] == NULL)
			return;
	}
	for (int step = 0; step < 3; step++)
	{
		for (int k = 0; k < 2; k++)
		{
			dt_params_zero_grad(&p[k]->params);
			for (int i = 0; i < 4; i++)
				oracle_example_loss(p[k], toy_ex[step + i], true, true, 0.25f, (uint64_t) (step * 7 + i));
		}
		CHECK(memcmp(p[0]->params.grad, p[1]->params.grad, sizeof(float) * p[0]->params.count) == 0);
		dt_adam_step(&p[0]->adam);
		parser_adam_step(p[1], 3);
		CHECK(memcmp(p[0]->params.data, p[1]->params.data, sizeof(float) * p[0]->params.count) == 0);
		CHECK(memcmp(p[0]->adam.v, p[1]->adam.v, sizeof(float) * p[0]->params.count) == 0);
	}
	parser_free(p[0]);
	parser_free(p[1]);
}

/* ------------------------------------------------------------------ fine-tuning from a model */

/* start_pull: the fine-tuned parser keeps its base's weights (a new word's row as it
 * started) for the run, through a move to another backend, and ends nearer them than a
 * run without the pull; 0 keeps no copy. */
UNIT_TEST(start_pull_keeps_the_starting_weights_and_pulls_towards_them)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *base,
			   *tuned[2];
	float	   *w0 = NULL;
	double		drift[2] = {0, 0};
	size_t		count = 0;

	memset(&err, 0, sizeof(err));
	base = trained_toy_parser(&c, 8, 5);
	if (base == NULL)
		return;
	for (int k = 0; k < 2; k++)
	{
		ParserConfig ck = c;

		ck.start_pull = k == 0 ? 0.0 : 200.0;
		tuned[k] = parser_new_from(base, &ck, toy_ex, N_TOY, &err);
		CHECK(tuned[k] != NULL);
		if (tuned[k] == NULL)
			return;
		CHECK((tuned[k]->adam.start != NULL) == (k == 1));
	}
	count = tuned[1]->params.count;
	w0 = malloc(sizeof(float) * count);
	memcpy(w0, tuned[1]->params.data, sizeof(float) * count);
	CHECK(memcmp(tuned[1]->adam.start, w0, sizeof(float) * count) == 0);
	for (int k = 0; k < 2; k++)
		for (int e = 0; e < 2; e++)
			CHECK(parser_train_epoch(tuned[k], toy_ex, N_TOY, NULL, NULL, NULL, &err));
	/* another backend (a second CPU one): the start travels, it is not the weights now */
	CHECK(parser_use_backend(tuned[1], dt_backend_cpu_create(1), &err));
	CHECK(memcmp(tuned[1]->adam.start, w0, sizeof(float) * count) == 0);
	CHECK(memcmp(tuned[1]->params.data, w0, sizeof(float) * count) != 0);
	CHECK(parser_train_epoch(tuned[1], toy_ex, N_TOY, NULL, NULL, NULL, &err));
	CHECK(parser_train_epoch(tuned[0], toy_ex, N_TOY, NULL, NULL, NULL, &err));
	for (int k = 0; k < 2; k++)
		for (size_t i = 0; i < count; i++)
			drift[k] += fabs((double) tuned[k]->params.data[i] - (double) w0[i]);
	CHECK(drift[1] > 0 && drift[1] < 0.5 * drift[0]);
	free(w0);
	parser_free(tuned[0]);
	parser_free(tuned[1]);
	parser_free(base);
}

UNIT_TEST(fine_tuning_starts_from_the_base_and_extends_the_vocabulary)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *base,
			   *tuned,
			   *weights;
	SqlActionList best_base[N_TOY],
				best_tuned[N_TOY];
	double		sc_base[N_TOY],
				sc_tuned[N_TOY];
	int			exact = 0,
				n_base = 8;		/* the base never sees the river questions */
	DtStrBuf	bytes;
	double		loss;

	int			exact_base = 0;

	memset(&err, 0, sizeof(err));
	c.epochs = 60;
	base = trained_toy_parser(&c, n_base, c.epochs);

	/* before any step, the new parser decodes every question exactly as its base: new
	 * words start as the base's <unk> row, every other weight is copied */
	tuned = parser_new_from(base, &c, toy_ex, N_TOY, &err);
	CHECK(tuned != NULL);
	CHECK(parser_vocab_size(tuned) > parser_vocab_size(base));
	CHECK(decode_all(base, 3, &exact_base, best_base, sc_base));
	CHECK(decode_all(tuned, 3, &exact, best_tuned, sc_tuned));
	for (int i = 0; i < N_TOY; i++)
	{
		CHECK(same_actions(&best_base[i], &best_tuned[i]));
		CHECK_NEAR(sc_tuned[i], sc_base[i], 1e-5);
		sql_action_list_free(&best_base[i]);
		sql_action_list_free(&best_tuned[i]);
	}
	CHECK_INT_EQ(parser_epochs_done(tuned), 0);

	/* it learns the new questions from there */
	for (int e = 0; e < c.epochs; e++)
		CHECK(parser_train_epoch(tuned, toy_ex, N_TOY, NULL, NULL, NULL, &err));
	CHECK(decode_all(tuned, 3, &exact, NULL, NULL));
	CHECK(exact > exact_base);
	CHECK(exact >= N_TOY - 3);

	/* the architecture cannot change */
	{
		ParserConfig other = c;

		other.layers = 3;
		CHECK(parser_new_from(base, &other, toy_ex, N_TOY, &err) == NULL);
		CHECK(strstr(err.message, "\"layers\"") != NULL);
	}

	/* the weights alone: decode the same, start a fine-tuning, but cannot resume */
	dt_strbuf_init(&bytes);
	CHECK(parser_serialize_weights(base, &bytes, &err));
	weights = parser_deserialize(bytes.data, bytes.len, &err);
	CHECK(weights != NULL);
	CHECK(decode_all(weights, 3, &exact, best_tuned, sc_tuned));
	CHECK(decode_all(base, 3, &exact, best_base, sc_base));
	for (int i = 0; i < N_TOY; i++)
	{
		CHECK(same_actions(&best_base[i], &best_tuned[i]));
		CHECK(sc_tuned[i] == sc_base[i]);
		sql_action_list_free(&best_base[i]);
		sql_action_list_free(&best_tuned[i]);
	}
	CHECK(!parser_train_batch(weights, toy_ex, 4, &loss, &err));
	parser_free(tuned);
	tuned = parser_new_from(weights, &c, toy_ex, N_TOY, &err);
	CHECK(tuned != NULL);
	CHECK(parser_train_batch(tuned, toy_ex, 4, &loss, &err));
	dt_strbuf_free(&bytes);
	parser_free(tuned);
	parser_free(weights);
	parser_free(base);
}

/* A toy example whose gold needs a number its question does not say (a constant). */
static ParserExample *
constant_example(const char *q, SqlNode **gold)
{
	ParserExample *e = toy_example(q, "sql_select from_table T:state ; select_expr expr_column C:0:state_name ; "
								   "cond_gt expr_column C:0:population expr_value V:integer:1500000 " WHERE_END,
								   NULL, gold);

	CHECK_INT_EQ(e->n_gold_values_missing, 1);
	return e;
}

static int
constant_index(const Parser *p, const char *text)
{
	for (int k = 0; k < p->n_const; k++)
		if (strcmp(p->const_text[k], text) == 0)
			return k;
	return -1;
}

/*
 * A base whose constant slots are all taken (as version 6 of the general model, which
 * filled its 16 with Spider's numbers) still gives the local data's constants a slot: "1",
 * then the local data's, then the base's in order.  A kept constant keeps its row, a new
 * one takes a row the base left unused or a fresh one; the slot is learned.
 */
static void
fine_tuning_gives_the_local_constants_a_slot(void)
{
	ParserConfig c = toy_config();
	DtError		err = {0};
	SqlNode    *gold[2];
	ParserExample *big[2],
			   *train[N_TOY + 2];
	Parser	   *base,
			   *tuned;
	float	   *hb,
			   *ht;
	int			D = c.d_model,
				n_base_const;
	char		text[32];

	big[0] = constant_example("which states are big", &gold[0]);
	big[1] = constant_example("list the big states", &gold[1]);
	for (int i = 0; i < N_TOY; i++)
		train[i] = toy_ex[i];
	train[N_TOY] = big[0];
	train[N_TOY + 1] = big[1];
	c.epochs = 60;
	base = trained_toy_parser(&c, N_TOY, 2);
	CHECK_INT_EQ(constant_index(base, "1500000"), -1);
	n_base_const = base->n_const;

	/* a base with room: the local constant comes right after "1", the base's follow */
	tuned = parser_new_from(base, &c, train, N_TOY + 2, &err);
	CHECK(tuned != NULL);
	CHECK_INT_EQ(constant_index(tuned, "1"), 0);
	CHECK_INT_EQ(constant_index(tuned, "1500000"), 1);
	CHECK_INT_EQ(tuned->n_const, n_base_const + 1);
	hb = parser_params_host(base);
	ht = parser_params_host(tuned);
	{
		const float *rb = hb + base->params.tensors[base->t.const_emb].offset,
				   *rt = ht + tuned->params.tensors[tuned->t.const_emb].offset;

		/* "1" keeps its row; the new constant takes the base's first unused row */
		CHECK(memcmp(rt, rb, sizeof(float) * D) == 0);
		CHECK(memcmp(rt + D, rb + (size_t) n_base_const * D, sizeof(float) * D) == 0);
	}
	parser_params_host_done(tuned, ht);
	parser_params_host_done(base, hb);
	parser_free(tuned);

	/* a full base: its last constants give way, the others keep their rows */
	for (int k = 0; base->n_const < PARSER_MAX_CONSTANTS; k++)
	{
		snprintf(text, sizeof(text), "%d", 7001 + k);
		CHECK(parser_add_constant(base, text, SQL_VALUE_INTEGER));
	}
	tuned = parser_new_from(base, &c, train, N_TOY + 2, &err);
	CHECK(tuned != NULL);
	CHECK_INT_EQ(tuned->n_const, PARSER_MAX_CONSTANTS);
	CHECK_INT_EQ(constant_index(tuned, "1500000"), 1);
	snprintf(text, sizeof(text), "%d", 7001 + PARSER_MAX_CONSTANTS - n_base_const - 1);
	CHECK_INT_EQ(constant_index(tuned, text), -1);	/* the base's last: no slot left */
	hb = parser_params_host(base);
	ht = parser_params_host(tuned);
	{
		const float *rb = hb + base->params.tensors[base->t.const_emb].offset,
				   *rt = ht + tuned->params.tensors[tuned->t.const_emb].offset;

		for (int k = 0; k < tuned->n_const; k++)
		{
			int			j = constant_index(base, tuned->const_text[k]);

			if (j >= 0)
				CHECK(memcmp(rt + (size_t) k * D, rb + (size_t) j * D, sizeof(float) * D) == 0);
			else
			{
				/* the new one: a fresh row, drawn (not zero, not another constant's) */
				double		ss = 0.0;

				CHECK_INT_EQ(k, 1);
				for (int d = 0; d < D; d++)
					ss += (double) rt[(size_t) k * D + d] * rt[(size_t) k * D + d];
				CHECK(ss > 0.0);
				for (int j2 = 0; j2 < base->n_const; j2++)
					CHECK(memcmp(rt + (size_t) k * D, rb + (size_t) j2 * D, sizeof(float) * D) != 0);
			}
		}
	}
	parser_params_host_done(tuned, ht);
	parser_params_host_done(base, hb);

	/* and it learns to say the constant */
	{
		ParserHypothesis *h;
		int			n;

		for (int e = 0; e < c.epochs; e++)
			CHECK(parser_train_epoch(tuned, train, N_TOY + 2, NULL, NULL, NULL, &err));
		CHECK(parser_decode(tuned, big[0], 1, &h, &n, &err));
		CHECK(n == 1 && sql_node_equal(h[0].ast, gold[0]));
		parser_hypotheses_free(h, n);
	}
	parser_free(tuned);
	parser_free(base);
	for (int i = 0; i < 2; i++)
	{
		parser_example_free(big[i]);
		sql_node_free(gold[i]);
	}
}

/* toy question 0 with a lexicon link ("texas" ~ state.state_name) and a comment link ("the"
 * ~ river): pairs the first relation set reads as the default relation */
static ParserExample *
lexicon_example(void)
{
	const char *q = toy_pairs[0].question;
	TextTokens	tok;
	LinkResult	links;
	DtError		err;
	ParserExample *ex;

	memset(&err, 0, sizeof(err));
	CHECK(text_tokenize(q, strlen(q), &tok, &err));
	link_result_init(&links);
	link_names(toy_g, &tok, &links);
	link_result_add(&links, LINK_COLUMN, LINK_LEXICON, 5, 6, 0, 0, NULL);
	link_result_add(&links, LINK_TABLE, LINK_COMMENT, 2, 3, 2, -1, NULL);
	ex = parser_example_new(q, toy_g, &links, toy_gold[0], &err);
	CHECK(ex != NULL);
	link_result_free(&links);
	text_tokens_free(&tok);
	return ex;
}

/* p's encoder output for ex (no dropout), copied */
static float *
encoded(Parser *p, const ParserExample *ex)
{
	size_t		n = (size_t) ex->n_items * p->cfg.d_model;
	float	   *y = malloc(sizeof(float) * n);

	p->be->download(p->be, y, parser_encode(p, ex, NULL), sizeof(float) * n);
	return y;
}

static double
max_abs_diff(const float *a, const float *b, size_t n)
{
	double		m = 0;

	for (size_t i = 0; i < n; i++)
		m = fmax(m, fabs((double) a[i] - b[i]));
	return m;
}

static double
max_abs(const float *a, size_t n)
{
	double		m = 0;

	for (size_t i = 0; i < n; i++)
		m = fmax(m, fabs((double) a[i]));
	return m;
}

static bool
has_relation(const ParserExample *ex, RatRelation r)
{
	for (size_t i = 0; i < (size_t) ex->n_items * ex->n_items; i++)
		if (ex->relations[i] == r)
			return true;
	return false;
}

UNIT_TEST(fine_tuning_grows_the_relation_set_and_computes_what_the_base_did)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *base,
			   *tuned,
			   *loaded;
	ParserExample *ex = lexicon_example();
	size_t		n = (size_t) ex->n_items * c.d_model;
	float	   *y_base,
			   *y_tuned,
			   *y_loaded,
			   *hb,
			   *ht;
	int			dh = c.d_model / c.heads,
				equal_rows = 0;
	double		loss_base,
				loss_tuned;
	DtStrBuf	bytes;

	memset(&err, 0, sizeof(err));
	CHECK(has_relation(ex, REL_QC_LEXICON) && has_relation(ex, REL_TQ_COMMENT));
	/* a base of the first relation set, as the shipped general model (version 5) */
	c.relations = REL_COUNT_FIRST;
	c.epochs = 3;
	base = trained_toy_parser(&c, N_TOY, c.epochs);

	/* the fine-tuned parser has every relation (the options' count is not the base's) */
	tuned = parser_new_from(base, &c, toy_ex, N_TOY, &err);
	CHECK(tuned != NULL);
	CHECK_INT_EQ(tuned->cfg.relations, REL_COUNT);
	CHECK_INT_EQ(tuned->params.tensors[tuned->stack.layers[0].rk].shape[0], REL_COUNT);

	/* each relation's row is the row the base read it as, in every layer's r^k and r^v */
	hb = parser_params_host(base);
	ht = parser_params_host(tuned);
	for (int l = 0; l < c.layers; l++)
		for (int which = 0; which < 2; which++)
		{
			int			tb = which ? base->stack.layers[l].rv : base->stack.layers[l].rk,
						tt = which ? tuned->stack.layers[l].rv : tuned->stack.layers[l].rk;

			for (int r = 0; r < REL_COUNT; r++)
			{
				int			from = (int) rat_relation_for_model((RatRelation) r, REL_COUNT_FIRST);

				if (memcmp(ht + tuned->params.tensors[tt].offset + (size_t) r * dh,
						   hb + base->params.tensors[tb].offset + (size_t) from * dh,
						   sizeof(float) * dh) == 0)
					equal_rows++;
			}
		}
	CHECK_INT_EQ(equal_rows, 2 * c.layers * REL_COUNT);
	CHECK(memcmp(ht + tuned->params.tensors[tuned->stack.layers[1].rk].offset + (size_t) REL_QC_LEXICON * dh,
				 hb + base->params.tensors[base->stack.layers[1].rk].offset + (size_t) REL_QC_DEFAULT * dh,
				 sizeof(float) * dh) == 0);

	/*
	 * so the encoder's output and the loss are the base's, within float rounding: the
	 * attention's sum over a relation's pairs (P·r^v) is now split over two rows of the same
	 * values, (a + b)·v against a·v + b·v
	 */
	y_base = encoded(base, ex);
	y_tuned = encoded(tuned, ex);
	CHECK(max_abs_diff(y_base, y_tuned, n) <= 1e-5 * (1 + max_abs(y_base, n)));
	loss_base = oracle_example_loss(base, ex, false, false, 1.0f, 7);
	loss_tuned = oracle_example_loss(tuned, ex, false, false, 1.0f, 7);
	CHECK_NEAR(loss_tuned, loss_base, 1e-5);
	if (getenv("DTFIXUP_PRINT_TRANSFER_DIFF"))
		printf("encoder max diff %g (max %g), loss %.9g vs %.9g\n",
			   max_abs_diff(y_base, y_tuned, n), max_abs(y_base, n), loss_base, loss_tuned);

	/* a checkpoint keeps the grown set and computes the same */
	dt_strbuf_init(&bytes);
	CHECK(parser_serialize(tuned, &bytes, &err));
	loaded = parser_deserialize(bytes.data, bytes.len, &err);
	CHECK(loaded != NULL);
	CHECK_INT_EQ(loaded->cfg.relations, REL_COUNT);
	y_loaded = encoded(loaded, ex);
	CHECK(memcmp(y_loaded, y_tuned, sizeof(float) * n) == 0);

	/* the new rows are the tuned parser's own: changing one changes the output */
	for (int k = 0; k < dh; k++)
		ht[tuned->params.tensors[tuned->stack.layers[0].rv].offset + (size_t) REL_QC_LEXICON * dh + k] += 1.0f;
	parser_params_host_done(tuned, ht);
	parser_params_host_done(base, hb);
	free(y_tuned);
	y_tuned = encoded(tuned, ex);
	CHECK(max_abs_diff(y_base, y_tuned, n) > 1e-3);

	/* and it trains, batched, on examples with the new relations */
	{
		ParserExample *batch[4] = {ex, toy_ex[1], toy_ex[2], toy_ex[3]};
		double		loss;

		CHECK(parser_train_batch(tuned, batch, 4, &loss, &err));
		CHECK(isfinite(loss));
	}

	/* the other architecture options still cannot change */
	{
		ParserConfig other = c;

		other.heads = 8;
		CHECK(parser_new_from(base, &other, toy_ex, N_TOY, &err) == NULL);
		CHECK(strstr(err.message, "\"heads\"") != NULL);
	}
	free(y_base);
	free(y_tuned);
	free(y_loaded);
	dt_strbuf_free(&bytes);
	parser_free(loaded);
	parser_free(tuned);
	parser_free(base);
	parser_example_free(ex);
}

/* ------------------------------------------------------------------ word dropout */

/* plan's integer inputs seen through the encoder's layout (enc_carve) */
static EncBufs
plan_view(Parser *p, const ParserExample *ex, TeacherPlan *plan)
{
	EncBufs		e;
	size_t		fbytes,
				ibytes;

	enc_shape(p, ex, &e);
	enc_carve(p, &e, NULL, (char *) plan->enc_ints, &fbytes, &ibytes);
	return e;
}

/* the same integer inputs (the carved buffers have padding between them: not compared) */
static bool
same_inputs(const EncBufs *a, const EncBufs *b)
{
	size_t		nq = (size_t) a->nq,
				nsw = (size_t) a->ns * a->Ts,
				K = (size_t) a->K;

	return a->nq == b->nq && a->ns == b->ns && a->Ts == b->Ts && a->K == b->K &&
		memcmp(a->q_word, b->q_word, sizeof(int) * nq) == 0 &&
		memcmp(a->q_bucket, b->q_bucket, sizeof(int) * nq * K) == 0 &&
		memcmp(a->s_word, b->s_word, sizeof(int) * nsw) == 0 &&
		memcmp(a->s_bucket, b->s_bucket, sizeof(int) * nsw * K) == 0 &&
		memcmp(a->s_len, b->s_len, sizeof(int) * (size_t) a->ns) == 0 &&
		memcmp(a->rel, b->rel, sizeof(int) * (size_t) a->n * a->n) == 0 &&
		memcmp(a->s_link, b->s_link, sizeof(int) * (size_t) a->ns) == 0;
}

/* The embedding the encoder gives a known word: its row plus the mean of its bucket rows. */
static void
known_word_embedding(Parser *p, const float *host, const char *word, float *out)
{
	int			W = p->cfg.word_dim,
				id = text_vocab_lookup(p->vocab, word);
	uint32_t	ids[PARSER_BUCKETS_PER_WORD];
	int			n = text_subword_buckets(word, PARSER_NGRAM_MIN, PARSER_NGRAM_MAX,
									 (uint32_t) p->cfg.hash_buckets, ids, PARSER_BUCKETS_PER_WORD);
	const float *rows = host + p->params.tensors[p->t.word_emb].offset,
			   *buckets = host + p->params.tensors[p->t.bucket_emb].offset;

	if (n > PARSER_BUCKETS_PER_WORD)
		n = PARSER_BUCKETS_PER_WORD;
	for (int j = 0; j < W; j++)
	{
		double		sum = 0;

		for (int k = 0; k < n; k++)
			sum += buckets[(size_t) ids[k] * W + j];
		out[j] = rows[(size_t) id * W + j] + (float) (sum / n);
	}
}

UNIT_TEST(word_vectors_start_the_embeddings_of_a_new_parser)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *p;
	int			W = c.word_dim,
				B = c.hash_buckets,
				known = -1;
	char	   *words[4];
	float	   *vec = malloc(sizeof(float) * 4 * W),
			   *buckets = malloc(sizeof(float) * (size_t) B * W),
			   *emb = malloc(sizeof(float) * W),
			   *before;
	ParserWordVectors wv;
	DtRng		rng;
	double		scale,
				sum = 0,
				sq = 0;
	const char *untouched;
	float	   *host;
	size_t		row_bytes = sizeof(float) * W;

	memset(&err, 0, sizeof(err));
	p = parser_new(&c, toy_ex, N_TOY, &err);
	CHECK(p != NULL && p->vocab->n_words > 6);
	/* three words the parser knows, one it does not; the vocabulary's fourth word has none */
	for (int i = 0; i < 3; i++)
		words[i] = p->vocab->words[2 + i];
	words[3] = "zzwordnotinthevocabulary";
	untouched = p->vocab->words[5];
	dt_rng_seed(&rng, 7);
	for (int i = 0; i < 4 * W; i++)
		vec[i] = (float) (0.8 * dt_rng_normal(&rng) + 0.3);
	for (size_t i = 0; i < (size_t) B * W; i++)
		buckets[i] = (float) (0.5 * dt_rng_normal(&rng));
	wv = (ParserWordVectors) {W, 4, words, vec, B, buckets};
	host = parser_params_host(p);
	before = malloc(row_bytes);
	memcpy(before, host + p->params.tensors[p->t.word_emb].offset + (size_t) 5 * W, row_bytes);
	parser_params_host_done(p, host);

	CHECK(parser_init_word_vectors(p, &wv, &known, &err));
	CHECK_INT_EQ(known, 3);
	host = parser_params_host(p);
	/* the bucket table is the vectors' bucket rows times one factor, which brings the
	 * words' components to the default initialisation's spread (std 0.1) */
	scale = host[p->params.tensors[p->t.bucket_emb].offset] / buckets[0];
	for (int i = 0; i < 4 * W; i++)
	{
		sum += scale * vec[i];
		sq += scale * vec[i] * scale * vec[i];
	}
	CHECK_NEAR(sqrt(sq / (4 * W) - (sum / (4 * W)) * (sum / (4 * W))), 0.1, 1e-4);
	for (size_t i = 0; i < (size_t) B * W; i += 97)
		CHECK_NEAR(host[p->params.tensors[p->t.bucket_emb].offset + i], scale * buckets[i], 1e-6);
	/* each known word is embedded as its scaled vector; another word keeps its row */
	for (int i = 0; i < 3; i++)
	{
		known_word_embedding(p, host, words[i], emb);
		for (int j = 0; j < W; j++)
			CHECK_NEAR(emb[j], scale * vec[(size_t) i * W + j], 1e-5);
	}
	CHECK(memcmp(before, host + p->params.tensors[p->t.word_emb].offset +
				 (size_t) text_vocab_lookup(p->vocab, untouched) * W, row_bytes) == 0);
	parser_params_host_done(p, host);

	/* vectors of another width or bucket count are refused, and so is a prepared parser */
	wv.dim = W + 1;
	CHECK(!parser_init_word_vectors(p, &wv, NULL, &err));
	CHECK_INT_EQ(err.code, DT_ERR_INVALID_PARAMETER);
	CHECK(strstr(err.message, "word_dim") != NULL);
	wv.dim = W;
	wv.n_buckets = B / 2;
	CHECK(!parser_init_word_vectors(p, &wv, NULL, &err));
	CHECK(strstr(err.message, "hash_buckets") != NULL);
	wv.n_buckets = B;
	CHECK(parser_prepare_training(p, toy_ex, N_TOY, NULL, &err));
	CHECK(!parser_init_word_vectors(p, &wv, NULL, &err));
	CHECK(strstr(err.message, "before its training is prepared") != NULL);
	parser_free(p);
	free(vec);
	free(buckets);
	free(emb);
	free(before);
}

UNIT_TEST(word_dropout_reads_known_words_as_unknown_ones)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *p;
	TeacherPlan plain = {0},
				dropped = {0};
	double		loss_dropped[N_TOY];
	int			n_dropped = 0,
				n_kept_type_words = 0;
	bool		*keep_row;
	float	   *host;
	const DtTensor *we;

	memset(&err, 0, sizeof(err));
	p = parser_new(&c, toy_ex, N_TOY, &err);
	CHECK(p != NULL);
	CHECK(parser_prepare_training(p, toy_ex, N_TOY, NULL, &err));

	/* word_dropout 0: a training plan is the plain plan, byte for byte, so training is what
	 * it was before the option (loss_and_gradients_unchanged_by_the_op_table_routing holds
	 * it to losses and gradients recorded before) */
	for (int i = 0; i < N_TOY; i++)
	{
		parser_teacher_plan(p, toy_ex[i], &plain);
		parser_teacher_plan_training(p, toy_ex[i], 1000 + (uint64_t) i, &dropped);
		{
			EncBufs		a = plan_view(p, toy_ex[i], &plain),
						b = plan_view(p, toy_ex[i], &dropped);

			CHECK(plain.enc_int_bytes == dropped.enc_int_bytes && same_inputs(&a, &b));
		}
		CHECK(oracle_example_loss(p, toy_ex[i], true, false, 1.0f, 5) ==
			  oracle_example_loss_planned(p, toy_ex[i], &plain, true, false, 1.0f, 5));
	}

	/* word_dropout 1 (above the option's range, to drop every word): every known word reads
	 * as unknown (no row, its buckets kept) but the columns' type-class words */
	keep_row = calloc(p->vocab->n_words, sizeof(bool));
	p->cfg.word_dropout = 1.0;
	for (int i = 0; i < N_TOY; i++)
	{
		const ParserExample *ex = toy_ex[i];
		EncBufs		a,
					b;

		parser_teacher_plan(p, ex, &plain);
		parser_teacher_plan_training(p, ex, 1000 + (uint64_t) i, &dropped);
		a = plan_view(p, ex, &plain);
		b = plan_view(p, ex, &dropped);
		CHECK(memcmp(a.q_bucket, b.q_bucket, sizeof(int) * (size_t) a.nq * a.K) == 0);
		CHECK(memcmp(a.s_bucket, b.s_bucket, sizeof(int) * (size_t) a.ns * a.Ts * a.K) == 0);
		for (int k = 0; k < a.nq; k++)
		{
			CHECK_INT_EQ(b.q_word[k], -1);
			n_dropped += a.q_word[k] >= 0;
		}
		for (int it = 0; it < a.ns; it++)
			for (int j = 0; j < a.Ts; j++)
			{
				int			wa = a.s_word[(size_t) it * a.Ts + j],
							wb = b.s_word[(size_t) it * a.Ts + j];

				if (it < ex->graph->n_columns && j == 0)
				{
					CHECK_INT_EQ(wb, wa);
					if (wa >= 0)
						keep_row[wa] = true;
					n_kept_type_words++;
				}
				else
				{
					CHECK_INT_EQ(wb, -1);
					n_dropped += wa >= 0;
				}
			}
		loss_dropped[i] = oracle_example_loss(p, ex, true, false, 1.0f, 5);
	}
	CHECK(n_dropped > 50);
	CHECK(n_kept_type_words > 0);

	/* ... which is exactly the loss of known words whose rows are zero (a word's vector is
	 * its row plus its buckets'): the dropped words are embedded by their buckets alone */
	p->cfg.word_dropout = 0.0;
	host = parser_params_host(p);
	we = &p->params.tensors[p->t.word_emb];
	for (int w = 0; w < we->shape[0]; w++)
		if (!keep_row[w])
			memset(host + we->offset + (size_t) w * we->shape[1], 0, sizeof(float) * we->shape[1]);
	parser_params_host_done(p, host);
	for (int i = 0; i < N_TOY; i++)
		CHECK_NEAR(oracle_example_loss(p, toy_ex[i], true, false, 1.0f, 5), loss_dropped[i], 1e-6);

	/* and a batch trains with it (each example encodes its own schema words) */
	{
		double		loss;

		p->cfg.word_dropout = 0.5;
		CHECK(parser_train_batch(p, toy_ex, 4, &loss, &err));
		CHECK(isfinite(loss));
	}
	free(keep_row);
	parser_teacher_plan_free(&plain);
	parser_teacher_plan_free(&dropped);
	parser_free(p);
}

/* ------------------------------------------------------------------ checkpoint averaging */

UNIT_TEST(averaging_gives_the_mean_of_the_weights_and_refuses_other_layouts)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *run[3],
			   *mean,
			   *other;
	ParserAverage *avg;
	float	   *w[3];
	size_t		count;
	double		max_diff = 0;

	memset(&err, 0, sizeof(err));
	/* three checkpoints of one run (epochs 1 to 3): one vocabulary, different weights */
	{
		Parser	   *trainer = parser_new(&c, toy_ex, N_TOY, &err);

		CHECK(trainer && parser_prepare_training(trainer, toy_ex, N_TOY, NULL, &err));
		count = trainer->params.count;
		for (int k = 0; k < 3; k++)
		{
			DtStrBuf	bytes;

			CHECK(parser_train_epoch(trainer, toy_ex, N_TOY, NULL, NULL, NULL, &err));
			dt_strbuf_init(&bytes);
			CHECK(parser_serialize(trainer, &bytes, &err));
			run[k] = parser_deserialize(bytes.data, bytes.len, &err);
			CHECK(run[k] != NULL);
			w[k] = dt_alloc(sizeof(float) * count);
			memcpy(w[k], run[k]->params.data, sizeof(float) * count);
			dt_strbuf_free(&bytes);
		}
		parser_free(trainer);
	}
	CHECK(memcmp(w[0], w[2], sizeof(float) * count) != 0);

	avg = parser_average_begin(run[0], &err);
	CHECK(avg != NULL);
	CHECK(parser_average_add(avg, run[1], &err));
	CHECK(parser_average_add(avg, run[2], &err));
	CHECK_INT_EQ(parser_average_count(avg), 3);
	mean = parser_average_finish(avg);
	CHECK(mean == run[0]);
	for (size_t i = 0; i < count; i++)
	{
		double		want = ((double) w[0][i] + w[1][i] + w[2][i]) / 3.0;
		double		d = fabs(mean->params.data[i] - want);

		if (d > max_diff)
			max_diff = d;
	}
	CHECK(max_diff <= 1e-6);
	/* and it still decodes */
	{
		int			exact = 0;

		CHECK(decode_all(mean, 3, &exact, NULL, NULL));
	}

	/* another vocabulary (trained on fewer questions) is refused, naming what differs */
	other = parser_new(&c, toy_ex, 4, &err);
	CHECK(other != NULL);
	avg = parser_average_begin(mean, &err);
	CHECK(avg != NULL);
	CHECK(!parser_average_add(avg, other, &err));
	CHECK(err.code == DT_ERR_INVALID_PARAMETER);
	CHECK(strstr(err.message, "vocabularies differ") != NULL);
	CHECK_INT_EQ(parser_average_count(avg), 1);
	parser_free(other);
	/* and another architecture */
	{
		ParserConfig c2 = c;

		c2.layers = c.layers + 1;
		other = parser_new(&c2, toy_ex, N_TOY, &err);
		CHECK(other != NULL);
		CHECK(!parser_average_add(avg, other, &err));
		CHECK(strstr(err.message, "\"layers\"") != NULL);
		parser_free(other);
	}
	parser_average_abort(avg);	/* frees mean (run[0]) */
	parser_free(run[1]);
	parser_free(run[2]);
	for (int k = 0; k < 3; k++)
		dt_free(w[k]);
}

/* Constant k's embedding row of p set to value (on the host). */
static void
set_constant_row(Parser *p, const char *text, float value)
{
	float	   *h = parser_params_host(p);
	int			k = constant_index(p, text);
	size_t		D = (size_t) p->cfg.d_model;

	for (size_t j = 0; j < D; j++)
		h[p->params.tensors[p->t.const_emb].offset + (size_t) k * D + j] = value;
	parser_params_host_done(p, h);
}

UNIT_TEST(averaging_matches_value_constants_listed_in_another_order)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *a,
			   *b,
			   *other,
			   *mean;
	ParserAverage *avg;
	DtStrBuf	bytes;
	size_t		D,
				rows;

	memset(&err, 0, sizeof(err));
	/* two copies of one parser that learnt the same two constants in opposite orders */
	{
		Parser	   *trainer = parser_new(&c, toy_ex, N_TOY, &err);

		CHECK(trainer && parser_prepare_training(trainer, toy_ex, N_TOY, NULL, &err));
		CHECK(parser_train_epoch(trainer, toy_ex, N_TOY, NULL, NULL, NULL, &err));
		dt_strbuf_init(&bytes);
		CHECK(parser_serialize(trainer, &bytes, &err));
		parser_free(trainer);
	}
	a = parser_deserialize(bytes.data, bytes.len, &err);
	b = parser_deserialize(bytes.data, bytes.len, &err);
	other = parser_deserialize(bytes.data, bytes.len, &err);
	CHECK(a && b && other);
	CHECK(parser_add_constant(a, "7", SQL_VALUE_INTEGER) && parser_add_constant(a, "9", SQL_VALUE_INTEGER));
	CHECK(parser_add_constant(b, "9", SQL_VALUE_INTEGER) && parser_add_constant(b, "7", SQL_VALUE_INTEGER));
	CHECK(constant_index(a, "7") != constant_index(b, "7"));
	set_constant_row(a, "7", 1.0f);
	set_constant_row(a, "9", 2.0f);
	set_constant_row(b, "7", 3.0f);
	set_constant_row(b, "9", 5.0f);

	avg = parser_average_begin(a, &err);
	CHECK(avg != NULL);
	CHECK(parser_average_add(avg, b, &err));
	mean = parser_average_finish(avg);
	D = (size_t) mean->cfg.d_model;
	rows = mean->params.tensors[mean->t.const_emb].offset;
	/* each constant's row is the mean of its rows, wherever each parser keeps it */
	for (size_t j = 0; j < D; j++)
	{
		CHECK(mean->params.data[rows + (size_t) constant_index(mean, "7") * D + j] == 2.0f);
		CHECK(mean->params.data[rows + (size_t) constant_index(mean, "9") * D + j] == 3.5f);
	}

	/* another set of constants is refused, naming the one missing */
	CHECK(parser_add_constant(other, "7", SQL_VALUE_INTEGER) && parser_add_constant(other, "8", SQL_VALUE_INTEGER));
	avg = parser_average_begin(mean, &err);
	CHECK(avg != NULL);
	CHECK(!parser_average_add(avg, other, &err));
	CHECK(err.code == DT_ERR_INVALID_PARAMETER);
	CHECK(strstr(err.message, "\"9\" is a constant of one and not of the other") != NULL);
	parser_average_abort(avg);	/* frees mean (a) */
	parser_free(b);
	parser_free(other);
	dt_strbuf_free(&bytes);
}

/* ------------------------------------------------------------------ the op-table routing */

/*
 * The parser's arithmetic goes through the backend's op table (be->seq, be->gemm, ...);
 * before that it called the seq_*.c kernels and OpenBLAS directly.  The figures below were
 * printed by this test (DTFIXUP_PRINT_ROUTING_REFERENCE=1) from the direct-call code at
 * commit 85cc1a5, and the routed code must reproduce them: the teacher-forced losses of
 * three examples with dropout on (training mode), and for every parameter tensor its
 * gradient's squared norm and its projection on a fixed pseudo-random vector (a moved or
 * dropped gradient changes the projection even where the norm survives), then the losses of
 * three training steps (batch gradients with the schema cache, Adam).  Tolerance: 1e-4
 * relative (the order of a few float additions may differ, nothing else), with a 1e-9
 * absolute floor for the projections.
 */
typedef struct RoutingRef
{
	const char *tensor;
	double		sumsq;
	double		proj;
} RoutingRef;

static const double routing_ref_losses[3] = {27.383304297924042, 43.311546087265015, 27.619074165821075};
/* the third step's batch holds "population above 5000000": since ordering comparisons take
 * only numbers and dates (docs/grammar.md), TRUE and FALSE left the rule mask of the left side
 * of its '>', and that step's loss moved from 27.027993232011795 to this */
static const double routing_ref_train[3] = {27.158370956778526, 26.437613815069199, 26.962528124451637};
static const RoutingRef routing_ref[] = {
	{"enc.word_emb", 0.40135163557413017, 0.65649624646326599},
	{"enc.bucket_emb", 0.045910012869636689, 0.023268901018388164},
	{"enc.q_lstm.fwd.w_ih", 0.011992224020104181, 0.015579147381463078},
	{"enc.q_lstm.fwd.w_hh", 0.0004609621369903914, 0.014544920355110165},
	{"enc.q_lstm.fwd.b_ih", 0.35496166393160783, -0.5278091788429754},
	{"enc.q_lstm.fwd.b_hh", 0.35496166393160783, 0.17863926724485457},
	{"enc.q_lstm.bwd.w_ih", 0.014191914462589394, 0.060597533045375941},
	{"enc.q_lstm.bwd.w_hh", 0.00067362955211616065, -0.020843230335580384},
	{"enc.q_lstm.bwd.b_ih", 0.48920724133763105, -0.54499229199936794},
	{"enc.q_lstm.bwd.b_hh", 0.48920724133763105, -0.25491428751920892},
	{"enc.s_lstm.fwd.w_ih", 0.083381682335144522, 0.1118728429202467},
	{"enc.s_lstm.fwd.w_hh", 0.0013633369428795682, 0.022121720339695589},
	{"enc.s_lstm.fwd.b_ih", 1.8772321069951892, 1.1026533299696628},
	{"enc.s_lstm.fwd.b_hh", 1.8772321069951892, 1.4057991230446065},
	{"enc.s_lstm.bwd.w_ih", 0.091292340536953606, 0.11239984097212806},
	{"enc.s_lstm.bwd.w_hh", 0.0010734441093369655, -0.031128738440541107},
	{"enc.s_lstm.bwd.b_ih", 2.1596490389758687, -0.086702220790945694},
	{"enc.s_lstm.bwd.b_hh", 2.1596490389758687, 0.68414123209736766},
	{"enc.schema_link_emb", 2.3110301978155019, 1.2553005788322871},
	{"rat.0.wq", 7.6786975755597694e-07, -0.0011702187889075079},
	{"rat.0.bq", 5.3577457797695632e-05, 0.0025422297058016307},
	{"rat.0.wk", 1.2509399597215579e-08, 3.1807051036351905e-05},
	{"rat.0.bk", 1.8956435413412485e-21, -2.0718256152560842e-11},
	{"rat.0.wv", 0.013513816620870471, -0.0068670072791466256},
	{"rat.0.bv", 2.5052823666565089, 0.016053659593748409},
	{"rat.0.wo", 0.42982058629587089, -0.021692981399961214},
	{"rat.0.bo", 15.82176603548433, -0.26062168524514173},
	{"rat.0.rk", 1.1233571286427939e-06, -0.00018662807569852247},
	{"rat.0.rv", 0.23165366682752128, 0.040326870452607938},
	{"rat.0.w1", 0.011251367199560497, 0.065689163605527706},
	{"rat.0.b1", 0.73950013981268281, -1.1563654389247373},
	{"rat.0.w2", 0.051843394781420866, 0.11222276310438359},
	{"rat.0.b2", 15.302557034568352, 0.2854765512662959},
	{"rat.1.wq", 5.2551937269935027e-07, 3.4295840467290927e-05},
	{"rat.1.bq", 2.0079819919746974e-05, -0.0041703883478879916},
	{"rat.1.wk", 1.0838833254821119e-08, -3.6165245290651713e-05},
	{"rat.1.bk", 1.6972502167495031e-21, -4.147089092720089e-12},
	{"rat.1.wv", 0.035272003622339558, 0.056915706726562543},
	{"rat.1.bv", 3.2479982775484375, 1.7239034630904158},
	{"rat.1.wo", 0.12064003775404755, 0.0089991902904787719},
	{"rat.1.bo", 15.098392396683341, -3.0102694941962147},
	{"rat.1.rk", 4.2954229763393803e-07, 6.7997307039349586e-05},
	{"rat.1.rv", 0.2117025698626874, -0.16824873672881052},
	{"rat.1.w1", 0.011235489627632201, 0.065997572228907647},
	{"rat.1.b1", 0.74926740802874814, 1.0362584332410949},
	{"rat.1.w2", 0.038828803214903417, -0.066523613177112695},
	{"rat.1.b2", 14.650383641064995, -3.0909581320279749},
	{"dec.action_emb", 0.77837014015592221, 0.31829791184501366},
	{"dec.field_emb", 0.12373261177934224, 0.079039781937668807},
	{"dec.lstm.w_ih", 2.7107602478399415, 0.60650240179359982},
	{"dec.lstm.w_hh", 0.30534347272538581, -0.016193027804069147},
	{"dec.lstm.b_ih", 25.718706640642012, -0.33970370062347571},
	{"dec.lstm.b_hh", 25.718706640642012, 3.0908020609191764},
	{"dec.att.wq", 2.4693810174863197e-07, 0.0016540914946866327},
	{"dec.att.bq", 8.1555912794070947e-06, 0.0010728563761714166},
	{"dec.att.wk", 8.3188808597372563e-08, -0.00010771994080448247},
	{"dec.att.bk", 8.6381469704889667e-21, -3.7238621438089416e-11},
	{"dec.att.wv", 0.21745513315173409, -0.023534290886809993},
	{"dec.att.bv", 18.893363517441255, -1.3736972046796736},
	{"dec.att.wo", 0.14387042294603711, -0.12108753789015274},
	{"dec.att.bo", 15.253725328351145, 0.87173750847132947},
	{"dec.rule.w1", 0.9781755163218715, -1.2227396023554462},
	{"dec.rule.b1", 27.078498536726229, -0.090252506225258378},
	{"dec.rule.w2", 0.85528664503012197, -0.0045706434193760956},
	{"dec.rule.b2", 41.883334069464382, -7.3246442245687415},
	{"dec.table_ptr.wq", 0.00010781972869396473, 0.0093642913001257145},
	{"dec.table_ptr.bq", 0.0036477577964589844, 0.096457785589232389},
	{"dec.table_ptr.wk", 6.6323508882244877e-05, -0.017498705520227805},
	{"dec.table_ptr.bk", 9.9160095727141809e-19, -5.8656197820371414e-10},
	{"dec.column_ptr.wq", 0.00017104241227428548, -0.012776332018491003},
	{"dec.column_ptr.bq", 0.0038633373119924467, -0.11273670510797792},
	{"dec.column_ptr.wk", 5.8797706232528519e-05, -0.00068238083509887266},
	{"dec.column_ptr.bk", 3.6547488508504464e-18, 1.9784560106067821e-09},
	{"dec.value_ptr.wq", 0.0029288460001912135, 0.09605173847472176},
	{"dec.value_ptr.bq", 0.043299535631081673, -0.085868610756711067},
	{"dec.value_ptr.wk", 0.0013950188051589248, -0.001232820740689491},
	{"dec.value_ptr.bk", 7.6474369642854506e-18, -4.9262745786897971e-10},
	{"dec.instance_rank_emb", 3.8997953580976456e-05, -0.00089300092965151248},
	{"dec.subquery_column_emb", 0, 0},
	{"dec.value_rows", 0.02929764101263092, 0.018210489767588427},
	{"dec.constant_emb", 0.0010021427374461535, -0.016844309288882454},
};

UNIT_TEST(loss_and_gradients_unchanged_by_the_op_table_routing)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *p;
	const int	which[3] = {0, 10, 12};
	double		losses[3],
				train[3];
	bool		print = getenv("DTFIXUP_PRINT_ROUTING_REFERENCE") != NULL;
	float	   *grad;
	double		global_ss;
	int			n_seen = 0;

	c.dropout = 0.2;			/* the dropout masks are part of what must not change */
	/* the reference was recorded with the first relation set (its relation tables' rows
	 * draw from the same random stream as every tensor after them): a model of that set
	 * must still compute the same */
	c.relations = REL_COUNT_FIRST;
	memset(&err, 0, sizeof(err));
	p = parser_new(&c, toy_ex, N_TOY, &err);
	CHECK(p != NULL);
	if (p == NULL)
		return;
	CHECK(parser_prepare_training(p, toy_ex, N_TOY, NULL, &err));
	dt_params_zero_grad(&p->params);
	for (int i = 0; i < 3; i++)
		losses[i] = oracle_example_loss(p, toy_ex[which[i]], true, true, 0.5f, 1234 + (uint64_t) i);
	grad = malloc(sizeof(float) * p->params.count);
	p->be->download(p->be, grad, p->params.grad, sizeof(float) * p->params.count);
	if (print)
		printf("#define ROUTING_REF_LOSSES %.17g, %.17g, %.17g\n#define ROUTING_REF_TABLE \\\n",
			   losses[0], losses[1], losses[2]);
	global_ss = 0;
	for (size_t i = 0; i < p->params.count; i++)
		global_ss += (double) grad[i] * grad[i];
	for (int k = 0; k < p->params.n_tensors; k++)
	{
		const DtTensor *t = &p->params.tensors[k];
		const float *g = grad + t->offset;
		double		ss = 0,
					proj = 0;

		for (size_t i = 0; i < t->numel; i++)
		{
			ss += (double) g[i] * g[i];
			proj += (double) g[i] * sin(0.37 * (double) i + k);
		}
		if (print)
			printf("\t{\"%s\", %.17g, %.17g}, \\\n", t->name, ss, proj);
		for (size_t r = 0; r < sizeof(routing_ref) / sizeof(routing_ref[0]); r++)
			if (strcmp(routing_ref[r].tensor, t->name) == 0)
			{
				/*
				 * The key biases' gradients are zero in exact arithmetic (softmax is
				 * shift-invariant): theirs is rounding noise, which differs between builds
				 * and BLAS kernel families.  Such a tensor (below 1e-12 of the whole
				 * gradient's squared norm, in the reference and here) must stay noise; every
				 * other tensor must match the reference to 1e-4, relative.
				 */
				if (routing_ref[r].sumsq < 1e-12 * global_ss)
					CHECK(ss < 1e-12 * global_ss);
				else
				{
					CHECK_NEAR(ss, routing_ref[r].sumsq, 1e-4);
					if (!(fabs(proj - routing_ref[r].proj) <=
						  1e-4 * (fabs(routing_ref[r].proj) + sqrt(routing_ref[r].sumsq))))
						UNIT_FAIL("%s: gradient projection %.9g, expected %.9g", t->name, proj,
								  routing_ref[r].proj);
				}
				n_seen++;
			}
	}
	free(grad);
	for (int s = 0; s < 3; s++)
		CHECK(parser_train_batch(p, toy_ex + 4 * s, 4, &train[s], &err));
	if (print)
		printf("\n#define ROUTING_REF_TRAIN %.17g, %.17g, %.17g\n", train[0], train[1], train[2]);
	CHECK_INT_EQ(n_seen, (int) (sizeof(routing_ref) / sizeof(routing_ref[0])));
	CHECK_INT_EQ(n_seen, p->params.n_tensors);
	for (int i = 0; i < 3; i++)
	{
		CHECK_NEAR(losses[i], routing_ref_losses[i], 1e-4);
		CHECK_NEAR(train[i], routing_ref_train[i], 1e-4);
	}
	parser_free(p);
}

/* ------------------------------------------------------------------ device */

/* cpu and auto give the CPU; cuda is refused, as "no CUDA backend" where none can be made
 * (no GPU, or no module at that path) and as "not on the GPU yet" where one could */
UNIT_TEST(device_choice_gives_cuda_only_when_usable_and_says_why_not)
{
	DtError		err;
	bool		usable = true;
	DtCudaProbe probe;

	memset(&err, 0, sizeof(err));
	CHECK_STR_EQ(parser_device_backend(PARSER_DEVICE_CPU, "cuda/dtfixup_cuda.so", &usable, &err), "cpu");
	CHECK(!usable);
	CHECK_STR_EQ(parser_device_backend(PARSER_DEVICE_AUTO, "cuda/dtfixup_cuda.so", &usable, &err), "cpu");
	CHECK(!usable);
	/* a module path that does not exist: never usable */
	CHECK(parser_device_backend(PARSER_DEVICE_CUDA, "/nonexistent/dtfixup_cuda.so", &usable, &err) == NULL);
	CHECK(!usable);
	CHECK_INT_EQ(err.code, DT_ERR_FEATURE_NOT_SUPPORTED);
	memset(&probe, 0, sizeof(probe));
	dt_cuda_probe_driver(&probe);
	if (!probe.gpu_present)
		CHECK_STR_EQ(err.message, "no usable GPU");
	memset(&err, 0, sizeof(err));
	{
		const char *b = parser_device_backend(PARSER_DEVICE_CUDA, "cuda/dtfixup_cuda.so", &usable,
											  &err);

		/* "cuda" where a CUDA backend can be made, else the reason */
		CHECK(usable ? b != NULL && strcmp(b, "cuda") == 0 : b == NULL);
		if (!usable)
			CHECK_INT_EQ(err.code, DT_ERR_FEATURE_NOT_SUPPORTED);
		if (!usable && !probe.gpu_present)
			CHECK_STR_EQ(err.message, "no usable GPU");
	}
}

/* ------------------------------------------------------------------ ensembles */

/* Hypotheses a and b (n of each) agree: the same actions, scores within tol. */
static bool
same_hypotheses(const ParserHypothesis *a, int na, const ParserHypothesis *b, int nb, double tol)
{
	if (na != nb)
		return false;
	for (int k = 0; k < na; k++)
		if (!same_actions(&a[k].actions, &b[k].actions) || fabs(a[k].score - b[k].score) > tol)
			return false;
	return true;
}

/*
 * A beam step by parts (parser_decoder_input.c) against the whole product x_t W_ih^T: the
 * same h, c and z for hypotheses with every kind of input (the first step, a rule, a selected
 * table or column, a value, a parent or none), on the first step that makes the parts' rows
 * and on a second that reads them back.  The pre-activations differ only in the order of
 * their float additions: at most gamma(Din + 8) sum |x_k w_k| + |b| apart (Higham's bound
 * for a sum in any order, as gemm_check.h), and sigmoid, tanh and the cell's products do not
 * widen that by more than a factor of 4 (their slopes are at most 1, |c_prev| <= 1 here).
 */
/*
 * The column pointer's log-probabilities with keys made by part (ColumnKeyParts) against
 * keys from the candidates' memory rows: schema columns under several instance ranks and
 * subquery columns, twice (the parts made, then read back).  A key's entries differ by at
 * most gamma(D + 4) sum |m_k w_jk| + |b_j| (its sum of products in another order, and the
 * two rows' sum); a logit q.k / sqrt(D) by sum |q| / sqrt(D) times that, and the
 * log-softmax by twice that.
 */
static void
column_keys_by_part_match(Parser *p, const DecoderMemory *mem)
{
	enum {N = 7};
	ColumnCandidate cands[N] = {
		{0, 0, 0, 0}, {0, 1, 0, 1}, {1, 0, 1, 0}, {1, 2, 1, 2},
		{2, 0, 2, -1}, {2, 1, 2, -1}, {3, 1, 3, mem->n_cols - 1}
	};
	ColumnKeyParts ck;
	int			D = p->cfg.d_model;
	size_t		n_scratch = parser_head_scratch(p, N);
	float	   *scratch = calloc(n_scratch, sizeof(float)),
			   *u = malloc(sizeof(float) * p->d_head);
	float		whole[N],
				parts[N];
	const float *wk = T_DATA(p, p->t.col_ptr[2]),
			   *bk = T_DATA(p, p->t.col_ptr[3]);
	double		uu = ldexp(1.0, -24),
				gam = (D + 4) * uu / (1 - (D + 4) * uu),
				worst = 0;

	for (int i = 0; i < p->d_head; i++)
		u[i] = 0.6f * sinf(0.21f * i + 0.4f);
	CHECK(parser_column_keys_begin(p, &ck, mem->n_cols));
	for (int round = 0; round < 2; round++)
	{
		float	   *cm = malloc(sizeof(float) * N * D);
		double		kmax = 0,
					qsum = 0,
					tol;

		parser_column_logp(p, mem, NULL, u, cands, N, whole, scratch);
		column_memory(p, mem, cands, N, cm);
		for (int i = 0; i < D; i++)
			qsum += fabs(scratch[i]);	/* the pointer's query (its cache) */
		for (int i = 0; i < N; i++)
			for (int j = 0; j < D; j++)
			{
				double		sum = fabs(bk[j]);

				for (int k = 0; k < D; k++)
					sum += fabs((double) cm[(size_t) i * D + k] * wk[(size_t) j * D + k]);
				kmax = sum > kmax ? sum : kmax;
			}
		free(cm);
		tol = 2 * qsum / sqrt((double) D) * gam * kmax;
		parser_column_logp(p, mem, &ck, u, cands, N, parts, scratch);
		for (int i = 0; i < N; i++)
		{
			double		d = fabs((double) whole[i] - parts[i]);

			worst = d / tol > worst ? d / tol : worst;
			if (!(d <= tol))
				UNIT_FAIL("round %d candidate %d: log-probabilities %g and %g, bound %g", round,
						  i, whole[i], parts[i], tol);
		}
	}
	printf("     (column keys by part: worst difference %.3g of the bound)\n", worst);
	parser_column_keys_end(&ck);
	free(scratch);
	free(u);
}

UNIT_TEST(a_beam_step_by_parts_matches_the_whole_input_product)
{
	ParserConfig c = toy_config();
	Parser	   *p = trained_toy_parser(&c, N_TOY, 3);
	const ParserExample *ex = toy_ex[2];
	EncBufs    *enc;
	const float *Y;
	bool		stopped = false;
	DecoderMemory mem;
	DecoderInputParts parts;
	enum {B = 6};
	StepInput	in[B];
	int			Hd, D, Din, G;
	float	   *membuf, *hist, *zs, *hs, *cs, *scratch, *out[2][3];
	const float *hprev[B], *cprev[B], *zprev[B], *hpar[B];
	double		worst = 0;

	if (p == NULL)
		return;
	Hd = p->cfg.decoder_hidden;
	D = p->cfg.d_model;
	Din = p->din_dec;
	G = 4 * Hd;
	enc = parser_encode_begin(p, ex);
	Y = parser_encode_finish(p, ex, enc, &stopped);
	CHECK(!stopped);
	membuf = calloc(parser_decoder_memory_floats(p, ex), sizeof(float));
	parser_decoder_memory(p, ex, Y, &mem, membuf);
	CHECK(mem.n_val >= 2);

	/* the history of h: 4 earlier rows; the hypotheses' previous h, c and z */
	hist = malloc(sizeof(float) * 4 * Hd);
	zs = malloc(sizeof(float) * B * D);
	hs = malloc(sizeof(float) * B * Hd);
	cs = malloc(sizeof(float) * B * Hd);
	for (int i = 0; i < 4 * Hd; i++)
		hist[i] = 0.9f * sinf(0.7f * i + 0.2f);
	for (int i = 0; i < B * D; i++)
		zs[i] = 0.5f * cosf(0.3f * i);
	for (int i = 0; i < B * Hd; i++)
	{
		hs[i] = 0.8f * sinf(0.13f * i + 1.0f);
		cs[i] = 0.9f * cosf(0.29f * i);
	}
	for (int b = 0; b < B; b++)
	{
		ParentStack ps = {0};

		parent_stack_step_input(&ps, NULL, -1, &in[b]);		/* the root */
		hprev[b] = hs + (size_t) b * Hd;
		cprev[b] = cs + (size_t) b * Hd;
		zprev[b] = zs + (size_t) b * D;
		hpar[b] = NULL;
	}
	/* 0: the first step (nothing before it) */
	hprev[0] = cprev[0] = zprev[0] = NULL;
	/* 1: after a rule, under the first field of rule 3, parent at history row 1 */
	in[1].prev_act_row = 5;
	in[1].parent_act_row = 3;
	in[1].field_row = 3 * SQL_MAX_FIELDS;
	in[1].parent_hist_row = 1;
	/* 2: after a table, the same parent as 1 */
	in[2] = in[1];
	in[2].prev_act_row = PARSER_ACT_TABLE;
	in[2].prev_y_row = mem.n_items - 1;
	/* 3: after a column, another parent */
	in[3] = in[1];
	in[3].prev_act_row = PARSER_ACT_COLUMN;
	in[3].prev_y_row = mem.n_q;
	in[3].parent_hist_row = 3;
	/* 4: after a value */
	in[4] = in[3];
	in[4].prev_act_row = PARSER_ACT_VALUE;
	in[4].prev_y_row = -1;
	in[4].prev_value = 1;
	/* 5: a rule under the root */
	in[5].prev_act_row = 2;
	for (int b = 0; b < B; b++)
		hpar[b] = in[b].parent_hist_row >= 0 ? hist + (size_t) in[b].parent_hist_row * Hd : NULL;

	scratch = calloc(parser_decoder_batch_scratch(p, B, mem.n_items), sizeof(float));
	for (int v = 0; v < 2; v++)
		for (int k = 0; k < 3; k++)
			out[v][k] = calloc((size_t) B * (k == 2 ? D : Hd) + (size_t) B * G, sizeof(float));
	CHECK(parser_decoder_parts_begin(p, &parts, mem.n_items, mem.n_val));
	parser_decoder_parts_step(p, &parts, 0, B);		/* history rows 0..B-1 */
	for (int round = 0; round < 2; round++)
	{
		float	   *U = malloc(sizeof(float) * B * p->d_head);
		float	   *Uw = malloc(sizeof(float) * B * p->d_head);

		parser_decoder_cell_batch(p, &mem, NULL, hist, B, in, hprev, cprev, zprev, hpar,
								  out[0][0], out[0][1], out[0][2], Uw, scratch);
		parser_decoder_cell_batch(p, &mem, &parts, hist, B, in, hprev, cprev, zprev, hpar,
								  out[1][0], out[1][1], out[1][2], U, scratch);
		for (int b = 0; b < B; b++)
		{
			double		mag = 0,
						tol;
			float	   *x = malloc(sizeof(float) * Din);
			const float *w = T_DATA(p, p->t.dec_lstm[0]),
					   *bi = T_DATA(p, p->t.dec_lstm[2]),
					   *bh = T_DATA(p, p->t.dec_lstm[3]);
			double		u = ldexp(1.0, -24),
						gam = (Din + 8) * u / (1 - (Din + 8) * u);

			build_step_input(p, &mem, &in[b], zprev[b], hpar[b], x);
			for (int j = 0; j < G; j++)
			{
				double		sum = fabs(bi[j]) + fabs(bh[j]);

				for (int k = 0; k < Din; k++)
					sum += fabs((double) x[k] * w[(size_t) j * Din + k]);
				mag = sum > mag ? sum : mag;
			}
			free(x);
			tol = 4 * gam * mag;
			for (int k = 0; k < 3; k++)
			{
				int			n = k == 2 ? D : Hd;

				for (int j = 0; j < n; j++)
				{
					double		d = fabs((double) out[0][k][(size_t) b * n + j] -
										 out[1][k][(size_t) b * n + j]);

					/* z attends with h: its error is h's, through a softmax and a sum of
					 * value rows, bounded by the same factor times the rows' size */
					if (k == 2)
						d /= 1 + fabs((double) out[0][k][(size_t) b * n + j]);
					worst = d / tol > worst ? d / tol : worst;
					if (!(d <= tol))
						UNIT_FAIL("round %d hypothesis %d output %d[%d]: %g apart, bound %g",
								  round, b, k, j, d, tol);
				}
			}
		}
		free(U);
		free(Uw);
	}
	printf("     (worst difference: %.3g of the bound)\n", worst);
	parser_decoder_parts_end(&parts);
	column_keys_by_part_match(p, &mem);
	for (int v = 0; v < 2; v++)
		for (int k = 0; k < 3; k++)
			free(out[v][k]);
	free(scratch);
	free(hist);
	free(zs);
	free(hs);
	free(cs);
	free(membuf);
	parser_free(p);
}

UNIT_TEST(an_ensemble_scores_by_the_mean_of_its_parsers_probabilities)
{
	ParserConfig c = toy_config(),
				c2;
	Parser	   *p,
			   *q,
			   *copy;
	DtStrBuf	bytes;
	DtError		err = {0};
	int			n_bounded = 0;

	/* no label smoothing: a teacher-forced loss is then exactly -log p(actions) */
	c.label_smoothing = 0;
	c2 = c;
	c2.seed = c.seed + 1;
	p = trained_toy_parser(&c, N_TOY, c.epochs);
	q = trained_toy_parser(&c2, N_TOY, c.epochs / 2);
	if (p == NULL || q == NULL)
		return;
	dt_strbuf_init(&bytes);
	CHECK(parser_serialize_weights(p, &bytes, &err));
	copy = parser_deserialize(bytes.data, bytes.len, &err);
	dt_strbuf_free(&bytes);
	CHECK(copy != NULL);
	if (copy == NULL)
		return;

	for (int i = 0; i < N_TOY; i++)
	{
		Parser	   *pp[2] = {p, copy},
				   *pq[2] = {p, q},
				   *qp[2] = {q, p};
		ParserHypothesis *one,
				   *same,
				   *ens,
				   *rev;
		int			n_one,
					n_same,
					n_ens,
					n_rev;

		CHECK(parser_decode(p, toy_ex[i], 3, &one, &n_one, &err));
		/* a parser with itself (another copy of its weights): the same beam, the same
		 * scores (the mean of two equal probabilities is that probability) */
		CHECK(parser_decode_ensemble(pp, 2, toy_ex[i], 3, &same, &n_same, &err));
		CHECK(same_hypotheses(one, n_one, same, n_same, 1e-9));
		/* the order of the parsers does not matter */
		CHECK(parser_decode_ensemble(pq, 2, toy_ex[i], 3, &ens, &n_ens, &err));
		CHECK(parser_decode_ensemble(qp, 2, toy_ex[i], 3, &rev, &n_rev, &err));
		CHECK(same_hypotheses(ens, n_ens, rev, n_rev, 1e-9));
		CHECK(n_ens > 0);
		/* three parsers encode on two threads (the first and third on this one): the
		 * order still does not matter; a parser given twice, anywhere, is refused */
		{
			Parser	   *three[3] = {p, q, copy},
					   *three_rev[3] = {copy, q, p},
					   *twice[3] = {p, q, q};
			ParserHypothesis *a,
					   *b,
					   *t = NULL;
			int			na,
						nb,
						nt = 0;
			DtError		twice_err = {0};

			CHECK(parser_decode_ensemble(three, 3, toy_ex[i], 3, &a, &na, &err));
			CHECK(parser_decode_ensemble(three_rev, 3, toy_ex[i], 3, &b, &nb, &err));
			CHECK(same_hypotheses(a, na, b, nb, 1e-9));
			CHECK(!parser_decode_ensemble(twice, 3, toy_ex[i], 3, &t, &nt, &twice_err));
			CHECK(twice_err.code == DT_ERR_INVALID_PARAMETER && t == NULL && nt == 0);
			parser_hypotheses_free(a, na);
			parser_hypotheses_free(b, nb);
		}
		/* a cascade: two parsers decode, then three reuse the two's encodings and answer
		 * as three that encode afresh; where one of them has since encoded another
		 * example, it encodes this one again */
		{
			Parser	   *three[3] = {p, q, copy};
			ParserHypothesis *first,
					   *reused,
					   *fresh,
					   *after_other,
					   *other;
			int			n_first,
						n_reused,
						n_fresh,
						n_after_other,
						n_other;

			CHECK(parser_decode_ensemble(pq, 2, toy_ex[i], 3, &first, &n_first, &err));
			CHECK(parser_decode_ensemble_reusing(three, 3, 2, toy_ex[i], 3, &reused, &n_reused,
												 &err));
			CHECK(parser_decode_ensemble(three, 3, toy_ex[i], 3, &fresh, &n_fresh, &err));
			CHECK(same_hypotheses(reused, n_reused, fresh, n_fresh, 1e-9));
			CHECK(parser_decode(p, toy_ex[(i + 1) % N_TOY], 3, &other, &n_other, &err));
			CHECK(parser_decode_ensemble_reusing(three, 3, 2, toy_ex[i], 3, &after_other,
												 &n_after_other, &err));
			CHECK(same_hypotheses(after_other, n_after_other, fresh, n_fresh, 1e-9));
			parser_hypotheses_free(first, n_first);
			parser_hypotheses_free(reused, n_reused);
			parser_hypotheses_free(fresh, n_fresh);
			parser_hypotheses_free(after_other, n_after_other);
			parser_hypotheses_free(other, n_other);
		}
		/* the best one, when it is the gold query: each step scores log((P_p + P_q) / 2),
		 * which lies between the mean of the two log-probabilities (Jensen) and the
		 * larger of them less log 2; summed over the T steps */
		if (n_ens > 0 && same_actions(&ens[0].actions, &toy_ex[i]->gold))
		{
			double		lp = -oracle_example_loss(p, toy_ex[i], false, false, 1.0f, 0),
						lq = -oracle_example_loss(q, toy_ex[i], false, false, 1.0f, 0),
						T = toy_ex[i]->gold.n;

			CHECK(ens[0].score >= (lp + lq) / 2 - 1e-4);
			CHECK(ens[0].score >= fmax(lp, lq) - T * log(2.0) - 1e-4);
			CHECK(ens[0].score <= fmax(lp, lq) + T * 1e-6);
			/* and the harness itself: one parser's score of its best is its loss */
			if (n_one > 0 && same_actions(&one[0].actions, &toy_ex[i]->gold))
				CHECK(fabs(one[0].score - lp) < 1e-3);
			/* two different parsers: not simply one of them */
			CHECK(fabs(ens[0].score - lp) > 1e-6 || fabs(ens[0].score - lq) > 1e-6);
			n_bounded++;
		}
		parser_hypotheses_free(one, n_one);
		parser_hypotheses_free(same, n_same);
		parser_hypotheses_free(ens, n_ens);
		parser_hypotheses_free(rev, n_rev);
	}
	CHECK(n_bounded >= N_TOY / 2);

	/* refused: no parser, one parser twice, more than PARSER_MAX_ENSEMBLE */
	{
		Parser	   *twice[2] = {p, p},
				   *many[PARSER_MAX_ENSEMBLE + 1];
		ParserHypothesis *h = NULL;
		int			n = 0;

		for (int m = 0; m <= PARSER_MAX_ENSEMBLE; m++)
			many[m] = m % 2 ? q : p;
		CHECK(!parser_decode_ensemble(twice, 0, toy_ex[0], 3, &h, &n, &err));
		CHECK_INT_EQ(err.code, DT_ERR_INVALID_PARAMETER);
		CHECK(!parser_decode_ensemble(twice, 2, toy_ex[0], 3, &h, &n, &err));
		CHECK_INT_EQ(err.code, DT_ERR_INVALID_PARAMETER);
		CHECK(!parser_decode_ensemble(many, PARSER_MAX_ENSEMBLE + 1, toy_ex[0], 3, &h, &n, &err));
		CHECK_INT_EQ(err.code, DT_ERR_INVALID_PARAMETER);
		CHECK(h == NULL && n == 0);
	}
	parser_free(copy);
	parser_free(q);
	parser_free(p);
}

/* ------------------------------------------------------------------ cancel */

/* A stop check that says yes at its stop_at-th poll (0: never), counting its polls. */
typedef struct PollCounter
{
	int			polls;
	int			stop_at;
} PollCounter;

static bool
poll_counter(void *arg)
{
	PollCounter *c = arg;

	return ++c->polls == c->stop_at;
}

/* 160 tables of 3 columns (480 + 160 items), each but the first referencing the one before:
 * a head's map is larger than one block of rows and the relations poll per block of rows */
static SchemaGraph *
wide_graph(void)
{
	SchemaGraph *g = schema_graph_new();

	for (int i = 0; i < 160; i++)
	{
		char		name[32];

		snprintf(name, sizeof(name), "city_%d", i);
		schema_graph_add_table(g, "s", name, SG_TABLE, 0);
		schema_graph_add_column(g, "id", "integer", SG_TYPE_NUMBER, false, true, 1);
		schema_graph_add_column(g, "name", "text", SG_TYPE_TEXT, true, false, 2);
		schema_graph_add_column(g, "prev_id", "integer", SG_TYPE_NUMBER, true, false, 3);
	}
	for (int i = 1; i < 160; i++)
	{
		int			c = g->tables[i].first_column + 2,
					r = g->tables[i - 1].first_column;

		schema_graph_add_foreign_key(g, i, i - 1, 1, &c, &r);
	}
	return g;
}

static bool
same_best(const ParserHypothesis *a, int na, const ParserHypothesis *b, int nb)
{
	return na > 0 && nb > 0 && sql_node_equal(a[0].ast, b[0].ast) &&
		fabs(a[0].score - b[0].score) <= 1e-4 * fabs(b[0].score) + 1e-5;
}

/* Decodes of ex by the parsers ps, stopped by the first one's check at every 1/16th of the
 * polls 1..all_polls: each a cancel error, nothing returned, the scope closed, and the next
 * decode without a check answers ref again.  Returns how many were stopped. */
static int
check_stops(Parser *const *ps, int n_ps, const ParserExample *ex, const ParserHypothesis *ref,
			int n_ref, int all_polls)
{
	PollCounter count = {0, 0};
	ParserHypothesis *h;
	DtError		err = {0};
	int			n,
				n_stopped = 0;

	for (int k = 1; k <= all_polls; k += all_polls / 16 > 0 ? all_polls / 16 : 1)
	{
		count.polls = 0;
		count.stop_at = k;
		parser_set_stop_check(ps[0], poll_counter, &count);
		h = (ParserHypothesis *) &count;	/* must be cleared */
		n = -1;
		memset(&err, 0, sizeof(err));
		CHECK(!parser_decode_ensemble(ps, n_ps, ex, 3, &h, &n, &err));
		CHECK_INT_EQ(err.code, DT_ERR_QUERY_CANCELED);
		CHECK(h == NULL && n == 0);
		CHECK_INT_EQ(count.polls, k);	/* once it said yes, nobody asked again */
		CHECK(!dt_stop_active() && !dt_stop_requested());
		parser_set_stop_check(ps[0], NULL, NULL);
		CHECK(parser_decode_ensemble(ps, n_ps, ex, 3, &h, &n, &err));
		CHECK(same_best(h, n, ref, n_ref));
		parser_hypotheses_free(h, n);
		n_stopped++;
	}
	return n_stopped;
}

/* An ensemble of p and copy (p's weights again) decodes ex as p alone did (ref); stopped
 * by p's check at every 1/16th of its polls it returns nothing, and the next decode again
 * answers ref.  How often this thread polls while it waits for the other depends on the
 * threads' timing; it polls at least once per beam step, and the beam takes at least as
 * many steps as its best query has actions: the stops are chosen among those polls. */
static void
check_ensemble_cancels(Parser *p, Parser *copy, const ParserExample *ex,
					   const ParserHypothesis *ref, int n_ref)
{
	Parser	   *two[2] = {p, copy};
	PollCounter count = {0, 0};
	ParserHypothesis *h;
	DtError		err = {0};
	int			n,
				all_polls,
				n_stopped = 0;

	parser_set_stop_check(p, poll_counter, &count);
	CHECK(parser_decode_ensemble(two, 2, ex, 3, &h, &n, &err));
	CHECK(same_best(h, n, ref, n_ref));
	parser_hypotheses_free(h, n);
	parser_set_stop_check(p, NULL, NULL);
	all_polls = n_ref > 0 ? ref[0].actions.n : 0;
	CHECK(count.polls >= all_polls);
	n_stopped = check_stops(two, 2, ex, ref, n_ref, all_polls);
	CHECK(n_stopped >= (all_polls < 16 ? all_polls : 16));
}

UNIT_TEST(a_cancel_stops_a_decode_at_any_poll_and_the_next_decode_is_unchanged)
{
	ParserConfig c = toy_config();
	DtError		err;
	Parser	   *p;
	SchemaGraph *g = wide_graph();
	ParserExample *ex;
	ParserHypothesis *ref,
			   *h;
	int			n_ref,
				n,
				all_polls,
				n_stopped = 0;
	PollCounter count = {0, 0};
	DtStopScope outer;
	double		loss_free,
				loss_in_scope;

	memset(&err, 0, sizeof(err));
	/* a few epochs: enough for the beam to finish queries on the wide schema */
	p = trained_toy_parser(&c, N_TOY, 30);
	if (p == NULL)
		return;
	ex = parser_example_new("how many cities are there", g, NULL, NULL, &err);
	CHECK(ex != NULL);
	if (ex == NULL)
		return;
	/* the reference: no check, so no scope splits any kernel */
	CHECK(parser_decode(p, ex, 3, &ref, &n_ref, &err));
	CHECK(n_ref > 0);

	/* a check that never stops: polled inside the layers' kernels (blocks of attention rows,
	 * heads), not only between the 2 layers and the beam steps; the split kernels compute
	 * the same answer */
	parser_set_stop_check(p, poll_counter, &count);
	CHECK(parser_decode(p, ex, 3, &h, &n, &err));
	all_polls = count.polls;
	CHECK(same_best(h, n, ref, n_ref));
	parser_hypotheses_free(h, n);
	CHECK(all_polls > 2 * c.heads * 3);

	/* stopped at every 1/16th of the way: a cancel error, nothing returned, the scope
	 * closed; the next decode without a check answers exactly as before */
	n_stopped = check_stops(&p, 1, ex, ref, n_ref, all_polls);
	CHECK(n_stopped >= 16);

	/* an ensemble of two runs its members on two threads (the copy on the second): the
	 * first parser's check, polled on this thread while it waits, stops both; nothing is
	 * returned and the next decode answers as before */
	{
		DtStrBuf	bytes;
		Parser	   *copy;

		dt_strbuf_init(&bytes);
		CHECK(parser_serialize_weights(p, &bytes, &err));
		copy = parser_deserialize(bytes.data, bytes.len, &err);
		dt_strbuf_free(&bytes);
		CHECK(copy != NULL);
		if (copy != NULL)
		{
			check_ensemble_cancels(p, copy, ex, ref, n_ref);
			parser_free(copy);
		}
	}

	/* building the relations of a large schema polls too */
	count.polls = 0;
	count.stop_at = 1;
	outer = dt_stop_begin(poll_counter, &count);
	CHECK(parser_example_new("how many cities", g, NULL, NULL, &err) == NULL);
	CHECK_INT_EQ(err.code, DT_ERR_QUERY_CANCELED);
	/* training inside a scope that says stop computes in full all the same */
	loss_in_scope = oracle_example_loss(p, toy_ex[0], false, false, 1.0f, 1);
	dt_stop_end(outer);
	loss_free = oracle_example_loss(p, toy_ex[0], false, false, 1.0f, 1);
	CHECK(loss_in_scope == loss_free);

	parser_hypotheses_free(ref, n_ref);
	parser_example_free(ex);
	schema_graph_free(g);
	parser_free(p);
}

/* A fatal handler that jumps back to the test, and a thread whose dt_fatal ends it. */
static jmp_buf fatal_jump;
static char fatal_seen[600];
static int	prelude_runs;

static void
jump_back(DtErrorCode code, const char *message)
{
	snprintf(fatal_seen, sizeof(fatal_seen), "%s", message);
	longjmp(fatal_jump, 1);
}

static void
count_prelude(void *arg)
{
	prelude_runs += *(int *) arg;
}

static void *
fail_on_a_thread(void *arg)
{
	dt_set_thread_failure(arg);
	dt_fatal(DT_ERR_OUT_OF_MEMORY, "in %s", "a worker");
	return NULL;
}

UNIT_TEST(a_fatal_runs_its_prelude_once_and_a_thread_failure_ends_only_that_thread)
{
	int			one = 1;
	pthread_t	t;
	DtThreadFailure failure = {0};

	dt_set_fatal_handler(jump_back);
	/* the prelude runs once, before the handler, and is gone after */
	prelude_runs = 0;
	dt_set_fatal_prelude(count_prelude, &one);
	if (setjmp(fatal_jump) == 0)
		dt_fatal(DT_ERR_INTERNAL, "first %d", 1);
	CHECK(prelude_runs == 1 && strcmp(fatal_seen, "first 1") == 0);
	if (setjmp(fatal_jump) == 0)
		dt_fatal(DT_ERR_INTERNAL, "second");
	CHECK(prelude_runs == 1 && strcmp(fatal_seen, "second") == 0);
	/* a thread's failure is recorded where it said and ends the thread; the process's
	 * handler is not called there, but on the thread that raises it again */
	fatal_seen[0] = '\0';
	CHECK(pthread_create(&t, NULL, fail_on_a_thread, &failure) == 0);
	pthread_join(t, NULL);
	CHECK(fatal_seen[0] == '\0');
	CHECK(failure.failed && failure.code == DT_ERR_OUT_OF_MEMORY &&
		  strcmp(failure.message, "in a worker") == 0);
	if (setjmp(fatal_jump) == 0)
		dt_fatal_rethrow(&failure, "a worker's thread");
	CHECK(strcmp(fatal_seen, "in a worker (on a worker's thread)") == 0);
	if (setjmp(fatal_jump) == 0)
		dt_fatal(DT_ERR_INTERNAL, "here");
	CHECK(strcmp(fatal_seen, "here") == 0);
	dt_set_fatal_handler(NULL);
}

UNIT_TEST(stop_scopes_nest_stick_and_split_work_only_when_polled)
{
	PollCounter count = {0, 2};
	DtStopScope outer,
				inner;

	CHECK(!dt_stop_poll());		/* no scope: nothing asked */
	CHECK_INT_EQ(dt_stop_block_rows(100000, 1e6), 100000);
	outer = dt_stop_begin(poll_counter, &count);
	CHECK(dt_stop_active());
	CHECK_INT_EQ(dt_stop_block_rows(100, 1000), 100);	/* small: one block */
	CHECK_INT_EQ(dt_stop_block_rows(100000, 1 << 20), 16);
	CHECK_INT_EQ(dt_stop_block_rows(10, 1e9), 1);
	CHECK(!dt_stop_poll());
	inner = dt_stop_begin(NULL, NULL);	/* a scope that never stops, inside */
	CHECK(!dt_stop_active() && !dt_stop_poll());
	dt_stop_end(inner);
	CHECK(dt_stop_poll());		/* the 2nd poll of the outer check */
	CHECK(dt_stop_poll() && dt_stop_requested());
	CHECK_INT_EQ(count.polls, 2);	/* sticky: not asked again */
	dt_stop_end(outer);
	CHECK(!dt_stop_requested() && !dt_stop_active());
	outer = dt_stop_begin(poll_counter, &count);
	dt_stop_reset();
	CHECK(!dt_stop_active());
}

int
main(int argc, char **argv)
{
	build_toy();
	if (argc > 1 && strcmp(argv[1], "workers") == 0)
	{
		/* the threaded test alone, e.g. under valgrind --tool=helgrind */
		UNIT_RUN(batch_workers_match_one_worker_and_are_deterministic);
		UNIT_RUN(adam_shared_out_among_threads_is_bit_identical);
		UNIT_DONE();
	}
	if (argc > 1 && strcmp(argv[1], "cancel") == 0)
	{
		UNIT_RUN(a_fatal_runs_its_prelude_once_and_a_thread_failure_ends_only_that_thread);
		UNIT_RUN(stop_scopes_nest_stick_and_split_work_only_when_polled);
		UNIT_RUN(a_cancel_stops_a_decode_at_any_poll_and_the_next_decode_is_unchanged);
		UNIT_RUN(an_ensemble_scores_by_the_mean_of_its_parsers_probabilities);
		UNIT_DONE();
	}
	if (argc > 1 && strcmp(argv[1], "average") == 0)
	{
		/* the averaging tests alone, e.g. under valgrind */
		UNIT_RUN(averaging_gives_the_mean_of_the_weights_and_refuses_other_layouts);
		UNIT_RUN(averaging_matches_value_constants_listed_in_another_order);
		UNIT_DONE();
	}
	UNIT_RUN(config_json_round_trips_and_names_bad_options);
	UNIT_RUN(matched_layers_keeps_the_stack_parameter_count);
	UNIT_RUN(examples_offer_question_spans_and_database_values);
	UNIT_RUN(model_gradient_matches_finite_differences);
	UNIT_RUN(trains_decodes_and_round_trips_through_a_checkpoint);
	UNIT_RUN(a_beam_step_by_parts_matches_the_whole_input_product);
	UNIT_RUN(training_is_deterministic_for_a_seed);
	UNIT_RUN(batch_workers_match_one_worker_and_are_deterministic);
	UNIT_RUN(adam_shared_out_among_threads_is_bit_identical);
	UNIT_RUN(other_architectures_train);
	UNIT_RUN(fine_tuning_starts_from_the_base_and_extends_the_vocabulary);
	UNIT_RUN(start_pull_keeps_the_starting_weights_and_pulls_towards_them);
	UNIT_RUN(fine_tuning_grows_the_relation_set_and_computes_what_the_base_did);
	UNIT_RUN(fine_tuning_gives_the_local_constants_a_slot);
	UNIT_RUN(word_dropout_reads_known_words_as_unknown_ones);
	UNIT_RUN(word_vectors_start_the_embeddings_of_a_new_parser);
	UNIT_RUN(averaging_gives_the_mean_of_the_weights_and_refuses_other_layouts);
	UNIT_RUN(averaging_matches_value_constants_listed_in_another_order);
	UNIT_RUN(loss_and_gradients_unchanged_by_the_op_table_routing);
	UNIT_RUN(device_choice_gives_cuda_only_when_usable_and_says_why_not);
	UNIT_RUN(a_fatal_runs_its_prelude_once_and_a_thread_failure_ends_only_that_thread);
	UNIT_RUN(stop_scopes_nest_stick_and_split_work_only_when_polled);
	UNIT_RUN(a_cancel_stops_a_decode_at_any_poll_and_the_next_decode_is_unchanged);
	UNIT_RUN(an_ensemble_scores_by_the_mean_of_its_parsers_probabilities);
	for (int i = 0; i < N_TOY; i++)
	{
		parser_example_free(toy_ex[i]);
		sql_node_free(toy_gold[i]);
	}
	schema_graph_free(toy_g);
	UNIT_DONE();
}
