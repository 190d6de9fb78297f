/*
 * sql_record_stamps.c — a record's change stamp read where the question asks about
 * something else (sql_record_stamps.h).
 */
#include "sql/sql_record_stamps.h"

#include <string.h>

#include "schema/record_stamps.h"

/* Most stamp columns one query is looked at for. */
#define RECORD_STAMPS_MAX 16

/* Whether a word of the question says a change to a record ("modified", "updated",
 * "changed", "edited"). */
static bool
says_a_change(const TextTokens *t)
{
	static const char *const stems[] = {"modif", "updat", "chang", "edit"};

	for (int i = 0; i < t->n; i++)
		for (size_t k = 0; k < sizeof(stems) / sizeof(stems[0]); k++)
			if (strncmp(t->tokens[i].text, stems[k], strlen(stems[k])) == 0)
				return true;
	return false;
}

typedef struct StampsRead
{
	const SchemaGraph *g;
	const LinkResult *links;
	int		   *columns;		/* the stamps counted so far */
	int		   *n;
} StampsRead;

/* sql_node_count's test: a reference to a stamp column not named and not counted before
 * (recorded). */
static bool
reads_a_stamp(const SqlNode *n, const void *arg)
{
	const StampsRead *s = arg;
	int			c;

	if (n->rule != SQL_RULE_COLUMN || (c = sql_column_graph_index(s->g, n)) < 0 ||
		!schema_record_stamp(s->g, c) || link_result_names_column(s->links, c) ||
		*s->n >= RECORD_STAMPS_MAX)
		return false;
	for (int i = 0; i < *s->n; i++)
		if (s->columns[i] == c)
			return false;
	s->columns[(*s->n)++] = c;
	return true;
}

int
sql_record_stamps(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
				  const LinkResult *links)
{
	int			columns[RECORD_STAMPS_MAX],
				n = 0;
	StampsRead	s = {g, links, columns, &n};

	if (ast == NULL || tokens == NULL || says_a_change(tokens))
		return 0;
	return sql_node_count(ast, reads_a_stamp, &s);
}
