/*
 * sql_render.h — an AST of the SQL grammar as PostgreSQL SQL text.
 *
 * Names and string literals never go into the text raw: identifiers and literals pass
 * through a quoter.  Inside the backend src/pg/ supplies quote_identifier() and
 * quote_literal_cstr(); the pure fallbacks here follow the same rules (double-quote an
 * identifier unless it is a lower-case plain word that is not a keyword; single-quote a
 * literal, doubling quotes, E'' form when it holds a backslash) for unit tests and tools.
 * Numbers are written only after sql_value_is_valid() accepted them as numbers.
 *
 * Shape of the output: every table instance k gets the alias t<k> and every column is
 * qualified by it; subqueries in FROM name their output columns c0, c1, ...; arithmetic and
 * AND/OR/NOT are parenthesised; set operations parenthesise both operands.  With FROM items
 * that have ON conditions the others are written as CROSS JOIN so every ON sees all earlier
 * instances.
 */
#ifndef DTFIXUP_SQL_RENDER_H
#define DTFIXUP_SQL_RENDER_H

#include <stdbool.h>

#include "common/error.h"
#include "common/strbuf.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

typedef struct SqlQuoter
{
	void		(*identifier) (DtStrBuf *out, const char *name, void *arg);
	void		(*literal) (DtStrBuf *out, const char *text, void *arg);
	void	   *arg;
} SqlQuoter;

/* The pure fallbacks (see above). */
void		sql_quote_identifier_fallback(DtStrBuf *out, const char *name, void *arg);
void		sql_quote_literal_fallback(DtStrBuf *out, const char *text, void *arg);
extern const SqlQuoter sql_fallback_quoter;

/* Append the SQL of `root` (a query node) to out.  False with err on an inconsistent AST. */
bool		sql_render(const SqlNode *root, const SchemaGraph *graph, const SqlQuoter *quoter,
					   DtStrBuf *out, DtError *err);

#endif
