/*
 * value_check.h — the database's side of the answer stage's value check
 * (answer/answer_steps.h, step value_check).
 *
 * The beam often holds the right query just below a wrong one that differs only in the
 * table or column a question value is compared with: "what is the population of dallas"
 * as state.state_name = 'dallas' (score -0.9) above city.city_name = 'dallas' (-1.3).  The
 * database settles it: no state is named dallas.  The stage asks two things of it, answered
 * here: whether some stored row of a column satisfies "column op literal" (text literals
 * under = and IN (...), LIKE and ILIKE patterns in any case, numbers under = < <= > >=),
 * and whether every row of a column holds one value (GeoQuery's country_name, 'usa' in
 * every row, as the answer to "which state has the largest density").
 *
 * The look-ups run as the calling role through SPI, read-only, with the literal as a
 * parameter, each in a subtransaction (a failing one counts as no evidence).  A look-up
 * reads at most dtfixup.value_link_scan_rows rows of the table, so its cost is bounded like
 * value linking's scans; when it read that many rows without finding the literal, the table
 * may hold it further on, and the comparison passes for lack of evidence.  Each (column,
 * operator, literal) is looked up at most once per question (candidates share most of
 * their comparisons).
 *
 * The rows check (answer/answer_choose.c) runs the chosen candidate itself, once or twice a
 * question, through execute_readonly_answers_rows under dtfixup.rows_check_timeout: a run
 * that fails or takes longer is no evidence.  Each query is run at most once per question.
 */
#ifndef DTFIXUP_PG_VALUE_CHECK_H
#define DTFIXUP_PG_VALUE_CHECK_H

#include "postgres.h"

#include "answer/answer_steps.h"
#include "schema/schema_graph.h"

/* db's look-ups (column_holds, column_has_one_value, answers_rows) over the tables of g,
 * as the caller, remembered for one question (palloc'd in the current memory context). */
void		value_check_lookups(const SchemaGraph *g, AnswerDatabase *db);

#endif
