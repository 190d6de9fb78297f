/*
 * sql_role_bridges.c — a bridge table that says a role, taken where the question says none
 * (sql_role_bridges.h).
 */
#include "sql/sql_role_bridges.h"

#include <string.h>

#include "common/alloc.h"
#include "text/abbreviation.h"

/* The shortest word part that counts as naming: "dept" of department, "emp" of employee. */
#define NAMING_PREFIX_MIN 3

/* A role word said by the question: a word of it sharing this many first letters with the
 * role word, or all but its last two ("manage", "managed" and "manages" say "manager"). */
#define ROLE_STEM_MIN 4

/* Whether one of x and y begins the other, the shorter of at least NAMING_PREFIX_MIN
 * letters. */
static bool
prefix_either_way(const char *x, const char *y)
{
	size_t		nx = strlen(x),
				ny = strlen(y),
				n = nx < ny ? nx : ny;

	return n >= NAMING_PREFIX_MIN && strncmp(x, y, n) == 0;
}

/* Whether word names table t: a prefix of one of t's name words, one of them its, or an
 * abbreviation of one ("dept" of department: text/abbreviation.h). */
static bool
word_names_table(const SchemaGraph *g, const char *word, int t)
{
	for (int w = 0; w < g->tables[t].n_words; w++)
		if (prefix_either_way(word, g->tables[t].words[w]) ||
			text_abbreviates(word, &g->tables[t].words[w], 1))
			return true;
	return false;
}

/* The two tables t's foreign keys reference, when it references exactly two (other than
 * itself); false otherwise. */
static bool
bridged_tables(const SchemaGraph *g, int t, int *a, int *b)
{
	int			refs[2],
				n = 0;

	for (int k = 0; k < g->n_foreign_keys; k++)
	{
		int			r = g->foreign_keys[k].ref_table;

		if (g->foreign_keys[k].table != t || r == t || (n > 0 && refs[0] == r) ||
			(n > 1 && refs[1] == r))
			continue;
		if (n == 2)
			return false;
		refs[n++] = r;
	}
	if (n != 2)
		return false;
	*a = refs[0];
	*b = refs[1];
	return true;
}

/* Whether each word of table t's name names a or b (above). */
static bool
name_says_only(const SchemaGraph *g, int t, int a, int b)
{
	for (int w = 0; w < g->tables[t].n_words; w++)
		if (!word_names_table(g, g->tables[t].words[w], a) &&
			!word_names_table(g, g->tables[t].words[w], b))
			return false;
	return true;
}

bool
sql_bridge_is_plain(const SchemaGraph *g, int t, int *a, int *b)
{
	return bridged_tables(g, t, a, b) && name_says_only(g, t, *a, *b);
}

/* Whether a word of the question says a word of table t's name that names neither a nor b
 * (its role): begins with the role word's stem (above). */
static bool
role_said(const SchemaGraph *g, const TextTokens *tokens, int t, int a, int b)
{
	for (int w = 0; w < g->tables[t].n_words; w++)
	{
		const char *role = g->tables[t].words[w];
		size_t		n = strlen(role) > ROLE_STEM_MIN + 2 ? strlen(role) - 2 : ROLE_STEM_MIN;

		if (word_names_table(g, role, a) || word_names_table(g, role, b))
			continue;
		for (int i = 0; i < tokens->n; i++)
			if (strlen(tokens->tokens[i].text) >= n && strncmp(tokens->tokens[i].text, role, n) == 0)
				return true;
	}
	return false;
}

/* Whether a word names table t by its name, exactly or through the lexicon ("Development"
 * abbreviated to dept_manager's "dept" names the departments, not the role). */
static bool
table_named(const LinkResult *links, int t)
{
	for (int k = 0; k < links->n_links; k++)
		if (links->links[k].kind == LINK_TABLE && links->links[k].table == t &&
			(links->links[k].match == LINK_EXACT || links->links[k].match == LINK_LEXICON))
			return true;
	return false;
}

/* Whether t is a role bridge of a and b the question does not name: no word names it
 * (above) or says its role, while a plain bridge between a and b exists. */
static bool
unsaid_role_bridge(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links,
				   int t, int a, int b)
{
	if (name_says_only(g, t, a, b) || table_named(links, t) ||
		role_said(g, tokens, t, a, b))
		return false;
	for (int u = 0; u < g->n_tables; u++)
	{
		int			x,
					y;

		if (u != t && sql_bridge_is_plain(g, u, &x, &y) &&
			((x == a && y == b) || (x == b && y == a)))
			return true;
	}
	return false;
}

bool *
sql_unsaid_role_bridges(const SchemaGraph *g, const TextTokens *tokens, const LinkResult *links)
{
	bool	   *unsaid = NULL;

	if (g == NULL || tokens == NULL || links == NULL)
		return NULL;
	for (int t = 0; t < g->n_tables; t++)
	{
		int			a,
					b;

		if (!bridged_tables(g, t, &a, &b) || !unsaid_role_bridge(g, tokens, links, t, a, b))
			continue;
		if (unsaid == NULL)
			unsaid = dt_new_array(bool, g->n_tables);
		unsaid[t] = true;
	}
	return unsaid;
}

/* What sql_role_bridges' test reads: the graph and its flagged tables. */
typedef struct UnsaidBridges
{
	const SchemaGraph *g;
	const bool *unsaid;			/* per table of g */
} UnsaidBridges;

/* sql_node_count's test: a FROM item reading a flagged table. */
static bool
reads_unsaid_bridge(const SqlNode *n, const void *arg)
{
	const UnsaidBridges *r = arg;
	int			t = n->slots[0].table;

	return sql_rules[n->rule].render == SQL_RK_FROM_TABLE && t >= 0 && t < r->g->n_tables &&
		r->unsaid[t];
}

int
sql_role_bridges(const SqlNode *ast, const SchemaGraph *g, const bool *unsaid)
{
	UnsaidBridges r = {g, unsaid};

	if (ast == NULL || unsaid == NULL)
		return 0;
	return sql_node_count(ast, reads_unsaid_bridge, &r);
}
