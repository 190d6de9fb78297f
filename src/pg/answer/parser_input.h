/*
 * parser_input.h — what the parser reads, built inside the database: the caller's schema
 * graph (catalog.h), the question's links with value look-ups as the caller
 * (value_lookup.h), and for training rows the gold SQL as an AST (gold_sql.h), put
 * together into a ParserExample (model/parser.h).
 *
 * Everything is allocated in CurrentMemoryContext (dt_alloc is palloc in the backend), so a
 * caller that keeps examples across transactions builds them in a context that outlives
 * the transaction.
 */
#ifndef DTFIXUP_PG_PARSER_INPUT_H
#define DTFIXUP_PG_PARSER_INPUT_H

#include "postgres.h"

#include "model/parser.h"
#include "pg/answer/value_lookup.h"
#include "schema/retrieval.h"
#include "schema/schema_graph.h"
#include "sql/sql_ast.h"

/* Links of a question against g: names, numbers and dates, stored values (as the caller);
 * gold: NULL, or what a training row is offered (value_lookup.h: literals on empty tables).
 * tokens: NULL, or where the question's tokens go (the caller frees them, or hands them to
 * parser_example_from_tokens). */
void		parser_input_link(const char *question, const SchemaGraph *g,
							  const GoldValueOffer *gold, TextTokens *tokens, LinkResult *links,
							  ValueLookupStats *stats);

/*
 * A decoding example (no gold); ereports on a question the tokenizer rejects.  The example
 * reads what schema retrieval (schema/retrieval.h, within dtfixup.retrieval_max_tables and
 * _columns) keeps of g for this question: g itself, or a subgraph (ex->graph, allocated
 * like the example), and its links are renumbered to it.  links_out (may be NULL) gets
 * those links; retrieval_out (may be NULL) the selection, with scores on g.
 */
ParserExample *parser_input_question(const char *question, const SchemaGraph *g,
									 LinkResult *links_out, Retrieval **retrieval_out);

/*
 * A training example from one row, through the same schema retrieval as a question (its
 * graph is ex->graph, and *gold_out is resolved against it).  Never errors on the row's
 * content: when the row cannot be used (NULL or empty question or SQL, a syntax error, SQL
 * outside the grammar, an unknown table or column, a table that retrieval left out, a gold
 * AST the transition system rejects, ...) it returns NULL and sets *reason to a one-line
 * explanation.  Errors are caught in a
 * subtransaction; a query cancel or statement timeout is re-thrown, never swallowed.
 * *gold_out (may be NULL) gets the gold AST.
 */
ParserExample *parser_input_training_row(const char *question, const char *sql,
										 const SchemaGraph *g, SqlNode **gold_out,
										 char **reason);

/*
 * The same with the row's gold AST already made (parser_input_gold_ast over g: NULL makes
 * it here) and values, NULL or what the row is offered besides its own gold literals
 * (value_lookup.h's GoldValueOffer: its pool, drop and seed; gold and question are this
 * row's).  stats (may be NULL) gets the row's look-up counts.  dtfixup_finetune's rows.
 */
ParserExample *parser_input_training_example(const char *question, const char *sql,
											 const SchemaGraph *g, SqlNode *gold,
											 const GoldValueOffer *values,
											 SqlNode **gold_out, ValueLookupStats *stats,
											 char **reason);

/* Gold SQL -> AST, or NULL with *reason (same error handling as above). */
SqlNode    *parser_input_gold_ast(const char *sql, const SchemaGraph *g, char **reason);

/*
 * Run fn(arg) in an internal subtransaction.  NULL when it returned; else the error it
 * raised, copied in the caller's memory context, the subtransaction rolled back and the
 * caller's memory context and resource owner restored.  Query cancels and statement
 * timeouts (57014), shutdowns (57P01) and errors above ERROR are re-thrown, except
 * execute_readonly's own dtfixup.statement_timeout (an answer that took too long).
 */
ErrorData  *subtransaction_run(void (*fn) (void *arg), void *arg);

/* subtransaction_run, true when fn returned; else false with the error's message in
 * *reason (palloc'ed in the caller's context; reason may be NULL). */
bool		run_in_subtransaction(void (*fn) (void *arg), void *arg, char **reason);

/* The SQL text of an AST, quoted with quote_identifier / quote_literal_cstr. */
char	   *parser_input_render(const SqlNode *ast, const SchemaGraph *g);

/* The schema graph of one named schema (schema_column rows) or of the search_path (NULL). */
SchemaGraph *parser_input_schema_graph(const char *schema_name);

#endif
