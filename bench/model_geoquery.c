/*
 * model_geoquery.c — train the SQL-SP parser on GeoQuery train and decode GeoQuery dev, in
 * pure C (no server): the input is the TSV bench/model_geoquery/export.sh writes (gold
 * actions from PostgreSQL's parser, value links from the database).
 *
 *   bench/model_geoquery/run.sh [CONFIG_JSON]
 *
 * Reports per epoch the mean loss and the wall time, then on dev: exact match (the best
 * beam-5 hypothesis's AST equals the gold AST — a lower bound of execution accuracy, which
 * needs the server) and decode latency, and writes the predicted SQL next to the gold SQL
 * (dev_predictions.tsv) so execution accuracy can be checked in a database.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "answer/answer_choose.h"
#include "model/parser.h"
#include "schema/linking.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"

#include "common/strbuf.h"
#include "geo_bench.h"

typedef struct Row
{
	ParserExample *ex;
	SqlNode    *gold;
	char	   *gold_sql;
	bool		dev;
} Row;

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* FNV-1a of the serialised model: two runs that agree on it trained identical weights. */
static unsigned long long
model_hash(const Parser *p)
{
	DtStrBuf	sb;
	DtError		err;
	unsigned long long h = 1469598103934665603ull;

	dt_strbuf_init(&sb);
	if (!parser_serialize(p, &sb, &err))
		return 0;
	for (size_t i = 0; i < sb.len; i++)
		h = (h ^ (unsigned char) sb.data[i]) * 1099511628211ull;
	dt_strbuf_free(&sb);
	return h;
}

static int
cmp_double(const void *a, const void *b)
{
	double		x = *(const double *) a,
				y = *(const double *) b;

	return x < y ? -1 : x > y;
}

/* "start:end:table:column:value" records separated by \x1f */
static void
add_value_links(const SchemaGraph *g, char *text, int n_tokens, LinkResult *links)
{
	char	   *save = NULL;

	if (strcmp(text, "-") == 0)
		return;
	for (char *rec = strtok_r(text, "\x1f", &save); rec; rec = strtok_r(NULL, "\x1f", &save))
	{
		char	   *f[5];
		int			t,
					c;

		f[0] = rec;
		for (int k = 1; k < 5; k++)
		{
			f[k] = strchr(f[k - 1], ':');
			if (f[k] == NULL)
				return;
			*f[k]++ = '\0';
		}
		t = schema_graph_find_table(g, "public", f[2]);
		c = t >= 0 ? schema_graph_find_column(g, t, f[3]) : -1;
		if (c >= 0 && atoi(f[1]) <= n_tokens)
			link_result_add(links, LINK_VALUE, LINK_EXACT, atoi(f[0]), atoi(f[1]), t, c, f[4]);
	}
}

int
main(int argc, char **argv)
{
	const char *path = getenv("GEO_TSV") ? getenv("GEO_TSV") : "/tmp/geo_export/geoquery.tsv";
	const char *pred_path = getenv("GEO_PRED") ? getenv("GEO_PRED") : "/tmp/geo_export/dev_predictions.tsv";
	FILE	   *fp = fopen(path, "r");
	SchemaGraph *g = geo_graph();
	ParserConfig cfg = parser_config_default();
	DtError		err;
	Row		   *rows = NULL;
	int			n_rows = 0,
				cap = 0,
				n_train = 0,
				n_dev = 0,
				missing_values = 0;
	ParserExample **train,
			  **dev;
	Parser	   *p;
	char		line[65536];
	double		mu,
				t_start,
				*lat;
	int			exact = 0,
				no_hyp = 0;
	FILE	   *pred;

	if (fp == NULL)
	{
		fprintf(stderr, "cannot open %s (run bench/model_geoquery/export.sh first)\n", path);
		return 1;
	}
	if (argc > 1 && !parser_config_from_json(&cfg, argv[1], &err))
	{
		fprintf(stderr, "config: %s\n", err.message);
		return 1;
	}
	while (fgets(line, sizeof(line), fp))
	{
		char	   *f[5];
		SqlActionList acts;
		TextTokens	tok;
		LinkResult	links;
		Row			r;

		line[strcspn(line, "\n")] = '\0';
		f[0] = line;
		for (int k = 1; k < 5; k++)
		{
			f[k] = strchr(f[k - 1], '\t');
			if (f[k] == NULL)
				break;
			*f[k]++ = '\0';
		}
		if (f[4] == NULL || !parse_actions_sep(g, f[2], '\x1f', &acts))
		{
			fprintf(stderr, "skipped: %s\n", f[1]);
			continue;
		}
		memset(&r, 0, sizeof(r));
		r.dev = strcmp(f[0], "dev") == 0;
		r.gold = ts_build_ast(g, &acts, &err);
		if (r.gold == NULL)
		{
			fprintf(stderr, "gold does not build (%s): %s\n", err.message, f[1]);
			continue;
		}
		r.gold_sql = strdup(f[4]);
		text_tokenize(f[1], strlen(f[1]), &tok, &err);
		link_result_init(&links);
		link_names(g, &tok, &links);
		link_quantities(&tok, &links);
		add_value_links(g, f[3], tok.n, &links);
		r.ex = parser_example_new(f[1], g, &links, r.gold, &err);
		if (r.ex == NULL)
		{
			fprintf(stderr, "example: %s: %s\n", err.message, f[1]);
			return 1;
		}
		missing_values += r.ex->n_gold_values_missing > 0;
		sql_action_list_free(&acts);
		link_result_free(&links);
		text_tokens_free(&tok);
		if (n_rows == cap)
		{
			cap = cap ? 2 * cap : 1024;
			rows = realloc(rows, sizeof(Row) * (size_t) cap);
		}
		rows[n_rows++] = r;
	}
	fclose(fp);
	train = malloc(sizeof(ParserExample *) * (size_t) n_rows);
	dev = malloc(sizeof(ParserExample *) * (size_t) n_rows);
	for (int i = 0; i < n_rows; i++)
	{
		if (rows[i].dev)
			dev[n_dev++] = rows[i].ex;
		else
			train[n_train++] = rows[i].ex;
	}
	printf("train %d, dev %d, examples with a gold literal that is no candidate: %d\n",
		   n_train, n_dev, missing_values);

	t_start = now_ms();
	p = parser_new(&cfg, train, n_train, &err);
	if (p == NULL || !parser_prepare_training(p, train, n_train, &mu, &err))
	{
		fprintf(stderr, "parser: %s\n", err.message);
		return 1;
	}
	printf("parameters %zu, mu %.3f, prepared in %.1f s\n", parser_n_parameters(p), mu,
		   (now_ms() - t_start) / 1e3);
	for (int e = 0; e < cfg.epochs; e++)
	{
		double		loss,
					t0 = now_ms();

		if (!parser_train_epoch(p, train, n_train, NULL, NULL, &loss, &err))
		{
			fprintf(stderr, "train: %s\n", err.message);
			return 1;
		}
		printf("epoch %2d loss %8.4f  %.1f s, %.1f examples/s (total %.1f min)\n", e + 1, loss,
			   (now_ms() - t0) / 1e3, n_train / ((now_ms() - t0) / 1e3),
			   (now_ms() - t_start) / 60e3);
		fflush(stdout);
	}
	if (getenv("GEO_TRAIN_ONLY"))
	{
		/* timing / determinism runs: no dev decode */
		printf("model hash %016llx\n", model_hash(p));
		return 0;
	}

	lat = malloc(sizeof(double) * (size_t) (n_dev + 1));
	pred = fopen(pred_path, "w");
	{
		int			k = 0;
		AnswerSettings rewrites;

		answer_settings_init(&rewrites);

		for (int i = 0; i < n_rows; i++)
		{
			ParserHypothesis *h;
			int			n;
			double		t0;
			DtStrBuf	sql;
			AnswerCandidates beam;
			AnswerFacts facts;

			if (!rows[i].dev)
				continue;
			t0 = now_ms();
			parser_decode(p, rows[i].ex, cfg.beam_size, &h, &n, &err);
			/* the beam's queries as the answer stage says them; none of its choosing */
			answer_candidates_from_beam(&beam, h, n);
			answer_facts_find(rows[i].ex, &facts);
			answer_rewrite(&beam, &facts, &rewrites);
			answer_facts_free(&facts);
			lat[k++] = now_ms() - t0;
			dt_strbuf_init(&sql);
			if (n > 0)
			{
				if (sql_node_equal(beam.items[0].hyp.ast, rows[i].gold))
					exact++;
				sql_render(beam.items[0].hyp.ast, g, &sql_fallback_quoter, &sql, &err);
			}
			else
				no_hyp++;
			if (pred)
				fprintf(pred, "%s\t%s\t%s\n", rows[i].ex->question, sql.data ? sql.data : "", rows[i].gold_sql);
			dt_strbuf_free(&sql);
			answer_candidates_free(&beam);
		}
		qsort(lat, (size_t) k, sizeof(double), cmp_double);
		printf("dev exact match %d/%d = %.1f%% (no hypothesis: %d); decode beam %d p50 %.1f ms, p90 %.1f ms\n",
			   exact, n_dev, 100.0 * exact / (n_dev ? n_dev : 1), no_hyp, cfg.beam_size,
			   lat[k / 2], lat[k * 9 / 10]);
	}
	if (pred)
		fclose(pred);
	parser_free(p);
	return 0;
}
