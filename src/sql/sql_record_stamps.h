/*
 * sql_record_stamps.h — a column that records when a row was last changed, read where the
 * question asks about something else.
 *
 * "How many products went on sale in July 2003?" decoded "... WHERE modifieddate >=
 * '2003-07-01' ...": the month links as a value to every date of the database, and the model
 * took the date the row was last edited, where product has sellstartdate.  Many real
 * schemas stamp every row with such a column (modifieddate, last_update, updated_at), kept
 * for the database's own bookkeeping (schema/record_stamps.h): a user asks about it only
 * by saying so ("changed", "modified", "updated", "edited").  So a record stamp read
 * anywhere in a query where no word of the question names it (no column link to it) or
 * says a change is a cost of the answer stage (answer_steps.h, record_stamps), once per
 * such column.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_RECORD_STAMPS_H
#define DTFIXUP_SQL_RECORD_STAMPS_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* How many record stamps ast reads that the question neither names nor asks about, of
 * tables with another time column (above). */
int			sql_record_stamps(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens,
							  const LinkResult *links);

#endif
