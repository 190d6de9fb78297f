/*
 * sql_synthesize.h — SQL sampled from the grammar the way questions ask, for studying a
 * database before its first question (dtfixup_adapt, docs/adapt.md).
 *
 * sql_random.h drives the transition system uniformly: its queries are valid but read like
 * no question ("SELECT t0.a FROM t AS t0 WHERE NOT t0.b IN (...) OR ...").  Here a query is
 * drawn from a small set of kinds that questions ask (a look-up by a stored value, a count,
 * an aggregate, a total per category, a top-k ranking, the row with the largest value, a
 * comparison, joins of two or three tables along declared foreign keys), its tables,
 * columns and values drawn from the schema and from values read from the tables.  Each
 * query is built as an AST, turned into its action sequence (sql_ast_to_actions) and
 * replayed through the transition system (ts_build_ast): a query the grammar refuses is
 * never returned, and the AST returned is the replayed one, so every sample is one the
 * decoder can write and training can map.
 *
 * Alongside the AST, a SynthQuery records what the query asks in terms a question maker
 * can say (text/question_maker.h): the tables, the columns by role, the value compared.
 * Deterministic for a seed: the xorshift state is the caller's.
 */
#ifndef DTFIXUP_SQL_SYNTHESIZE_H
#define DTFIXUP_SQL_SYNTHESIZE_H

#include <stdbool.h>
#include <stdint.h>

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

typedef enum SynthKind
{
	SYNTH_LOOKUP = 0,			/* SELECT a FROM t WHERE b = 'v' */
	SYNTH_COUNT,				/* SELECT count(*) FROM t [WHERE b = 'v'] */
	SYNTH_AGGREGATE,			/* SELECT max|min|avg|sum(n) FROM t [WHERE b = 'v'] */
	SYNTH_GROUP,				/* SELECT c, count(*)|sum(n)|avg(n)|max(n) FROM t GROUP BY c */
	SYNTH_TOP,					/* SELECT a FROM t ORDER BY n DESC|ASC LIMIT k (k 2..5) */
	SYNTH_EXTREME,				/* SELECT a FROM t WHERE n = (SELECT max|min(n) FROM t) */
	SYNTH_COMPARE,				/* SELECT a FROM t WHERE n > | < number */
	SYNTH_JOIN_LOOKUP,			/* SELECT t1.a FROM t1 JOIN t2 ON fk WHERE t2.b = 'v' */
	SYNTH_JOIN_COUNT,			/* SELECT count(*) FROM t1 JOIN t2 ON fk WHERE t2.b = 'v' */
	SYNTH_JOIN3_LOOKUP,			/* three tables along two foreign keys, condition on the last */
	SYNTH_N_KINDS
} SynthKind;

/* Stored values of one column (read by the caller, as the caller may). */
typedef struct SynthValues
{
	int			n;
	const char *const *values;
} SynthValues;

typedef struct SynthSchema
{
	const SchemaGraph *graph;
	const SynthValues *values;	/* one per global column, or NULL: no values at all */
} SynthSchema;

/* One sampled query and what it asks. */
typedef struct SynthQuery
{
	SynthKind	kind;
	SqlNode    *ast;			/* the transition system's AST of the query */
	int			n_tables;		/* 1..3: tables[0] holds the rows asked about; each next
								 * one is joined to the one before along a foreign key */
	int			tables[3];
	int			target;			/* global column selected; -1 for a count */
	int			agg;			/* SQL_RULE_COUNT_STAR, _SUM, _AVG, _MAX, _MIN; -1: none */
	int			measure;		/* number column aggregated, ranked or compared; -1 */
	int			group;			/* global column grouped by; -1 */
	int			cond_column;	/* global column of the condition (in the last table); -1 */
	int			cond_rule;		/* SQL_RULE_EQ, _GT, _LT; -1 without a condition */
	char	   *cond_value;		/* the literal compared (dt_alloc'ed); NULL without */
	int			limit;			/* top-k's k; 0 */
	bool		descending;		/* top-k and extreme: the largest (else the smallest) */
} SynthQuery;

const char *synth_kind_name(SynthKind kind);

/* A kind drawn with the weights of the questions people ask first (look-ups and counts
 * most, three-table joins least). */
SynthKind	synth_pick_kind(uint64_t *state);

/*
 * One query of this kind on s, into *out (free with synth_query_free).  False when the
 * schema offers no query of that kind (no number column for an aggregate, no foreign key
 * for a join, no stored value for a look-up) or when the transition system refused the
 * query built (then *why, when not NULL, says so; the caller counts it).
 */
bool		synth_query(const SynthSchema *s, SynthKind kind, uint64_t *state, SynthQuery *out,
						const char **why);
void		synth_query_free(SynthQuery *q);

/* The xorshift step shared with the question maker (same generator as sql_random.c). */
uint64_t	synth_random(uint64_t *state);
int			synth_random_below(uint64_t *state, int n);

/* A column that names a key rather than a property ("id", "*_id", a numeric primary key):
 * never the answer nor a measure a question asks for. */
bool		synth_column_is_key(const SchemaGraph *g, int column);

#endif
