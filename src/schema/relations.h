/*
 * relations.h — the relation vocabulary of the relation-aware encoder and the function
 * that fills the relation matrix between every pair of encoder items.
 *
 * Items are ordered [question tokens | columns | tables]; the matrix is N x N with
 * N = n_question_tokens + g->n_columns + g->n_tables, row = from item, column = to item,
 * one byte per pair (a RatRelation).
 *
 * Schema relations follow RAT-SQL (Wang et al., ACL 2020 / arXiv 2019, Table 1): COLUMN-COLUMN SAME-TABLE,
 * FOREIGN-KEY-COL-F/R; COLUMN-TABLE PRIMARY-KEY-F/R, BELONGS-TO-F/R; TABLE-TABLE
 * FOREIGN-KEY-TAB-F/R/B; a default per pair of item types; plus identity (an item with
 * itself).  One refinement: COLUMN-TABLE FOREIGN-KEY-F/R marks a column of the table that
 * is a foreign-key column and not part of its primary key (RAT-SQL would call it
 * BELONGS-TO).  Question relations: clipped relative distance between question tokens
 * (-2..2, section 4.1), name matches EXACT/PARTIAL in both directions (section 4.1
 * "name-based linking"), value matches (section 4.1 "value-based linking"), and
 * NUMBER/DATE between a number or date in the question and columns of numeric or
 * date/time type.  Links through the lexicon (a relative of a name word) and through a
 * table's or column's catalog comment have their own relations, appended after the first
 * set.  Where several apply the stronger wins: exact name > value > partial name >
 * lexicon > comment > number/date > default.
 *
 * The numeric ids are stable: new relations are appended at the end, never inserted.  A
 * model trained with fewer relations (REL_COUNT_FIRST: every model trained before the
 * lexicon and comment relations existed) reads each newer relation as the default relation
 * between the same kinds of items (rat_relation_for_model), so its encoder sees what it was
 * trained on.  Why not as partial name matches: fine-tuning the shipped general model on
 * GeoQuery with lexicon links read as partial matches scored 2-6 points lower on dev than
 * without them (bench/README.md).  Such a model still gains from the lexicon where no
 * encoder is involved: schema retrieval and stored values in their other forms.
 */
#ifndef DTFIXUP_SCHEMA_RELATIONS_H
#define DTFIXUP_SCHEMA_RELATIONS_H

#include <stdint.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"

#define RAT_MAX_QUESTION_DISTANCE 2

typedef enum RatRelation
{
	/* question -> question: relative distance to - from, clipped to -2..2 */
	REL_QQ_DIST_M2 = 0,
	REL_QQ_DIST_M1,
	REL_QQ_DIST_0,				/* identity */
	REL_QQ_DIST_P1,
	REL_QQ_DIST_P2,
	/* question -> column and back */
	REL_QC_DEFAULT,
	REL_QC_EXACT,
	REL_QC_PARTIAL,
	REL_QC_VALUE,
	REL_QC_NUMBER,
	REL_QC_DATE,
	REL_CQ_DEFAULT,
	REL_CQ_EXACT,
	REL_CQ_PARTIAL,
	REL_CQ_VALUE,
	REL_CQ_NUMBER,
	REL_CQ_DATE,
	/* question -> table and back */
	REL_QT_DEFAULT,
	REL_QT_EXACT,
	REL_QT_PARTIAL,
	REL_TQ_DEFAULT,
	REL_TQ_EXACT,
	REL_TQ_PARTIAL,
	/* column -> column */
	REL_CC_IDENTITY,
	REL_CC_SAME_TABLE,
	REL_CC_FOREIGN_KEY_F,		/* from is a foreign key referencing to */
	REL_CC_FOREIGN_KEY_R,		/* to is a foreign key referencing from */
	REL_CC_DEFAULT,
	/* column -> table */
	REL_CT_PRIMARY_KEY,			/* from is (part of) to's primary key */
	REL_CT_FOREIGN_KEY,			/* from is a foreign-key column of to, not in its PK */
	REL_CT_BELONGS_TO,			/* from is another column of to */
	REL_CT_DEFAULT,
	/* table -> column */
	REL_TC_PRIMARY_KEY,
	REL_TC_FOREIGN_KEY,
	REL_TC_BELONGS_TO,
	REL_TC_DEFAULT,
	/* table -> table */
	REL_TT_IDENTITY,
	REL_TT_FOREIGN_KEY_F,		/* from has a foreign key referencing to */
	REL_TT_FOREIGN_KEY_R,		/* to has a foreign key referencing from */
	REL_TT_FOREIGN_KEY_B,		/* both */
	REL_TT_DEFAULT,
	/* name links through the lexicon and through catalog comments (appended) */
	REL_QC_LEXICON,
	REL_CQ_LEXICON,
	REL_QT_LEXICON,
	REL_TQ_LEXICON,
	REL_QC_COMMENT,
	REL_CQ_COMMENT,
	REL_QT_COMMENT,
	REL_TQ_COMMENT,
	REL_COUNT
} RatRelation;

/* The size of the first relation set, up to REL_TT_DEFAULT: the fewest a model may have. */
#define REL_COUNT_FIRST (REL_TT_DEFAULT + 1)

/* Stable name of a relation ("SAME-TABLE", "FOREIGN-KEY-COL-F", "Q-C-EXACT", ...). */
const char *rat_relation_name(RatRelation r);

/*
 * The relation a model with n_relations relation rows (REL_COUNT_FIRST..REL_COUNT) reads for
 * r: r itself when the model has a row for it, else the older relation it falls back to
 * (relations.h, top).
 */
RatRelation rat_relation_for_model(RatRelation r, int n_relations);

/* Is r the default (no-information) relation for its pair of item types? */
int			rat_relation_is_default(RatRelation r);

/*
 * Fill out[N*N] (N = n_question_tokens + g->n_columns + g->n_tables).  links may be NULL
 * (no question side, or no links); its token indices must be < n_question_tokens.
 * Returns false, out partly filled, when the calling thread's stop scope said to stop
 * (common/stop.h): it polls per row of schema pairs, which for thousands of items with
 * foreign keys take seconds in all.
 */
bool		rat_relations_build(const SchemaGraph *g, int n_question_tokens,
								const LinkResult *links, uint8_t *out);

/* Relation between two schema items only (items indexed [columns | tables]). */
RatRelation rat_schema_relation(const SchemaGraph *g, int from_item, int to_item);

#endif
