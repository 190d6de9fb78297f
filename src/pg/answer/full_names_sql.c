/*
 * full_names_sql.c — the answer stage's full_names and distinct_names rewrites applied to
 * a query, for users asking why an answer names people as it does, and for tests
 * (answer/answer_names.h).
 */
#include "pg/dtfixup.h"

#include "fmgr.h"
#include "utils/builtins.h"

#include "answer/answer_facts.h"
#include "pg/answer/parser_input.h"
#include "pg/catalog/gold_sql.h"

/*
 * dtfixup_full_names(question text, query text) RETURNS text: query (of the grammar, over
 * the caller's schema as the question sees it) as the rewrite leaves it for question: with
 * the name columns of the people or things the question asks for, each listed once
 * (distinct_names, the step after it), or unchanged.  No model is asked; dtfixup.full_names
 * is not read (the rewrites themselves are shown).
 */
PG_FUNCTION_INFO_V1(dtfixup_full_names_query);

Datum
dtfixup_full_names_query(PG_FUNCTION_ARGS)
{
	char	   *question = text_to_cstring(PG_GETARG_TEXT_PP(0));
	char	   *query = text_to_cstring(PG_GETARG_TEXT_PP(1));
	SchemaGraph *g = parser_input_schema_graph(NULL);
	ParserExample *ex = parser_input_question(question, g, NULL, NULL);
	AnswerFacts facts;
	SqlNode    *ast = gold_sql_to_ast(query, ex->graph);
	char	   *sql;

	answer_facts_find(ex, NULL, &facts);
	ast = answer_full_names(ast, facts.graph, facts.tokens, facts.links, &facts.names);
	ast = answer_distinct_names(ast, facts.graph, &facts.names);
	sql = parser_input_render(ast, ex->graph);
	answer_facts_free(&facts);
	PG_RETURN_TEXT_P(cstring_to_text(sql));
}
