/*
 * sql_unsaid_dates.h — a row's edit stamp or a person's birth date read where the question
 * says neither.
 *
 * "How many products went on sale in July 2003?" decoded "... WHERE modifieddate >=
 * '2003-07-01' ...", and "How many customers didn't buy anything in March 1997?" decoded
 * "... WHERE birthdate < '1997-03-01' OR ...": the date phrase links as a value to dates
 * of the tables it names, and the model took one that the question does not mean, the
 * time the row was last edited or the day a person was born (schema/side_dates.h).  A
 * user means those only by saying so ("modified", "updated"; "born", "age", "oldest").
 * So a side date read anywhere in a query where no column link names it and no word of
 * the question says its kind is a cost of the answer stage (answer_steps.h, unsaid_dates),
 * once per such column.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_UNSAID_DATES_H
#define DTFIXUP_SQL_UNSAID_DATES_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "schema/side_dates.h"
#include "sql/sql_ast.h"

/* How many side dates ast reads that the question neither names (links) nor says (said,
 * schema_side_dates_said of its words) (above). */
int			sql_unsaid_dates(const SqlNode *ast, const SchemaGraph *g, const SideDatesSaid *said,
							 const LinkResult *links);

#endif
