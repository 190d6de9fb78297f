/*
 * relations.c — see relations.h.
 */
#include "schema/relations.h"

#include <stdbool.h>
#include <string.h>

#include "common/alloc.h"
#include "common/stop.h"

static const char *const relation_names[REL_COUNT] = {
	[REL_QQ_DIST_M2] = "Q-Q-DIST-2",
	[REL_QQ_DIST_M1] = "Q-Q-DIST-1",
	[REL_QQ_DIST_0] = "Q-Q-DIST0",
	[REL_QQ_DIST_P1] = "Q-Q-DIST+1",
	[REL_QQ_DIST_P2] = "Q-Q-DIST+2",
	[REL_QC_DEFAULT] = "Q-C-DEFAULT",
	[REL_QC_EXACT] = "Q-C-EXACT",
	[REL_QC_PARTIAL] = "Q-C-PARTIAL",
	[REL_QC_VALUE] = "Q-C-VALUE",
	[REL_QC_NUMBER] = "Q-C-NUMBER",
	[REL_QC_DATE] = "Q-C-DATE",
	[REL_CQ_DEFAULT] = "C-Q-DEFAULT",
	[REL_CQ_EXACT] = "C-Q-EXACT",
	[REL_CQ_PARTIAL] = "C-Q-PARTIAL",
	[REL_CQ_VALUE] = "C-Q-VALUE",
	[REL_CQ_NUMBER] = "C-Q-NUMBER",
	[REL_CQ_DATE] = "C-Q-DATE",
	[REL_QT_DEFAULT] = "Q-T-DEFAULT",
	[REL_QT_EXACT] = "Q-T-EXACT",
	[REL_QT_PARTIAL] = "Q-T-PARTIAL",
	[REL_TQ_DEFAULT] = "T-Q-DEFAULT",
	[REL_TQ_EXACT] = "T-Q-EXACT",
	[REL_TQ_PARTIAL] = "T-Q-PARTIAL",
	[REL_CC_IDENTITY] = "C-C-IDENTITY",
	[REL_CC_SAME_TABLE] = "SAME-TABLE",
	[REL_CC_FOREIGN_KEY_F] = "FOREIGN-KEY-COL-F",
	[REL_CC_FOREIGN_KEY_R] = "FOREIGN-KEY-COL-R",
	[REL_CC_DEFAULT] = "C-C-DEFAULT",
	[REL_CT_PRIMARY_KEY] = "PRIMARY-KEY-F",
	[REL_CT_FOREIGN_KEY] = "FOREIGN-KEY-F",
	[REL_CT_BELONGS_TO] = "BELONGS-TO-F",
	[REL_CT_DEFAULT] = "C-T-DEFAULT",
	[REL_TC_PRIMARY_KEY] = "PRIMARY-KEY-R",
	[REL_TC_FOREIGN_KEY] = "FOREIGN-KEY-R",
	[REL_TC_BELONGS_TO] = "BELONGS-TO-R",
	[REL_TC_DEFAULT] = "T-C-DEFAULT",
	[REL_TT_IDENTITY] = "T-T-IDENTITY",
	[REL_TT_FOREIGN_KEY_F] = "FOREIGN-KEY-TAB-F",
	[REL_TT_FOREIGN_KEY_R] = "FOREIGN-KEY-TAB-R",
	[REL_TT_FOREIGN_KEY_B] = "FOREIGN-KEY-TAB-B",
	[REL_TT_DEFAULT] = "T-T-DEFAULT",
	[REL_QC_LEXICON] = "Q-C-LEXICON",
	[REL_CQ_LEXICON] = "C-Q-LEXICON",
	[REL_QT_LEXICON] = "Q-T-LEXICON",
	[REL_TQ_LEXICON] = "T-Q-LEXICON",
	[REL_QC_COMMENT] = "Q-C-COMMENT",
	[REL_CQ_COMMENT] = "C-Q-COMMENT",
	[REL_QT_COMMENT] = "Q-T-COMMENT",
	[REL_TQ_COMMENT] = "T-Q-COMMENT",
};

RatRelation
rat_relation_for_model(RatRelation r, int n_relations)
{
	if (r < n_relations)
		return r;
	switch (r)
	{
		case REL_QC_LEXICON:
		case REL_QC_COMMENT:
			return REL_QC_DEFAULT;
		case REL_CQ_LEXICON:
		case REL_CQ_COMMENT:
			return REL_CQ_DEFAULT;
		case REL_QT_LEXICON:
		case REL_QT_COMMENT:
			return REL_QT_DEFAULT;
		case REL_TQ_LEXICON:
		case REL_TQ_COMMENT:
			return REL_TQ_DEFAULT;
		default:
			return r;
	}
}

const char *
rat_relation_name(RatRelation r)
{
	return r >= 0 && r < REL_COUNT ? relation_names[r] : "UNKNOWN";
}

int
rat_relation_is_default(RatRelation r)
{
	return r == REL_QC_DEFAULT || r == REL_CQ_DEFAULT || r == REL_QT_DEFAULT ||
		r == REL_TQ_DEFAULT || r == REL_CC_DEFAULT || r == REL_CT_DEFAULT ||
		r == REL_TC_DEFAULT || r == REL_TT_DEFAULT;
}

static RatRelation
column_column(const SchemaGraph *g, int a, int b)
{
	if (a == b)
		return REL_CC_IDENTITY;
	if (schema_graph_declared_column_references(g, a, b))
		return REL_CC_FOREIGN_KEY_F;
	if (schema_graph_declared_column_references(g, b, a))
		return REL_CC_FOREIGN_KEY_R;
	if (g->columns[a].table == g->columns[b].table)
		return REL_CC_SAME_TABLE;
	return REL_CC_DEFAULT;
}

static RatRelation
column_table(const SchemaGraph *g, int c, int t, bool reverse)
{
	if (g->columns[c].table != t)
		return reverse ? REL_TC_DEFAULT : REL_CT_DEFAULT;
	if (g->columns[c].primary_key)
		return reverse ? REL_TC_PRIMARY_KEY : REL_CT_PRIMARY_KEY;
	if (schema_graph_column_is_declared_foreign_key(g, c))
		return reverse ? REL_TC_FOREIGN_KEY : REL_CT_FOREIGN_KEY;
	return reverse ? REL_TC_BELONGS_TO : REL_CT_BELONGS_TO;
}

static RatRelation
table_table(const SchemaGraph *g, int a, int b)
{
	bool		forward,
				backward;

	if (a == b)
		return REL_TT_IDENTITY;
	forward = schema_graph_declared_table_references(g, a, b);
	backward = schema_graph_declared_table_references(g, b, a);
	if (forward && backward)
		return REL_TT_FOREIGN_KEY_B;
	if (forward)
		return REL_TT_FOREIGN_KEY_F;
	if (backward)
		return REL_TT_FOREIGN_KEY_R;
	return REL_TT_DEFAULT;
}

RatRelation
rat_schema_relation(const SchemaGraph *g, int from, int to)
{
	int			nc = g->n_columns;

	if (from < nc && to < nc)
		return column_column(g, from, to);
	if (from < nc)
		return column_table(g, from, to - nc, false);
	if (to < nc)
		return column_table(g, to, from - nc, true);
	return table_table(g, from - nc, to - nc);
}

/* Strength of a question->column relation when several apply (relations.h). */
static int
qc_strength(RatRelation r)
{
	switch (r)
	{
		case REL_QC_EXACT:
			return 7;
		case REL_QC_VALUE:
			return 6;
		case REL_QC_PARTIAL:
			return 5;
		case REL_QC_LEXICON:
			return 4;
		case REL_QC_COMMENT:
			return 3;
		case REL_QC_NUMBER:
		case REL_QC_DATE:
			return 2;
		default:
			return 1;
	}
}

/* The column->question relation mirroring a question->column one. */
static RatRelation
cq_of(RatRelation qc)
{
	switch (qc)
	{
		case REL_QC_LEXICON:
			return REL_CQ_LEXICON;
		case REL_QC_COMMENT:
			return REL_CQ_COMMENT;
		default:
			return (RatRelation) (REL_CQ_DEFAULT + (qc - REL_QC_DEFAULT));
	}
}

/* Strength of a question->table relation when several apply. */
static int
qt_strength(RatRelation r)
{
	switch (r)
	{
		case REL_QT_EXACT:
			return 4;
		case REL_QT_PARTIAL:
			return 3;
		case REL_QT_LEXICON:
			return 2;
		case REL_QT_COMMENT:
			return 1;
		default:
			return 0;
	}
}

static RatRelation
tq_of(RatRelation qt)
{
	switch (qt)
	{
		case REL_QT_EXACT:
			return REL_TQ_EXACT;
		case REL_QT_PARTIAL:
			return REL_TQ_PARTIAL;
		case REL_QT_LEXICON:
			return REL_TQ_LEXICON;
		case REL_QT_COMMENT:
			return REL_TQ_COMMENT;
		default:
			return REL_TQ_DEFAULT;
	}
}

static void
set_qc(uint8_t *out, int n, int q, int item, RatRelation r)
{
	if (qc_strength(r) > qc_strength((RatRelation) out[(size_t) q * n + item]))
	{
		out[(size_t) q * n + item] = (uint8_t) r;
		out[(size_t) item * n + q] = (uint8_t) cq_of(r);
	}
}

static void
set_qt(uint8_t *out, int n, int q, int item, RatRelation r)
{
	if (qt_strength(r) > qt_strength((RatRelation) out[(size_t) q * n + item]))
	{
		out[(size_t) q * n + item] = (uint8_t) r;
		out[(size_t) item * n + q] = (uint8_t) tq_of(r);
	}
}

/* Question token q's relation to every column of a type class. */
static void
link_type_class(const SchemaGraph *g, uint8_t *out, int n, int nq, int q, SgTypeClass cls,
				RatRelation r)
{
	for (int c = 0; c < g->n_columns; c++)
		if (g->columns[c].type_class == cls)
			set_qc(out, n, q, nq + c, r);
}

static RatRelation
table_relation(LinkMatch m)
{
	switch (m)
	{
		case LINK_EXACT:
			return REL_QT_EXACT;
		case LINK_PARTIAL:
		case LINK_NEGATED:
			return REL_QT_PARTIAL;
		case LINK_LEXICON:
		case LINK_ABBREVIATION:
		case LINK_MEASURE:
			return REL_QT_LEXICON;
		case LINK_COMMENT:
			return REL_QT_COMMENT;
	}
	return REL_QT_DEFAULT;
}

static RatRelation
column_relation(LinkMatch m)
{
	switch (m)
	{
		case LINK_EXACT:
			return REL_QC_EXACT;
		case LINK_PARTIAL:
		case LINK_NEGATED:
			return REL_QC_PARTIAL;
		case LINK_LEXICON:
		case LINK_ABBREVIATION:
		case LINK_MEASURE:
			return REL_QC_LEXICON;
		case LINK_COMMENT:
			return REL_QC_COMMENT;
	}
	return REL_QC_DEFAULT;
}

static void
apply_link(const SchemaGraph *g, const SchemaLink *l, uint8_t *out, int n, int nq)
{
	for (int q = l->token_start; q < l->token_end && q < nq; q++)
	{
		switch (l->kind)
		{
			case LINK_TABLE:
				set_qt(out, n, q, nq + g->n_columns + l->table, table_relation(l->match));
				break;
			case LINK_COLUMN:
				set_qc(out, n, q, nq + l->column, column_relation(l->match));
				break;
			case LINK_VALUE:
				set_qc(out, n, q, nq + l->column, REL_QC_VALUE);
				break;
			case LINK_NUMBER:
				link_type_class(g, out, n, nq, q, SG_TYPE_NUMBER, REL_QC_NUMBER);
				break;
			case LINK_DATE:
				link_type_class(g, out, n, nq, q, SG_TYPE_TIME, REL_QC_DATE);
				break;
		}
	}
}

bool
rat_relations_build(const SchemaGraph *g, int nq, const LinkResult *links, uint8_t *out)
{
	int			ns = g->n_columns + g->n_tables;
	int			n = nq + ns;

	/* a row of schema pairs costs ns relations of up to a pass over the foreign keys each */
	int			block = dt_stop_block_rows(ns, (double) ns * (1 + g->n_foreign_keys));

	for (int i = 0; i < nq; i++)
	{
		for (int j = 0; j < nq; j++)
		{
			int			d = j - i;

			d = d < -RAT_MAX_QUESTION_DISTANCE ? -RAT_MAX_QUESTION_DISTANCE
				: d > RAT_MAX_QUESTION_DISTANCE ? RAT_MAX_QUESTION_DISTANCE : d;
			out[(size_t) i * n + j] = (uint8_t) (REL_QQ_DIST_0 + d);
		}
		for (int c = 0; c < g->n_columns; c++)
		{
			out[(size_t) i * n + nq + c] = REL_QC_DEFAULT;
			out[(size_t) (nq + c) * n + i] = REL_CQ_DEFAULT;
		}
		for (int t = 0; t < g->n_tables; t++)
		{
			out[(size_t) i * n + nq + g->n_columns + t] = REL_QT_DEFAULT;
			out[(size_t) (nq + g->n_columns + t) * n + i] = REL_TQ_DEFAULT;
		}
	}
	for (int a = 0; a < ns; a++)
	{
		if (a > 0 && a % block == 0 && dt_stop_poll())
			return false;
		for (int b = 0; b < ns; b++)
			out[(size_t) (nq + a) * n + nq + b] = (uint8_t) rat_schema_relation(g, a, b);
	}
	if (links != NULL)
		for (int k = 0; k < links->n_links; k++)
			apply_link(g, &links->links[k], out, n, nq);
	return true;
}
