/*
 * parser_input.c — ParserExamples from the live catalog, value look-ups and gold SQL
 * (parser_input.h).
 */
#include "pg/answer/parser_input.h"

#include "access/xact.h"
#include "miscadmin.h"
#include "catalog/pg_type.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/resowner.h"

#include "common/stop.h"
#include "common/strbuf.h"
#include "pg/catalog/catalog.h"
#include "pg/catalog/empty_tables.h"
#include "pg/dtfixup.h"
#include "pg/answer/execute_readonly.h"
#include "pg/catalog/gold_sql.h"
#include "sql/sql_regroup.h"
#include "sql/sql_render.h"
#include "sql/sql_transition.h"
#include "text/tokenizer.h"

void
parser_input_link(const char *question, const SchemaGraph *g, const GoldValueOffer *gold,
				  TextTokens *tokens, LinkResult *links, ValueLookupStats *stats)
{
	TextTokens	q;

	link_training_row_in_database(g, question, gold, &q, links, stats);
	if (tokens != NULL)
		*tokens = q;
	else
		text_tokens_free(&q);
}

/* Whether n is a FROM item of a table that retrieval r (the Retrieval) drops. */
static bool
reads_dropped_table(const SqlNode *n, const void *r)
{
	const Retrieval *ret = r;

	return sql_rules[n->rule].render == SQL_RK_FROM_TABLE && n->slots[0].table >= 0 &&
		n->slots[0].table < ret->n_tables && ret->reason[n->slots[0].table] == RETRIEVAL_DROPPED;
}

/*
 * What the parser reads of g for one question's links (schema/retrieval.h): g itself when
 * retrieval keeps it whole, else the kept subgraph, with links renumbered to it.  With a
 * gold query (a training row), g itself also where retrieval would drop a table the gold
 * reads: the row teaches its question rather than being skipped (a user's correction on a
 * wide schema names tables its words may not link).
 */
static const SchemaGraph *
retrieve(const SchemaGraph *g, LinkResult *links, const SqlNode *gold, Retrieval **retrieval_out)
{
	/* a question, not a training row: the tables with no rows are left out */
	RetrievalLimits lim = {dtfixup_retrieval_max_tables, dtfixup_retrieval_max_columns,
	gold == NULL ? empty_tables_find(g) : NULL};
	Retrieval  *r = retrieval_select(g, links, &lim);
	const SchemaGraph *used = g;

	CHECK_FOR_INTERRUPTS();
	if (!r->whole && (gold == NULL || !sql_node_any(gold, reads_dropped_table, r)))
	{
		used = retrieval_subgraph(g, r);
		retrieval_remap_links(g, r, links);
	}
	if (retrieval_out)
		*retrieval_out = r;
	else
		retrieval_free(r);
	return used;
}

ParserExample *
parser_input_question(const char *question, const SchemaGraph *g, LinkResult *links_out,
					  Retrieval **retrieval_out)
{
	LinkResult	links;
	TextTokens	tokens;
	ValueLookupStats stats;
	DtError		err = {0};
	ParserExample *ex;
	const SchemaGraph *used;
	DtStopScope scope;

	parser_input_link(question, g, NULL, &tokens, &links, &stats);
	used = retrieve(g, &links, NULL, retrieval_out);
	/* a cancel stops the relations of a large schema (dtfixup_stop_reset clears the scope
	 * should an ERROR longjmp past its end) */
	scope = dt_stop_begin(dtfixup_cancel_pending, NULL);
	ex = parser_example_from_tokens(question, &tokens, used, &links, NULL, &err);
	dt_stop_end(scope);
	if (ex == NULL)
		dtfixup_report_error(&err);
	ex->join_on_keys = dtfixup_join_on_keys;
	if (links_out)
		*links_out = links;
	else
		link_result_free(&links);
	return ex;
}

ErrorData *
subtransaction_run(void (*fn) (void *arg), void *arg)
{
	MemoryContext caller = CurrentMemoryContext;
	ResourceOwner owner = CurrentResourceOwner;
	ErrorData  *volatile edata = NULL;

	BeginInternalSubTransaction(NULL);
	MemoryContextSwitchTo(caller);
	PG_TRY();
	{
		fn(arg);
		ReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(caller);
		CurrentResourceOwner = owner;
	}
	PG_CATCH();
	{
		/* the subtransaction goes first, in every case: an error must never reach the
		 * top level with an internal subtransaction still open */
		MemoryContextSwitchTo(caller);
		edata = CopyErrorData();
		FlushErrorState();
		RollbackAndReleaseCurrentSubTransaction();
		MemoryContextSwitchTo(caller);
		CurrentResourceOwner = owner;
		/* a cancel, a timeout or a shutdown must stop the whole statement, not one step */
		if ((edata->sqlerrcode == ERRCODE_QUERY_CANCELED &&
			 !execute_readonly_is_own_timeout(edata)) ||
			edata->sqlerrcode == ERRCODE_ADMIN_SHUTDOWN || edata->elevel > ERROR)
			ReThrowError(edata);
	}
	PG_END_TRY();
	return edata;
}

bool
run_in_subtransaction(void (*fn) (void *arg), void *arg, char **reason)
{
	ErrorData  *edata = subtransaction_run(fn, arg);

	if (edata == NULL)
		return true;
	if (reason)
		*reason = pstrdup(edata->message);
	FreeErrorData(edata);
	return false;
}

typedef struct GoldArgs
{
	const char *sql;
	const SchemaGraph *g;
	SqlNode    *ast;
} GoldArgs;

/*
 * The gold AST as the decoder is taught it: replayed through the transition system's gold
 * mode (ts_build_gold_ast), which types a literal by the column it is compared with and
 * completes a GROUP BY that PostgreSQL would refuse, after a GROUP BY key joined to the
 * primary key of a selected column's table became that primary key (sql_regroup.h).  A query the replay still refuses is
 * kept as parsed: parser_example_new then reports why.
 */
static SqlNode *
gold_for_decoder(SqlNode *ast, const SchemaGraph *g)
{
	SqlActionList actions;
	DtError		err = {0};
	SqlNode    *replayed = NULL;

	sql_regroup_by_primary_keys(ast, g);
	sql_action_list_init(&actions);
	if (sql_ast_to_actions(ast, &actions, &err))
		replayed = ts_build_gold_ast(g, &actions, &err);
	sql_action_list_free(&actions);
	if (replayed == NULL)
		return ast;
	sql_node_free(ast);
	return replayed;
}

static void
gold_ast_step(void *arg)
{
	GoldArgs   *a = (GoldArgs *) arg;

	a->ast = gold_for_decoder(gold_sql_to_ast(a->sql, a->g), a->g);
}

SqlNode *
parser_input_gold_ast(const char *sql, const SchemaGraph *g, char **reason)
{
	GoldArgs	a = {sql, g, NULL};

	if (sql == NULL || sql[0] == '\0')
	{
		*reason = pstrdup("the SQL is empty");
		return NULL;
	}
	if (!run_in_subtransaction(gold_ast_step, &a, reason))
		return NULL;
	return a.ast;
}

typedef struct RowArgs
{
	const char *question;
	const char *sql;
	const SchemaGraph *g;
	SqlNode    *gold;
	GoldValueOffer offer;
	ValueLookupStats stats;
	ParserExample *ex;
	DtError		err;
} RowArgs;

static void
training_row_step(void *arg)
{
	RowArgs    *a = (RowArgs *) arg;
	LinkResult	links;
	const SchemaGraph *used;

	a->offer.gold = a->gold;
	a->offer.question = a->question;
	parser_input_link(a->question, a->g, &a->offer, NULL, &links, &a->stats);
	used = retrieve(a->g, &links, a->gold, NULL);
	if (used != a->g)
	{
		/* the gold again, against what the parser reads (every table it reads kept) */
		a->gold = gold_for_decoder(gold_sql_to_ast(a->sql, used), used);
	}
	/* tokenized again here, not kept from the linking: an error above (caught per row)
	 * would leak tokens held across it */
	a->ex = parser_example_new(a->question, used, &links, a->gold, &a->err);
	link_result_free(&links);
}

ParserExample *
parser_input_training_row(const char *question, const char *sql, const SchemaGraph *g,
						  SqlNode **gold_out, char **reason)
{
	return parser_input_training_example(question, sql, g, NULL, NULL, gold_out, NULL, reason);
}

ParserExample *
parser_input_training_example(const char *question, const char *sql, const SchemaGraph *g,
							  SqlNode *gold, const GoldValueOffer *values, SqlNode **gold_out,
							  ValueLookupStats *stats, char **reason)
{
	RowArgs		a;

	memset(&a, 0, sizeof(a));
	a.question = question;
	a.sql = sql;
	a.g = g;
	if (values)
		a.offer = *values;
	if (gold_out)
		*gold_out = NULL;
	if (question == NULL || question[0] == '\0')
	{
		*reason = pstrdup("the question is empty");
		return NULL;
	}
	a.gold = gold ? gold : parser_input_gold_ast(sql, g, reason);
	if (a.gold == NULL)
		return NULL;
	if (!run_in_subtransaction(training_row_step, &a, reason))
		return NULL;
	if (stats)
		*stats = a.stats;
	if (a.ex == NULL)
	{
		*reason = pstrdup(a.err.message);
		return NULL;
	}
	if (gold_out)
		*gold_out = a.gold;
	/* dtfixup_evaluate and training's validation decode these: as nl2sql does */
	a.ex->join_on_keys = dtfixup_join_on_keys;
	return a.ex;
}

static void
quote_identifier_cb(DtStrBuf *out, const char *name, void *arg)
{
	dt_strbuf_append(out, quote_identifier(name));
}

static void
quote_literal_cb(DtStrBuf *out, const char *text, void *arg)
{
	char	   *quoted = quote_literal_cstr(text);

	dt_strbuf_append(out, quoted);
	pfree(quoted);
}

static const SqlQuoter backend_quoter = {quote_identifier_cb, quote_literal_cb, NULL};

char *
parser_input_render(const SqlNode *ast, const SchemaGraph *g)
{
	DtStrBuf	buf;
	DtError		err = {0};

	dt_strbuf_init(&buf);
	if (!sql_render(ast, g, &backend_quoter, &buf, &err))
		dtfixup_report_error(&err);
	return buf.data;
}

SchemaGraph *
parser_input_schema_graph(const char *schema_name)
{
	Datum		elem;

	if (schema_name == NULL)
		return catalog_schema_graph(NULL);
	elem = CStringGetTextDatum(schema_name);
	return catalog_schema_graph(construct_array(&elem, 1, TEXTOID, -1, false, TYPALIGN_INT));
}
