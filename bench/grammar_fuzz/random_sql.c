/*
 * random_sql.c — prints random complete queries of the dtfixup grammar, one per line, by
 * driving the transition system with random legal actions (src/sql/sql_random.h).
 *
 *   random_sql SCHEMA.tsv VALUES.txt COUNT SEED
 *
 * SCHEMA.tsv: one line per column, in table order: schema, table, column, type class
 * (text|number|time|boolean|other), primary key (true|false), tab-separated — what
 * bench/grammar_fuzz/run.py reads from dtfixup_schema_graph().  VALUES.txt: text literals to
 * draw from, one per line.  Rendering uses the pure fallback quoter (same rules as
 * PostgreSQL's quote_identifier / quote_literal).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common/strbuf.h"
#include "schema/schema_graph.h"
#include "sql/sql_random.h"
#include "sql/sql_render.h"

static SgTypeClass
type_class(const char *name)
{
	if (strcmp(name, "text") == 0)
		return SG_TYPE_TEXT;
	if (strcmp(name, "number") == 0)
		return SG_TYPE_NUMBER;
	if (strcmp(name, "time") == 0)
		return SG_TYPE_TIME;
	if (strcmp(name, "boolean") == 0)
		return SG_TYPE_BOOLEAN;
	return SG_TYPE_OTHER;
}

static SchemaGraph *
read_schema(const char *path)
{
	FILE	   *f = fopen(path, "r");
	SchemaGraph *g = schema_graph_new();
	char		line[4096],
				last[2048] = "";

	if (f == NULL)
	{
		perror(path);
		exit(1);
	}
	while (fgets(line, sizeof(line), f))
	{
		char	   *fields[5];
		char	   *save = NULL;
		char		key[2048];
		int			n = 0;

		line[strcspn(line, "\n")] = '\0';
		for (char *tok = strtok_r(line, "\t", &save); tok && n < 5; tok = strtok_r(NULL, "\t", &save))
			fields[n++] = tok;
		if (n != 5)
			continue;
		snprintf(key, sizeof(key), "%s\t%s", fields[0], fields[1]);
		if (strcmp(key, last) != 0)
		{
			schema_graph_add_table(g, fields[0], fields[1], SG_TABLE, 0);
			snprintf(last, sizeof(last), "%s", key);
		}
		schema_graph_add_column(g, fields[2], "", type_class(fields[3]), true,
								strcmp(fields[4], "true") == 0, 0);
	}
	fclose(f);
	return g;
}

static char **
read_values(const char *path, int *n)
{
	FILE	   *f = fopen(path, "r");
	char	  **values = NULL;
	char		line[1024];
	int			cap = 0;

	*n = 0;
	if (f == NULL)
		return NULL;
	while (fgets(line, sizeof(line), f))
	{
		line[strcspn(line, "\n")] = '\0';
		if (*n == cap)
		{
			cap = cap ? 2 * cap : 64;
			values = realloc(values, sizeof(char *) * cap);
		}
		values[(*n)++] = strdup(line);
	}
	fclose(f);
	return values;
}

int
main(int argc, char **argv)
{
	SchemaGraph *g;
	SqlRandomOptions options = {400, 12, 0, NULL};
	char	  **values;
	int			n_values;
	int			count;
	uint64_t	state;
	int			printed = 0;

	if (argc != 5)
	{
		fprintf(stderr, "usage: %s SCHEMA.tsv VALUES.txt COUNT SEED\n", argv[0]);
		return 2;
	}
	g = read_schema(argv[1]);
	values = read_values(argv[2], &n_values);
	options.n_text_values = n_values;
	options.text_values = (const char *const *) values;
	count = atoi(argv[3]);
	state = strtoull(argv[4], NULL, 10) * 2654435761u + 1;
	while (printed < count)
	{
		SqlNode    *ast = sql_random_ast(g, &options, &state, NULL);
		DtStrBuf	buf;
		DtError		err = {0};

		if (ast == NULL)
			continue;			/* ran past max_actions: draw again */
		dt_strbuf_init(&buf);
		if (!sql_render(ast, g, &sql_fallback_quoter, &buf, &err))
		{
			fprintf(stderr, "render failed: %s\n", err.message);
			return 1;
		}
		printf("%s\n", buf.data);
		printed++;
		dt_strbuf_free(&buf);
		sql_node_free(ast);
	}
	for (int i = 0; i < n_values; i++)
		free(values[i]);
	free(values);
	schema_graph_free(g);
	return 0;
}
