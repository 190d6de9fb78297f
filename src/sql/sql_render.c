/*
 * sql_render.c — AST -> PostgreSQL SQL (see sql_render.h).
 */
#include "sql/sql_render.h"

#include <string.h>

#include "text/dates.h"

typedef struct RenderContext
{
	const SchemaGraph *graph;
	const SqlQuoter *quoter;
	DtStrBuf   *out;
	DtError    *err;
} RenderContext;

static bool render_query(RenderContext *rc, const SqlNode *q, bool name_outputs);
static bool render_expr(RenderContext *rc, const SqlNode *e);
static bool render_cond(RenderContext *rc, const SqlNode *c);
static bool render_cond_in(RenderContext *rc, const SqlNode *c, bool and_operand);

/* ---- fallback quoting ---- */

/* Keywords PostgreSQL's quote_identifier() quotes (all but the unreserved ones), sorted. */
static const char *const quoted_keywords[] = {
	"all", "analyse", "analyze", "and", "any", "array", "as", "asc", "asymmetric",
	"authorization", "between", "bigint", "binary", "bit", "boolean", "both", "case", "cast",
	"char", "character", "check", "coalesce", "collate", "collation", "column", "concurrently",
	"constraint", "create", "cross", "current_catalog", "current_date", "current_role",
	"current_schema", "current_time", "current_timestamp", "current_user", "dec", "decimal",
	"default", "deferrable", "desc", "distinct", "do", "else", "end", "except", "exists",
	"extract", "false", "fetch", "float", "for", "foreign", "freeze", "from", "full", "grant",
	"greatest", "group", "grouping", "having", "ilike", "in", "initially", "inner", "inout",
	"int", "integer", "intersect", "interval", "into", "is", "isnull", "join", "lateral",
	"leading", "least", "left", "like", "limit", "localtime", "localtimestamp", "national",
	"natural", "nchar", "none", "normalize", "not", "notnull", "null", "nullif", "numeric",
	"offset", "on", "only", "or", "order", "out", "outer", "overlaps", "overlay", "placing",
	"position", "precision", "primary", "real", "references", "returning", "right", "row",
	"select", "session_user", "setof", "similar", "smallint", "some", "substring", "symmetric",
	"table", "tablesample", "then", "time", "timestamp", "to", "trailing", "treat", "trim",
	"true", "union", "unique", "user", "using", "values", "varchar", "variadic", "verbose",
	"when", "where", "window", "with", "xmlattributes", "xmlconcat", "xmlelement", "xmlexists",
	"xmlforest", "xmlnamespaces", "xmlparse", "xmlpi", "xmlroot", "xmlserialize", "xmltable"
};

static bool
is_quoted_keyword(const char *name)
{
	int			lo = 0,
				hi = (int) (sizeof(quoted_keywords) / sizeof(quoted_keywords[0])) - 1;

	while (lo <= hi)
	{
		int			mid = (lo + hi) / 2;
		int			c = strcmp(name, quoted_keywords[mid]);

		if (c == 0)
			return true;
		if (c < 0)
			hi = mid - 1;
		else
			lo = mid + 1;
	}
	return false;
}

void
sql_quote_identifier_fallback(DtStrBuf *out, const char *name, void *arg)
{
	bool		plain = (name[0] >= 'a' && name[0] <= 'z') || name[0] == '_';

	for (const char *p = name; *p && plain; p++)
		plain = (*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '_';
	if (plain && !is_quoted_keyword(name))
	{
		dt_strbuf_append(out, name);
		return;
	}
	dt_strbuf_append_char(out, '"');
	for (const char *p = name; *p; p++)
	{
		if (*p == '"')
			dt_strbuf_append_char(out, '"');
		dt_strbuf_append_char(out, *p);
	}
	dt_strbuf_append_char(out, '"');
}

void
sql_quote_literal_fallback(DtStrBuf *out, const char *text, void *arg)
{
	if (strchr(text, '\\'))
		dt_strbuf_append_char(out, 'E');
	dt_strbuf_append_char(out, '\'');
	for (const char *p = text; *p; p++)
	{
		if (*p == '\'' || *p == '\\')
			dt_strbuf_append_char(out, *p);
		dt_strbuf_append_char(out, *p);
	}
	dt_strbuf_append_char(out, '\'');
}

const SqlQuoter sql_fallback_quoter = {
	sql_quote_identifier_fallback, sql_quote_literal_fallback, NULL
};

/* ---- pieces ---- */

static void
ident(RenderContext *rc, const char *name)
{
	rc->quoter->identifier(rc->out, name, rc->quoter->arg);
}

static bool
render_column(RenderContext *rc, const SqlSlot *slot)
{
	dt_strbuf_appendf(rc->out, "t%d.", slot->instance);
	if (slot->table < 0)
	{
		dt_strbuf_appendf(rc->out, "c%d", slot->column);
		return true;
	}
	if (slot->table >= rc->graph->n_tables || slot->column < 0 ||
		slot->column >= rc->graph->tables[slot->table].n_columns)
		return dt_error_set(rc->err, DT_ERR_INTERNAL, 0, NULL, NULL,
							"column %d of table %d is not in the schema", slot->column, slot->table);
	ident(rc, rc->graph->columns[rc->graph->tables[slot->table].first_column + slot->column].name);
	return true;
}

/* A column reference read at a calendar period (SqlPeriod): PostgreSQL's date functions. */
static bool
render_period_column(RenderContext *rc, const SqlNode *e)
{
	static const char *const field[] = {
		[SQL_PERIOD_YEAR] = "year",[SQL_PERIOD_QUARTER_OF_YEAR] = "quarter",
		[SQL_PERIOD_QUARTER] = "quarter",[SQL_PERIOD_MONTH] = "month",
		[SQL_PERIOD_WEEK] = "week",[SQL_PERIOD_DAY] = "day"
	};
	bool		extract = e->period == SQL_PERIOD_YEAR || e->period == SQL_PERIOD_QUARTER_OF_YEAR;

	if (e->period <= SQL_PERIOD_NONE || e->period > SQL_PERIOD_DAY)
		return dt_error_set(rc->err, DT_ERR_INTERNAL, 0, NULL, NULL,
							"column read at unknown period %d", (int) e->period);
	if (extract)
		dt_strbuf_appendf(rc->out, "extract(%s FROM ", field[e->period]);
	else
		dt_strbuf_appendf(rc->out, "date_trunc('%s', ", field[e->period]);
	if (!render_column(rc, &e->slots[0]))
		return false;
	dt_strbuf_append_char(rc->out, ')');
	return true;
}

/* An expr_add whose operands are joined as text (SqlConcat): "(a || ' ' || b)", the
 * separator written by the quoter like every literal. */
static bool
render_concat(RenderContext *rc, const SqlNode *e)
{
	if (e->rule != SQL_RULE_ADD || (e->concat != SQL_CONCAT_SPACE && e->concat != SQL_CONCAT_COMMA))
		return dt_error_set(rc->err, DT_ERR_INTERNAL, 0, NULL, NULL,
							"text join %d on rule %s", (int) e->concat, sql_rules[e->rule].name);
	dt_strbuf_append_char(rc->out, '(');
	if (!render_expr(rc, sql_node_child(e, 0)))
		return false;
	dt_strbuf_append(rc->out, " || ");
	rc->quoter->literal(rc->out, e->concat == SQL_CONCAT_SPACE ? " " : ", ", rc->quoter->arg);
	dt_strbuf_append(rc->out, " || ");
	if (!render_expr(rc, sql_node_child(e, 1)))
		return false;
	dt_strbuf_append_char(rc->out, ')');
	return true;
}

static bool
render_value(RenderContext *rc, const SqlSlot *slot)
{
	if (!sql_value_is_valid(slot->value_type, slot->value))
		return dt_error_set(rc->err, DT_ERR_INTERNAL, 0, NULL, NULL,
							"invalid %s literal in the AST", sql_value_type_name(slot->value_type));
	if (slot->value_type == SQL_VALUE_TEXT)
		rc->quoter->literal(rc->out, slot->value, rc->quoter->arg);
	else
		dt_strbuf_append(rc->out, slot->value);		/* checked to be a number above */
	return true;
}

static bool
render_subquery(RenderContext *rc, const SqlNode *q)
{
	dt_strbuf_append_char(rc->out, '(');
	if (!render_query(rc, q, false))
		return false;
	dt_strbuf_append_char(rc->out, ')');
	return true;
}

static bool
render_expr(RenderContext *rc, const SqlNode *e)
{
	const SqlRule *rule = &sql_rules[e->rule];

	switch (rule->render)
	{
		case SQL_RK_COLUMN:
			if (e->period != SQL_PERIOD_NONE)
				return render_period_column(rc, e);
			return render_column(rc, &e->slots[0]);
		case SQL_RK_VALUE:
			return render_value(rc, &e->slots[0]);
		case SQL_RK_KEYWORD:
			dt_strbuf_append(rc->out, rule->sql);
			return true;
		case SQL_RK_ARITH:
			if (e->concat != SQL_CONCAT_NONE)
				return render_concat(rc, e);
			dt_strbuf_append_char(rc->out, '(');
			if (!render_expr(rc, sql_node_child(e, 0)))
				return false;
			dt_strbuf_appendf(rc->out, " %s ", rule->sql);
			if (!render_expr(rc, sql_node_child(e, 1)))
				return false;
			dt_strbuf_append_char(rc->out, ')');
			return true;
		case SQL_RK_COUNT_STAR:
			dt_strbuf_append(rc->out, "count(*)");
			return true;
		case SQL_RK_AGG:
		case SQL_RK_AGG_DISTINCT:
			dt_strbuf_appendf(rc->out, "%s(%s", rule->sql, rule->render == SQL_RK_AGG_DISTINCT ? "DISTINCT " : "");
			if (!render_expr(rc, sql_node_child(e, 0)))
				return false;
			dt_strbuf_append_char(rc->out, ')');
			return true;
		case SQL_RK_SUBQUERY:
			return render_subquery(rc, sql_node_child(e, 0));
		default:
			return dt_error_set(rc->err, DT_ERR_INTERNAL, 0, NULL, NULL,
								"rule %s is not an expression", rule->name);
	}
}

/* ---- a date or timestamp column against a date phrase ---- */

/* Whether e is a column of type date or timestamp (text/dates.h). */
static TextDateColumn
date_column_kind(const RenderContext *rc, const SqlNode *e)
{
	const SqlSlot *slot;
	const SgColumn *col;

	if (e == NULL || e->rule != SQL_RULE_COLUMN)
		return TEXT_DATE_COLUMN_NONE;
	slot = &e->slots[0];
	if (slot->table < 0 || slot->table >= rc->graph->n_tables || slot->column < 0 ||
		slot->column >= rc->graph->tables[slot->table].n_columns)
		return TEXT_DATE_COLUMN_NONE;
	col = &rc->graph->columns[rc->graph->tables[slot->table].first_column + slot->column];
	return col->type_class == SG_TYPE_TIME ? text_date_column_of_type(col->type_name)
		: TEXT_DATE_COLUMN_NONE;
}

/* Whether c matches a pattern (LIKE, ILIKE, negated or not) against a column of an enum
 * type, which takes no pattern: the column is written as text. */
static bool
pattern_of_enum(const RenderContext *rc, const SqlNode *c)
{
	const SqlNode *e = sql_node_child(c, 0);
	const SqlSlot *slot;

	if ((c->rule != SQL_RULE_LIKE && c->rule != SQL_RULE_NOT_LIKE && c->rule != SQL_RULE_ILIKE &&
		 c->rule != SQL_RULE_NOT_ILIKE) || e == NULL || e->rule != SQL_RULE_COLUMN)
		return false;
	slot = &e->slots[0];
	if (slot->table < 0 || slot->table >= rc->graph->n_tables || slot->column < 0 ||
		slot->column >= rc->graph->tables[slot->table].n_columns)
		return false;
	return rc->graph->columns[rc->graph->tables[slot->table].first_column + slot->column].enum_labels;
}

/* The period a text literal names (text/dates.h); false for any other expression. */
static bool
literal_period(const SqlNode *e, TextDate *period, bool *iso_day)
{
	if (e == NULL || e->rule != SQL_RULE_VALUE || e->slots[0].value == NULL ||
		e->slots[0].value_type != SQL_VALUE_TEXT)
		return false;
	if (!text_date_parse(e->slots[0].value, period))
		return false;
	*iso_day = text_date_is_iso_day(e->slots[0].value);
	return true;
}

/* "col op 'day'" with the day as YYYY-MM-DD. */
static bool
render_day_bound(RenderContext *rc, const SqlNode *col, const char *op, const TextDate *day)
{
	char		buf[16];

	if (!render_expr(rc, col))
		return false;
	text_date_format(day, buf);
	dt_strbuf_appendf(rc->out, " %s ", op);
	rc->quoter->literal(rc->out, buf, rc->quoter->arg);
	return true;
}

/* "col >= lo AND col < hi" (inside = true) or "col < lo OR col >= hi", parenthesised unless
 * it is an AND range standing where AND's operands stand. */
static bool
render_period_range(RenderContext *rc, const SqlNode *col, const TextDate *lo,
					const TextDate *hi, bool inside, bool and_operand)
{
	bool		parens = !(inside && and_operand);

	if (parens)
		dt_strbuf_append_char(rc->out, '(');
	if (!render_day_bound(rc, col, inside ? ">=" : "<", lo))
		return false;
	dt_strbuf_append(rc->out, inside ? " AND " : " OR ");
	if (!render_day_bound(rc, col, inside ? "<" : ">=", hi))
		return false;
	if (parens)
		dt_strbuf_append_char(rc->out, ')');
	return true;
}

/*
 * A comparison of a date or timestamp column with a date phrase, written as the period the
 * phrase names: = is inside the period, <> outside it, < before its first day, >= from it,
 * > after its last day, <= up to its end; BETWEEN runs from the first bound's first day to
 * the second bound's last.  The AST is the grammar's (column, operator, text literal); only
 * its writing depends on the column's type and the literal's form.  A literal in SQL's own
 * form YYYY-MM-DD is written as it is (it means what SQL says: gold queries write ranges
 * with such bounds), except under = and <> on a timestamp, where a day can only mean the
 * whole day.  *done: the comparison was written here.
 */
static bool
render_date_period(RenderContext *rc, const SqlNode *c, bool and_operand, bool *done)
{
	const SqlNode *col;
	TextDateColumn kind;
	TextDate	a,
				b;
	bool		iso_a,
				iso_b;
	TextDate	a_end,
				b_end;

	*done = false;
	if (sql_rules[c->rule].render != SQL_RK_COMPARE && sql_rules[c->rule].render != SQL_RK_BETWEEN)
		return true;
	col = sql_node_child(c, 0);
	if ((kind = date_column_kind(rc, col)) == TEXT_DATE_COLUMN_NONE ||
		!literal_period(sql_node_child(c, 1), &a, &iso_a))
		return true;
	a_end = text_date_end(&a);
	if (sql_rules[c->rule].render == SQL_RK_BETWEEN)
	{
		if (!literal_period(sql_node_child(c, 2), &b, &iso_b) || (iso_a && iso_b))
			return true;
		b_end = text_date_end(&b);
		*done = true;
		return render_period_range(rc, col, &a, &b_end, c->rule == SQL_RULE_BETWEEN, and_operand);
	}
	if (iso_a && !(kind == TEXT_DATE_COLUMN_TIMESTAMP && (c->rule == SQL_RULE_EQ || c->rule == SQL_RULE_NE)))
		return true;
	*done = true;
	switch (c->rule)
	{
		case SQL_RULE_EQ:
		case SQL_RULE_NE:
			return render_period_range(rc, col, &a, &a_end, c->rule == SQL_RULE_EQ, and_operand);
		case SQL_RULE_LT:
			return render_day_bound(rc, col, "<", &a);
		case SQL_RULE_GE:
			return render_day_bound(rc, col, ">=", &a);
		case SQL_RULE_GT:
			return render_day_bound(rc, col, ">=", &a_end);
		case SQL_RULE_LE:
			return render_day_bound(rc, col, "<", &a_end);
		default:
			*done = false;		/* LIKE and the like: the literal as it is */
			return true;
	}
}

/* Operands of AND / OR: a chain of the same operator is written without inner parentheses. */
static bool
render_bool_operand(RenderContext *rc, const SqlNode *c, int op_rule)
{
	if (c->rule == op_rule)
	{
		if (!render_bool_operand(rc, sql_node_child(c, 0), op_rule))
			return false;
		dt_strbuf_appendf(rc->out, " %s ", sql_rules[op_rule].sql);
		return render_bool_operand(rc, sql_node_child(c, 1), op_rule);
	}
	return render_cond_in(rc, c, op_rule == SQL_RULE_AND);
}

/*
 * A whole ON, WHERE or HAVING condition: a top-level AND or OR chain is written without the
 * parentheses it gets as an operand.  They are redundant there, and SQL readers that follow
 * Spider's grammar (its official evaluator among them) cannot read them.
 */
static bool
render_clause_cond(RenderContext *rc, const SqlNode *c)
{
	if (sql_rules[c->rule].render == SQL_RK_BOOL)
		return render_bool_operand(rc, c, c->rule);
	return render_cond_in(rc, c, true);
}

static bool
render_cond(RenderContext *rc, const SqlNode *c)
{
	return render_cond_in(rc, c, false);
}

/*
 * A condition; and_operand: it stands alone in a clause or is an operand of AND, where a
 * date range's own AND needs no parentheses.
 */
static bool
render_cond_in(RenderContext *rc, const SqlNode *c, bool and_operand)
{
	const SqlRule *rule = &sql_rules[c->rule];
	const SqlSlot *list;
	bool		done;

	if (!render_date_period(rc, c, and_operand, &done))
		return false;
	if (done)
		return true;
	switch (rule->render)
	{
		case SQL_RK_BOOL:
			dt_strbuf_append_char(rc->out, '(');
			if (!render_bool_operand(rc, c, c->rule))
				return false;
			dt_strbuf_append_char(rc->out, ')');
			return true;
		case SQL_RK_NOT:
			dt_strbuf_append(rc->out, "(NOT ");
			if (!render_cond(rc, sql_node_child(c, 0)))
				return false;
			dt_strbuf_append_char(rc->out, ')');
			return true;
		case SQL_RK_COMPARE:
			if (!render_expr(rc, sql_node_child(c, 0)))
				return false;
			if (pattern_of_enum(rc, c))
				dt_strbuf_append(rc->out, "::text");
			dt_strbuf_appendf(rc->out, " %s ", rule->sql);
			return render_expr(rc, sql_node_child(c, 1));
		case SQL_RK_BETWEEN:
			if (!render_expr(rc, sql_node_child(c, 0)))
				return false;
			dt_strbuf_appendf(rc->out, " %s ", rule->sql);
			if (!render_expr(rc, sql_node_child(c, 1)))
				return false;
			dt_strbuf_append(rc->out, " AND ");
			return render_expr(rc, sql_node_child(c, 2));
		case SQL_RK_IN_LIST:
			if (!render_expr(rc, sql_node_child(c, 0)))
				return false;
			dt_strbuf_appendf(rc->out, " %s (", rule->sql);
			list = &c->slots[1];
			for (int i = 0; i < list->n_children; i++)
			{
				if (i > 0)
					dt_strbuf_append(rc->out, ", ");
				if (!render_expr(rc, list->children[i]))
					return false;
			}
			dt_strbuf_append_char(rc->out, ')');
			return true;
		case SQL_RK_IN_QUERY:
		case SQL_RK_QUANTIFIED:
			if (!render_expr(rc, sql_node_child(c, 0)))
				return false;
			dt_strbuf_appendf(rc->out, " %s ", rule->sql);
			return render_subquery(rc, sql_node_child(c, 1));
		case SQL_RK_IS_NULL:
			if (!render_expr(rc, sql_node_child(c, 0)))
				return false;
			dt_strbuf_appendf(rc->out, " %s", rule->sql);
			return true;
		case SQL_RK_EXISTS:
			dt_strbuf_appendf(rc->out, "%s ", rule->sql);
			return render_subquery(rc, sql_node_child(c, 0));
		default:
			return dt_error_set(rc->err, DT_ERR_INTERNAL, 0, NULL, NULL,
								"rule %s is not a condition", rule->name);
	}
}

static bool
render_from_item(RenderContext *rc, const SqlNode *item)
{
	const SqlRule *rule = &sql_rules[item->rule];

	if (rule->render == SQL_RK_FROM_TABLE)
	{
		const SqlSlot *slot = &item->slots[0];
		const SgTable *t;

		if (slot->table < 0 || slot->table >= rc->graph->n_tables)
			return dt_error_set(rc->err, DT_ERR_INTERNAL, 0, NULL, NULL,
								"table %d is not in the schema", slot->table);
		t = &rc->graph->tables[slot->table];
		ident(rc, t->schema);
		dt_strbuf_append_char(rc->out, '.');
		ident(rc, t->name);
		dt_strbuf_appendf(rc->out, " AS t%d", slot->instance);
	}
	else
	{
		dt_strbuf_append_char(rc->out, '(');
		if (!render_query(rc, sql_node_child(item, 0), true))
			return false;
		dt_strbuf_appendf(rc->out, ") AS t%d", item->instance);
	}
	return true;
}

static bool
render_from(RenderContext *rc, const SqlSlot *from)
{
	bool		any_join = false;

	for (int i = 0; i < from->n_children; i++)
		any_join |= sql_rules[from->children[i]->rule].joins;
	for (int i = 0; i < from->n_children; i++)
	{
		const SqlNode *item = from->children[i];
		bool		joins = sql_rules[item->rule].joins;

		if (i > 0)
		{
			if (joins)
				dt_strbuf_appendf(rc->out, " %s ", sql_rules[item->rule].sql);
			else
				dt_strbuf_append(rc->out, any_join ? " CROSS JOIN " : ", ");
		}
		if (!render_from_item(rc, item))
			return false;
		if (joins)
		{
			dt_strbuf_append(rc->out, " ON ");
			if (!render_clause_cond(rc, sql_node_child(item, 1)))
				return false;
		}
	}
	return true;
}

static bool
render_expr_list(RenderContext *rc, const SqlSlot *list)
{
	for (int i = 0; i < list->n_children; i++)
	{
		if (i > 0)
			dt_strbuf_append(rc->out, ", ");
		if (!render_expr(rc, list->children[i]))
			return false;
	}
	return true;
}

/* Whether expression e can be NULL: not a count, nor a column declared NOT NULL. */
static bool
may_be_null(const RenderContext *rc, const SqlNode *e)
{
	if (e->rule == SQL_RULE_COUNT_STAR || e->rule == SQL_RULE_COUNT ||
		e->rule == SQL_RULE_COUNT_DISTINCT)
		return false;
	if (e->rule == SQL_RULE_COLUMN && rc->graph != NULL && e->slots[0].table >= 0 &&
		e->slots[0].table < rc->graph->n_tables)
	{
		const SgTable *t = &rc->graph->tables[e->slots[0].table];

		return e->slots[0].column < 0 || e->slots[0].column >= t->n_columns ||
			rc->graph->columns[t->first_column + e->slots[0].column].nullable;
	}
	return true;
}

static bool
render_select(RenderContext *rc, const SqlNode *q, bool name_outputs)
{
	const SqlSlot *items = &q->slots[SQL_SELECT_ITEMS];
	const SqlSlot *order = &q->slots[SQL_SELECT_ORDER_BY];

	dt_strbuf_append(rc->out, sql_rules[q->rule].sql);
	dt_strbuf_append_char(rc->out, ' ');
	for (int i = 0; i < items->n_children; i++)
	{
		const SqlNode *item = items->children[i];

		if (i > 0)
			dt_strbuf_append(rc->out, ", ");
		if (item->rule == SQL_RULE_SELECT_STAR)
			dt_strbuf_append_char(rc->out, '*');
		else
		{
			if (!render_expr(rc, sql_node_child(item, 0)))
				return false;
			if (name_outputs)
				dt_strbuf_appendf(rc->out, " AS c%d", i);
			else if (sql_node_child(item, 0)->concat != SQL_CONCAT_NONE)
				dt_strbuf_append(rc->out, " AS full_name");	/* not "?column?" */
		}
	}
	dt_strbuf_append(rc->out, " FROM ");
	if (!render_from(rc, &q->slots[SQL_SELECT_FROM]))
		return false;
	if (sql_node_child(q, SQL_SELECT_WHERE))
	{
		dt_strbuf_append(rc->out, " WHERE ");
		if (!render_clause_cond(rc, sql_node_child(q, SQL_SELECT_WHERE)))
			return false;
	}
	if (q->slots[SQL_SELECT_GROUP_BY].n_children > 0)
	{
		dt_strbuf_append(rc->out, " GROUP BY ");
		if (!render_expr_list(rc, &q->slots[SQL_SELECT_GROUP_BY]))
			return false;
	}
	if (sql_node_child(q, SQL_SELECT_HAVING))
	{
		dt_strbuf_append(rc->out, " HAVING ");
		if (!render_clause_cond(rc, sql_node_child(q, SQL_SELECT_HAVING)))
			return false;
	}
	for (int i = 0; i < order->n_children; i++)
	{
		dt_strbuf_append(rc->out, i == 0 ? " ORDER BY " : ", ");
		if (!render_expr(rc, sql_node_child(order->children[i], 0)))
			return false;
		dt_strbuf_appendf(rc->out, " %s", sql_rules[order->children[i]->rule].sql);
		/* a ranking skips what is unknown: "the top 3 titles by sales" are not the three
		 * with no sales figure, which PostgreSQL puts first when descending */
		if (order->children[i]->rule == SQL_RULE_ORDER_DESC &&
			may_be_null(rc, sql_node_child(order->children[i], 0)))
			dt_strbuf_append(rc->out, " NULLS LAST");
	}
	if (q->slots[SQL_SELECT_LIMIT].present)
	{
		dt_strbuf_append(rc->out, " LIMIT ");
		if (!render_value(rc, &q->slots[SQL_SELECT_LIMIT]))
			return false;
	}
	return true;
}

static bool
render_query(RenderContext *rc, const SqlNode *q, bool name_outputs)
{
	const SqlRule *rule = &sql_rules[q->rule];

	if (rule->render == SQL_RK_SELECT)
		return render_select(rc, q, name_outputs);
	if (rule->render != SQL_RK_SETOP)
		return dt_error_set(rc->err, DT_ERR_INTERNAL, 0, NULL, NULL,
							"rule %s is not a query", rule->name);
	dt_strbuf_append_char(rc->out, '(');
	if (!render_query(rc, sql_node_child(q, 0), name_outputs))
		return false;
	dt_strbuf_appendf(rc->out, ") %s (", rule->sql);
	if (!render_query(rc, sql_node_child(q, 1), name_outputs))
		return false;
	dt_strbuf_append_char(rc->out, ')');
	return true;
}

bool
sql_render(const SqlNode *root, const SchemaGraph *graph, const SqlQuoter *quoter,
		   DtStrBuf *out, DtError *err)
{
	RenderContext rc = {graph, quoter, out, err};

	return render_query(&rc, root, false);
}
