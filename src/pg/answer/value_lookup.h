/*
 * value_lookup.h — feeding stored values of the caller's readable text columns to value
 * linking, at bounded cost.
 *
 * Order of work (docs/schema-linking.md, "Value linking cost"):
 *   1. the most-common values of the text columns (pg_statistic, read once per cached
 *      schema graph into an index by value, hiding what the pg_stats view would hide from
 *      the caller; a question re-reads only the columns that hold one of its words);
 *   2. a bounded scan per table (one budget unit), the tables the question's names link
 *      to most first (name_links), then in catalog order: at most dtfixup.value_link_scan_rows
 *      rows, all its text columns at once; skipped for a table whose estimated size is
 *      above that bound when every text column of it has an index to probe instead;
 *   3. for columns whose scan did not see the whole table: index probes (one budget
 *      unit each), an equality look-up of a question n-gram (lower case, as written, and
 *      Title Case) in a column that leads a valid btree or hash index, longest n-grams
 *      first, skipping n-grams inside a span that already matched.
 * Steps 2 and 3 together spend at most dtfixup.value_link_budget units per question.
 * Foreign tables (remote reads) and materialized views not yet populated (reading them
 * fails) get step 1 only.
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
	int			gold_values;	/* literals of a training row's SQL offered (below) */
} ValueLookupStats;

/*
 * question is the original text (probes use its spelling); m was built from its tokens.
 * gold is NULL for a question; for a training row it is the row's gold SQL, and each literal
 * it compares with a text column (=, IN) of a table that holds no rows is offered as if the
 * table stored it.  Why: a database without contents (Spider's training schemas) would
 * otherwise never show the model a value link, which it then meets, untrained, on every
 * database with contents.  A table that holds rows gets only the look-ups above, exactly as
 * at question time.  Tables the caller may not read are not looked at.
 */
void		value_lookup_offer_values(const SchemaGraph *g, const char *question,
									  const TextTokens *q, const SqlNode *gold,
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

#endif
