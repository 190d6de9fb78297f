/*
 * sql_period_end_ranges.h — a range of dates on the end of a period the question does not
 * end.
 *
 * "How many people joined the Sales department in 1997?" decoded "... WHERE
 * dept_emp.to_date >= '1997-01-01' AND dept_emp.to_date < '1998-01-01'": the year links
 * to both dates of the period, and the model took its end, where the question says when
 * the period began.  A question dates the end of a period with a word of ending ("left",
 * "ended", "until", "quit" ...).  A comparison of a column that ends a period
 * (sql_current_rows.h: a to_date beside a from_date) with literals as a range (<, <=, >,
 * >=, [NOT] BETWEEN, or = / <> with a period longer than a day, "to_date = '1997'", which
 * the renderer writes as a range), in a question with no word of ending, makes a candidate pay a cost of the answer
 * stage once (answer_steps.h, period_end_ranges); "= '9999-01-01'", the current rows, is
 * no range.  The other way round likewise: "Which products did we stop selling in 2003?"
 * ranged on sellstartdate, where sellenddate is beside it.  A range on a column that
 * starts a period (a date or time column with "start", "from" or "begin" among its name
 * words, beside one that ends a period), in a question with a word of ending and none of
 * starting ("started", "joined", "hired", "opened" ...), pays the same cost.
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_PERIOD_END_RANGES_H
#define DTFIXUP_SQL_PERIOD_END_RANGES_H

#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* 1 when ast compares a period's end with literals as a range, at any depth, and the
 * question says no word of ending, or a period's start, where it says an ending and no
 * start (above); else 0. */
int			sql_period_end_ranges(const SqlNode *ast, const SchemaGraph *g, const TextTokens *tokens);

#endif
