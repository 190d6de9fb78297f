/*
 * train_speed.c — training throughput (examples per second) of the parser in pure C, on
 * Spider-like examples: many small schemas of different sizes (2 to 9 tables of 3 to 8
 * columns each, with foreign keys from each table to an earlier one), questions of 7 to 20
 * words that name the schema's tables, columns and values, and gold queries of five shapes
 * (filter, count, superlative, join with filter, numeric comparison).  The schemas and
 * questions are generated from a fixed seed, so every run trains on the same workload; no
 * database is needed.
 *
 *   bench/train_speed/run.sh ['{"layers": 8, ...}']    (config JSON on top of the general
 *                                                       model's architecture, see below)
 *
 * Environment: TRAIN_SPEED_BATCHES (timed batches, default 16), TRAIN_SPEED_EPOCHS (when
 * set: train that many epochs over the examples instead and print the mean loss of each, the
 * loss curve of a short run), TRAIN_SPEED_DEVICE (cpu, the default, or cuda: the parser is
 * built on the CPU and moved to the CUDA backend before training, as dtfixup_finetune does
 * with device "cuda"; the module is cuda/dtfixup_cuda.so or $DTFIXUP_CUDA_MODULE).
 *
 * Prints the workload's shape, then the wall-clock and process CPU time of the timed
 * batches (after WARMUP warm-up batches: an epoch, in which the scratch grows to its
 * steady size), examples per second, and a hash of the trained
 * parameters (the same seed and thread count must give the same hash).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "model/parser.h"
#include "model/parser_train.h"
#include "schema/linking.h"
#include "sql/sql_transition.h"

#include "geo_bench.h"

#define N_SCHEMAS 40
#define PER_SCHEMA 3
#define N_EXAMPLES (N_SCHEMAS * PER_SCHEMA)
#define BATCH 16
#define WARMUP 8

static const char *const table_words[] = {
	"student", "course", "teacher", "department", "employee", "project", "flight", "airport",
	"airline", "city", "country", "singer", "concert", "stadium", "album", "track", "artist",
	"customer", "order", "product", "store", "book", "author", "publisher", "movie", "director",
	"actor", "team", "player", "match", "club", "hospital", "doctor", "patient", "ship",
	"captain", "race", "car", "driver", "school", "party", "election", "museum", "visitor",
};
static const char *const text_words[] = {
	"name", "title", "city", "country", "address", "email", "color", "status", "type", "genre",
	"language", "nationality", "location", "gender", "category", "description", "code", "rank",
};
static const char *const num_words[] = {
	"age", "price", "salary", "budget", "year", "capacity", "rating", "population", "length",
	"weight", "height", "score", "amount", "quantity", "duration", "points", "sales",
};
static const char *const values[] = {
	"london", "paris", "blue", "active", "rock", "english", "boston", "male", "red", "jazz",
	"tokyo", "closed", "female", "berlin", "gold", "pop",
};
static const char *const fillers[] = {
	"please", "all", "the", "different", "each", "every", "in", "with", "for", "and",
	"those", "whose", "that", "also", "give", "me",
};

#define NW(a) ((int) (sizeof(a) / sizeof((a)[0])))

typedef struct SynTable
{
	char		name[32];
	char		cols[10][32];
	bool		is_num[10];
	int			n_cols;
	int			parent;			/* table its foreign key refers to, or -1 */
} SynTable;

typedef struct SynSchema
{
	SynTable	t[9];
	int			n_tables;
	SchemaGraph *g;
} SynSchema;

static uint64_t rng_state = 0x2545F4914F6CDD1Dull;

static int
rnd(int n)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (int) (rng_state % (uint64_t) n);
}

static void
make_schema(SynSchema *s)
{
	int			first = rnd(NW(table_words));

	s->n_tables = 2 + rnd(8);
	s->g = schema_graph_new();
	for (int t = 0; t < s->n_tables; t++)
	{
		SynTable   *T = &s->t[t];
		int			pk,
					n_other = 2 + rnd(6);

		snprintf(T->name, sizeof(T->name), "%s", table_words[(first + 5 * t) % NW(table_words)]);
		schema_graph_add_table(s->g, "public", T->name, SG_TABLE, 0);
		snprintf(T->cols[0], 32, "%s_id", T->name);
		T->is_num[0] = true;
		pk = schema_graph_add_column(s->g, T->cols[0], "integer", SG_TYPE_NUMBER, false, true, 1);
		T->n_cols = 1;
		T->parent = t > 0 ? rnd(t) : -1;
		if (T->parent >= 0)
		{
			const SynTable *P = &s->t[T->parent];
			int			fk,
						ref = s->g->tables[T->parent].first_column;

			snprintf(T->cols[T->n_cols], 32, "%s_id", P->name);
			T->is_num[T->n_cols] = true;
			fk = schema_graph_add_column(s->g, T->cols[T->n_cols], "integer", SG_TYPE_NUMBER,
										 false, false, T->n_cols + 1);
			T->n_cols++;
			schema_graph_add_foreign_key(s->g, t, T->parent, 1, &fk, &ref);
		}
		(void) pk;
		for (int c = 0; c < n_other && T->n_cols < 10; c++)
		{
			bool		num = c > 0 && rnd(3) == 0;	/* the first is text */
			const char *w = num ? num_words[(c * 7 + t) % NW(num_words)]
				: text_words[(c * 5 + t + first) % NW(text_words)];

			snprintf(T->cols[T->n_cols], 32, "%s", w);
			T->is_num[T->n_cols] = num;
			schema_graph_add_column(s->g, w, num ? "integer" : "text",
									num ? SG_TYPE_NUMBER : SG_TYPE_TEXT, true, false, T->n_cols + 1);
			T->n_cols++;
		}
	}
}

/* A column of T other than its key, of the wanted kind when it has one. */
static int
pick_col(const SynTable *T, bool num)
{
	int			start = 1 + rnd(T->n_cols - 1);

	for (int k = 0; k < T->n_cols - 1; k++)
	{
		int			c = 1 + (start - 1 + k) % (T->n_cols - 1);

		if (T->is_num[c] == num)
			return c;
	}
	return num ? 0 : start;		/* the key is a number */
}

static void
words_of(char *dst, size_t cap, const char *name)
{
	snprintf(dst, cap, "%s", name);
	for (char *p = dst; *p; p++)
		if (*p == '_')
			*p = ' ';
}

/* A question and its gold actions over schema s (shape chosen by the generator). */
static void
make_pair(const SynSchema *s, char *q, size_t qcap, char *acts, size_t acap)
{
	int			ti = rnd(s->n_tables),
				shape = rnd(5);
	const SynTable *T = &s->t[ti];
	char		tw[64],
				c1[64],
				c2[64];
	const char *v = values[rnd(NW(values))];
	int			a = pick_col(T, false),
				b = pick_col(T, rnd(2) == 0);
	size_t		len;

	words_of(tw, sizeof(tw), T->name);
	words_of(c1, sizeof(c1), T->cols[a]);
	words_of(c2, sizeof(c2), T->cols[b]);
	if (shape == 3 && T->parent < 0)
		shape = 0;
	switch (shape)
	{
		case 0:
			b = pick_col(T, false);
			words_of(c2, sizeof(c2), T->cols[b]);
			snprintf(q, qcap, "what is the %s of the %s whose %s is %s", c1, tw, c2, v);
			snprintf(acts, acap, "sql_select from_table T:%s ; select_expr expr_column C:0:%s ; "
					 "cond_eq expr_column C:0:%s expr_value V:text:%s ; ; ; ;",
					 T->name, T->cols[a], T->cols[b], v);
			break;
		case 1:
			snprintf(q, qcap, "how many %s are there", tw);
			snprintf(acts, acap, "sql_select from_table T:%s ; select_expr agg_count_star ; ; ; ; ; ;",
					 T->name);
			break;
		case 2:
			b = pick_col(T, true);
			words_of(c2, sizeof(c2), T->cols[b]);
			snprintf(q, qcap, "which %s has the largest %s ? give its %s", tw, c2, c1);
			snprintf(acts, acap, "sql_select from_table T:%s ; select_expr expr_column C:0:%s ; "
					 "; ; ; order_desc expr_column C:0:%s ; V:integer:1",
					 T->name, T->cols[a], T->cols[b]);
			break;
		case 3:
			{
				const SynTable *P = &s->t[T->parent];
				char		pw[64],
							pc[64];
				int			pa = pick_col(P, false);

				words_of(pw, sizeof(pw), P->name);
				words_of(pc, sizeof(pc), P->cols[pa]);
				snprintf(q, qcap, "list the %s of each %s in a %s whose %s is %s", c1, tw, pw, pc, v);
				snprintf(acts, acap, "sql_select from_table T:%s from_table_join T:%s cond_eq "
						 "expr_column C:1:%s expr_column C:0:%s ; select_expr expr_column C:0:%s ; "
						 "cond_eq expr_column C:1:%s expr_value V:text:%s ; ; ; ;",
						 T->name, P->name, P->cols[0], P->cols[0], T->cols[a], P->cols[pa], v);
			}
			break;
		default:
			b = pick_col(T, true);
			words_of(c2, sizeof(c2), T->cols[b]);
			snprintf(q, qcap, "which %s have a %s greater than 20 ? show the %s", tw, c2, c1);
			snprintf(acts, acap, "sql_select from_table T:%s ; select_expr expr_column C:0:%s ; "
					 "cond_gt expr_column C:0:%s expr_value V:integer:20 ; ; ; ;",
					 T->name, T->cols[a], T->cols[b]);
			break;
	}
	/* Spider's questions run longer than the templates: filler words up to 7..20 words */
	len = strlen(q);
	for (int k = rnd(8); k > 0 && len + 16 < qcap; k--)
		len += snprintf(q + len, qcap - len, " %s", fillers[rnd(NW(fillers))]);
}

static double
now_s(clockid_t clk)
{
	struct timespec ts;

	clock_gettime(clk, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static uint64_t
params_hash(const Parser *p)
{
	Grow		staging = {0};
	size_t		n = p->params.count;
	const float *w = parser_host_view(p->be, &staging, p->params.data, sizeof(float) * n);
	uint64_t	h = 1469598103934665603ull;

	for (size_t i = 0; i < n; i++)
	{
		uint32_t	bits;

		memcpy(&bits, &w[i], sizeof(bits));
		h = (h ^ bits) * 1099511628211ull;
	}
	grow_release(&staging);
	return h;
}

int
main(int argc, char **argv)
{
	static SynSchema schemas[N_SCHEMAS];
	ParserExample *ex[N_EXAMPLES];
	ParserExample *batch[BATCH];
	ParserConfig cfg = parser_config_default();
	DtError		err;
	Parser	   *p;
	int			order[N_EXAMPLES];
	int			timed = getenv("TRAIN_SPEED_BATCHES") ? atoi(getenv("TRAIN_SPEED_BATCHES")) : 16;
	int			epochs = getenv("TRAIN_SPEED_EPOCHS") ? atoi(getenv("TRAIN_SPEED_EPOCHS")) : 0;
	long		items = 0,
				acts = 0,
				toks = 0;
	int			max_items = 0;

	/* the general model's architecture (models/README.md, version 4 on): 8 layers,
	 * d_model 256, encoder_hidden 128, d_ff 512, the other options the defaults */
	cfg.layers = 8;
	cfg.d_model = 256;
	cfg.encoder_hidden = 128;
	cfg.d_ff = 512;
	cfg.threads = 2;
	cfg.batch_size = BATCH;
	if (argc > 1 && !parser_config_from_json(&cfg, argv[1], &err))
	{
		fprintf(stderr, "config: %s\n", err.message);
		return 1;
	}
	for (int s = 0; s < N_SCHEMAS; s++)
		make_schema(&schemas[s]);
	for (int i = 0; i < N_EXAMPLES; i++)
	{
		const SynSchema *s = &schemas[i % N_SCHEMAS];
		char		q[512],
					a[1024];
		SqlActionList al;
		SqlNode    *ast;
		TextTokens	tok;
		LinkResult	links;

		make_pair(s, q, sizeof(q), a, sizeof(a));
		if (!parse_actions_sep(s->g, a, ' ', &al))
		{
			fprintf(stderr, "example %d: bad actions: %s\n", i, a);
			return 1;
		}
		ast = ts_build_ast(s->g, &al, &err);
		if (ast == NULL)
		{
			fprintf(stderr, "example %d (%s): %s\n", i, a, err.message);
			return 1;
		}
		text_tokenize(q, strlen(q), &tok, &err);
		link_result_init(&links);
		link_names(s->g, &tok, &links);
		link_quantities(&tok, &links);
		ex[i] = parser_example_new(q, s->g, &links, ast, &err);
		if (ex[i] == NULL)
		{
			fprintf(stderr, "example %d: %s\n", i, err.message);
			return 1;
		}
		items += ex[i]->n_items;
		acts += ex[i]->gold.n;
		toks += ex[i]->tokens.n;
		if (ex[i]->n_items > max_items)
			max_items = ex[i]->n_items;
		sql_action_list_free(&al);
		sql_node_free(ast);
		link_result_free(&links);
		text_tokens_free(&tok);
	}
	/* a fixed shuffle: a batch mixes schemas, as a Spider batch does */
	for (int i = 0; i < N_EXAMPLES; i++)
		order[i] = i;
	for (int i = N_EXAMPLES - 1; i > 0; i--)
	{
		int			j = rnd(i + 1),
					t = order[i];

		order[i] = order[j];
		order[j] = t;
	}
	printf("workload: %d examples over %d schemas; mean %.1f question tokens, %.1f encoder items "
		   "(max %d), %.1f gold actions\n", N_EXAMPLES, N_SCHEMAS, toks / (double) N_EXAMPLES,
		   items / (double) N_EXAMPLES, max_items, acts / (double) N_EXAMPLES);
	p = parser_new(&cfg, ex, N_EXAMPLES, &err);
	if (p == NULL || !parser_prepare_training(p, ex, N_EXAMPLES, NULL, &err))
	{
		fprintf(stderr, "parser: %s\n", err.message);
		return 1;
	}
	if (getenv("TRAIN_SPEED_DEVICE") != NULL && strcmp(getenv("TRAIN_SPEED_DEVICE"), "cpu") != 0)
	{
		const char *module = getenv("DTFIXUP_CUDA_MODULE");

		if (!parser_place(p, getenv("TRAIN_SPEED_DEVICE"),
						  module != NULL ? module : "cuda/dtfixup_cuda.so", &err))
		{
			fprintf(stderr, "device %s: %s\n", getenv("TRAIN_SPEED_DEVICE"), err.message);
			return 1;
		}
	}
	printf("parameters: %zu (layers %d, d_model %d, d_ff %d, encoder_hidden %d, threads %d, "
		   "batch %d, backend %s)\n", parser_n_parameters(p), cfg.layers, cfg.d_model, cfg.d_ff,
		   cfg.encoder_hidden, parser_train_workers(p, BATCH), BATCH, parser_backend_name(p));
	if (epochs > 0)
	{
		int			per_epoch = N_EXAMPLES / BATCH;

		for (int e = 0; e < epochs; e++)
		{
			double		sum = 0;

			for (int b = 0; b < per_epoch; b++)
			{
				double		loss;

				for (int k = 0; k < BATCH; k++)
					batch[k] = ex[order[(b * BATCH + k) % N_EXAMPLES]];
				if (!parser_train_batch(p, batch, BATCH, &loss, &err))
				{
					fprintf(stderr, "train: %s\n", err.message);
					return 1;
				}
				sum += loss;
			}
			printf("epoch %2d mean loss %.6f\n", e + 1, sum / per_epoch);
		}
	}
	else
	{
		double		w0 = 0,
					c0 = 0;

		for (int b = 0; b < timed + WARMUP; b++)
		{
			double		loss;

			if (b == WARMUP)
			{
				w0 = now_s(CLOCK_MONOTONIC);
				c0 = now_s(CLOCK_PROCESS_CPUTIME_ID);
			}
			for (int k = 0; k < BATCH; k++)
				batch[k] = ex[order[(b * BATCH + k) % N_EXAMPLES]];
			if (!parser_train_batch(p, batch, BATCH, &loss, &err))
			{
				fprintf(stderr, "train: %s\n", err.message);
				return 1;
			}
		}
		{
			double		wall = now_s(CLOCK_MONOTONIC) - w0,
						cpu = now_s(CLOCK_PROCESS_CPUTIME_ID) - c0;
			int			n = timed * BATCH;

			printf("timed: %d batches of %d, wall %.3f s, cpu %.3f s\n", timed, BATCH, wall, cpu);
			printf("examples_per_s %.2f  examples_per_cpu_s %.2f\n", n / wall, n / cpu);
		}
	}
	printf("params_hash %016llx\n", (unsigned long long) params_hash(p));
	parser_free(p);
	for (int i = 0; i < N_EXAMPLES; i++)
		parser_example_free(ex[i]);
	for (int s = 0; s < N_SCHEMAS; s++)
		schema_graph_free(schemas[s].g);
	return 0;
}
