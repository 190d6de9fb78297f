/*
 * sql_unasked_limits.h — a LIMIT the question does not ask for.
 *
 * "Which facilities charge members a fee?" decoded "SELECT name FROM facilities ORDER BY
 * membercost DESC LIMIT 1", "Which orders mention a credit limit in their comments?" as the
 * first comment in alphabetical order: one row, where the question asks for every row that
 * qualifies.  A question asks for a limited number of rows only with a word that ranks or
 * counts them: a superlative or a word of order (sql_directions.h: "most", "cheapest",
 * "latest", "from the oldest to the youngest", "alphabetically"), a number ("the 5 ...";
 * not one right after a word that names a table or column: "order 25" names a row),
 * "first", "last", "top", "bottom", "one", "single", a word ending in "est" ("busiest";
 * not "guest", "interest", "west" ...) or one that says what most rows are
 * ("predominantly", "mostly", "mainly", "usually", "popular", "common", "majority").  A
 * question with none of them makes each SELECT with a LIMIT a cost of the answer stage
 * (answer_steps.h, unasked_limits).  Of Spider dev's 144 gold queries with a LIMIT, one
 * question says none of these words ("What language is predominantly spoken in Aruba?",
 * before "predominantly" was one).
 *
 * Pure: no PostgreSQL.
 */
#ifndef DTFIXUP_SQL_UNASKED_LIMITS_H
#define DTFIXUP_SQL_UNASKED_LIMITS_H

#include <stdbool.h>

#include "schema/linking.h"
#include "sql/sql_ast.h"
#include "sql/sql_directions.h"
#include "text/tokenizer.h"

/* Whether the question t (its directions d, its links; links may be NULL) asks for a
 * limited number of rows (above). */
bool		sql_question_asks_limit(const TextTokens *t, const QuestionDirections *d,
									const LinkResult *links);

/* How many SELECTs of ast have a LIMIT, where the question asks for none (asked false);
 * 0 where it asks for one. */
int			sql_unasked_limits(const SqlNode *ast, bool asked);

#endif
