/*
 * column_sample.h — a small sample of a column's stored values, read as the caller.
 *
 * Who reads one: dtfixup_adapt_pairs (queries filled with stored values, adapt.c) and
 * dtfixup_value_variants (a stored pair said again with other values of its columns,
 * value_variants.c).  Both need a few real values of a column, the same ones on every
 * call over the same rows, cheaply on a large table.
 */
#ifndef DTFIXUP_PG_COLUMN_SAMPLE_H
#define DTFIXUP_PG_COLUMN_SAMPLE_H

#include "postgres.h"

#include "schema/schema_graph.h"
#include "sql/sql_synthesize.h"

/* Distinct values read: at most this many, among the first COLUMN_SAMPLE_SCAN_ROWS
 * non-null rows (a bounded read on a table of any size). */
#define COLUMN_SAMPLE_VALUES 40
#define COLUMN_SAMPLE_SCAN_ROWS 2000

/*
 * The text forms of up to COLUMN_SAMPLE_VALUES distinct non-null values of g's column col,
 * in md5 order of the text (the same values for the same rows, drawn from across the
 * alphabet), palloc'ed in the caller's memory context.  Must be called inside SPI.  Read
 * in a subtransaction: a column the caller cannot read after all, a view that fails,
 * leave out->n at 0 (a query cancel is re-thrown).
 */
void		column_sample_read(const SchemaGraph *g, int col, SynthValues *out);

#endif
