/*
 * sql_negations.h — the columns a question's words negate, and the candidate queries that
 * compare such a column the affirmative way.
 *
 * "Which authors are not under contract?" (contract holds 0 or 1): the general model links
 * "contract" to the column and answers contract <> 0, the rows that are under contract.
 * The model writes a flag's test as "flag <> 0", "flag = 1", "flag > 0", "flag = TRUE" or
 * "column IS NOT NULL" for the question's word; a "not" before that word asks for the
 * other rows: "flag = 0", "flag = FALSE", "column IS NULL".  So:
 *
 *   - a column is negated when a negation ("not", "never", "no", "nobody", "nothing",
 *     "without", "n't") comes at most NEGATION_REACH tokens before a word that links to
 *     it (by its name, the lexicon, an abbreviation or its comment; not a measure link),
 *     with no clause word (and, or, but, that, which, who, whose, where, with, than) and
 *     no punctuation but the apostrophe of "n't" between;
 *   - a candidate affirms a negated column once for each comparison "column <> 0",
 *     "column > 0", "column = 1", "column >= 1" (either operand order), "column = TRUE",
 *     "column <> FALSE" or "column IS NOT NULL" where the query does not negate it itself
 *     (the right operand of EXCEPT, under NOT, in a NOT IN or NOT EXISTS subquery), and
 *     the number is not one the question spells ("not more than 1");
 *   - a stored value is negated the same way ("publishers outside the US", "customers not
 *     in France"), also by "outside", "except", "excluding", "besides" before it or "aside"
 *     right after it ("guests aside"), and a candidate affirms it with "column = 'value'"
 *     (the value the link found, in any case);
 *   - the other way round: in a question with no word of negation or exclusion at all
 *     ("Where do we deliver Roy White's orders?"), a candidate's "column <> 'value'" for a
 *     stored value the question names contradicts it as much;
 *   - a question that negates anything ("Which products does the Tokyo store not stock?")
 *     is contradicted by a candidate that says no "no" at all: no comparison but "=",
 *     "LIKE", "IN" or "EXISTS", no NOT, EXCEPT, IS NULL, and no "= 0", "= FALSE" or
 *     "= 'no'";
 *   - the answer stage lowers such a candidate's score (src/answer/answer_steps.h:
 *     against_negations), and gives it a copy with each such comparison turned to the
 *     column's empty value (turn_negations): "column = 0", "column = FALSE",
 *     "column IS NULL"; a negated value's "column = 'value'" to "column <> 'value'", and a
 *     named value's "column <> 'value'" to "column = 'value'".
 *
 * Pure: no PostgreSQL; only sql_negations_follow allocates (common/alloc.h).
 */
#ifndef DTFIXUP_SQL_NEGATIONS_H
#define DTFIXUP_SQL_NEGATIONS_H

#include <stdbool.h>

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

/* Negated columns of one question kept, at most. */
#define QUESTION_NEGATIONS_MAX 16
/* Most tokens from a negation to the word it negates ("not yet under contract"). */
#define NEGATION_REACH 4

typedef struct QuestionNegations
{
	int			n;
	int			column[QUESTION_NEGATIONS_MAX];	/* graph columns of the links' graph */
	bool		referred[QUESTION_NEGATIONS_MAX];	/* ... the word linked to it followed
													 * by "them", "him", "her" or "it":
													 * said of the rows it refers to
													 * ("nobody reporting to them") */
	bool		by_lexicon[QUESTION_NEGATIONS_MAX];	/* ... named only through the lexicon
													 * ("sold" ~ sell of sellenddate) */
	int			n_values;
	int			value_column[QUESTION_NEGATIONS_MAX];	/* negated stored values: column */
	const char *value[QUESTION_NEGATIONS_MAX];	/* ... and the value (the link's, not owned) */
	int			n_named;
	int			named_column[QUESTION_NEGATIONS_MAX];	/* stored values of a question that
														 * negates nothing: column */
	const char *named[QUESTION_NEGATIONS_MAX];	/* ... and the value (not owned) */
	bool		negates;		/* the question says "not", "never", "no", "nobody",
								 * "nothing", "without" or "n't" (not "not only", not a
								 * stored value "No"), or "zero" before a word naming a
								 * table ("zero visitors") */
	int			negation_at;	/* ... its first token of those; -1 when it does not */
	int			n_negations;	/* ... how many tokens of those it says */
	bool		spells_zero;	/* the question has the number 0 */
	bool		spells_one;		/* ... and 1 */
} QuestionNegations;

/* The columns and stored values t's negations reach through links (numbered on the graph
 * the candidates read); out points into links, which must outlive it. */
void		question_negations_find(const TextTokens *t, const LinkResult *links,
									QuestionNegations *out);

/* Whether negated column k of n is its table's foreign key to its own primary key, said of
 * the rows it refers to (n->referred): "nobody reporting to them" negates the employees
 * whose key no reports_to holds, not those whose reports_to is empty. */
bool		sql_negations_refers_to_own_rows(const SchemaGraph *g, const QuestionNegations *n,
											 int k);

/* sql_where_keep's test (sql/sql_ast.h): a condition but a NOT IN or NOT EXISTS
 * subquery, the model's way of saying a negation another test says. */
bool		sql_not_a_negating_subquery(const SqlNode *operand, const void *arg);

/* Whether the question negates graph column column. */
bool		sql_negations_column_negated(const QuestionNegations *n, int column);

/* Whether the question negates stored value value of graph column column (any case). */
bool		sql_negations_value_negated(const QuestionNegations *n, int column, const char *value);

/* How many comparisons of ast (over g) affirm a column n negates (or negate a value a
 * question that negates nothing names), plus one when the question negates and ast says
 * no "no" at all. */
int			sql_negations_affirmed(const SqlNode *ast, const SchemaGraph *g,
								   const QuestionNegations *n);

/* Whether ast says "no" anywhere: a comparison other than =, LIKE, ILIKE, IN or EXISTS
 * (<>, <, NOT IN, IS NULL, ...: "not more than 5" is "<= 5"), NOT, EXCEPT, or = with a
 * literal that says none. */
bool		sql_negations_says_no(const SqlNode *ast);

/* A new AST: ast with each comparison that affirms a negated column turned to the
 * column's empty value, and each that affirms a negated value to "<>"; NULL when none
 * does.  ast is not changed. */
SqlNode    *sql_negations_follow(const SqlNode *ast, const SchemaGraph *g,
								 const QuestionNegations *n);

#endif
