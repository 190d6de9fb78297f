/*
 * value_lookup.h — feeding stored values of the caller's readable text columns to value
 * linking, at bounded cost.
 *
 * Order of work (docs/schema-linking.md, "Value linking cost"):
 *   1. the most-common values of the text columns (pg_statistic, read once per cached
 *      schema graph into an index by value, hiding what the pg_stats view would hide from
 *      the caller; a question re-reads only the columns that hold one of its words);
 *   2. a bounded scan per table (one budget unit): at most dtfixup.value_link_scan_rows
 *      rows, all its text columns at once, fetched in batches; skipped for a table whose
 *      estimated size is above that bound when every text column of it has an index to
 *      probe instead;
 *   3. for columns whose scan did not see the whole table: index probes (one budget
 *      unit each), an equality look-up of a question n-gram (lower case, as written, and
 *      Title Case) in a column that leads a valid btree or hash index, longest n-grams
 *      first, skipping n-grams inside a span that already matched.
 * Steps 2 and 3 together spend at most dtfixup.value_link_budget units per question, and
 * stop once dtfixup.value_link_time_budget ms have passed (checked before each look-up and
 * between a scan's batches).  Cheap and likely look-ups come first: the scans of small
 * tables and of those the question's names link to (name_links; a link to a view counts
 * for the tables it reads), the probes of tables never scanned, the other scans (smaller
 * first), the probes of tables whose scan did not see them whole.
 * Views are never run: a view's text column that reads a base table's column unchanged
 * (found in the view's query tree) is offered every value looked up in that column; other
 * view columns get none.  A partitioned table is read through its parent (partitions are
 * not in the graph).  Foreign tables (remote reads) and materialized views not yet
 * populated (reading them fails) get step 1 only.
 * Every look-up runs as the calling role through SPI with the question's words as
 * parameters; identifiers are quoted with quote_identifier.
 */
#ifndef DTFIXUP_PG_VALUE_LOOKUP_H
#define DTFIXUP_PG_VALUE_LOOKUP_H

#include "postgres.h"

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

typedef struct ValueLookupStats
{
	int			mcv_columns;	/* columns whose most-common values were read */
	int			scans;			/* bounded scans run */
	int64		rows_read;		/* rows those scans read */
	int			probes;			/* index probes run */
	int			budget;			/* dtfixup.value_link_budget at the time */
	bool		budget_exhausted;	/* some look-up was skipped for lack of budget */
	int			time_budget_ms; /* dtfixup.value_link_time_budget at the time (0: none) */
	bool		time_exhausted; /* some look-up was skipped or cut short for lack of time */
	int			gold_values;	/* literals of a training row's SQL offered (below) */
	int			gold_values_pooled; /* of those, other rows' (GoldValueOffer.pool) */
	int			gold_values_dropped;	/* the row's own left out (GoldValueOffer.drop) */
} ValueLookupStats;

/*
 * The text literals that training rows' gold SQL compares with a column (=, IN), pooled
 * over the rows of one schema graph: each distinct (graph column, literal) once, the
 * literals copied into CurrentMemoryContext.  dtfixup_finetune's option value_pool.
 */
typedef struct GoldValuePool
{
	int			n,
				cap;
	int		   *columns;
	char	  **literals;
} GoldValuePool;

/* Add gold's literals over g (the graph the pool is for) to pool (zeroed to start). */
void		gold_value_pool_add(GoldValuePool *pool, const SchemaGraph *g, const SqlNode *gold);

/*
 * What a training row is offered as the stored values of its empty tables (below): its own
 * gold literals, each left out with probability drop (drawn from a hash of seed, the
 * question and the literal, so a run is reproducible), and with a pool the literals of the
 * other rows on the same graph too, as a table's real contents would offer values no
 * question names.  Options value_pool and gold_value_drop of dtfixup_finetune
 * (docs/schema-linking.md, "Value links in training").
 */
typedef struct GoldValueOffer
{
	const SqlNode *gold;		/* the row's gold SQL */
	const char *question;		/* the row's question (the drop's key, with seed) */
	const GoldValuePool *pool;	/* NULL: the row's own literals only */
	double		drop;			/* in [0, 1): 0 keeps every literal of the row */
	uint64		seed;
} GoldValueOffer;

/*
 * question is the original text (probes use its spelling); m was built from its tokens.
 * gold is NULL for a question; for a training row it says what is offered: its gold SQL's
 * literals compared with a text column (=, IN) of a table that holds no rows are offered as
 * if the table stored them (with GoldValueOffer's pool and drop, above).  Why: a database
 * without contents (Spider's training schemas) would otherwise never show the model a
 * value link, which it then meets, untrained, on every database with contents.  A table
 * that holds rows gets only the look-ups above, exactly as at question time.  Tables the
 * caller may not read are not looked at.
 */
void		value_lookup_offer_values(const SchemaGraph *g, const char *question,
									  const TextTokens *q, const GoldValueOffer *gold,
									  const LinkResult *name_links, LinkValueMatcher *m,
									  ValueLookupStats *stats);

/*
 * The whole linking of a question against g, for every caller that needs it (dtfixup_link,
 * nl2sql, training; gold as in value_lookup_offer_values): tokenize (ereport 54000 above TEXT_MAX_QUESTION_BYTES or
 * TEXT_MAX_QUESTION_TOKENS), name links, number and date links, value links through the
 * look-ups above; links sorted.  *q and *links are allocated in CurrentMemoryContext;
 * stats may be NULL.
 */
void		link_question_in_database(const SchemaGraph *g, const char *question,
									  const SqlNode *gold, TextTokens *q,
									  LinkResult *links, ValueLookupStats *stats);

/* The same for a training row offered values as gold says (value_lookup_offer_values). */
void		link_training_row_in_database(const SchemaGraph *g, const char *question,
										  const GoldValueOffer *gold, TextTokens *q,
										  LinkResult *links, ValueLookupStats *stats);

#endif
