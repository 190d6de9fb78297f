/*
 * value_check.h — choosing among the beam's candidates with the database's help.
 *
 * The beam often holds the right query just below a wrong one that differs only in the
 * table or column a question value is compared with: "what is the population of dallas"
 * as state.state_name = 'dallas' (score -0.9) above city.city_name = 'dallas' (-1.3).  The
 * database settles it: no state is named dallas.  So before answering, the candidates are
 * taken best first and the first one whose comparisons of a column with a literal are each
 * satisfied by some stored row is chosen: text literals under = and IN (...) must occur in
 * their column, and number columns under = < <= > >= must hold a value on the right side
 * ("major rivers" as length > 150000, GeoQuery's major-city threshold, fails: no river is
 * that long; length > 750 passes).  Under "=", a literal compared with a foreign-key column
 * may also occur in the referenced key column instead: "rivers in alaska" compares
 * river.traverse with 'alaska', a state no river traverses, which is a fine question whose
 * answer is empty.  When the general model answers, a candidate also fails when an answer
 * column (a bare column of its outer SELECT list) that no question word links to holds one
 * value in every row: GeoQuery's country_name ('usa' in every row) answering "which state
 * has the largest density".  Not for a model trained on the database's own questions, which
 * has learned when such a column is the answer (GeoQuery's "where is massachusetts" is
 * country_name).  When no candidate passes, the best-scored one is kept.
 *
 * The look-ups run as the calling role through SPI, read-only, with the literal as a
 * parameter.  A column is only looked up where that is cheap: its table is estimated at
 * most dtfixup.value_link_scan_rows rows, or the column leads an index; other comparisons
 * count as passing.  GUC dtfixup.value_check turns it off (then the first candidate in
 * the named-values order wins).
 */
#ifndef DTFIXUP_PG_VALUE_CHECK_H
#define DTFIXUP_PG_VALUE_CHECK_H

#include "postgres.h"

#include "model/parser.h"
#include "schema/schema_graph.h"

/* What the check found for one candidate. */
typedef enum ValueCheckVerdict
{
	VALUE_CHECK_PASSED = 0,		/* every checked literal occurs in its column */
	VALUE_CHECK_FAILED,			/* some literal occurs nowhere it could come from */
	VALUE_CHECK_SKIPPED,		/* not looked at (the check is off, or an earlier
								 * candidate was chosen) */
	VALUE_CHECK_CONSTANT_ANSWER /* its literals pass, but an answer column the question
								 * does not mention holds one value in every row */
} ValueCheckVerdict;

/*
 * Index of the candidate to answer with (0 when n_hyps is 0).  hyps are the beam's
 * candidates and any completed copies (candidate_completion.h).  The candidates are taken
 * in the order of named_values_order (those using the values the question names first, then
 * by score, each score lowered by MENTION_LEFT_OUT_COST for every column mention and every
 * stored-value mention of the question the candidate leaves out: sql/sql_mentions.h);
 * among those sharing the first place the first that passes the check is chosen; when none
 * passes (or the check is off), the first in that order.  ex is the decoded example (its
 * tokens and links).  general_model: the general model answers (then answer columns are
 * checked too).
 * verdicts (may be NULL) gets n_hyps entries; candidates after the chosen one are not
 * checked.
 */
int			value_check_choose(const ParserHypothesis *hyps, int n_hyps, const ParserExample *ex,
							   const SchemaGraph *g, bool general_model,
							   ValueCheckVerdict *verdicts);

const char *value_check_verdict_name(ValueCheckVerdict v);

#endif
