/*
 * sql_event_dates.c — the rows whose date of the event a verb says is set
 * (sql_event_dates.h).
 */
#include "sql/sql_event_dates.h"

#include "sql/sql_grammar.h"

/* Whether link l is a past verb's link to a date column that holds NULLs. */
static bool
event_link(const SchemaGraph *g, const TextTokens *t, const SchemaLink *l,
		   const bool *holds_nulls)
{
	return l->kind == LINK_COLUMN && l->column >= 0 && l->column < g->n_columns &&
		l->token_end == l->token_start + 1 && text_token_is_regular_past(t, l->token_start) &&
		g->columns[l->column].type_class == SG_TYPE_TIME && holds_nulls[l->column];
}

SqlNode *
sql_event_dates(const SqlNode *ast, const SchemaGraph *g, const TextTokens *t,
				const LinkResult *links, const QuestionNegations *negations,
				const bool *holds_nulls)
{
	SqlNode    *copy = NULL;

	if (ast == NULL || links == NULL || holds_nulls == NULL || !sql_is_select(ast))
		return NULL;
	for (int i = 0; i < links->n_links; i++)
	{
		const SchemaLink *l = &links->links[i];
		SqlGraphColumn c = {g, l->column};
		int			instance;
		SqlNode    *test;

		if (!event_link(g, t, l, holds_nulls) ||
			(instance = sql_from_only_instance(ast, g->columns[l->column].table)) < 0 ||
			sql_reads_graph_column(copy != NULL ? copy : ast, &c))
			continue;
		if (copy == NULL)
			copy = sql_node_clone(ast);
		test = sql_node_new(sql_negations_column_negated(negations, l->column) ?
							SQL_RULE_IS_NULL : SQL_RULE_IS_NOT_NULL);
		sql_slot_add_child(&test->slots[0], sql_column_ref(g, instance, l->column));
		sql_where_add(copy, test);
	}
	return copy;
}
