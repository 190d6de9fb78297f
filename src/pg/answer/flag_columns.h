/*
 * flag_columns.h — the number and text columns a question names that store a flag.
 *
 * "Which products are discontinued?" over products.discontinued integer, "How many active
 * members do we have?" over members.active integer: a flag stored as a number, which the
 * general model reads as a number (sum(active), count(DISTINCT discontinued)).  Its
 * type does not say it is a flag, its rows do: the column's statistics (pg_statistic,
 * kept by ANALYZE and autovacuum) list 0 and 1 as its most common values, and those cover
 * its rows.  The answer stage's boolean_flags step (sql/sql_boolean_flags.h) then tests
 * it as a flag, = 1 (= 0 where the question negates it).
 *
 * Text flags likewise ("Which orders haven't been paid for?" over paid char(1)): a text
 * column whose most common values are a yes and a no spelling ('y'/'n', 'yes'/'no',
 * 't'/'f', 'true'/'false', case aside) covering its rows, or one mark ('*', 'x', 'y',
 * 'yes') with NULL in the other rows, is tested = 'y' (= 'n'), = '*' (IS NULL).  'M' and
 * 'F' are no flag: a sex is no yes or no.
 *
 * Only the columns a question word links to by name (exactly, in part, through the
 * lexicon, an abbreviation, a comment or a negating prefix: "health" of bene_health_ins;
 * not a word of money linked to a measure) are looked at, one catalog look-up each, at
 * every question: the statistics are as fresh as
 * the last ANALYZE.  As pg_stats, it reads nothing of a table whose row security applies
 * to the caller; the graph holds only columns the caller may read.
 */
#ifndef DTFIXUP_PG_FLAG_COLUMNS_H
#define DTFIXUP_PG_FLAG_COLUMNS_H

#include "postgres.h"

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_boolean_flags.h"

/* Per graph column of g, how it stores a flag where links name it and it does (palloc'd
 * in the current memory context); NULL when no such column. */
StoredFlag *flag_columns_find(const SchemaGraph *g, const LinkResult *links);

#endif
