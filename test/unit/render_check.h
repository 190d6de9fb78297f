/*
 * render_check.h — a copy step's result as the text the unit tests compare, shared by the
 * tests of the answer stage's copy steps (test_negations.c, test_sql_percents.c,
 * test_boolean_flags.c).
 */
#ifndef DTFIXUP_TEST_RENDER_CHECK_H
#define DTFIXUP_TEST_RENDER_CHECK_H

#include <stdlib.h>
#include <string.h>

#include "common/error.h"
#include "common/strbuf.h"
#include "sql/sql_ast.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
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

#endif
