/*
 * sql_literals.c — the literals of an AST and their replacement (sql_literals.h).
 */
#include "sql/sql_literals.h"

#include <string.h>

#include "common/alloc.h"
#include "common/strbuf.h"
#include "text/tokenizer.h"

typedef void (*LiteralVisit) (SqlSlot *slot, bool is_limit, void *arg);

/* Every literal terminal of node's tree, pre-order, fields in rule order. */
static void
visit_literals(SqlNode *node, LiteralVisit visit, void *arg)
{
	const SqlRule *rule = &sql_rules[node->rule];

	for (int f = 0; f < rule->n_fields; f++)
	{
		SqlSlot    *slot = &node->slots[f];

		switch (rule->fields[f].type)
		{
			case SQL_FT_NODE:
				for (int i = 0; i < slot->n_children; i++)
					visit_literals(slot->children[i], visit, arg);
				break;
			case SQL_FT_VALUE:
			case SQL_FT_LIMIT:
				if (slot->value != NULL)
					visit(slot, rule->fields[f].type == SQL_FT_LIMIT, arg);
				break;
			default:
				break;
		}
	}
}

/* The core of a literal: [start, start + len) of its text, wildcards cut off text ones. */
static void
literal_core(const SqlSlot *slot, size_t *start, size_t *len)
{
	const char *v = slot->value;
	size_t		n = strlen(v);
	size_t		s = 0;

	if (slot->value_type == SQL_VALUE_TEXT)
	{
		while (s < n && v[s] == '%')
			s++;
		while (n > s && v[n - 1] == '%')
			n--;
	}
	*start = s;
	*len = n - s;
}

typedef struct CoreList
{
	int			n;
	int			cap;
	char	  **items;
} CoreList;

static void
collect_core(SqlSlot *slot, bool is_limit, void *arg)
{
	CoreList   *list = (CoreList *) arg;
	size_t		start,
				len;
	char	   *core;

	literal_core(slot, &start, &len);
	if (len == 0)
		return;
	core = dt_strndup(slot->value + start, len);
	for (int i = 0; i < list->n; i++)
		if (strcmp(list->items[i], core) == 0)
		{
			dt_free(core);
			return;
		}
	if (list->n == list->cap)
	{
		list->cap = list->cap ? 2 * list->cap : 8;
		list->items = dt_realloc(list->items, sizeof(char *) * list->cap);
	}
	list->items[list->n++] = core;
}

int
sql_literal_cores(const SqlNode *root, char ***out)
{
	CoreList	list = {0, 0, NULL};

	/* visiting only reads; the walker is shared with the swap, which writes */
	visit_literals((SqlNode *) root, collect_core, &list);
	*out = list.items;
	return list.n;
}

void
sql_literal_cores_free(char **cores, int n)
{
	for (int i = 0; i < n; i++)
		dt_free(cores[i]);
	dt_free(cores);
}

typedef struct SwapState
{
	const SqlLiteralSwap *swaps;
	int			n_swaps;
	int			n_swapped;
	bool		failed;
	DtError    *err;
} SwapState;

/* The type a number literal takes with a new core; false when the core is no number of it. */
static bool
number_type_for(const char *core, bool is_limit, SqlValueType *type)
{
	if (sql_value_is_valid(SQL_VALUE_INTEGER, core))
		*type = SQL_VALUE_INTEGER;
	else if (!is_limit && sql_value_is_valid(SQL_VALUE_NUMERIC, core))
		*type = SQL_VALUE_NUMERIC;
	else
		return false;
	return !(is_limit && core[0] == '-');
}

static void
swap_literal(SqlSlot *slot, bool is_limit, void *arg)
{
	SwapState  *st = (SwapState *) arg;
	size_t		start,
				len;
	const SqlLiteralSwap *swap = NULL;
	SqlValueType type = slot->value_type;
	DtStrBuf	buf;

	if (st->failed)
		return;
	literal_core(slot, &start, &len);
	for (int i = 0; i < st->n_swaps && swap == NULL; i++)
		if (strlen(st->swaps[i].old_core) == len &&
			strncmp(st->swaps[i].old_core, slot->value + start, len) == 0)
			swap = &st->swaps[i];
	if (swap == NULL || len == 0)
		return;
	if (slot->value_type != SQL_VALUE_TEXT && !number_type_for(swap->new_core, is_limit, &type))
	{
		st->failed = true;
		dt_error_set(st->err, DT_ERR_INVALID_PARAMETER, 0, NULL, NULL,
					 "\"%s\" cannot replace the %s %s", swap->new_core,
					 is_limit ? "LIMIT" : sql_value_type_name(slot->value_type), swap->old_core);
		return;
	}
	dt_strbuf_init(&buf);
	dt_strbuf_append_len(&buf, slot->value, start);
	dt_strbuf_append(&buf, swap->new_core);
	dt_strbuf_append(&buf, slot->value + start + len);
	dt_free(slot->value);
	slot->value = buf.data;
	slot->value_type = type;
	st->n_swapped++;
}

bool
sql_swap_literals(SqlNode *root, const SqlLiteralSwap *swaps, int n_swaps, int *n_swapped,
				  DtError *err)
{
	SwapState	st = {swaps, n_swaps, 0, false, err};

	visit_literals(root, swap_literal, &st);
	if (n_swapped)
		*n_swapped = st.n_swapped;
	return !st.failed;
}

/* The Value terminals of n (numbers_only: integer and numeric ones alone) into out, at
 * most max, *n_out so far. */
static void
collect_literals(const SqlNode *n, bool numbers_only, const char **out, int max, int *n_out)
{
	if (n == NULL)
		return;
	if (n->rule == SQL_RULE_VALUE && n->slots[0].value != NULL && *n_out < max &&
		(!numbers_only || n->slots[0].value_type == SQL_VALUE_INTEGER ||
		 n->slots[0].value_type == SQL_VALUE_NUMERIC))
		out[(*n_out)++] = n->slots[0].value;
	for (int f = 0; f < sql_rules[n->rule].n_fields; f++)
		for (int i = 0; i < n->slots[f].n_children; i++)
			collect_literals(n->slots[f].children[i], numbers_only, out, max, n_out);
}

int
sql_value_literals(const SqlNode *ast, const char **out, int max)
{
	int			n = 0;

	collect_literals(ast, false, out, max, &n);
	return n;
}

int
sql_number_literals(const SqlNode *ast, const char **out, int max)
{
	int			n = 0;

	collect_literals(ast, true, out, max, &n);
	return n;
}

bool
sql_key_holds(const char *literal_key, const char *key)
{
	size_t		klen = strlen(key);

	for (const char *p = strstr(literal_key, key); p; p = strstr(p + 1, key))
		if ((p == literal_key || p[-1] == ' ') && (p[klen] == '\0' || p[klen] == ' '))
			return true;
	return false;
}

bool
sql_literal_uses(const char *literal, const char *key)
{
	DtStrBuf	lit;
	bool		found = false;

	dt_strbuf_init(&lit);
	if (text_normalize_key(literal, strlen(literal), &lit))
		found = sql_key_holds(lit.data, key);
	dt_strbuf_free(&lit);
	return found;
}
