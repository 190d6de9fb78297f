/*
 * sql_named_values.h — values the question gives by name, and the candidate queries that
 * use them.
 *
 * "which states have cities named m0": the user names a value, m0, that no table holds.  A
 * model trained on other databases may rank a query that ignores it first (SELECT DISTINCT
 * city_name ... with no WHERE) and the query that compares it with the column the question
 * names right before it (city_name = 'm0') fourth.  A query that drops a value the user
 * spelled out answers another question, so before the value check
 * (src/answer/answer_steps.h: named_values_first) the candidates are ordered by:
 *   1. how many named values they use as (part of) a literal, most first;
 *   2. how many of those they compare with a column the question names (exactly) right
 *      before the value or before the word or quote introducing it ("cities named m0",
 *      "bulgarian commander 'Kaloyan'"), most first;
 *   3. the beam's order.
 * A named value is a quoted span ('...' or "...") or the word right after "named",
 * "called" or "titled".  A question without one keeps the beam's order.
 */
#ifndef DTFIXUP_SQL_NAMED_VALUES_H
#define DTFIXUP_SQL_NAMED_VALUES_H

#include "schema/linking.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"
#include "text/tokenizer.h"

#define NAMED_VALUES_MAX 16

typedef struct NamedValue
{
	char	   *key;			/* text_normalize_key of the span (dt_alloc'ed) */
	int			token_start;	/* first token of the value */
} NamedValue;

typedef struct NamedValues
{
	int			n;
	NamedValue	items[NAMED_VALUES_MAX];
} NamedValues;

/* The named values of a tokenized question (at most NAMED_VALUES_MAX, left to right);
 * release them with named_values_free. */
void		named_values_find(const TextTokens *tokens, NamedValues *out);
void		named_values_free(NamedValues *nv);

/* "named", "called" or "titled": a word that introduces a value rather than naming a
 * column (alone it partly links to every column called *_name). */
bool		named_values_is_naming_word(const TextToken *t);

/*
 * order[0..n_hyps): indices of the candidates asts[0..n_hyps) (the beam's, best first) in
 * the order above.  tokens and links are the question's (for rule 2).  Returns how many
 * candidates share the first place by rules 1 and 2 (n_hyps when the question names no
 * value): the ones the value check may choose from, since a value the user named need not
 * be stored anywhere.
 */
int			named_values_order(const NamedValues *nv, const TextTokens *tokens,
							   const LinkResult *links, const SqlNode *const *asts, int n_hyps,
							   const SchemaGraph *g, int *order);

#endif
