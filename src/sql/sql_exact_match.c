/*
 * sql_exact_match.c — canonical form of an AST for exact-match accuracy
 * (sql_exact_match.h).
 */
#include "sql/sql_exact_match.h"

#include <stdlib.h>
#include <string.h>

#include "common/alloc.h"
#include "common/error.h"
#include "common/strbuf.h"
#include "sql/sql_grammar.h"

#define CANON_MAX_DEPTH 64

typedef struct CanonState
{
	int			n_ids;			/* instance ids 0..n_ids-1 are tracked */
	int		   *decl_depth;		/* query depth where an instance was declared */
	int		   *decl_pos;		/* its position in that query's FROM list */
	int			depth;			/* current query depth (0 = outermost) */
	int			from_count[CANON_MAX_DEPTH];
} CanonState;

static void canon_node(CanonState *st, const SqlNode *node, DtStrBuf *out);

static void
declare_instance(CanonState *st, int id)
{
	if (id < 0 || id >= st->n_ids)
		return;
	st->decl_depth[id] = st->depth;
	st->decl_pos[id] = st->from_count[st->depth]++;
}

static void
canon_column(CanonState *st, const SqlSlot *slot, DtStrBuf *out)
{
	int			id = slot->instance;

	if (id < 0 || id >= st->n_ids || st->decl_depth[id] < 0)
	{
		dt_strbuf_appendf(out, "C?%d.%d", id, slot->column);
		return;
	}
	dt_strbuf_appendf(out, "C%d.%d.%d", st->depth - st->decl_depth[id], st->decl_pos[id],
					 slot->column);
}

static void
canon_value(const SqlSlot *slot, DtStrBuf *out)
{
	dt_strbuf_appendf(out, "V%s:%zu:%s", sql_value_type_name(slot->value_type),
					 slot->value ? strlen(slot->value) : 0, slot->value ? slot->value : "");
}

static void
canon_slot(CanonState *st, const SqlField *field, const SqlSlot *slot, DtStrBuf *out)
{
	switch (field->type)
	{
		case SQL_FT_NODE:
			dt_strbuf_append_char(out, '[');
			for (int c = 0; c < slot->n_children; c++)
			{
				if (c)
					dt_strbuf_append_char(out, ',');
				canon_node(st, slot->children[c], out);
			}
			dt_strbuf_append_char(out, ']');
			break;
		case SQL_FT_TABLE:
			declare_instance(st, slot->instance);
			dt_strbuf_appendf(out, "T%d", slot->table);
			break;
		case SQL_FT_COLUMN:
			canon_column(st, slot, out);
			break;
		case SQL_FT_VALUE:
			canon_value(slot, out);
			break;
		case SQL_FT_LIMIT:
			if (slot->present)
				canon_value(slot, out);
			else
				dt_strbuf_append_char(out, '-');
			break;
	}
}

/* A growing array of operands of an AND/OR chain. */
typedef struct Operands
{
	int			n,
				cap;
	const SqlNode **items;
} Operands;

/* Operands of a chain of the same AND/OR rule, flattened. */
static void
collect_operands(const SqlNode *node, int rule, Operands *operands)
{
	if (node->rule != rule)
	{
		if (operands->n == operands->cap)
		{
			operands->cap = operands->cap ? 2 * operands->cap : 8;
			operands->items = dt_realloc(operands->items, sizeof(SqlNode *) * operands->cap);
		}
		operands->items[operands->n++] = node;
		return;
	}
	for (int f = 0; f < sql_rules[rule].n_fields; f++)
		for (int c = 0; c < node->slots[f].n_children; c++)
			collect_operands(node->slots[f].children[c], rule, operands);
}

static int
compare_strings(const void *a, const void *b)
{
	return strcmp(*(char *const *) a, *(char *const *) b);
}

static void
canon_commutative(CanonState *st, const SqlNode *node, DtStrBuf *out)
{
	Operands	operands = {0};
	char	  **forms;

	collect_operands(node, node->rule, &operands);
	forms = dt_new_array(char *, operands.n > 0 ? operands.n : 1);
	for (int i = 0; i < operands.n; i++)
	{
		DtStrBuf	one;

		dt_strbuf_init(&one);
		canon_node(st, operands.items[i], &one);
		forms[i] = one.data;
	}
	qsort(forms, operands.n, sizeof(char *), compare_strings);
	dt_strbuf_appendf(out, "%s{", sql_rules[node->rule].name);
	for (int i = 0; i < operands.n; i++)
	{
		if (i)
			dt_strbuf_append_char(out, ',');
		dt_strbuf_append(out, forms[i]);
		dt_free(forms[i]);
	}
	dt_strbuf_append_char(out, '}');
	dt_free(forms);
	dt_free(operands.items);
}

static void
canon_node(CanonState *st, const SqlNode *node, DtStrBuf *out)
{
	const SqlRule *rule = &sql_rules[node->rule];
	bool		new_scope = rule->render == SQL_RK_SELECT;

	if (rule->render == SQL_RK_BOOL)
	{
		canon_commutative(st, node, out);
		return;
	}
	if (rule->render == SQL_RK_FROM_SUBQUERY)
		declare_instance(st, node->instance);
	if (new_scope)
	{
		if (st->depth + 1 >= CANON_MAX_DEPTH)
			dt_fatal(DT_ERR_INTERNAL, "query nesting too deep for exact match");
		st->depth++;
		st->from_count[st->depth] = 0;
	}
	dt_strbuf_appendf(out, "%s(", rule->name);
	for (int f = 0; f < rule->n_fields; f++)
	{
		if (f)
			dt_strbuf_append_char(out, ';');
		canon_slot(st, &rule->fields[f], &node->slots[f], out);
	}
	dt_strbuf_append_char(out, ')');
	if (node->period != SQL_PERIOD_NONE)
		dt_strbuf_appendf(out, "@%d", (int) node->period);
	if (node->concat != SQL_CONCAT_NONE)
		dt_strbuf_appendf(out, "||%d", (int) node->concat);
	if (new_scope)
		st->depth--;
}

char *
ast_canonical_form(const SqlNode *ast)
{
	CanonState	st;
	DtStrBuf	out;
	int			max_id = sql_max_instance(ast);

	st.n_ids = max_id + 1;
	st.decl_depth = dt_new_array(int, st.n_ids > 0 ? st.n_ids : 1);
	st.decl_pos = dt_new_array(int, st.n_ids > 0 ? st.n_ids : 1);
	for (int i = 0; i < st.n_ids; i++)
		st.decl_depth[i] = -1;
	st.depth = 0;
	st.from_count[0] = 0;
	dt_strbuf_init(&out);
	canon_node(&st, ast, &out);
	dt_free(st.decl_depth);
	dt_free(st.decl_pos);
	return out.data;			/* the buffer's bytes are dt_alloc'ed: the caller frees them */
}

bool
ast_exact_match(const SqlNode *a, const SqlNode *b)
{
	char	   *fa,
			   *fb;
	bool		equal;

	if (a == NULL || b == NULL)
		return false;
	fa = ast_canonical_form(a);
	fb = ast_canonical_form(b);
	equal = strcmp(fa, fb) == 0;
	dt_free(fa);
	dt_free(fb);
	return equal;
}
