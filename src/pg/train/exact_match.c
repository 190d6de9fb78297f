/*
 * exact_match.c — canonical form of an AST for exact-match accuracy (exact_match.h).
 */
#include "pg/train/exact_match.h"

#include "lib/stringinfo.h"
#include "nodes/pg_list.h"

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

static void canon_node(CanonState *st, const SqlNode *node, StringInfo out);

static void
max_instance(const SqlNode *node, int *max_id)
{
	*max_id = Max(*max_id, node->instance);
	for (int f = 0; f < sql_rules[node->rule].n_fields; f++)
	{
		const SqlSlot *slot = &node->slots[f];

		*max_id = Max(*max_id, slot->instance);
		for (int c = 0; c < slot->n_children; c++)
			max_instance(slot->children[c], max_id);
	}
}

static void
declare_instance(CanonState *st, int id)
{
	if (id < 0 || id >= st->n_ids)
		return;
	st->decl_depth[id] = st->depth;
	st->decl_pos[id] = st->from_count[st->depth]++;
}

static void
canon_column(CanonState *st, const SqlSlot *slot, StringInfo out)
{
	int			id = slot->instance;

	if (id < 0 || id >= st->n_ids || st->decl_depth[id] < 0)
	{
		appendStringInfo(out, "C?%d.%d", id, slot->column);
		return;
	}
	appendStringInfo(out, "C%d.%d.%d", st->depth - st->decl_depth[id], st->decl_pos[id],
					 slot->column);
}

static void
canon_value(const SqlSlot *slot, StringInfo out)
{
	appendStringInfo(out, "V%s:%zu:%s", sql_value_type_name(slot->value_type),
					 slot->value ? strlen(slot->value) : 0, slot->value ? slot->value : "");
}

static void
canon_slot(CanonState *st, const SqlField *field, const SqlSlot *slot, StringInfo out)
{
	switch (field->type)
	{
		case SQL_FT_NODE:
			appendStringInfoChar(out, '[');
			for (int c = 0; c < slot->n_children; c++)
			{
				if (c)
					appendStringInfoChar(out, ',');
				canon_node(st, slot->children[c], out);
			}
			appendStringInfoChar(out, ']');
			break;
		case SQL_FT_TABLE:
			declare_instance(st, slot->instance);
			appendStringInfo(out, "T%d", slot->table);
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
				appendStringInfoChar(out, '-');
			break;
	}
}

/* Operands of a chain of the same AND/OR rule, flattened. */
static void
collect_operands(const SqlNode *node, int rule, List **operands)
{
	if (node->rule != rule)
	{
		*operands = lappend(*operands, (void *) node);
		return;
	}
	for (int f = 0; f < sql_rules[rule].n_fields; f++)
		for (int c = 0; c < node->slots[f].n_children; c++)
			collect_operands(node->slots[f].children[c], rule, operands);
}

static int
compare_strings(const ListCell *a, const ListCell *b)
{
	return strcmp((const char *) lfirst(a), (const char *) lfirst(b));
}

static void
canon_commutative(CanonState *st, const SqlNode *node, StringInfo out)
{
	List	   *operands = NIL;
	List	   *forms = NIL;
	ListCell   *lc;
	bool		first = true;

	collect_operands(node, node->rule, &operands);
	foreach(lc, operands)
	{
		StringInfoData one;

		initStringInfo(&one);
		canon_node(st, (const SqlNode *) lfirst(lc), &one);
		forms = lappend(forms, one.data);
	}
	list_sort(forms, compare_strings);
	appendStringInfo(out, "%s{", sql_rules[node->rule].name);
	foreach(lc, forms)
	{
		if (!first)
			appendStringInfoChar(out, ',');
		first = false;
		appendStringInfoString(out, (const char *) lfirst(lc));
	}
	appendStringInfoChar(out, '}');
}

static void
canon_node(CanonState *st, const SqlNode *node, StringInfo out)
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
			elog(ERROR, "query nesting too deep for exact match");
		st->depth++;
		st->from_count[st->depth] = 0;
	}
	appendStringInfo(out, "%s(", rule->name);
	for (int f = 0; f < rule->n_fields; f++)
	{
		if (f)
			appendStringInfoChar(out, ';');
		canon_slot(st, &rule->fields[f], &node->slots[f], out);
	}
	appendStringInfoChar(out, ')');
	if (new_scope)
		st->depth--;
}

char *
ast_canonical_form(const SqlNode *ast)
{
	CanonState	st;
	StringInfoData out;
	int			max_id = -1;

	max_instance(ast, &max_id);
	st.n_ids = max_id + 1;
	st.decl_depth = palloc(sizeof(int) * Max(st.n_ids, 1));
	st.decl_pos = palloc0(sizeof(int) * Max(st.n_ids, 1));
	for (int i = 0; i < st.n_ids; i++)
		st.decl_depth[i] = -1;
	st.depth = 0;
	st.from_count[0] = 0;
	initStringInfo(&out);
	canon_node(&st, ast, &out);
	pfree(st.decl_depth);
	pfree(st.decl_pos);
	return out.data;
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
	pfree(fa);
	pfree(fb);
	return equal;
}
