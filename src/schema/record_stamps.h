/*
 * record_stamps.h — the columns that record when a row was last changed.
 *
 * Many real schemas stamp every row with the time it was last edited (AdventureWorks'
 * modifieddate, a DVD shop's last_update, a web application's updated_at), kept for the
 * database's own bookkeeping.  Beside a table's own dates (an order's orderdate, a
 * product's sellstartdate) such a stamp is almost never what a question dates: a user asks
 * about it only by saying so ("modified", "updated", "changed").  A record stamp here is a
 * date or time column whose name, lower-cased with its underscores out, holds "modif",
 * "updat" or "lastchang", of a table that has a date or time column that is no stamp; a
 * table whose one date is its stamp keeps it as its date.
 *
 * Read by the date phrases' links (linking.h: a date links to a table's own dates, not its
 * stamp), the one date of a table (sql/sql_current_rows.h, sql_table_date), the date a
 * "when" question asks (answer/answer_when.h) and the answer stage's cost of a stamp read
 * where the question says no change (sql/sql_record_stamps.h).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SCHEMA_RECORD_STAMPS_H
#define DTFIXUP_SCHEMA_RECORD_STAMPS_H

#include <stdbool.h>

#include "schema/schema_graph.h"

/* Whether graph column c is a record stamp beside its table's own dates (above). */
bool		schema_record_stamp(const SchemaGraph *g, int c);

#endif
