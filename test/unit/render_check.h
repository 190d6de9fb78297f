/*
 * render_check.h — what the tests of the answer stage's steps share: a query built from
 * action notation, a copy step's result as the text they compare, a question's words and
 * links with a query's AST set up and freed as one StepCase (the tests of the copy steps
 * and of most cost steps), and a cost step's count over a question (test_dated_keys.c,
 * test_period_end_ranges.c, test_dates_elsewhere.c, test_role_bridges.c).
 */
#ifndef DTFIXUP_TEST_RENDER_CHECK_H
#define DTFIXUP_TEST_RENDER_CHECK_H

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "common/strbuf.h"
#include "schema/linking.h"
#include "sql/sql_ast.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
#include "text/tokenizer.h"
#include "unit.h"

#include "action_notation.h"

/* The AST of a query in action notation (action_notation.h) over g; NULL, the test failed,
 * when the actions do not build one. */
static inline SqlNode *
notation_ast(const SchemaGraph *g, const char *notation)
{
	ActionNotation an = {{0}, 0};
	SqlActionList actions;
	DtError		err = {0};
	SqlNode    *ast;

	action_notation_parse(&an, g, notation, &actions);
	ast = ts_build_ast(g, &actions, &err);
	sql_action_list_free(&actions);
	if (ast == NULL)
		UNIT_FAIL("no AST: %s", err.message);
	return ast;
}

/*
 * copy rendered (with quote_identifier-free fallback quoting) and freed, "-" when it is
 * NULL (the step made none); prefix, when the text starts with it, is cut off.  malloc'ed.
 */
static inline char *
rendered_copy(SqlNode *copy, const SchemaGraph *g, const char *prefix)
{
	DtError		err = {0};
	DtStrBuf	buf;
	char	   *sql = NULL;
	size_t		cut;

	if (copy == NULL)
		return strdup("-");
	dt_strbuf_init(&buf);
	if (sql_render(copy, g, &sql_fallback_quoter, &buf, &err))
	{
		cut = prefix != NULL && strncmp(buf.data, prefix, strlen(prefix)) == 0 ? strlen(prefix) : 0;
		sql = strdup(buf.data + cut);
	}
	else
	{
		UNIT_FAIL("no SQL: %s", err.message);
		sql = strdup("?");
	}
	dt_strbuf_free(&buf);
	sql_node_free(copy);
	return sql;
}

/* A question's words and links and a candidate query's AST: what each test of a step sets
 * up, hands the step and frees, kept together so that the test says only its links and
 * its step. */
typedef struct StepCase
{
	TextTokens	t;
	LinkResult	links;
	SqlNode    *ast;
} StepCase;

/* Frees what c holds.  A step that changes the AST in place returns the AST to free: the
 * test puts that back in c->ast. */
static inline void
step_case_end(StepCase *c)
{
	sql_node_free(c->ast);
	link_result_free(&c->links);
	text_tokens_free(&c->t);
}

/* c with question's words, no links yet and no AST: for a test that reads the question
 * alone.  The links are the test's to add, where it knows the words. */
static inline void
step_case_words(StepCase *c, const char *question)
{
	DtError		err = {0};

	memset(c, 0, sizeof(*c));
	if (!text_tokenize(question, strlen(question), &c->t, &err))
		UNIT_FAIL("no words: %s", err.message);
	link_result_init(&c->links);
}

/* step_case_words, and the AST of notation over g (which reads no links: the test adds
 * them after, before the step reads them).  false, the test failed already, when the
 * actions build none; c then holds nothing, and step_case_end may still be called. */
static inline bool
step_case_begin(StepCase *c, const SchemaGraph *g, const char *question, const char *notation)
{
	step_case_words(c, question);
	c->ast = notation_ast(g, notation);
	if (c->ast == NULL)
		step_case_end(c);
	return c->ast != NULL;
}

/* What a cost step reads of the question: its words, and its links (one table linked by a
 * name, or none). */
typedef struct CostQuestion
{
	TextTokens	tokens;
	LinkResult	links;
} CostQuestion;

/* A cost step over (ast, g, question), as each test adapts it. */
typedef int (*CostStep) (const SqlNode *ast, const SchemaGraph *g, const CostQuestion *q);

/* The count step gives the query in notation for question, where table (>= 0) is linked
 * by a name; -1 when the notation did not parse. */
static inline int
cost_count(const SchemaGraph *g, CostStep step, const char *question, int table,
		const char *notation)
{
	SqlNode    *ast = notation_ast(g, notation);
	CostQuestion q = {{0}};
	DtError		err = {0};
	int			n;

	if (!text_tokenize(question, strlen(question), &q.tokens, &err))
		UNIT_FAIL("no words: %s", err.message);
	link_result_init(&q.links);
	if (table >= 0)
		link_result_add(&q.links, LINK_TABLE, LINK_EXACT, 0, 1, table, -1, NULL);
	n = ast == NULL ? -1 : step(ast, g, &q);
	link_result_free(&q.links);
	text_tokens_free(&q.tokens);
	sql_node_free(ast);
	return n;
}

#endif
