/*
 * answer_steps.h — the answer stage's steps, in the order they run (docs/answers.md).
 *
 * After the decoder, the beam's candidates (complete queries, best-scored first) go through
 * one ordered table of steps; answer_choose.h runs it.  Each step has a name, the setting
 * that turns it off (NULL: always on), a cost in log-probability and a function:
 *
 *   stored pair     a stored correction equal to the question up to its values answers,
 *                   before any decode (the database's: AnswerDatabase.stored_pair)
 *   rewrite         each beam candidate said as a person would write it: "A AND A" as A,
 *                   a LIKE pattern copied from the question as "contains", the rows
 *                   holding a column's min or max answered with it as the min or max
 *                   itself, a GROUP BY of a joined key and what it determines as the
 *                   key, a table joined for nothing the question says dropped, the
 *                   rows under (or over) a named one read through the table's reference
 *                   to itself ("who reports to X"), one of a person's name columns (or
 *                   an id) asked for by "who" / "which" as all of them, a NOT IN
 *                   subquery over a column holding NULLs without them
 *   copy            each beam candidate gets copies that say what the model could not:
 *                   the stored values it leaves out, its literals as stored, its numbers
 *                   compared the way the question's words say, a column the question
 *                   negates tested for its empty value (or, where the candidate says
 *                   the "no" with a subquery or not at all, for NULL), a boolean column
 *                   the question names tested as a flag ("= TRUE"), a percentage the
 *                   question says compared as the fraction a column stores (35% as
 *                   0.35); a copy scores its source's score less the step's cost
 *   cost            each candidate's score is lowered by the step's cost for everything it
 *                   does against the question (a column or stored value it leaves out, a
 *                   number compared against the question's words, a negated column
 *                   tested the affirmative way, an IN subquery on columns no key
 *                   relates); some count what a copy step found: 1 where it made a copy
 *                   of the candidate (charged_by)
 *   order           candidates that use the values the user spelled out come first
 *   check           among those, the first whose literals the database holds answers
 *   finish          the chosen answer, once its confidence is rated, written as the
 *                   question asks: a person's names in one text ("in one column")
 *
 * Pure: no PostgreSQL.  What needs the database (stored pairs, value look-ups) comes in as
 * AnswerDatabase's functions, what the user set as AnswerSettings.
 */
#ifndef DTFIXUP_ANSWER_STEPS_H
#define DTFIXUP_ANSWER_STEPS_H

#include <stdbool.h>

#include "answer/answer_candidates.h"
#include "answer/answer_facts.h"
#include "sql/sql_comparisons.h"

/* The steps, in the order they run: answer_steps[id]. */
typedef enum AnswerStepId
{
	ANSWER_STORED_PAIR,
	ANSWER_DROP_REPEATED_OPERANDS,
	ANSWER_DROP_ECHOED_VALUES,
	ANSWER_NAMES_FOR_ECHOES,
	ANSWER_WHOLE_PERSON_NAMES,
	ANSWER_COUNT_FIXED_VALUES,
	ANSWER_DIMENSION_THINGS,
	ANSWER_DURATION_UNITS,
	ANSWER_LIKE_PATTERNS_CONTAIN,
	ANSWER_CONTAINED_VALUES,
	ANSWER_EXTREME_ITSELF,
	ANSWER_SIMPLIFY_GROUP_BY,
	ANSWER_DROP_UNUSED_JOINS,
	ANSWER_COUNT_EACH_ONCE,
	ANSWER_SELF_REFERENCES,
	ANSWER_FULL_NAMES,
	ANSWER_DISTINCT_NAMES,
	ANSWER_COMPOUND_COLUMNS,
	ANSWER_WHEN_DATES,
	ANSWER_WHOLE_DATE_PHRASES,
	ANSWER_NAMED_ROW_PROPERTY,
	ANSWER_QUALIFIED_PROPERTY,
	ANSWER_WHERE_PLACES,
	ANSWER_CURRENT_ROWS,
	ANSWER_NOT_IN_NULLS,
	ANSWER_COUNT_GROUPS,
	ANSWER_SUPERLATIVE_TIES,
	ANSWER_TOTALS_ASKED,
	ANSWER_VALUES_HAD,
	ANSWER_COMPLETE_VALUES,
	ANSWER_REPAIR_LITERALS,
	ANSWER_TURN_DIRECTIONS,
	ANSWER_TURN_AGGREGATES,
	ANSWER_COUNT_KEYS,
	ANSWER_DATE_RANGES,
	ANSWER_DATE_NUMBERS,
	ANSWER_COMPARE_DATES,
	ANSWER_RANK_SUPERLATIVES,
	ANSWER_TURN_NEGATIONS,
	ANSWER_NEGATED_ABSENT,
	ANSWER_NEVER_RELATED,
	ANSWER_BOOLEAN_FLAGS,
	ANSWER_EVENT_DATES,
	ANSWER_STOCK_LEVELS,
	ANSWER_STOCK_WORTH,
	ANSWER_SUBTRACT_COLUMNS,
	ANSWER_SUBTRACT_DATES,
	ANSWER_PERCENT_FRACTIONS,
	ANSWER_MEASURE_SUMS,
	ANSWER_RANK_MEASURES,
	ANSWER_PEOPLE_COUNTED,
	ANSWER_COUNTED_COLUMN,
	ANSWER_COUNT_COUNTED_ROWS,
	ANSWER_EACH_NAMED_VALUE,
	ANSWER_BY_GROUPS,
	ANSWER_ASKED_GROUPS,
	ANSWER_ORDER_BY_NAMED,
	ANSWER_WHOLE_ORDERS,
	ANSWER_LIST_CONTENTS,
	ANSWER_LISTED_WITH,
	ANSWER_RANK_BEST_SELLERS,
	ANSWER_ABOVE_AVERAGE,
	ANSWER_PEOPLE_BY_DATE,
	ANSWER_RANK_BUSIEST,
	ANSWER_WHEN_FIRST_OF_TABLE,
	ANSWER_ROW_NUMBERS,
	ANSWER_SELF_FILTERS,
	ANSWER_PERIOD_GROUPS,
	ANSWER_YEAR_NUMBERS,
	ANSWER_DATES_HOME,
	ANSWER_BRIDGED_VALUES,
	ANSWER_ROLE_KEYS,
	ANSWER_LEFT_OUT_MENTIONS,
	ANSWER_LEFT_OUT_VALUES,
	ANSWER_LEFT_OUT_NUMBERS,
	ANSWER_UNSAID_NUMBERS,
	ANSWER_AGAINST_DIRECTIONS,
	ANSWER_AGAINST_AGGREGATES,
	ANSWER_AGAINST_DATE_RANGES,
	ANSWER_AGAINST_DIMENSIONS,
	ANSWER_AGAINST_NEGATIONS,
	ANSWER_UNKEYED_SUBQUERIES,
	ANSWER_UNASKED_COUNTS,
	ANSWER_TEXT_ANSWERS,
	ANSWER_WHO_WITHOUT_NAMES,
	ANSWER_TEXT_RANKINGS,
	ANSWER_AGGREGATED_KEYS,
	ANSWER_DATED_KEYS,
	ANSWER_DATES_ELSEWHERE,
	ANSWER_DATES_TWICE,
	ANSWER_UNASKED_LIMITS,
	ANSWER_UNSAID_DATES,
	ANSWER_ROLE_BRIDGES,
	ANSWER_PERIOD_END_RANGES,
	ANSWER_COUNTED_ELSEWHERE,
	ANSWER_COUNTED_MEASURE,
	ANSWER_UNTESTED_FLAGS,
	ANSWER_UNCOMPARED_DATES,
	ANSWER_UNLISTED_CONTENTS,
	ANSWER_UNLISTED_WITH,
	ANSWER_UNRANKED_SELLERS,
	ANSWER_NOT_ABOVE_AVERAGE,
	ANSWER_PEOPLE_UNRANKED_BY_DATE,
	ANSWER_UNRANKED_BUSIEST,
	ANSWER_NOT_FIRST_OF_TABLE,
	ANSWER_NEGATION_PRESENT,
	ANSWER_DATED_NUMBERS,
	ANSWER_UNGROUPED_BY,
	ANSWER_UNGROUPED_PERIODS,
	ANSWER_STOCK_UNSAID,
	ANSWER_STOCK_UNWORTHED,
	ANSWER_UNSUBTRACTED,
	ANSWER_UNSUBTRACTED_DATES,
	ANSWER_PEOPLE_UNCOUNTED,
	ANSWER_UNGROUPED_ASKED,
	ANSWER_GROUPED_ATTRIBUTES,
	ANSWER_UNSUMMED_RANKINGS,
	ANSWER_ORDERED_OTHERWISE,
	ANSWER_EXTREME_FOR_ORDER,
	ANSWER_DATE_RANKED_AS_AGGREGATE,
	ANSWER_COUNTED_KEYS,
	ANSWER_VALUES_ELSEWHERE,
	ANSWER_VERB_DATES,
	ANSWER_YEARS_ON_QUANTITIES,
	ANSWER_ROW_NUMBER_UNANSWERED,
	ANSWER_UNSAID_ROLES,
	ANSWER_UNSAID_SUMS,
	ANSWER_NAMED_VALUES_FIRST,
	ANSWER_VALUE_CHECK,
	ANSWER_JOIN_NAMES,
	ANSWER_N_STEPS
} AnswerStepId;

typedef enum AnswerStepKind
{
	ANSWER_STEP_STORED_PAIR,	/* before the decode: the database's stored pairs */
	ANSWER_STEP_REWRITE,		/* each beam candidate changed in place */
	ANSWER_STEP_COPY,			/* each beam candidate copied, cost below its source */
	ANSWER_STEP_COST,			/* cost per count, taken from each candidate's score */
	ANSWER_STEP_ORDER,			/* some candidates first; the check chooses among them */
	ANSWER_STEP_CHECK,			/* the first of those that passes answers */
	ANSWER_STEP_FINISH			/* the chosen answer written as the question asks */
} AnswerStepKind;

/*
 * What the steps need of the database (src/pg/answer/feedback.h, value_check.h), as
 * functions of their args.  Any may be NULL: no stored pair answers, every comparison
 * holds, no column holds one value.
 */
typedef struct AnswerDatabase
{
	/* the query of a stored pair that answers the question (owned by the caller), or NULL */
	const SqlNode *(*stored_pair) (void *arg, const AnswerFacts *facts);
	void	   *stored_pair_arg;
	/* whether some stored row of column satisfies "column cmp->op cmp->literal", for
	 * "<>" whether some row holds the literal (true also when that cannot be told
	 * cheaply) */
	bool		(*column_holds) (void *arg, int column, const SqlComparison *cmp);
	/* whether every row of column holds one value (false when that cannot be told
	 * cheaply) */
	bool		(*column_has_one_value) (void *arg, int column);
	/* whether query ast answers with a row (with values: a row that holds a value other
	 * than NULL): 1 it does, 0 it does not, -1 when that cannot be told in the time
	 * allowed; NULL: the database runs no candidate (the rows check is off) */
	int			(*answers_rows) (void *arg, const SqlNode *ast, bool values);
	void	   *lookups_arg;	/* the arg of the three look-ups */
} AnswerDatabase;

/* What the user set, read once where the answer starts (src/pg/answer/answering.c). */
typedef struct AnswerSettings
{
	int			beam_size;		/* dtfixup.beam_size (0: the model's) */
	bool		step_on[ANSWER_N_STEPS];	/* each step's setting (true: no setting) */
	bool		general_model;	/* the general model answers: answer columns are checked
								 * too, and its parsers decode in a cascade */
	int			general_cascade;	/* dtfixup.general_cascade: parsers that decode first */
	double		general_cascade_margin;	/* dtfixup.general_cascade_margin */
} AnswerSettings;

typedef struct AnswerStep
{
	const char *name;
	const char *setting;		/* the boolean setting it obeys; NULL: always on */
	AnswerStepKind kind;
	double		cost;			/* COPY: below its source; COST: per count */
	const char *explain_key;	/* dtfixup_explain's key for it (COPY: the rank of the
								 * candidate copied; COST: the count), or NULL */
	bool		explain_zero;	/* COST: the key is shown when the count is 0 too */
	bool		copies_copies;	/* COPY: also copies what earlier copy steps made of the
								 * same beam candidate (a completed copy is repaired) */
	bool		after_copies;	/* COPY: runs after the other copy steps, over their copies
								 * too (a turn of the completed copy) */
	bool		on_copies;		/* REWRITE: also rewrites each copy a copy step makes (a
								 * copy that answers "who" with a salary gets the names) */
	/* the function of its kind (FINISH: rewrite, on the chosen answer) */
	SqlNode    *(*rewrite) (SqlNode *ast, const AnswerFacts *facts);
	SqlNode    *(*copy) (const SqlNode *ast, const AnswerFacts *facts);
	int			(*count) (const SqlNode *ast, const AnswerFacts *facts);
	int			charged_by;		/* COST without count: the copy step (AnswerStepId) whose
								 * copy made of a candidate counts 1 against it
								 * (AnswerCandidate.copied_by): the source of a copy
								 * that says what the question asks pays for not
								 * saying it */
	int			(*order) (const AnswerCandidates *c, const AnswerFacts *facts,
						  const int *by_rank, int *order);
	AnswerVerdict (*check) (const SqlNode *ast, const AnswerFacts *facts, bool answer_columns,
							const AnswerDatabase *db);
} AnswerStep;

extern const AnswerStep answer_steps[ANSWER_N_STEPS];

/* Every step on, the model's beam size, no general model (so no cascade); the database
 * reads the user's settings over these (src/pg/answer/answering.c). */
void		answer_settings_init(AnswerSettings *s);

/* Whether some stored row satisfies cmp: of its column, or under "=" of a key column the
 * column references (its domain); dtfixup_value_check(query) asks this too. */
bool		answer_comparison_holds(const SchemaGraph *g, const SqlComparison *cmp,
									const AnswerDatabase *db);

#endif
